import { describe, expect, it } from 'vitest';
import { currencyDecimals } from './intl';
import { formatAmount, formatMoney, formatNumber } from './money-format';

const aud = { locale: 'en-AU', currency: 'AUD' };

describe('money', () => {
  it("shows the currency's decimals, the locale's separators and the upper-case code after the amount", () => {
    expect(formatMoney(123450, aud)).toBe('1,234.50 AUD');
    expect(formatMoney(1250, { locale: 'en-AU', currency: 'jpy' })).toBe('1,250 JPY');
    expect(formatMoney(-99, { locale: 'en-NZ', currency: 'nzd' })).toBe('-0.99 NZD');
    expect(formatMoney(1235, { locale: 'en-AU', currency: 'KWD' })).toBe('1.235 KWD');
    expect(formatMoney(0, aud)).toBe('0.00 AUD');
    expect(formatMoney(123450, { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,50 EUR');
  });

  it('is exact for amounts a float cannot hold', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, aud)).toBe('90,071,992,547,409.91 AUD');
  });

  it("reads the API's decimal text, rounding half away from zero", () => {
    expect(formatAmount('12.5', aud)).toBe('12.50 AUD');
    expect(formatAmount('1.005', aud)).toBe('1.01 AUD');
    expect(formatAmount(300, aud)).toBe('300.00 AUD');
    for (const none of [null, undefined, '', 'twelve']) expect(formatAmount(none, aud)).toBe('');
  });

  it('counts in the locale', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(12.345, aud, 1)).toBe('12.3');
    expect(formatNumber(1234, { locale: 'de-DE' })).toBe('1.234');
  });

  it('knows the decimals of a currency, and takes 2 for an unknown one', () => {
    expect([
      currencyDecimals('aud'),
      currencyDecimals('JPY'),
      currencyDecimals('kwd'),
      currencyDecimals('XYZ!'),
    ]).toEqual([2, 0, 3, 2]);
  });
});
