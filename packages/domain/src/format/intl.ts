// What the runtime's Intl knows about zones and currencies. The one place besides the formats
// that constructs Intl formatters; each is built once per set of options and kept.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.DateTimeFormat (building one costs far more than using it). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A cached Intl.NumberFormat. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** True when the runtime knows the IANA time zone. */
export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    dateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

let runtimeZone: string | undefined;

/** The time zone the code runs in (the browser's, for a player's own pages that span clubs). */
export const runtimeTimeZone = (): string =>
  (runtimeZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

const decimalsCache = new Map<string, number>();

/** Number of decimals of a currency (AUD 2, JPY 0, KWD 3); unknown codes count as 2. */
export function currencyDecimals(currency: string): number {
  const code = currency.trim().toUpperCase();
  let decimals = decimalsCache.get(code);
  if (decimals === undefined) {
    try {
      decimals = numberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // Currencies whose minor unit Intl does not know are treated as two-decimal currencies.
      decimals = 2;
    }
    decimalsCache.set(code, decimals);
  }
  return decimals;
}
