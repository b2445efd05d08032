import { describe, expect, it } from 'vitest';
import { currencyDecimals } from '../format/intl';
import { formatMoneyForExport, fromMinor, toMinor } from './money';

describe('currencyDecimals', () => {
  it.each([
    ['aud', 2],
    ['AUD', 2],
    ['jpy', 0],
    ['kwd', 3],
    ['zzz', 2],
  ])('%s has %i decimals', (currency, decimals) => {
    expect(currencyDecimals(currency)).toBe(decimals);
  });
});

describe('toMinor', () => {
  it.each<[number | string, string, number | null]>([
    ['12.50', 'aud', 1250],
    [12.5, 'aud', 1250],
    ['12', 'aud', 1200],
    ['0', 'aud', 0],
    ['.5', 'aud', 50],
    ['12.345', 'aud', 1235], // half away from zero
    ['12.344', 'aud', 1234],
    ['-12.345', 'aud', -1235], // away from zero on the negative side too
    [1.005, 'aud', 101], // a float that Math.round(x * 100) gets wrong
    [0.1 + 0.2, 'aud', 30],
    ['-0.001', 'aud', 0],
    ['1250', 'jpy', 1250],
    ['1250.5', 'jpy', 1251],
    ['1.2345', 'kwd', 1235],
    ['abc', 'aud', null],
    ['', 'aud', null],
    ['1e3', 'aud', null],
    [Number.NaN, 'aud', null],
    [Infinity, 'aud', null],
  ])('%s %s → %s', (value, currency, minor) => {
    expect(toMinor(value, currency)).toBe(minor);
  });
});

describe('fromMinor', () => {
  it.each<[number, string, string]>([
    [1250, 'aud', '12.50'],
    [5, 'aud', '0.05'],
    [0, 'aud', '0.00'],
    [-1235, 'aud', '-12.35'],
    [1250, 'jpy', '1250'],
    [1235, 'kwd', '1.235'],
  ])('%i %s → %s', (minor, currency, text) => {
    expect(fromMinor(minor, currency)).toBe(text);
  });

  it('round-trips with toMinor', () => {
    for (const minor of [0, 1, 99, 100, 123456, -42]) expect(toMinor(fromMinor(minor, 'aud'), 'aud')).toBe(minor);
  });
});

describe('formatMoneyForExport', () => {
  it('always has two decimals and no separators', () => {
    expect(formatMoneyForExport(123450, 'aud')).toBe('1234.50');
    expect(formatMoneyForExport(1250, 'jpy')).toBe('1250.00');
    expect(formatMoneyForExport(1235, 'kwd')).toBe('1.24');
  });
});
