import { describe, expect, it } from 'vitest';
import { clubFormat, DEFAULT_LOCALE, knownLocale } from './club-format';
import {
  exportDateTime,
  formatDate,
  formatDateParts,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatTime,
  formatWeekday,
} from './date-format';

const sydney = clubFormat({ time_zone: 'Australia/Sydney', currency: 'aud' });
const newYork = clubFormat({ time_zone: 'America/New_York', currency: 'usd', locale: 'en-US' });
// Intl puts thin and narrow spaces around some separators; the tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('club format', () => {
  it('reads the zone and currency of the club, and the default locale unless it holds one', () => {
    expect(sydney).toEqual({ locale: 'en-AU', timeZone: 'Australia/Sydney', currency: 'AUD' });
    expect(newYork.locale).toBe('en-US');
    expect(knownLocale('en-nz')).toBe('en-NZ');
    for (const bad of [null, undefined, '', 'not a locale!']) expect(knownLocale(bad)).toBe(DEFAULT_LOCALE);
  });
});

describe('dates', () => {
  // 18:00 in Sydney on Thursday 26 November 2026 (AEDT, UTC+11), 02:00 the same day in New York.
  const instant = '2026-11-26T07:00:00Z';

  it("shows an instant on the club's wall clock, in the club's locale", () => {
    expect(formatDate(instant, sydney)).toBe('26 Nov 2026');
    expect(formatDate(instant, sydney, { weekday: true })).toBe('Thu, 26 Nov 2026');
    expect(formatDate(instant, sydney, { year: false })).toBe('26 Nov');
    expect(formatTime(instant, sydney)).toBe('18:00');
    expect(formatDateTime(instant, sydney)).toBe('26 Nov 2026, 18:00');
    expect(formatDateTime(new Date(instant), sydney, { weekday: true })).toBe('Thu, 26 Nov 2026, 18:00');
    expect(formatDate(instant, newYork)).toBe('Nov 26, 2026');
    expect(formatTime(instant, newYork)).toBe('02:00');
    // The same instant is the day before in a zone behind UTC.
    expect(formatDate('2026-11-26T03:00:00Z', newYork)).toBe('Nov 25, 2026');
  });

  it('shows a calendar date or a local time as written, whatever the zone', () => {
    for (const fmt of [sydney, newYork, { ...sydney, timeZone: 'Pacific/Kiritimati' }]) {
      expect(formatDate('2026-11-26', fmt, { weekday: true })).toContain('26');
      expect(formatTime('2026-11-26T18:30', fmt)).toBe('18:30');
    }
    expect(formatDate('2026-11-26', { ...sydney, timeZone: 'Pacific/Pago_Pago' })).toBe('26 Nov 2026');
    expect(formatDateTime('2026-11-26T18:30:00', sydney)).toBe('26 Nov 2026, 18:30');
    expect(formatMonth('2026-11', sydney)).toBe('Nov 2026');
    expect(formatMonth('2026-11-30', sydney)).toBe('Nov 2026');
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // Sydney leaves daylight saving on 5 April 2026 at 03:00 (back to 02:00).
    expect(formatTime('2026-04-04T08:00:00Z', sydney)).toBe('19:00');
    expect(formatTime('2026-04-05T09:00:00Z', sydney)).toBe('19:00');
  });

  it('shows nothing for what is no date', () => {
    for (const bad of ['', 'soon', '2026-02-30', '2026-13-01', '2026-02-30T10:00', new Date(Number.NaN)]) {
      expect(formatDate(bad, sydney)).toBe('');
      expect(formatDateTime(bad, sydney)).toBe('');
    }
  });

  it('shows a range once for what its ends share', () => {
    expect(plain(formatDateRange('2026-11-26', '2026-11-28', sydney))).toBe('26–28 Nov 2026');
    expect(plain(formatDateRange('2026-11-26', '2026-12-02', sydney))).toBe('26 Nov – 2 Dec 2026');
    expect(plain(formatDateRange('2026-12-30', '2027-01-02', sydney))).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(plain(formatDateRange('2026-11-26', '2026-11-26', sydney))).toBe('26 Nov 2026');
    expect(plain(formatDateRange(instant, '2026-11-26T08:30:00Z', sydney, { time: true }))).toBe(
      '26 Nov 2026, 18:00–19:30',
    );
    expect(plain(formatDateRange('2026-11-26', 'never', sydney))).toBe('26 Nov 2026');
    expect(formatDateRange('', 'never', sydney)).toBe('');
    expect(plain(formatDateRange('2026-11-26', instant, sydney))).toBe('26 Nov 2026 – 26 Nov 2026');
  });

  it('gives the parts a calendar tile shows, and weekday names', () => {
    expect(formatDateParts('2026-11-26', sydney)).toEqual({ weekday: 'Thu', day: '26', month: 'Nov' });
    expect(formatDateParts('2026-11-26T14:00:00Z', sydney)).toEqual({ weekday: 'Fri', day: '27', month: 'Nov' });
    expect(formatWeekday('2026-11-26', sydney)).toBe('Thursday');
    expect(formatWeekday('2026-11-26', sydney, true)).toBe('Thu');
  });

  it("writes export times as the zone's wall clock, in one form for every locale", () => {
    expect(exportDateTime('2026-01-15T23:30:00.000Z', 'Australia/Sydney')).toBe('2026-01-16 10:30');
    expect(exportDateTime('2026-07-15T00:05:00Z', 'UTC')).toBe('2026-07-15 00:05');
  });
});
