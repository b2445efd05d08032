import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { QueuedClub } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState, TableSkeleton } from '../../components/data-states';
import { notifyError, notifySuccess } from '../../components/notify';
import { useRefuseClub, useVerificationQueue, useVerifyClub } from './api/operator.api';
import { consoleDate } from './operator-format';
import { ReasonDialog } from './reason-dialog';

/** One waiting club: what it entered, and Verify or Refuse. */
function QueuedClubCard({ club, onRefuse }: { club: QueuedClub; onRefuse: (club: QueuedClub) => void }) {
  const verify = useVerifyClub();
  const onVerify = async () => {
    const ok = await confirmAction({
      title: `Verify ${club.name}?`,
      message: 'It becomes findable in the club search, and its AGENT is told by e-mail.',
      confirmLabel: 'Verify',
      danger: false,
    });
    if (!ok) return;
    verify.mutate(club.id, {
      onSuccess: () => notifySuccess(`${club.name} is verified.`),
      onError: (error) => notifyError(error),
    });
  };
  const address = [club.street_address, club.city, club.state, club.postcode, club.country].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" padding="md" data-testid="queued-club">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{club.name}</Text>
          <Badge variant="light">
            {club.package ?? 'No package'}
            {club.billing_cycle === 'M' ? ' · monthly' : club.billing_cycle === 'A' ? ' · yearly' : ''}
          </Badge>
        </Group>
        <Text size="sm">{address}</Text>
        <Text size="sm">
          {club.email}
          {club.phone ? ` · ${club.phone}` : ''}
          {club.url ? ` · ${club.url}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Signed up {consoleDate(club.created_at)}
          {club.signed_up_by ? ` by ${club.signed_up_by.name} (${club.signed_up_by.email})` : ''}
        </Text>
        <Group gap="sm" mt="xs">
          <Button size="sm" onClick={onVerify} loading={verify.isPending}>
            Verify
          </Button>
          <Button size="sm" variant="light" color="red" onClick={() => onRefuse(club)}>
            Refuse
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The clubs waiting for verification, oldest first. */
export function VerificationQueue() {
  const queue = useVerificationQueue();
  const refuse = useRefuseClub();
  const [refusing, setRefusing] = useState<QueuedClub | null>(null);
  if (queue.isPending) return <TableSkeleton rows={3} />;
  if (queue.isError)
    return <ErrorState title="The queue did not load" error={queue.error} onRetry={() => queue.refetch()} />;
  return (
    <Stack gap="sm">
      {queue.data.length === 0 && <Text c="dimmed">No club is waiting for verification.</Text>}
      {queue.data.map((club) => (
        <QueuedClubCard key={club.id} club={club} onRefuse={setRefusing} />
      ))}
      <ReasonDialog
        key={refusing?.id ?? 0}
        opened={refusing !== null}
        title={`Refuse ${refusing?.name ?? ''}?`}
        message="The club leaves the queue and stays out of the club search, closed to its staff; its data is kept and its AGENT may sign up again."
        confirmLabel="Refuse"
        busy={refuse.isPending}
        onClose={() => setRefusing(null)}
        onConfirm={(reason) =>
          refuse.mutate(
            { id: refusing!.id, reason },
            {
              onSuccess: () => {
                notifySuccess(`${refusing!.name} was refused.`);
                setRefusing(null);
              },
              onError: (error) => notifyError(error),
            },
          )
        }
      />
    </Stack>
  );
}
