import { describe, expect, it } from 'vitest';
import { datesUpdatedFrom, drawWeekday, fixtureDates, weekdayFromMondayZero } from './fixture-dates';

describe('fixtureDates', () => {
  // 2027-03-01 is a Monday; weekday 2 is Tuesday.
  const base = { start: '2027-03-01', weekday: 2, rounds: 4, notPlayed: [] as string[] };

  it('starts on the first chosen weekday on or after the start', () => {
    expect(fixtureDates({ ...base, frequency: 'weekly' })[0]).toBe('2027-03-02');
    expect(fixtureDates({ ...base, start: '2027-03-02', frequency: 'weekly' })[0]).toBe('2027-03-02');
    expect(fixtureDates({ ...base, start: '2027-03-03', frequency: 'weekly' })[0]).toBe('2027-03-09');
  });

  it('weekly: skips a date not played, the round moving to the next week', () => {
    expect(fixtureDates({ ...base, frequency: 'weekly' })).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-16',
      '2027-03-23',
    ]);
    expect(fixtureDates({ ...base, frequency: 'weekly', notPlayed: ['2027-03-09', '2027-03-23'] })).toEqual([
      '2027-03-02',
      '2027-03-16',
      '2027-03-30',
      '2027-04-06',
    ]);
  });

  it('fortnightly: every 14 days, skipping dates not played', () => {
    expect(fixtureDates({ ...base, frequency: 'fortnightly' })).toEqual([
      '2027-03-02',
      '2027-03-16',
      '2027-03-30',
      '2027-04-13',
    ]);
    expect(fixtureDates({ ...base, frequency: 'fortnightly', notPlayed: ['2027-03-02', '2027-03-09'] })).toEqual([
      '2027-03-16',
      '2027-03-30',
      '2027-04-13',
      '2027-04-27',
    ]);
  });

  it('monthly: the same nth weekday each month, skipping dates not played', () => {
    // 2027-03-09 is the 2nd Tuesday of March.
    expect(fixtureDates({ ...base, start: '2027-03-08', frequency: 'monthly' })).toEqual([
      '2027-03-09',
      '2027-04-13',
      '2027-05-11',
      '2027-06-08',
    ]);
    expect(fixtureDates({ ...base, start: '2027-03-08', frequency: 'monthly', notPlayed: ['2027-04-13'] })).toEqual([
      '2027-03-09',
      '2027-05-11',
      '2027-06-08',
      '2027-07-13',
    ]);
  });

  it('monthly from a 5th weekday falls on the last such weekday of each month, across the year end', () => {
    // 2027-03-30 is the 5th Tuesday of March; April's last Tuesday is the 27th.
    expect(fixtureDates({ ...base, start: '2027-03-30', frequency: 'monthly', rounds: 3 })).toEqual([
      '2027-03-30',
      '2027-04-27',
      '2027-05-25',
    ]);
    expect(fixtureDates({ ...base, start: '2027-11-01', frequency: 'monthly', rounds: 3 })).toEqual([
      '2027-11-02',
      '2027-12-07',
      '2028-01-04',
    ]);
  });

  it("converts the params' Monday-0 weekday", () => {
    expect([0, 1, 5, 6].map(weekdayFromMondayZero)).toEqual([1, 2, 6, 0]);
    // DaysOfWeek [1] = Tuesday.
    expect(drawWeekday(fixtureDates({ ...base, weekday: weekdayFromMondayZero(1), frequency: 'weekly' })[0])).toBe(2);
  });

  it('every date is on the weekday; refuses a date that is not real', () => {
    for (const frequency of ['weekly', 'fortnightly', 'monthly'] as const) {
      for (const d of fixtureDates({ ...base, frequency, rounds: 30, weekday: 5 })) expect(drawWeekday(d)).toBe(5);
    }
    expect(() => fixtureDates({ ...base, start: '2027-02-30', frequency: 'weekly' })).toThrow(
      '2027-02-30 is not a real date',
    );
    expect(() => fixtureDates({ ...base, weekday: 7, frequency: 'weekly' })).toThrow('0 (Sunday) to 6 (Saturday)');
  });

  it('updatefrom: moves a round and every later one, keeping the weekday and frequency', () => {
    const dates = fixtureDates({ ...base, frequency: 'weekly', rounds: 5 });
    const common = { weekday: 2, frequency: 'weekly' as const, notPlayed: ['2027-04-06'] };
    // Round 3 washed out: it and the later rounds move on one week (and past the date not played).
    expect(datesUpdatedFrom({ ...common, dates, round: 3 })).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-23',
      '2027-03-30',
      '2027-04-13',
    ]);
    // Moved to a chosen date (a Thursday: onto the next Tuesday).
    expect(datesUpdatedFrom({ ...common, dates, round: 2, to: '2027-03-18' })).toEqual([
      '2027-03-02',
      '2027-03-23',
      '2027-03-30',
      '2027-04-13',
      '2027-04-20',
    ]);
    expect(() => datesUpdatedFrom({ ...common, dates, round: 3, to: '2027-03-01' })).toThrow(
      'must come after round 2 on 2027-03-09',
    );
    expect(() => datesUpdatedFrom({ ...common, dates, round: 6 })).toThrow('There is no round 6');
    const monthly = fixtureDates({ ...base, start: '2027-03-08', frequency: 'monthly' });
    expect(datesUpdatedFrom({ weekday: 2, frequency: 'monthly', notPlayed: [], dates: monthly, round: 2 })).toEqual([
      '2027-03-09',
      '2027-05-11',
      '2027-06-08',
      '2027-07-13',
    ]);
  });
});
