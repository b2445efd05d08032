import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type Session } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { playerFormat } from '../../../lib/format';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/security.api';

/** The list of one's signed-in sessions (issue 31): where and when; sign out any other one, or all of them. */
export function SessionsPanel() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const fmt = playerFormat();
  const rows = sessions.data?.results ?? [];
  const others = rows.filter((s) => !s.current).length;

  const signOut = async (session: Session) => {
    const sure = await confirmAction({
      title: `Sign out ${session.device}?`,
      message: 'That device is signed out at once and needs your password (and code) to sign in again.',
      confirmLabel: 'Sign out',
    });
    if (!sure) return;
    try {
      await end.mutateAsync(session.id);
      notifySuccess(`${session.device} is signed out.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const signOutOthers = async () => {
    const sure = await confirmAction({
      title: 'Sign out every other session?',
      message: 'Every device but this one is signed out at once.',
      confirmLabel: 'Sign out the others',
    });
    if (!sure) return;
    try {
      await endOthers.mutateAsync();
      notifySuccess('Every other session is signed out.');
    } catch (error) {
      notifyError(error);
    }
  };

  let body;
  if (sessions.isError)
    body = (
      <ErrorState
        title="We couldn't load your sessions"
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
    );
  else if (!sessions.data) body = <Skeleton height={140} radius="md" aria-label="Loading your sessions" />;
  else
    body = (
      <Stack gap="sm">
        {rows.map((session) => (
          <Card key={session.id} component="article" withBorder padding="sm" radius="md" aria-label={session.device}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{session.device}</Text>
                  {session.current && (
                    <Badge color="green" variant="light">
                      This device
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {session.ip || 'Address unknown'}
                </Text>
                <Text size="sm">Signed in {formatDateTime(session.created_at, fmt)}</Text>
                <Text size="sm">Last seen {formatDateTime(session.last_seen_at, fmt)}</Text>
              </Stack>
              {!session.current && (
                <Button variant="default" size="xs" onClick={() => void signOut(session)}>
                  Sign out
                </Button>
              )}
            </Group>
          </Card>
        ))}
        {others > 0 ? (
          <Button
            variant="default"
            color="red"
            w="fit-content"
            loading={endOthers.isPending}
            onClick={() => void signOutOthers()}
          >
            Sign out all other sessions
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            You are signed in on this device only.
          </Text>
        )}
      </Stack>
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="sessions-title">
          Signed-in sessions
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
