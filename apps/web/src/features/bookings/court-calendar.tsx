import { ActionIcon, Alert, Button, Group, List, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import {
  addDays,
  CALENDAR_ROW_MINUTES,
  calendarHours,
  formatDate,
  hhmmOf,
  minutesIntoDay,
  minutesOf,
  todayInZone,
  weekdayOf,
  weekStartOf,
  type ClubDetail,
  type CourtGroupRecord,
  type CourtRecord,
  type BookingInstanceRow,
} from '@rally/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm-action';
import { DatePickerField } from '../../components/date-picker-field';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifyError, notifySuccess } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { cacheKeys, readCache, writeCache } from '../../lib/cache';
import { useBookingCoaches, useCalendarCourts, useCalendarGroups, useCalendarInstances } from './api/calendar-queries';
import { useSaveInstance } from './api/booking-changes';
import { useLiveDayView } from './api/court-board.api';
import { CourtBoardLinkButton } from './board/court-board-link';
import { moveBody, moveQuestion, type BookingMove } from './booking-move';
import { calendarAddress, calendarWindow } from './calendar-address';
import type { BookingTarget } from './components/booking-form';
import { BookingGrid, type GridColumn, type GridSelection } from './components/booking-grid';
import { DayCheckInsPanel, useCheckInsAndHolds } from './components/day-check-ins';
import { lazyPanel, lazyPart } from '../../components/lazy-panel';

// The booking panel loads when first opened, the search list when first chosen: the day view
// shows without their code.
const BookingForm = lazyPanel(
  () => import('./components/booking-form'),
  'BookingForm',
  ({ target }) => target !== null,
);
const BookingSearch = lazyPart(
  () => import('./components/booking-search'),
  'BookingSearch',
  <Skeleton height={480} role="status" aria-label="Loading the search" />,
);
import { useClubFormat } from '../../lib/format';

// The Court bookings tab (/clubs/dashboard/court-bookings): the day view of courts × time, the
// week view of one court and the search list; the booking panel opens from a dragged selection,
// a booking, or "New booking". The date, view, group and court are in the URL, so refresh and
// Back keep them.

/** The closed stretches of a group's day within the rows shown. */
function closedOf(group: CourtGroupRecord | undefined, weekday: number, hours: { from: number; to: number }) {
  if (!group) return [];
  const open = group.opening_hours.find((h) => h.weekday === weekday);
  if (!open) return [{ from: hours.from, to: hours.to }];
  const from = minutesOf(open.open);
  const to = minutesOf(open.close) || 24 * 60;
  return [
    { from: hours.from, to: from },
    { from: to, to: hours.to },
  ].filter((z) => z.to > z.from);
}

