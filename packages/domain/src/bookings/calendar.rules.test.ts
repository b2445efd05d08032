import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarHours,
  minutesIntoDay,
  rowsOfBooking,
  selectionOf,
  weekdayOf,
  zoneDayBounds,
} from './calendar.rules';

describe('the calendar day', () => {
  it('bounds a local day by instants in the club zone, 23 or 25 hours across daylight saving', () => {
    expect(zoneDayBounds('2026-12-08', 'Australia/Sydney')).toEqual({
      start: '2026-12-08T00:00:00.000+11:00',
      end: '2026-12-09T00:00:00.000+11:00',
    });
    const { start, end } = zoneDayBounds('2026-04-05', 'Australia/Sydney');
    expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(25);
  });

  it('places an instant in minutes of the local day, whatever zone the instant is written in', () => {
    expect(minutesIntoDay('2026-12-08T07:00:00.000Z', '2026-12-08', 'Australia/Sydney')).toBe(18 * 60);
    expect(minutesIntoDay('2026-12-07T12:30:00.000Z', '2026-12-08', 'Australia/Sydney')).toBe(-30);
  });

  it('places an instant by the wall clock on the days the clocks change (a 25- and a 23-hour day)', () => {
    // Sun 4 Apr 2027 19:00 in Sydney is 09:00 UTC (AEST); 20 hours have passed since midnight.
    expect(minutesIntoDay('2027-04-04T09:00:00.000Z', '2027-04-04', 'Australia/Sydney')).toBe(19 * 60);
    // Sun 3 Oct 2027 20:00 in Sydney is 09:00 UTC (AEDT); 19 hours have passed since midnight.
    expect(minutesIntoDay('2027-10-03T09:00:00.000Z', '2027-10-03', 'Australia/Sydney')).toBe(20 * 60);
    expect(minutesIntoDay('2027-10-03T14:00:00.000Z', '2027-10-03', 'Australia/Sydney')).toBe(1440 + 60);
  });

  it('covers the earliest opening to the latest closing of the groups shown, else a usual day', () => {
    const a = [{ weekday: 1, open: '07:00', close: '21:00' }];
    const b = [
      { weekday: 1, open: '06:15', close: '22:00' },
      { weekday: 2, open: '08:00', close: '12:00' },
    ];
    expect(calendarHours([a, b], 1)).toEqual({ from: 360, to: 1320, closed: false });
    expect(calendarHours([a, b], 6)).toEqual({ from: 360, to: 1320, closed: true });
    expect(weekdayOf('2026-12-08')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('puts a booking in rows, clipped to the rows shown', () => {
    const hours = { from: 360, to: 1320 };
    expect(rowsOfBooking(18 * 60, 19 * 60, hours)).toEqual({ row: 24, span: 2 });
    expect(rowsOfBooking(300, 420, hours)).toEqual({ row: 0, span: 2 });
    expect(rowsOfBooking(100, 200, hours)).toBeNull();
    expect(rowsOfBooking(18 * 60 + 15, 18 * 60 + 45, hours)).toEqual({ row: 24, span: 2 });
  });

  it('rows of 15 minutes: a quarter-hour opening and booking take their own rows', () => {
    const b = [{ weekday: 1, open: '06:15', close: '21:45' }];
    expect(calendarHours([b], 1, 15)).toEqual({ from: 375, to: 1305, closed: false });
    expect(calendarHours([b], 1)).toEqual({ from: 360, to: 1320, closed: false });
    const hours = { from: 360, to: 1320 };
    expect(rowsOfBooking(18 * 60 + 15, 18 * 60 + 45, hours, 15)).toEqual({ row: 49, span: 2 });
    expect(rowsOfBooking(18 * 60, 19 * 60, hours, 15)).toEqual({ row: 48, span: 4 });
  });

  it('orders a dragged selection whichever way it went', () => {
    expect(selectionOf({ court: 3, row: 8 }, { court: 1, row: 2 })).toEqual({ courts: [1, 3], rows: [2, 8] });
  });
});
