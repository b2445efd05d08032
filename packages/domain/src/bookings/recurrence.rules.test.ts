import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { expandSeries, RecurrenceError, toLocalDateTime, type SeriesTimes } from './recurrence.rules';

const localTimes = (series: SeriesTimes) =>
  expandSeries(series).map(
    (o) => `${toLocalDateTime(o.start, series.zone)}–${toLocalDateTime(o.end, series.zone).slice(11)}`,
  );

// Whatever the server's own zone, a club's bookings stay at their local time: every case runs
// with the process in UTC and in Pacific/Auckland (Node re-reads TZ when it is assigned).
const savedTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = savedTz;
});

describe.each(['UTC', 'Pacific/Auckland'])('with the process in %s', (tz) => {
  it('keeps a weekly 18:00 booking at 18:00 across both changes in Europe/London', () => {
    process.env.TZ = tz;
    const series: SeriesTimes = {
      start: '2026-03-17T18:00',
      end: '2026-03-17T19:30',
      recurrence: 'W',
      recurrence_end: '2026-11-03',
      zone: 'Europe/London',
    };
    const times = localTimes(series);
    expect(times).toHaveLength(34);
    expect(new Set(times.map((t) => t.slice(11)))).toEqual(new Set(['18:00–19:30']));
    const occurrences = expandSeries(series);
    // 18:00 GMT in winter is 18:00Z; 18:00 BST in summer is 17:00Z.
    expect(occurrences[0].start.toISOString()).toBe('2026-03-17T18:00:00.000Z');
    expect(occurrences[2].start.toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(occurrences.at(-1)!.start.toISOString()).toBe('2026-11-03T18:00:00.000Z');
  });

  it('keeps a weekly 07:00 booking at 07:00 across both changes in Australia/Sydney', () => {
    process.env.TZ = tz;
    const series: SeriesTimes = {
      start: '2026-03-28T07:00',
      end: '2026-03-28T08:00',
      recurrence: 'W',
      recurrence_end: '2026-10-10',
      zone: 'Australia/Sydney',
    };
    const occurrences = expandSeries(series);
    expect(new Set(localTimes(series).map((t) => t.slice(11)))).toEqual(new Set(['07:00–08:00']));
    // AEDT (+11) before 5 April, AEST (+10) until 4 October, AEDT again after.
    expect(occurrences[0].start.toISOString()).toBe('2026-03-27T20:00:00.000Z');
    expect(occurrences[1].start.toISOString()).toBe('2026-04-03T20:00:00.000Z');
    expect(occurrences[2].start.toISOString()).toBe('2026-04-10T21:00:00.000Z');
    expect(occurrences.at(-1)!.start.toISOString()).toBe('2026-10-09T20:00:00.000Z');
    expect(occurrences.every((o) => o.end.getTime() - o.start.getTime() === 3_600_000)).toBe(true);
  });
});

describe('expandSeries', () => {
  const base = { start: '2026-12-01T09:00', end: '2026-12-01T10:00', zone: 'Europe/London' } as const;

  it.each([
    ['N', undefined, ['2026-12-01']],
    ['D', '2026-12-04', ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']],
    ['W', '2026-12-22', ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']],
    ['F', '2026-12-31', ['2026-12-01', '2026-12-15', '2026-12-29']],
    // The first Tuesday of each month.
    ['M', '2027-03-31', ['2026-12-01', '2027-01-05', '2027-02-02', '2027-03-02']],
  ] as const)('recurrence %s until %s gives %j', (recurrence, recurrence_end, dates) => {
    expect(expandSeries({ ...base, recurrence, recurrence_end }).map((o) => o.date)).toEqual(dates);
  });

  it('repeats monthly on the last weekday when the first date is in the last week', () => {
    const series = {
      start: '2026-12-29T09:00',
      end: '2026-12-29T10:00',
      recurrence: 'M',
      recurrence_end: '2027-04-30',
      zone: 'UTC',
    } as const;
    expect(expandSeries(series).map((o) => o.date)).toEqual([
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
      '2027-03-30',
      '2027-04-27',
    ]);
  });

  it('keeps a booking that ends after midnight ending on the next day', () => {
    const [o] = expandSeries({ start: '2026-12-31T23:00', end: '2027-01-01T00:30', recurrence: 'N', zone: 'UTC' });
    expect(o.end.toISOString()).toBe('2027-01-01T00:30:00.000Z');
  });

  it.each([
    [{ end: '2026-12-01T09:00' }, 'The end must be later than the start.'],
    [{ recurrence: 'W' }, 'A recurrence needs a recurrence end.'],
    [{ recurrence: 'W', recurrence_end: '2026-11-30' }, 'The recurrence end must not be before the first booking.'],
    [{ start: '2026-13-01T09:00' }, 'The start is not a valid date and time.'],
    [
      { recurrence: 'D', recurrence_end: '2030-01-01' },
      'A series can have at most 1000 bookings; choose an earlier recurrence end.',
    ],
  ] as const)('refuses %j with %s', (change, message) => {
    expect(() => expandSeries({ ...base, recurrence: 'N', ...change } as SeriesTimes)).toThrow(
      new RecurrenceError(message),
    );
  });

  it('moves a start in the spring-forward gap forward by the gap', () => {
    const [o] = expandSeries({
      start: '2027-03-28T01:30',
      end: '2027-03-28T03:00',
      recurrence: 'N',
      zone: 'Europe/London',
    });
    expect(DateTime.fromJSDate(o.start).setZone('Europe/London').toFormat('HH:mm')).toBe('02:30');
  });
});
