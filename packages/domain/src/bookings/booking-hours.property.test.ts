import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { bookingRefusals, daySlices, type AllowedInput } from './booking-allowed.rules';
import { expandSeries } from './recurrence.rules';

// Opening hours are wall-clock times, and so are the bookings staff and players ask for: on the
// days a zone's clocks change, 19:00 is still 19:00 though 18 or 20 hours have passed since
// midnight. Checked in every zone this runtime knows, on both of its change days of 2027.

/** The days of 2027 on which the zone's offset changes, with the local hour of the change. */
function changeDays(zone: string): { date: string; hour: number }[] {
  const days: { date: string; hour: number }[] = [];
  // Offsets change at most a few times a year: look month by month, then day by day, then hour by hour.
  for (let month = 1; month <= 12; month++) {
    const first = DateTime.fromObject({ year: 2027, month, day: 1 }, { zone });
    const last = first.plus({ months: 1 });
    if (first.offset === last.offset) continue;
    for (let day = first; day < last; day = day.plus({ days: 1 })) {
      const next = day.plus({ days: 1 });
      if (day.offset === next.offset) continue;
      let hour = 0;
      while (hour < 24 && day.plus({ hours: hour + 1 }).offset === day.offset) hour++;
      days.push({ date: day.toISODate()!, hour: day.plus({ hours: hour + 1 }).hour });
    }
  }
  return days;
}

const zones = Intl.supportedValuesOf('timeZone');
const cases = zones.flatMap((zone) => changeDays(zone).map((change) => ({ zone, ...change })));

const group = {
  id: 1,
  name: 'Courts',
  ready: true,
  admin_only_booking: false,
  advance_days_booking: 1000,
  min_booking_duration_members: 30,
  max_booking_duration_members: 120,
  max_booking_duration_nonmembers: 120,
  rates: [
    {
      id: 1,
      name: 'All day',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      start_hour: 0,
      start_minute: 0,
      end_hour: 24,
      end_minute: 0,
      member_price: 1000,
      nonmember_price: 2000,
      coach_price: 1500,
      type_prices: {},
    },
  ],
};

/** The refusals of a staff booking from `start` to `end` (local HH:MM) on `date` in `zone`, with the courts open `open`–`close`. */
function refusalsOf(zone: string, date: string, [start, end]: [string, string], [open, close]: [string, string]) {
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open, close }));
  const input: AllowedInput = {
    now: new Date('2026-01-01T00:00:00Z'),
    zone,
    booking_enabled: true,
    type: 'C',
    occurrences: expandSeries({ start: `${date}T${start}`, end: `${date}T${end}`, recurrence: 'N', zone }),
    groups: [{ ...group, hours }],
    coaches: [],
    booker: 'staff',
    payers: [{ key: 'p', kind: 'member', name: 'A Member' }],
    booker_kind: 'member',
    daily_minutes: { member: 0, nonmember: 0 },
    booked_minutes: {},
  };
  return bookingRefusals(input);
}

describe('opening hours on the days the clocks change', () => {
  it('finds both change days of 2027 in the zones that change (and none where they do not)', () => {
    expect(changeDays('Australia/Sydney')).toEqual([
      { date: '2027-04-04', hour: 2 },
      { date: '2027-10-03', hour: 3 },
    ]);
    expect(changeDays('Europe/London').map((d) => d.date)).toEqual(['2027-03-28', '2027-10-31']);
    expect(changeDays('Asia/Tokyo')).toEqual([]);
    expect(cases.length).toBeGreaterThan(100);
  });

  it("holds the demo club to its hours on Sydney's change days: 19:00–20:00 is in, 06:30 and 20:00 are out", () => {
    const hours: [string, string] = ['07:00', '20:00'];
    for (const date of ['2027-04-04', '2027-10-03']) {
      expect(refusalsOf('Australia/Sydney', date, ['19:00', '20:00'], hours), date).toEqual([]);
      expect(refusalsOf('Australia/Sydney', date, ['06:30', '07:30'], hours), date).toEqual([
        'Courts in Courts can be booked between 07:00 and 20:00 on Sundays.',
      ]);
      expect(refusalsOf('Australia/Sydney', date, ['20:00', '21:00'], hours), date).toEqual([
        'Courts in Courts can be booked between 07:00 and 20:00 on Sundays.',
      ]);
    }
  });

  it.each(cases)(
    '$zone on $date (change at $hour:00): a booking is measured by the wall clock',
    ({ zone, date, hour }) => {
      // Hours that keep clear of the change, so every time named below exists exactly once.
      const [open, close] = hour >= 11 && hour <= 21 ? [4, 10] : [12, 20];
      const hh = (h: number, m = 0) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
      const hours: [string, string] = [hh(open), hh(close)];
      const [slice] = daySlices(
        expandSeries({
          start: `${date}T${hh(open + 1, 30)}`,
          end: `${date}T${hh(open + 2, 30)}`,
          recurrence: 'N',
          zone,
        })[0],
        zone,
      );
      expect(slice).toMatchObject({ date, from: (open + 1) * 60 + 30, to: (open + 2) * 60 + 30 });
      expect(refusalsOf(zone, date, [hh(open), hh(open + 1)], hours)).toEqual([]);
      expect(refusalsOf(zone, date, [hh(close - 1), hh(close)], hours)).toEqual([]);
      expect(refusalsOf(zone, date, [hh(open - 1, 30), hh(open, 30)], hours)).toHaveLength(1);
      expect(refusalsOf(zone, date, [hh(close - 1, 30), hh(close, 30)], hours)).toHaveLength(1);
    },
  );
});
