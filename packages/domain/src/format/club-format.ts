// How a club shows dates, times and money: one locale, its time zone and its currency, read from
// the club's settings. Every screen, e-mail and message formats through the functions of this
// folder with such a format (docs/DEVELOPING.md, "Dates, times and money"); lint refuses
// toLocale*String, new Intl.DateTimeFormat/NumberFormat and the 'en-AU' literal anywhere else.

/** The locale of a club whose settings hold none: Australian English ('26 Nov 2026', '1,234.50 AUD'). */
export const DEFAULT_LOCALE = 'en-AU';

/** What formatting needs of a club: a BCP 47 locale, an IANA time zone and an ISO 4217 currency code. */
export type ClubFormat = { locale: string; timeZone: string; currency: string };

/** What a date format needs of a club. */
export type ZoneFormat = Pick<ClubFormat, 'locale' | 'timeZone'>;

/** What a money format needs: the locale and the currency (a club's, or a transaction's own). */
export type MoneyFormat = Pick<ClubFormat, 'locale' | 'currency'>;

/** The club settings a format is read from (a club detail has them; `locale` when a club sets one). */
export type ClubFormatSettings = { time_zone: string; currency: string; locale?: string | null };

/** A locale Intl accepts, or the default for a missing or malformed one. */
export function knownLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The format of a club: its time zone and currency, in its own locale or the default one. */
export const clubFormat = (club: ClubFormatSettings): ClubFormat => ({
  locale: knownLocale(club.locale),
  timeZone: club.time_zone,
  currency: club.currency.trim().toUpperCase(),
});

/** The date format of a club known only by its zone (an e-mail's, a message's): its zone in the default locale. */
export const zoneFormat = (timeZone: string, locale?: string | null): ZoneFormat => ({
  locale: knownLocale(locale),
  timeZone,
});
