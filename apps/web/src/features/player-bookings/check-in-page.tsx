import { Alert, Anchor, Button, Card, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkInContract, checkInSchema, formatDateRange, type CheckInAnswer } from '@rally/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { MessageText } from '../../components/message-text';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/endpoint';
import { parseClubId, useClub } from '../../lib/dashboard';
import { useClubFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useApiMutation } from '../../lib/use-api-mutation';
import { bookCourtHref, MY_BOOKINGS_PATH } from './paths';

// Check-in by a court's code (issue 29, docs/court-waitlist.md "Check-in"): the court's QR code
// opens /clubs/check-in?clubId=N&court=M&code=K7M2QX, which checks in the player's booking on that
// court at once (the server checks the code, finds the booking and holds the club's window).
// Without a code in the link (My bookings' "Check in", or a player without a camera) the page
// asks for the code printed under the court's QR code.

/** /clubs/check-in?clubId&court[&code]: checks the caller in to their booking on that court now. */
export default function CheckInPage() {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const court = Number(params.get('court')) || null;
  const linkCode = params.get('code') ?? '';
  const club = useClub(clubId);
  const fmt = useClubFormat(club.data);
  usePageTitle('Check in', club.data?.name);
  const form = useForm({ initialValues: { court, code: linkCode }, validate: zodFormResolver(checkInSchema) });
  const checkIn = useApiMutation({
    mutationFn: (code: string) =>
      call(checkInContract.playerCheckIn, { params: { id: clubId! }, body: { court, code } }),
    invalidates: [],
  });
  // Scanning is the question: a link with the code asks once, as the page opens.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || clubId === null || court === null || !linkCode) return;
    asked.current = true;
    checkIn.mutate(linkCode);
  }, [checkIn, clubId, court, linkCode]);

  if (clubId === null || court === null)
    return (
      <MessageText kind="error" title="This check-in link is not complete">
        Scan the QR code on the court again, or ask at the desk.
      </MessageText>
    );
  const done: CheckInAnswer | undefined = checkIn.data;
  const submit = form.onSubmit((values) =>
    checkIn.mutate(values.code, { onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <Stack gap="lg" maw={520}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Check in
        </Title>
        <Text c="dimmed">{club.data?.name ?? ' '}</Text>
      </Stack>
      {done ? (
        <Alert color="court" variant="light" icon={<IconCircleCheck aria-hidden />} title="You're checked in">
          <Text size="sm">
            {done.court}, {formatDateRange(done.start, done.end, fmt, { weekday: true, time: true })}. Enjoy your game.
          </Text>
        </Alert>
      ) : checkIn.isPending && !form.isDirty() && linkCode ? (
        <Card withBorder radius="md" role="status" aria-busy="true">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm">Checking you in…</Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md">
          {checkIn.isError && !(checkIn.error instanceof ApiError && checkIn.error.fieldErrors.code?.length) && (
            <Alert color="yellow" variant="light" title="We couldn't check you in">
              <Text size="sm">
                {checkIn.error instanceof ApiError ? checkIn.error.message : 'Something went wrong. Try again.'}
              </Text>
            </Alert>
          )}
          <Card withBorder radius="md" component="form" onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label="Court's check-in code"
                description="The six letters and digits under the court's QR code."
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={12}
                styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.2em', fontSize: 20 } }}
                {...form.getInputProps('code')}
              />
              <Button type="submit" loading={checkIn.isPending} w="fit-content">
                Check in
              </Button>
            </Stack>
          </Card>
        </Stack>
      )}
      <Stack gap={4}>
        <Anchor component={Link} to={MY_BOOKINGS_PATH} size="sm">
          My bookings
        </Anchor>
        <Anchor component={Link} to={bookCourtHref(clubId)} size="sm">
          Book a court at {club.data?.name ?? 'this club'}
        </Anchor>
      </Stack>
    </Stack>
  );
}
