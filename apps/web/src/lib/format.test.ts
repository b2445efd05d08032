import { DEFAULT_LOCALE, formatAmount, formatDate, formatDateTime, runtimeTimeZone } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { formatOf, playerFormat } from './format';

describe("a player's format", () => {
  it("reads a row in its club's locale, on the browser's clock, in the row's currency", () => {
    const fmt = playerFormat('usd', 'en-US');
    expect(fmt).toEqual({ locale: 'en-US', timeZone: runtimeTimeZone(), currency: 'USD' });
    expect(formatAmount('12.5', fmt)).toBe('12.50 USD');
    expect(formatDate('2030-11-26', fmt)).toBe('Nov 26, 2030');
  });

  it("reads a row at its club's clock when the club is known (a booking at 18:00 at the club reads 18:00 anywhere)", () => {
    const fmt = playerFormat('aud', DEFAULT_LOCALE, 'Australia/Sydney');
    expect(fmt.timeZone).toBe('Australia/Sydney');
    expect(formatDateTime('2030-11-26T07:00:00Z', fmt)).toBe('26 Nov 2030, 18:00');
  });

  it('uses the default locale while the club is not known, or for a locale Intl does not know', () => {
    expect(playerFormat('aud').locale).toBe(DEFAULT_LOCALE);
    expect(playerFormat('aud', null).locale).toBe(DEFAULT_LOCALE);
    expect(playerFormat('aud', 'not a locale!').locale).toBe(DEFAULT_LOCALE);
    expect(formatAmount('12.5', playerFormat('aud'))).toBe('12.50 AUD');
  });

  it("a club's screens read in the club's own locale", () => {
    const fmt = formatOf({ time_zone: 'America/New_York', currency: 'usd', locale: 'en-US' });
    expect(fmt).toEqual({ locale: 'en-US', timeZone: 'America/New_York', currency: 'USD' });
  });
});
