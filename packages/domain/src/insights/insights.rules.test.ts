import { describe, expect, it } from 'vitest';
import { bookingsReportQuerySchema, reportRangeQuerySchema } from './insights.schema';
import { weekdayOf } from '../bookings/calendar.rules';
import { changeFrom, daysOf, openMinutes, openMinutesByCell, previousPeriod } from './insights.rules';

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '00:00' }));

describe('insights rules', () => {
  it('takes the previous period of equal length', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ datefrom: '2026-01-29', dateto: '2026-02-28' });
    expect(previousPeriod('2026-01-01', '2026-01-01')).toEqual({ datefrom: '2025-12-31', dateto: '2025-12-31' });
  });

  it('lists the days of a range and numbers weekdays from Monday', () => {
    expect(daysOf('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(weekdayOf('2026-03-30')).toBe(0);
    expect(weekdayOf('2026-04-05')).toBe(6);
  });

  it('counts open minutes in the zone: 23 and 25-hour days in London', () => {
    // Spring forward Sunday 29 March 2026, fall back Sunday 25 October 2026; a close of 00:00 is midnight.
    expect(openMinutes('2026-03-29', '2026-03-29', everyDay, 'Europe/London')).toBe(23 * 60);
    expect(openMinutes('2026-10-25', '2026-10-25', everyDay, 'Europe/London')).toBe(25 * 60);
    expect(openMinutes('2026-03-30', '2026-03-30', everyDay, 'Europe/London')).toBe(24 * 60);
    const cells = openMinutesByCell('2026-10-25', '2026-10-25', everyDay, 'Europe/London');
    expect(cells.get('6:1')).toBe(120);
    expect([...cells.values()].reduce((a, b) => a + b, 0)).toBe(25 * 60);
  });

  it('gives the change from the previous figure, none from zero', () => {
    expect(changeFrom(15, 10)).toBe(0.5);
    expect(changeFrom(5, 10)).toBe(-0.5);
    expect(changeFrom(5, 0)).toBeNull();
  });

  it('reads the query: ranges in order and at most three years, ids as a list', () => {
    expect(
      bookingsReportQuerySchema.parse({ club: '1', datefrom: '2026-01-01', dateto: '2026-01-31', filter: '3, 4,3' })
        .filter,
    ).toEqual([3, 4]);
    expect(
      bookingsReportQuerySchema.parse({ club: 1, datefrom: '2026-01-01', dateto: '2026-01-31', filter: ['3', '5'] })
        .filter,
    ).toEqual([3, 5]);
    expect(
      reportRangeQuerySchema.safeParse({ club: 1, datefrom: '2026-02-01', dateto: '2026-01-31' }).error?.issues[0]
        .message,
    ).toBe('The end date is before the start date.');
    expect(
      reportRangeQuerySchema.safeParse({ club: 1, datefrom: '2020-01-01', dateto: '2026-01-31' }).error?.issues[0]
        .message,
    ).toBe('Choose a range of at most three years.');
    expect(reportRangeQuerySchema.safeParse({ club: 1, datefrom: '2026-02-30', dateto: '2026-03-01' }).success).toBe(
      false,
    );
  });
});