export default function CourtCalendar({ club }: { club: ClubDetail }) {
  const zone = club.time_zone;
  const [params, setParams] = useSearchParams();
  const today = todayInZone(zone);
  const address = calendarAddress(params, today);
  const { date, view, groupId } = address;
  const fmt = useClubFormat(club);
  const set = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  const courtsQuery = useCalendarCourts(club.id);
  const groupsQuery = useCalendarGroups(club.id);
  const coachesQuery = useBookingCoaches(club.id);
  const [target, setTarget] = useState<BookingTarget | null>(null);
  // Rows of 30 or 15 minutes: the user's choice, kept on this browser.
  const [rowMinutes, setRowMinutes] = useState<number>(() =>
    readCache<number>(cacheKeys.calendarRows, CALENDAR_ROW_MINUTES) === 15 ? 15 : CALENDAR_ROW_MINUTES,
  );
  const chooseRows = (value: string) => {
    const minutes = value === '15' ? 15 : CALENDAR_ROW_MINUTES;
    setRowMinutes(minutes);
    writeCache(cacheKeys.calendarRows, minutes);
  };
  const saveInstance = useSaveInstance(club.id);
  /** The server's refusal of the last move, shown above the grid until dismissed or the next move. */
  const [refusal, setRefusal] = useState<{ title: string; reasons: string[] } | null>(null);

  const groups = useMemo(() => groupsQuery.data ?? [], [groupsQuery.data]);
  const allCourts = useMemo(
    () => (courtsQuery.data ?? []).filter((c) => c.bookable && c.group !== null),
    [courtsQuery.data],
  );
  const shownCourts = useMemo(
    () => (groupId ? allCourts.filter((c) => c.group === groupId) : allCourts),
    [allCourts, groupId],
  );
  const courtId = address.courtId || shownCourts[0]?.id || null;
  const court = allCourts.find((c) => c.id === courtId);
  const groupOf = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);

  const weekStart = weekStartOf(date);
  const days = useMemo(
    () => (view === 'week' ? Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)) : [date]),
    [view, weekStart, date],
  );
  const shownGroups = useMemo(
    () =>
      view === 'week'
        ? groups.filter((g) => g.id === court?.group)
        : groupId
          ? groups.filter((g) => g.id === groupId)
          : groups,
    [view, groups, court, groupId],
  );
  const hours = useMemo(() => {
    const each = days.map((d) =>
      calendarHours(
        shownGroups.map((g) => g.opening_hours),
        weekdayOf(d),
        rowMinutes,
      ),
    );
    const open = each.filter((h) => !h.closed);
    return open.length
      ? { from: Math.min(...open.map((h) => h.from)), to: Math.max(...open.map((h) => h.to)) }
      : { from: each[0].from, to: each[0].to };
  }, [days, shownGroups, rowMinutes]);

  const columns: GridColumn[] = useMemo(() => {
    if (view === 'week') {
      if (!court) return [];
      const group = groupOf.get(court.group!);
      return days.map((d) => ({
        key: d,
        label: formatDate(d, fmt, { weekday: true, year: false }),
        date: d,
        court: court.id,
        closed: closedOf(group, weekdayOf(d), hours),
      }));
    }
    return shownCourts.map((c) => ({
      key: String(c.id),
      label: c.name,
      date: days[0],
      court: c.id,
      closed: closedOf(groupOf.get(c.group!), weekdayOf(days[0]), hours),
    }));
  }, [view, court, shownCourts, days, hours, groupOf, fmt]);

  const instances = useCalendarInstances(club.id, calendarWindow(address, zone, courtId));
  // Another desk's bookings appear without reloading (issue 29).
  const live = useLiveDayView(club.id);
  // Check-ins and courts held for the waiting list (issue 29).
  const extras = useCheckInsAndHolds(
    club.id,
    calendarWindow(address, zone, courtId),
    days,
    instances.data,
    fmt,
    (id) => allCourts.find((c) => c.id === id)?.name ?? '',
  );

  const step = view === 'week' ? 7 : 1;
  const openSelection = (s: GridSelection) => {
    setRefusal(null);
    setTarget({ kind: 'new', draft: { date: s.date, start: hhmmOf(s.from), end: hhmmOf(s.to), courts: s.courts } });
  };
  const openInstance = (i: BookingInstanceRow) => {
    setRefusal(null);
    setTarget({ kind: 'edit', seriesId: i.booking_series, instanceId: i.id });
  };
  const newBooking = () =>
    setTarget({
      kind: 'new',
      draft: { date, start: '09:00', end: '10:00', courts: view === 'week' && courtId ? [courtId] : [] },
    });
  const courtName = (id: number) => allCourts.find((c) => c.id === id)?.name ?? `Court ${id}`;
  // A booking dragged elsewhere: asked in words, then the instance's PATCH (the allowed-check and clash rules of any change).
  const moveBooking = async (move: BookingMove) => {
    const body = moveBody(move);
    if (!body) return;
    setRefusal(null);
    const question = moveQuestion(move, courtName, fmt);
    if (
      !(await confirmAction({
        title: 'Move this booking?',
        message: question,
        confirmLabel: 'Move booking',
        cancelLabel: 'Keep it',
        danger: false,
      }))
    )
      return;
    try {
      await saveInstance.mutateAsync({ id: move.instance.id, body });
      notifySuccess(
        `${move.instance.name} moved to ${body.start.slice(11)} on ${body.courts.map(courtName).join(', ')}`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        const reasons = error.fieldErrors.non_field_errors ?? [];
        setRefusal({
          title: `${move.instance.name} was not moved`,
          reasons: reasons.length ? [...reasons] : [error.message],
        });
      } else notifyError(error);
    }
  };
  const now = date === today || days.includes(today) ? minutesIntoDay(new Date().toISOString(), today, zone) : null;

  const loadError = courtsQuery.error ?? groupsQuery.error;
  const toolbar = (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => set({ view: v === 'day' ? null : v })}
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'list', label: 'Search' },
          ]}
        />
        {view !== 'list' && (
          <>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
              onClick={() => set({ date: addDays(date, -step) })}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Button variant="default" onClick={() => set({ date: null })} disabled={date === today}>
              Today
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={view === 'week' ? 'Next week' : 'Next day'}
              onClick={() => set({ date: addDays(date, step) })}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
            <DatePickerField
              aria-label="Date"
              value={date}
              region={club.country}
              onChange={(d) => d && /^\d{4}-\d{2}-\d{2}$/.test(d) && set({ date: d === today ? null : d })}
              w={150}
            />
          </>
        )}
        {view !== 'list' && (
          <SegmentedControl
            aria-label="Row length"
            value={String(rowMinutes)}
            onChange={chooseRows}
            data={[
              { value: '30', label: '30 min' },
              { value: '15', label: '15 min' },
            ]}
          />
        )}
        {view === 'day' && groups.length > 1 && (
          <Select
            aria-label="Court group"
            w={180}
            data={[
              { value: '', label: 'All court groups' },
              ...groups.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
            value={groupId ? String(groupId) : ''}
            onChange={(v) => set({ group: v || null })}
            allowDeselect={false}
          />
        )}
        {view === 'week' && (
          <Select
            aria-label="Court"
            w={180}
            data={allCourts.map((c) => ({ value: String(c.id), label: c.name }))}
            value={courtId ? String(courtId) : null}
            onChange={(v) => set({ court: v })}
            allowDeselect={false}
          />
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        <CourtBoardLinkButton clubId={club.id} zone={zone} live={live} />
        <Button leftSection={<IconPlus size={16} />} onClick={newBooking}>
          New booking
        </Button>
      </Group>
    </Group>
  );

  return (
    <Stack gap="sm">
      {toolbar}
      {view !== 'list' && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {view === 'week'
            ? `${court?.name ?? ''}, week of ${formatDate(days[0], fmt, { weekday: true })}`
            : formatDate(date, fmt, { weekday: true })}
          {instances.data ? ` · ${instances.data.length} booking${instances.data.length === 1 ? '' : 's'}` : ''}
          {' · drag across free slots to book; drag a booking to move it, or open it to change its time and courts'}
        </Text>
      )}
      {refusal && (
        <Alert
          color="red"
          variant="light"
          title={refusal.title}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setRefusal(null)}
          data-testid="move-refusal"
          role="alert"
        >
          {refusal.reasons.length === 1 ? (
            refusal.reasons[0]
          ) : (
            <List size="sm" spacing={2}>
              {refusal.reasons.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {view !== 'list' && <DayCheckInsPanel {...extras.panel} />}
      {loadError ? (
        <ErrorState
          title="The courts could not be loaded"
          error={loadError}
          onRetry={() => {
            void courtsQuery.refetch();
            void groupsQuery.refetch();
          }}
          isRetrying={courtsQuery.isFetching}
        />
      ) : view === 'list' ? (
        <BookingSearch
          club={club}
          courts={allCourts}
          groups={groups}
          coaches={coachesQuery.data ?? []}
          onOpen={openInstance}
        />
      ) : !courtsQuery.data || !groupsQuery.data ? (
        <Skeleton height={480} role="status" aria-label="Loading the calendar" />
      ) : !allCourts.length ? (
        <EmptyState
          title="No courts to book yet"
          description="Add courts to a court group under Courts, and they appear here."
        />
      ) : instances.isError ? (
        <ErrorState
          title="The bookings could not be loaded"
          error={instances.error}
          onRetry={() => instances.refetch()}
          isRetrying={instances.isFetching}
        />
      ) : (
        <BookingGrid
          notes={extras.notes}
          holds={extras.holds}
          label={
            view === 'week'
              ? `Bookings of ${court?.name ?? 'the court'} by day and time`
              : `Bookings by court and time on ${formatDate(date, fmt, { weekday: true })}`
          }
          columns={columns}
          hours={hours}
          instances={instances.data ?? []}
          zone={zone}
          now={now}
          minColumnWidth={view === 'week' ? 120 : 96}
          onSelect={openSelection}
          onOpen={openInstance}
          onMove={moveBooking}
          rowMinutes={rowMinutes}
        />
      )}
      <BookingForm
        club={club}
        target={target}
        courts={allCourts as CourtRecord[]}
        coaches={coachesQuery.data ?? []}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
