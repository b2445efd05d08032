import { currencyDecimals } from '../format/intl';

/**
 * Money: integer minor units (cents) in every computation, decimal text at the edges (the API's
 * and the database's `numeric`), shown with the currency's decimals and upper-case code
 * (spec 2 §9) by formatMoney in ../format.
 *
 * The one rounding rule: when a value has more decimals than its currency, it is rounded to the
 * nearest minor unit, halves away from zero (12.345 AUD → 1235; -12.345 AUD → -1235).
 */

/** An amount in the currency's minor unit (cents for AUD); always an integer. */
export type Minor = number;

const decimalShape = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Plain decimal text of a number ('1e-7' → '0.0000001'); finite numbers only. */
function plainDecimal(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/**
 * Integer minor units of a decimal amount (number or text such as '12.5'), rounded half away
 * from zero to the currency's decimals; null when the value is not a number.
 */
export function toMinor(value: number | string, currency: string, decimals = currencyDecimals(currency)): Minor | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? plainDecimal(value) : value.trim();
  const m = decimalShape.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const sign = m[1] === '-' ? -1 : 1;
  const whole = m[2] || '0';
  const fraction = (m[3] ?? '').padEnd(decimals + 1, '0');
  // Work on the digits, not on floats: 1.005 must become 101, which Math.round(1.005 * 100) misses.
  const kept = Number(whole + fraction.slice(0, decimals));
  const roundsUp = Number(fraction[decimals]) >= 5;
  const minor = kept + (roundsUp ? 1 : 0);
  return minor === 0 ? 0 : sign * minor;
}

/** Decimal text of minor units with the currency's decimals (1250 AUD → '12.50'; 1250 JPY → '1250'). */
export function fromMinor(minor: Minor, currency: string, decimals = currencyDecimals(currency)): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** An amount with exactly two decimals, as exports show money (spec 2 §9): 1250 AUD → '12.50', 1250 JPY → '1250.00'. */
export function formatMoneyForExport(minor: Minor, currency: string): string {
  const decimals = currencyDecimals(currency);
  const twoDecimals = decimals === 2 ? minor : toMinor(fromMinor(minor, currency, decimals), currency, 2)!;
  return fromMinor(twoDecimals, currency, 2);
}
