import { describe, expect, it } from 'vitest';
import {
  customDateRange,
  datePresets,
  defaultDateRange,
  findPresetKey,
  formatRangeDate,
  formatRangeLabel,
  formatStandaloneDate,
  getPresetRange,
  isDatePresetKey,
  nextDay,
  pickerYearRange,
  previousDay,
  singleDayRange,
  toOutputDate,
  type DatePresetKey,
} from './date-presets';

// A Wednesday in a leap year, mid-month, so month and year edges show up in the table.
const today = '2024-02-14';

describe('presets on 2024-02-14', () => {
  it.each<[DatePresetKey, string, string, string]>([
    ['future', '2024-02-14', '2099-12-31', 'Future'],
    ['next90', '2024-02-14', '2024-05-13', 'Next 90 Days'],
    ['next30', '2024-02-14', '2024-03-14', 'Next 30 Days'],
    ['next7', '2024-02-14', '2024-02-20', 'Next 7 Days'],
    ['last7', '2024-02-08', '2024-02-14', 'Last 7 Days'],
    ['last30', '2024-01-16', '2024-02-14', 'Last 30 Days'],
    ['last90', '2023-11-17', '2024-02-14', 'Last 90 Days'],
    ['past', '2018-01-01', '2024-02-13', 'Past'],
    ['all', '2018-01-01', '2099-12-31', 'All'],
    ['thisMonth', '2024-02-01', '2024-02-29', 'This Month'],
    ['nextMonth', '2024-03-01', '2024-03-31', 'Next Month'],
    ['lastMonth', '2024-01-01', '2024-01-31', 'Last Month'],
    ['thisYear', '2024-01-01', '2024-12-31', 'This Calendar Year'],
    ['nextYear', '2025-01-01', '2025-12-31', 'Next Calendar Year'],
    ['lastYear', '2023-01-01', '2023-12-31', 'Last Calendar Year'],
  ])('%s', (key, start, end, displayTitle) => {
    expect(getPresetRange(key, today)).toEqual({ start, end, displayTitle });
  });

  it('lists every preset once, in menu order', () => {
    expect(datePresets.map((p) => p.title)).toEqual([
      'Future',
      'Next 90 Days',
      'Next 30 Days',
      'Next 7 Days',
      'Last 7 Days',
      'Last 30 Days',
      'Last 90 Days',
      'Past',
      'All',
      'This Month',
      'Next Month',
      'Last Month',
      'This Calendar Year',
      'Next Calendar Year',
      'Last Calendar Year',
    ]);
  });
});

describe('presets at month and year edges', () => {
  it.each<[DatePresetKey, string, string, string]>([
    ['nextMonth', '2024-01-31', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2024-01-15', '2023-12-01', '2023-12-31'],
    ['nextMonth', '2024-12-15', '2025-01-01', '2025-01-31'],
    ['last7', '2024-03-03', '2024-02-26', '2024-03-03'],
    ['next7', '2024-12-28', '2024-12-28', '2025-01-03'],
    ['past', '2024-01-01', '2018-01-01', '2023-12-31'],
    // Australian and US daylight-saving changes do not shift calendar days
    ['last7', '2024-04-09', '2024-04-03', '2024-04-09'],
    ['next7', '2024-03-08', '2024-03-08', '2024-03-14'],
  ])('%s on %s', (key, day, start, end) => {
    expect(getPresetRange(key, day)).toMatchObject({ start, end });
  });

  it('refuses a malformed today', () => {
    expect(() => getPresetRange('last7', '14/02/2024')).toThrow(RangeError);
  });
});

describe('default, custom and matching ranges', () => {
  it('defaults to the last 30 days', () => {
    expect(defaultDateRange(today)).toEqual({ start: '2024-01-16', end: '2024-02-14', displayTitle: 'Last 30 Days' });
  });

  it.each([
    ['2024-02-01', '2024-02-10', { start: '2024-02-01', end: '2024-02-10', displayTitle: 'Custom' }],
    ['2024-02-10', '2024-02-01', { start: '2024-02-01', end: '2024-02-10', displayTitle: 'Custom' }],
    ['2024-02-10', '2024-02-10', { start: '2024-02-10', end: '2024-02-10', displayTitle: 'Custom' }],
  ])('customDateRange(%s, %s)', (from, to, expected) => {
    expect(customDateRange(from, to)).toEqual(expected);
  });

  it.each([
    [{ start: '2024-02-01', end: '2024-02-29' }, 'thisMonth'],
    [{ start: '2024-01-16', end: '2024-02-14' }, 'last30'],
    [{ start: '2024-02-01', end: '2024-02-10' }, undefined],
  ])('findPresetKey(%j) = %s', (range, expected) => {
    expect(findPresetKey(range, today)).toBe(expected);
  });

  it.each([
    ['last30', true],
    ['thisYear', true],
    ['toString', false],
    ['Last 30 Days', false],
  ])('isDatePresetKey(%j) = %s', (key, expected) => {
    expect(isDatePresetKey(key)).toBe(expected);
  });
});

describe('display and output formats', () => {
  it.each([
    ['2024-03-05', 'Mar 05, 2024'],
    ['2024-12-25', 'Dec 25, 2024'],
  ])('formatRangeDate(%s) = %s', (iso, expected) => {
    expect(formatRangeDate(iso)).toBe(expected);
  });

  it('formats a range label', () => {
    expect(formatRangeLabel({ start: '2024-03-01', end: '2024-03-31' })).toBe('Mar 01, 2024 - Mar 31, 2024');
  });

  it.each([
    ['2024-03-05', false, 'Mar 05 2024'],
    ['2024-03-05', true, 'Tuesday 5 March, 2024'],
    ['2024-12-25', true, 'Wednesday 25 December, 2024'],
  ])('formatStandaloneDate(%s, full %s) = %s', (iso, full, expected) => {
    expect(formatStandaloneDate(iso, full)).toBe(expected);
  });

  it.each<[Date | string, string]>([
    ['2024-03-05', '2024-03-05'],
    [new Date(2024, 2, 5, 23, 59), '2024-03-05'],
    [new Date(2024, 2, 5, 0, 0), '2024-03-05'],
  ])('toOutputDate(%s) = %s', (value, expected) => {
    expect(toOutputDate(value)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => toOutputDate('not a date')).toThrow(RangeError);
  });
});

describe('picker years and single-day mode', () => {
  it.each([
    ['2024-02-14', { first: 2018, last: 2074 }],
    ['2030-12-31', { first: 2018, last: 2080 }],
  ])('pickerYearRange(%s)', (day, expected) => {
    expect(pickerYearRange(day)).toEqual(expected);
  });

  it.each([
    ['2024-03-01', '2024-02-29', '2024-03-02'],
    ['2024-01-01', '2023-12-31', '2024-01-02'],
    ['2023-12-31', '2023-12-30', '2024-01-01'],
    ['2024-10-06', '2024-10-05', '2024-10-07'],
  ])('around %s: previous %s, next %s', (day, prev, next) => {
    expect(previousDay(day)).toBe(prev);
    expect(nextDay(day)).toBe(next);
  });

  it('builds a single-day value', () => {
    expect(singleDayRange('2024-03-05')).toEqual({
      start: '2024-03-05',
      end: '2024-03-05',
      date: '2024-03-05',
      displayTitle: 'Mar 05, 2024',
    });
  });
});
