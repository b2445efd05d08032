import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkInContract, formatDateRange, type CheckInAnswer } from '@rally/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MessageText } from '../../components/message-text';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/endpoint';
import { parseClubId, useClub } from '../../lib/dashboard';
import { useClubFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useApiMutation } from '../../lib/use-api-mutation';
import { bookCourtHref, MY_BOOKINGS_PATH } from './paths';

// Check-in by a court's QR code (issue 29, docs/court-waitlist.md "Check-in"): the code opens
// /clubs/check-in?clubId=N&court=M, which checks in the player's booking on that court at once
// (the server finds it and holds the club's window).

/** /clubs/check-in?clubId&court: checks the caller in to their booking on that court now. */
export default function CheckInPage() {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const court = Number(params.get('court')) || null;
  const club = useClub(clubId);
  const fmt = useClubFormat(club.data);
  usePageTitle('Check in', club.data?.name);
  const checkIn = useApiMutation({
    mutationFn: () => call(checkInContract.playerCheckIn, { params: { id: clubId! }, body: { court } }),
    invalidates: [],
  });
  // Scanning is the question: the check-in is asked once, as the page opens.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || clubId === null || court === null) return;
    asked.current = true;
    checkIn.mutate();
  }, [checkIn, clubId, court]);

  if (clubId === null || court === null)
    return (
      <MessageText kind="error" title="This check-in link is not complete">
        Scan the QR code on the court again, or ask at the desk.
      </MessageText>
    );
  const done: CheckInAnswer | undefined = checkIn.data;
  return (
    <Stack gap="lg" maw={520}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Check in
        </Title>
        <Text c="dimmed">{club.data?.name ?? ' '}</Text>
      </Stack>
      {checkIn.isPending || (!done && !checkIn.isError) ? (
        <Card withBorder radius="md" role="status" aria-busy="true">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm">Checking you in…</Text>
          </Stack>
        </Card>
      ) : done ? (
        <Alert color="court" variant="light" icon={<IconCircleCheck aria-hidden />} title="You're checked in">
          <Text size="sm">
            {done.court}, {formatDateRange(done.start, done.end, fmt, { weekday: true, time: true })}. Enjoy your game.
          </Text>
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" title="We couldn't check you in">
          <Stack gap="xs">
            <Text size="sm">
              {checkIn.error instanceof ApiError ? checkIn.error.message : 'Something went wrong. Try again.'}
            </Text>
            <Button size="sm" variant="default" w="fit-content" onClick={() => checkIn.mutate()}>
              Try again
            </Button>
          </Stack>
        </Alert>
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
