import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { operatorClubStates, type OperatorClub, type OperatorClubState } from '@rally/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState, TableSkeleton } from '../../components/data-states';
import { notifyError, notifySuccess } from '../../components/notify';
import { useOperatorClubs, useRestoreClub, useSuspendClub } from './api/operator.api';
import { consoleDate, consoleMoney, stateLabels } from './operator-format';
import { ReasonDialog } from './reason-dialog';

const stateOf = (club: OperatorClub) =>
  club.refused_reason
    ? 'refused'
    : club.suspended_reason
      ? 'suspended'
      : !club.verified
        ? 'unverified'
        : (club.subscription_status ?? 'none');

/** One club: state, package, counts, last payments; Suspend or Restore. */
function ClubCard({ club, onSuspend }: { club: OperatorClub; onSuspend: (club: OperatorClub) => void }) {
  const restore = useRestoreClub();
  const state = stateOf(club);
  const onRestore = async () => {
    const ok = await confirmAction({
      title: `Restore ${club.name}?`,
      message: 'Its staff and players can use it again, and its AGENT is told by e-mail.',
      confirmLabel: 'Restore',
      danger: false,
    });
    if (ok)
      restore.mutate(club.id, {
        onSuccess: () => notifySuccess(`${club.name} is restored.`),
        onError: (error) => notifyError(error),
      });
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="operator-club">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{club.name}</Text>
          <Badge
            color={state === 'suspended' || state === 'refused' ? 'red' : state === 'C' ? 'green' : 'gray'}
            variant="light"
          >
            {stateLabels[state] ?? state}
          </Badge>
        </Group>
        <Text size="sm">
          {[club.city, club.package ?? 'No package'].filter(Boolean).join(' · ')} · {club.members} members ·{' '}
          {club.bookings} bookings
        </Text>
        {club.agent && (
          <Text size="sm" c="dimmed">
            AGENT {club.agent.name} ({club.agent.email})
          </Text>
        )}
        {club.suspended_reason && (
          <Text size="sm" c="red.9">
            Suspended{club.suspended_at ? ` ${consoleDate(club.suspended_at)}` : ''}: {club.suspended_reason}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {club.last_payments.length
            ? `Last payments: ${club.last_payments.map((p) => `${consoleMoney(p.amount_minor, p.currency)} ${consoleDate(p.date)} (${p.status})`).join('; ')}`
            : 'No subscription payments yet.'}
        </Text>
        <Group gap="sm" mt="xs">
          {club.suspended_reason ? (
            <Button size="sm" variant="light" onClick={onRestore} loading={restore.isPending}>
              Restore
            </Button>
          ) : (
            <Button size="sm" variant="light" color="red" onClick={() => onSuspend(club)}>
              Suspend
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Clubs by name and state, with Suspend and Restore. */
export function OperatorClubs() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<OperatorClubState | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const clubs = useOperatorClubs({ ...(debounced ? { search: debounced } : {}), ...(state ? { state } : {}) });
  const suspend = useSuspendClub();
  const [suspending, setSuspending] = useState<OperatorClub | null>(null);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Club name"
          placeholder="Search clubs"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Select
          label="State"
          placeholder="Any state"
          clearable
          data={operatorClubStates.map((s) => ({ value: s, label: stateLabels[s] }))}
          value={state}
          onChange={(value) => setState(value as OperatorClubState | null)}
        />
      </SimpleGrid>
      {clubs.isPending ? (
        <TableSkeleton rows={4} />
      ) : clubs.isError ? (
        <ErrorState title="The clubs did not load" error={clubs.error} onRetry={() => clubs.refetch()} />
      ) : clubs.data.length === 0 ? (
        <Text c="dimmed">No club matches.</Text>
      ) : (
        clubs.data.map((club) => <ClubCard key={club.id} club={club} onSuspend={setSuspending} />)
      )}
      <ReasonDialog
        key={suspending?.id ?? 0}
        opened={suspending !== null}
        title={`Suspend ${suspending?.name ?? ''}?`}
        message="Its staff and players see that it is suspended and can use nothing of it; its data is kept and it leaves the club search until you restore it."
        confirmLabel="Suspend"
        busy={suspend.isPending}
        onClose={() => setSuspending(null)}
        onConfirm={(reason) =>
          suspend.mutate(
            { id: suspending!.id, reason },
            {
              onSuccess: () => {
                notifySuccess(`${suspending!.name} is suspended.`);
                setSuspending(null);
              },
              onError: (error) => notifyError(error),
            },
          )
        }
      />
    </Stack>
  );
}
