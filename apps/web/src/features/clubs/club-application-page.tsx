import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconLayoutDashboard,
  IconMail,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { MessageText } from '../../components/message-text';
import { notifySuccess } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { clubDashboardHref, parseClubId, useClub } from '../../lib/dashboard';
import { useCurrentPlayer } from '../../lib/session';
import { useApplyToAdminister, useMyClubAdmins } from './api/club-admin.api';
import { failureText } from '../../lib/api';

/** What a club administrator does, in the club's words. */
const duties = [
  { icon: IconUsers, text: 'Look after members and membership fees' },
  { icon: IconCalendarEvent, text: 'Run court bookings, clinics and hit requests (matcha)' },
  { icon: IconMail, text: 'Send messages and newsletters to members' },
  { icon: IconSettings, text: "Keep the club's hours, courts, facilities and store up to date" },
];

/** /clubs/application?clubId=N: apply to administer a club, or see where an application stands. */
export default function ClubApplicationPage() {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const club = useClub(clubId);
  const { data: player } = useCurrentPlayer();
  const records = useMyClubAdmins(player?.id);
  const apply = useApplyToAdminister();

  const record = records.data?.results.find((r) => r.club === clubId);
  const isCoach = player?.coach?.coach_clubs.some((c) => c.club === clubId) ?? false;
  const clubName = club.data?.name ?? record?.club_name ?? 'this club';

  const onApply = () => {
    if (clubId === null) return;
    apply.mutate(clubId, {
      onSuccess: () => notifySuccess(`Your application to administer ${clubName} is on its way.`),
    });
  };

  if (clubId === null || (club.error instanceof ApiError && club.error.status === 404)) {
    return (
      <MessageText kind="error" title="We couldn't find that club" maw={720}>
        Pick the club from the{' '}
        <Anchor component={Link} to="/clubs" inherit>
          Clubs page
        </Anchor>{' '}
        and press "Apply to administer".
      </MessageText>
    );
  }

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={`/clubs/details?clubId=${clubId}`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Back to the club
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {club.isPending || records.isPending ? (
          <Stack gap="sm" role="status" aria-busy aria-label="Loading">
            <Skeleton height={28} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={36} width={200} mt="md" />
          </Stack>
        ) : (
          <Stack gap="md">
            <Title order={1} size="h2">
              Administer {clubName}
            </Title>
            {record?.status === 'A' || isCoach ? (
              <>
                <MessageText kind="success">
                  {isCoach && record?.status !== 'A'
                    ? `You coach at ${clubName}`
                    : `You are already an administrator of ${clubName}`}
                  , so its dashboard is open to you.
                </MessageText>
                <Button
                  component={Link}
                  to={clubDashboardHref(clubId)}
                  leftSection={<IconLayoutDashboard size={16} aria-hidden />}
                  w="fit-content"
                >
                  Open club dashboard
                </Button>
              </>
            ) : record?.status === 'P' ? (
              <MessageText kind="info" title="Your application is pending">
                The club will review it and choose which areas you can manage. Once it is accepted, the club's dashboard
                appears in your menu.
              </MessageText>
            ) : record?.status === 'S' ? (
              <MessageText kind="error" title="Your administrator access is suspended">
                Ask another administrator of {clubName} to restore it.
              </MessageText>
            ) : (
              <>
                <Text>
                  Club administrators run {clubName} on Rally. Depending on the roles the club gives you, you can:
                </Text>
                <List spacing="sm" center>
                  {duties.map(({ icon: Icon, text }) => (
                    <List.Item
                      key={text}
                      icon={
                        <ThemeIcon variant="light" radius="xl" size={28} aria-hidden>
                          <Icon size={16} />
                        </ThemeIcon>
                      }
                    >
                      {text}
                    </List.Item>
                  ))}
                </List>
                <Text c="dimmed" size="sm">
                  The club reviews every application and decides which areas you can manage. Until then, your
                  application shows as pending.
                </Text>
                {apply.isError && (
                  <MessageText kind="error" role="alert">
                    {failureText(apply.error)}
                  </MessageText>
                )}
                <Group gap="sm">
                  <Button onClick={onApply} loading={apply.isPending}>
                    Apply to administer {clubName}
                  </Button>
                  <Button component={Link} to="/clubs" variant="default">
                    Cancel
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
