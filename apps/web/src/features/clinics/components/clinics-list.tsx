import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClubDetail } from '@rally/domain';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { Pager } from '../../../components/pager';
import { useEvents, type EventListParams, type EventSummary } from '../api/events.api';
import { dayText, statusColor, statusLabel, typeLabel } from '../clinic-format';
import { useClubFormat } from '../../../lib/format';
import { stackedTable } from '../../../components/stacked-table';

export type ClinicsListProps = { club: ClubDetail; onOpen: (id: number) => void; onNew: () => void };

type StatusFilter = NonNullable<EventListParams['status']> | '';
const statusFilters: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'D', label: 'Drafts' },
  { value: 'P', label: 'Published' },
  { value: 'C', label: 'Cancelled' },
];

export function StatusBadge({ event }: { event: Pick<EventSummary, 'display_status'> }) {
  return (
    // Dark words on the light colour: the light variant's own green reads 3.8:1 (axe wants 4.5).
    <Badge c="dark.7" variant="light" color={statusColor[event.display_status]} tt="none">
      {statusLabel(event.display_status)}
    </Badge>
  );
}

/** The club's clinics, 20 a page, with a status filter and a search by name. */
export function ClinicsList({ club, onOpen, onNew }: ClinicsListProps) {
  const fmt = useClubFormat(club);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusFilter>('');
  const [search, setSearch] = useState('');
  const list = useEvents(club.id, {
    page,
    ...(status ? { status } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const filtered = status !== '' || search.trim() !== '';

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="Status"
            data={statusFilters}
            value={status}
            onChange={(v) => {
              setStatus(v as StatusFilter); // one of statusFilters
              setPage(1);
            }}
          />
          <TextInput
            aria-label="Search clinics"
            placeholder="Search by name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
          New clinic
        </Button>
      </Group>
      {list.isPending ? (
        <TableSkeleton rows={6} columns={5} label="Loading clinics" />
      ) : list.isError ? (
        <ErrorState
          title="We couldn't load the clinics"
          error={list.error}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          title={filtered ? 'No clinics match' : 'No clinics yet'}
          description={
            filtered
              ? 'Try another status or search.'
              : 'Create a clinic, camp or club night: set its schedule, courts and prices, then publish it for players to join.'
          }
          action={filtered ? undefined : <Button onClick={onNew}>New clinic</Button>}
        />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer className={stackedTable} minWidth={560}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Clinics">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Dates</Table.Th>
                  <Table.Th>Sessions</Table.Th>
                  <Table.Th>Participants</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.results.map((e) => (
                  <Table.Tr key={e.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(e.id)}>
                    <Table.Td data-label="Name">
                      <Button
                        variant="subtle"
                        px={0}
                        onClick={(ev) => {
                          ev.stopPropagation();
                          onOpen(e.id);
                        }}
                      >
                        {e.name}
                      </Button>
                    </Table.Td>
                    <Table.Td data-label="Type">{typeLabel(e.ttype)}</Table.Td>
                    <Table.Td data-label="Dates">
                      <Text size="sm">{e.start_date ? dayText(e.start_date, fmt) : '—'}</Text>
                    </Table.Td>
                    <Table.Td data-label="Sessions">{e.sessions_count}</Table.Td>
                    <Table.Td data-label="Participants">
                      {e.participants_count}
                      {e.full && (
                        <Badge ml="xs" c="dark.7" variant="light" color="orange" tt="none">
                          Full
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td data-label="Status">
                      <StatusBadge event={e} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {list.data && (
        <Text size="sm" c="dimmed">
          {list.data.count} clinic{list.data.count === 1 ? '' : 's'}
        </Text>
      )}
      <Pager
        page={page}
        next={list.data?.next}
        previous={list.data?.previous}
        onPageChange={(p) => setPage(p)}
        disabled={list.isFetching}
      />
    </Stack>
  );
}
