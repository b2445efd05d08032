import { describe, expect, it } from 'vitest';
import { clubFormat, DEFAULT_LOCALE, knownLocale } from './club-format';
import { CLUB_LOCALES, clubLocaleLabel, isClubLocale } from './club-locales';
import { localeSample } from './locale-sample';

const club = (locale?: string, currency = 'aud') => clubFormat({ time_zone: 'Australia/Sydney', currency, locale });

describe('the locales a club may choose', () => {
  it('are each a tag Intl knows as written, once', () => {
    for (const { value } of CLUB_LOCALES) expect(knownLocale(value), value).toBe(value);
    expect(new Set(CLUB_LOCALES.map((l) => l.value)).size).toBe(CLUB_LOCALES.length);
    expect(CLUB_LOCALES[0].value).toBe(DEFAULT_LOCALE);
  });

  it('refuses what is not offered; names the offered ones', () => {
    expect(isClubLocale('en-US')).toBe(true);
    expect(isClubLocale('xx-YY')).toBe(false);
    expect(isClubLocale('')).toBe(false);
    expect(clubLocaleLabel('en-US')).toBe('English (United States)');
    expect(clubLocaleLabel('mi-NZ')).toBe('mi-NZ');
  });

  it.each([
    [undefined, 'aud', '26 Nov 2030 · 1,234.50 AUD'],
    ['en-AU', 'aud', '26 Nov 2030 · 1,234.50 AUD'],
    ['en-US', 'usd', 'Nov 26, 2030 · 1,234.50 USD'],
    ['en-GB', 'gbp', '26 Nov 2030 · 1,234.50 GBP'],
    ['en-AU', 'jpy', '26 Nov 2030 · 123,450 JPY'],
  ])('a club in %s with %s reads %s: the amount, then the code, in every locale', (locale, currency, text) => {
    expect(localeSample(club(locale, currency))).toBe(text);
  });

  it('writes the code after the amount with the locale’s own separators', () => {
    expect(localeSample(club('de-DE', 'eur'))).toMatch(/^26\. Nov\.? 2030 · 1\.234,50 EUR$/);
  });
});
