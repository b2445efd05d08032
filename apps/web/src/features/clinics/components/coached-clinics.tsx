import { Group, Paper, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/data-states';
import { useCoachedEvents, type EventSummary } from '../api/events.api';
import { useEventParticipants } from '../api/participants.api';
import { dayText } from '../clinic-format';
import { useDashboardFormat } from '../../../lib/dashboard';
import { stackedTable } from '../../../components/stacked-table';

/** Clinics the caller coaches: each one's participants, opened in place (a coach's view). */
export function CoachedClinics({ clubId }: { clubId: number }) {
  const fmt = useDashboardFormat();
  const coached = useCoachedEvents(clubId);
  const [open, setOpen] = useState<number | null>(null);
  if (coached.isPending || coached.isError || !coached.data.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Clinics you coach">
      <Title order={2} size="h4">
        Clinics you coach
      </Title>
      {coached.data.map((e) => (
        <Paper key={e.id} withBorder radius="md">
          <UnstyledButton
            w="100%"
            p="md"
            onClick={() => setOpen(open === e.id ? null : e.id)}
            aria-expanded={open === e.id}
          >
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{e.name}</Text>
                <Text size="sm" c="dimmed">
                  {e.sessions_count} sessions{e.start_date ? ` from ${dayText(e.start_date, fmt)}` : ''} ·{' '}
                  {e.participants_count} participant{e.participants_count === 1 ? '' : 's'}
                </Text>
              </div>
              {open === e.id ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
            </Group>
          </UnstyledButton>
          {open === e.id && <CoachedParticipants event={e} />}
        </Paper>
      ))}
    </Stack>
  );
}

const paymentLabels = { U: 'To pay', P: 'Paid', N: 'Nothing to pay' } as const;

function CoachedParticipants({ event }: { event: EventSummary }) {
  const people = useEventParticipants(event.id);
  if (people.isPending) return <Skeleton h={60} m="md" />;
  if (people.isError)
    return (
      <ErrorState
        title="We couldn't load the participants"
        error={people.error}
        onRetry={() => people.refetch()}
        isRetrying={people.isFetching}
      />
    );
  const here = people.data.filter((p) => p.session_set.length > 0);
  if (!here.length)
    return (
      <Text size="sm" c="dimmed" px="md" pb="md">
        Nobody has joined yet.
      </Text>
    );
  return (
    <Table.ScrollContainer className={stackedTable} minWidth={420}>
      <Table verticalSpacing="xs" aria-label={`Participants of ${event.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Sessions</Table.Th>
            <Table.Th>Payment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {here.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td data-label="Name">
                <Text size="sm">{p.name || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {p.email}
                </Text>
              </Table.Td>
              <Table.Td data-label="Sessions">
                {p.all_sessions ? `All (${p.session_set.length})` : p.session_set.length}
              </Table.Td>
              <Table.Td data-label="Payment">{paymentLabels[p.payment_status]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
