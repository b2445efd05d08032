import { fromMinor, toMinor, type Minor } from '../money/money';
import { DEFAULT_LOCALE, type ClubFormat, type MoneyFormat } from './club-format';
import { currencyDecimals, numberFormat } from './intl';

// The club's one money format (spec 2 §9): the amount with the currency's decimals and the
// locale's separators, then the upper-case code: '1,234.50 AUD', '1,250 JPY', '-0.99 NZD'.
// Exports write money with two decimals and no code instead (formatMoneyForExport).

/** An amount in minor units for people: '1,234.50 AUD'. */
export function formatMoney(minor: Minor, fmt: MoneyFormat): string {
  const decimals = currencyDecimals(fmt.currency);
  // Intl formats decimal text exactly (no float in between), so 90071992547409.93 stays itself.
  const text = fromMinor(minor, fmt.currency, decimals) as `${number}`;
  const figure = numberFormat(fmt.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    text,
  );
  return `${figure} ${fmt.currency.trim().toUpperCase()}`;
}

/** A decimal amount as the API writes it ('12.5', 300) for people: '12.50 AUD'; '' when it is no number. */
export function formatAmount(amount: string | number | null | undefined, fmt: MoneyFormat): string {
  const minor = amount === null || amount === undefined ? null : toMinor(amount, fmt.currency);
  return minor === null ? '' : formatMoney(minor, fmt);
}

/** A count or measure in the locale's digits and separators: '1,234', '12.5' (up to `maximumFractionDigits`). */
export const formatNumber = (
  value: number,
  fmt: Pick<ClubFormat, 'locale'> = { locale: DEFAULT_LOCALE },
  maximumFractionDigits = 0,
): string => numberFormat(fmt.locale, { maximumFractionDigits }).format(value);
