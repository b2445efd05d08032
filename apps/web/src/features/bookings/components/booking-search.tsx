import { Badge, Group, MultiSelect, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  BOOKING_TYPES,
  bookingTypeColour,
  formatDate,
  formatTime,
  zoneDayBounds,
  type ClubCoach,
  type ClubDetail,
  type CourtGroupRecord,
  type CourtRecord,
  type BookingInstanceRow,
} from '@rally/domain';
import { useSearchParams } from 'react-router';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { useInstancePage } from '../api/bookings.api';
import { clubToday, useClubFormat } from '../../../lib/format';
import { stackedTable } from '../../../components/stacked-table';

// The search list: bookings by name from a date on, with the type, group and coach filters and
// pages of 25; the filters are in the URL (q, from, types, sgroup, coach, page).

const PAGE_SIZE = 25;
const typeOptions = Object.entries(BOOKING_TYPES).map(([value, t]) => ({ value, label: t.label }));

export function BookingSearch({
  club,
  courts,
  groups,
  coaches,
  onOpen,
}: {
  club: ClubDetail;
  courts: CourtRecord[];
  groups: CourtGroupRecord[];
  coaches: ClubCoach[];
  onOpen: (i: BookingInstanceRow) => void;
}) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );
  const q = params.get('q') ?? '';
  const [name] = useDebouncedValue(q, 300);
  const from = params.get('from') ?? clubToday(club);
  const fmt = useClubFormat(club);
  const types = (params.get('types') ?? '').split(',').filter(Boolean);
  const group = Number(params.get('sgroup')) || null;
  const coach = Number(params.get('coach')) || null;
  const page = Number(params.get('page')) || 1;
  const list = useInstancePage(club.id, {
    name,
    start: zoneDayBounds(from, club.time_zone).start,
    booking_type: types,
    courtGroups: group ? [group] : [],
    coaches: coach ? [coach] : [],
    page,
    page_size: PAGE_SIZE,
  });
  const names = new Map(courts.map((c) => [c.id, c.name]));
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <TextInput
          label="Name"
          placeholder="Search by booking name"
          value={q}
          onChange={(e) => set({ q: e.currentTarget.value }, true)}
          w={220}
        />
        <DatePickerField
          label="From"
          value={from}
          region={club.country}
          onChange={(d) => d && /^\d{4}-\d{2}-\d{2}$/.test(d) && set({ from: d })}
          w={150}
        />
        <MultiSelect
          label="Types"
          data={typeOptions}
          value={types}
          onChange={(v) => set({ types: v.join(',') })}
          placeholder={types.length ? undefined : 'All types'}
          w={240}
          clearable
        />
        {groups.length > 1 && (
          <Select
            label="Court group"
            data={[
              { value: '', label: 'All court groups' },
              ...groups.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
            value={group ? String(group) : ''}
            onChange={(v) => set({ sgroup: v })}
            allowDeselect={false}
            w={180}
          />
        )}
        {coaches.length > 0 && (
          <Select
            label="Coach"
            data={[
              { value: '', label: 'Any coach' },
              ...coaches.map((c) => ({ value: String(c.id), label: c.full_name })),
            ]}
            value={coach ? String(coach) : ''}
            onChange={(v) => set({ coach: v })}
            allowDeselect={false}
            w={180}
          />
        )}
      </Group>
      {list.isError ? (
        <ErrorState
          title="The bookings could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : !list.data ? (
        <TableSkeleton rows={8} columns={5} />
      ) : list.data.count === 0 ? (
        <EmptyState title="No bookings found" description="Try another name, an earlier date, or fewer filters." />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {list.data.count} booking{list.data.count === 1 ? '' : 's'}
          </Text>
          <Table.ScrollContainer className={stackedTable} minWidth={640}>
            <Table highlightOnHover verticalSpacing={6} aria-label="Bookings found">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Booking</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Courts</Table.Th>
                  <Table.Th>People</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.results.map((i) => {
                  return (
                    <Table.Tr key={i.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(i)}>
                      <Table.Td data-label="Date">{formatDate(i.start, fmt, { weekday: true })}</Table.Td>
                      <Table.Td data-label="Time">
                        {formatTime(i.start, fmt)}–{formatTime(i.end, fmt)}
                      </Table.Td>
                      <Table.Td data-label="Booking">
                        <Text
                          size="sm"
                          fw={500}
                          component="button"
                          type="button"
                          onClick={() => onOpen(i)}
                          style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'left' }}
                        >
                          {i.name}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label="Type">
                        <Badge variant="light" color={bookingTypeColour(i.ttype)} c="dark">
                          {BOOKING_TYPES[i.ttype as keyof typeof BOOKING_TYPES]?.label ?? i.ttype}
                        </Badge>
                      </Table.Td>
                      <Table.Td data-label="Courts">{i.courts.map((c) => names.get(c) ?? `#${c}`).join(', ')}</Table.Td>
                      <Table.Td data-label="People">
                        {(i.people.length ? i.people : [i.player_name]).filter(Boolean).join(', ')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => set({ page: String(p) })}
              getControlProps={() => ({ 'aria-label': 'Page' })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
