import { describe, expect, it } from 'vitest';
import { daysInMonth, isIsoDate, isRealDate, parseRegionDate, toDateRegion } from './date-parse';
import { regionDate } from './region-date';

const ok = (value: string) => ({ ok: true, value });
const fail = (error: string) => ({ ok: false, error });
const ISO = 'Invalid Date Format (ISO)';
const US = 'Invalid Date Format (US/ISO)';
const AU = 'Invalid Date Format (AU/ISO)';
const BAD = 'Invalid Date';

describe('parseRegionDate', () => {
  it.each([
    // ISO is accepted in every region
    ['2024-03-05', 'ISO', ok('2024-03-05')],
    ['2024-03-05', 'AU', ok('2024-03-05')],
    ['2024-03-05', 'US', ok('2024-03-05')],
    ['  2024-03-05 ', undefined, ok('2024-03-05')],
    // region shapes
    ['05/03/2024', 'AU', ok('2024-03-05')],
    ['5/3/2024', 'AU', ok('2024-03-05')],
    ['03/05/2024', 'US', ok('2024-03-05')],
    ['3/5/2024', 'us', ok('2024-03-05')],
    ['31/12/2099', 'AU', ok('2099-12-31')],
    ['01/01/1900', 'AU', ok('1900-01-01')],
    // wrong shape: the message names the region
    ['05/03/2024', 'ISO', fail(ISO)],
    ['05/03/2024', undefined, fail(ISO)],
    ['05/03/2024', 'NZ', fail(ISO)],
    ['2024/03/05', 'US', fail(US)],
    ['5-3-2024', 'AU', fail(AU)],
    ['2024-3-5', 'ISO', fail(ISO)],
    ['', 'AU', fail(AU)],
    ['yesterday', 'US', fail(US)],
    ['05/03/24', 'AU', fail(AU)],
    // right shape, not a real date or out of range
    ['2024-02-30', 'ISO', fail(BAD)],
    ['2023-02-29', 'ISO', fail(BAD)],
    ['2024-02-29', 'ISO', ok('2024-02-29')],
    ['2024-13-01', 'ISO', fail(BAD)],
    ['2024-00-10', 'ISO', fail(BAD)],
    ['31/04/2024', 'AU', fail(BAD)],
    ['04/31/2024', 'US', fail(BAD)],
    ['13/05/2024', 'US', fail(BAD)],
    ['1899-12-31', 'ISO', fail(BAD)],
    ['2100-01-01', 'ISO', fail(BAD)],
    ['01/01/2100', 'AU', fail(BAD)],
  ])('%j in %s', (text, region, expected) => {
    expect(parseRegionDate(text, region)).toEqual(expected);
  });
});

describe('regionDate schema', () => {
  it.each([
    ['AU', '25/12/2024', { success: true, data: '2024-12-25' }],
    ['US', '12/25/2024', { success: true, data: '2024-12-25' }],
    ['US', '25/12/2024', { success: false, message: BAD }],
    ['AU', '2024.12.25', { success: false, message: AU }],
    ['ISO', 42, { success: false, message: ISO }],
  ])('%s %j', (region, input, expected) => {
    const r = regionDate(region).safeParse(input);
    expect(
      r.success ? { success: true, data: r.data } : { success: false, message: r.error.issues[0].message },
    ).toEqual(expected);
  });
});

describe('calendar helpers', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('daysInMonth(%s, %s) = %s', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    [2024, 1, 31, true],
    [2024, 1, 32, false],
    [2024, 0, 1, false],
    [2024, 1.5, 1, false],
  ])('isRealDate(%s, %s, %s) = %s', (y, m, d, expected) => {
    expect(isRealDate(y, m, d)).toBe(expected);
  });

  it.each([
    ['2024-01-31', true],
    ['3024-01-31', true],
    ['2024-1-31', false],
    ['2024-02-30', false],
    [' 2024-01-31', false],
    [20240131, false],
  ])('isIsoDate(%j) = %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });

  it.each([
    ['au', 'AU'],
    ['US', 'US'],
    ['GB', 'ISO'],
    [null, 'ISO'],
  ])('toDateRegion(%j) = %s', (region, expected) => {
    expect(toDateRegion(region)).toBe(expected);
  });
});
