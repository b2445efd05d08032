import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import {
  formatTime,
  type BookingInstanceRow,
  type CourtWaitlistEntry,
  type DayCheckIns,
  type ZoneFormat,
} from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useClubHolds, useDayCheckIns, useStaffCheckIn } from '../api/day-check-ins.api';
import type { GridHold } from './booking-grid';

// The day view's check-ins and held courts (issue 29, docs/court-waitlist.md "Check-in"): when the
// club asks players to check in, each booking of the day whose window is open now (or that has a
// check-in) with its state, and a "Check in" tick for staff while the window is open; and the
// courts held for the waiting list (drawn on the grid too, where nobody can book them).

export type CheckInState = { label: string; state: 'in' | 'noshow' | 'waiting' };

const MINUTE = 60_000;

/** Whether the booking's check-in window is open at `now` (ms). */
const isOpen = (i: BookingInstanceRow, window: { before: number; after: number }, now: number) =>
  now >= Date.parse(i.start) - window.before * MINUTE && now <= Date.parse(i.start) + window.after * MINUTE;

/** Each booking's check-in state as the grid and the list word it: checked in at HH:MM, no-show, waiting. */
export function checkInStates(
  instances: BookingInstanceRow[],
  day: DayCheckIns | undefined,
  fmt: ZoneFormat,
  now = Date.now(),
): Map<number, CheckInState> {
  const out = new Map<number, CheckInState>();
  if (!day?.window) return out;
  const window = day.window;
  const byInstance = new Map(day.check_ins.map((c) => [c.instance, c]));
  for (const i of instances) {
    if (i.cancelled || !['C', 'H', 'L'].includes(i.ttype)) continue;
    const done = byInstance.get(i.id);
    if (done?.status === 'C') out.set(i.id, { label: `Checked in ${formatTime(done.at, fmt)}`, state: 'in' });
    else if (done?.status === 'N') out.set(i.id, { label: 'No-show', state: 'noshow' });
    // Before its window opens a booking has nothing to say yet.
    else if (now >= Date.parse(i.start) - window.before * MINUTE)
      out.set(i.id, { label: isOpen(i, window, now) ? 'Waiting for check-in' : 'Not checked in', state: 'waiting' });
  }
  return out;
}

export function DayCheckInsPanel({
  clubId,
  instances,
  day,
  holds,
  courtName,
  fmt,
  now = Date.now(),
}: {
  clubId: number;
  instances: BookingInstanceRow[];
  day: DayCheckIns | undefined;
  holds: CourtWaitlistEntry[];
  courtName: (id: number) => string;
  fmt: ZoneFormat;
  now?: number;
}) {
  const tick = useStaffCheckIn(clubId);
  const states = checkInStates(instances, day, fmt, now);
  const open = day?.window
    ? instances.filter((i) => states.get(i.id)?.state === 'waiting' && isOpen(i, day.window!, now))
    : [];
  if (!open.length && !holds.length) return null;
  const checkIn = async (i: BookingInstanceRow) => {
    try {
      await tick.mutateAsync(i.id);
      notifySuccess(`${i.name} is checked in`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Card withBorder radius="md" padding="sm" aria-label="Check-ins and held courts" component="section">
      <Stack gap="xs">
        {open.map((i) => (
          <Group key={i.id} justify="space-between" wrap="nowrap" gap="xs" data-testid={`check-in-row-${i.id}`}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {formatTime(i.start, fmt)} · {i.courts.map(courtName).join(', ')} ·{' '}
                {i.people[0] ?? i.player_name ?? i.name}
              </Text>
              <Text size="xs" c="dimmed">
                Check-in open until {formatTime(new Date(Date.parse(i.start) + day!.window!.after * MINUTE), fmt)}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              loading={tick.isPending && tick.variables === i.id}
              onClick={() => checkIn(i)}
              aria-label={`Check in ${i.name} at ${formatTime(i.start, fmt)}`}
            >
              Check in
            </Button>
          </Group>
        ))}
        {holds.map((h) => (
          <Group key={h.id} gap="xs" wrap="nowrap" data-testid={`hold-row-${h.id}`}>
            <Badge
              color="grape"
              variant="light"
              tt="none"
              style={{ flexShrink: 0 }}
              leftSection={<IconHourglass size={12} aria-hidden />}
            >
              Held
            </Badge>
            <Text size="sm">
              {h.offer!.court_name} {h.offer!.start.slice(11)}–{h.offer!.end.slice(11)} held for {h.player_name} until{' '}
              {h.offer!.expires.slice(11, 16)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const minutesOfLocal = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));

/**
 * The day view's check-ins and holds for the dates shown: the blocks' notes, the held times drawn
 * on the grid, and the panel's props.
 */
export function useCheckInsAndHolds(
  clubId: number,
  window: { start?: string; end?: string },
  days: readonly string[],
  instances: BookingInstanceRow[] | undefined,
  fmt: ZoneFormat,
  courtName: (id: number) => string,
) {
  const day = useDayCheckIns(clubId, window).data;
  const all = useClubHolds(clubId).data;
  const list = instances ?? [];
  const holds = (all ?? []).filter((h) => days.includes(h.offer!.start.slice(0, 10)));
  const states = checkInStates(list, day, fmt);
  return {
    notes: new Map([...states].map(([id, s]) => [id, s.label])),
    holds: holds.map((h): GridHold => ({
      key: `hold-${h.id}`,
      date: h.offer!.start.slice(0, 10),
      court: h.offer!.court,
      from: minutesOfLocal(h.offer!.start),
      to: h.offer!.end.slice(0, 10) === h.offer!.start.slice(0, 10) ? minutesOfLocal(h.offer!.end) : 24 * 60,
      label: `Held for ${h.player_name} until ${h.offer!.expires.slice(11, 16)}`,
    })),
    panel: { clubId, instances: list, day, holds, courtName, fmt },
  };
}
