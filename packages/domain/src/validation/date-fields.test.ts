import { describe, expect, it } from 'vitest';
import { dateTimeText, instantText, isOnCalendar, isoDateText } from './date-fields';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('date fields', () => {
  it('refuse a date written right that is not on the calendar, with one sentence', () => {
    const date = isoDateText('Must be a date as YYYY-MM-DD');
    for (const impossible of ['2026-02-30', '2026-13-01', '2027-02-29', '2026-00-10', '2026-04-31'])
      expect(issuesOf(date.safeParse(impossible))).toEqual(['Invalid Date']);
    expect(issuesOf(date.safeParse('30/02/2026'))).toEqual(['Must be a date as YYYY-MM-DD']);
    expect(issuesOf(date.safeParse(7))).toEqual(['Must be a date as YYYY-MM-DD']);
    expect(date.parse(' 2028-02-29 ')).toBe('2028-02-29');
  });

  it('refuse a date and time whose date or time is not real', () => {
    const dateTime = dateTimeText('Must be a date and time', 'Start is required');
    expect(dateTime.parse('2026-12-01T10:00')).toBe('2026-12-01T10:00');
    expect(dateTime.parse('2026-12-01T23:59:59.123+10:00')).toBe('2026-12-01T23:59:59.123+10:00');
    for (const impossible of [
      '2026-02-30T10:00',
      '2027-02-29T10:00:00Z',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
      '2026-12-01T10:00:60Z',
    ]) {
      expect(issuesOf(dateTime.safeParse(impossible))).toEqual(['Invalid Date']);
    }
    expect(issuesOf(dateTime.safeParse('2026-12-01'))).toEqual(['Must be a date and time']);
    expect(issuesOf(dateTime.safeParse(undefined))).toEqual(['Start is required']);
  });

  it('an instant in any form Date.parse reads, but never one JavaScript would roll over', () => {
    const instant = instantText('Must be a date or date and time');
    expect(instant.parse('2026-12-01T10:00:00.000Z')).toBe('2026-12-01T10:00:00.000Z');
    expect(Number.isNaN(Date.parse('2026-02-30'))).toBe(false); // what the check is for: JavaScript reads it as 2 March
    expect(issuesOf(instant.safeParse('2026-02-30'))).toEqual(['Invalid Date']);
    expect(issuesOf(instant.safeParse('soon'))).toEqual(['Must be a date or date and time']);
  });

  it('isOnCalendar leaves text that does not start with a date to the shape check', () => {
    expect(isOnCalendar('Tue, 01 Dec 2026 10:00:00 GMT')).toBe(true);
    expect(isOnCalendar('2024-02-29')).toBe(true);
    expect(isOnCalendar('2100-02-29')).toBe(false);
  });
});
