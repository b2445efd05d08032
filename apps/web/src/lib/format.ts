import {
  clubFormat,
  knownLocale,
  runtimeTimeZone,
  todayInZone,
  type ClubFormat,
  type ClubFormatSettings,
} from '@rally/domain';
import { useMemo } from 'react';

// The web's side of the one locale helper (packages/domain/src/format): which format a screen
// uses. A club's screens use the club's (its locale, time zone and currency, from the club
// detail); a player's own pages that span clubs (their payments, bookings, matches) use each
// row's club's locale and clock (or the default locale on the browser's clock). The formatting itself is formatDate, formatTime,
// formatDateTime, formatDateRange and formatMoney of @rally/domain, called with such a format.
// (useDashboardFormat in lib/dashboard.ts gives the dashboard club's to a component deep inside.)
// This file stays light: the public pages' date pickers import it.

/**
 * The format of a player's own pages: `currency` for money, in the club's locale and zone where
 * the row's club is known (usePlayerFormats in lib/player-format.ts), else the default locale on
 * the browser's zone.
 */
export const playerFormat = (currency = 'AUD', locale?: string | null, timeZone?: string | null): ClubFormat => ({
  locale: knownLocale(locale),
  timeZone: timeZone || runtimeTimeZone(),
  currency: currency.toUpperCase(),
});

/** The format of a club; while the club is not known yet, a player's (the browser's zone). */
export const formatOf = (club: ClubFormatSettings | null | undefined): ClubFormat =>
  club ? clubFormat(club) : playerFormat();

/** The club's format, kept while its settings stay the same. */
export function useClubFormat(club: ClubFormatSettings | null | undefined): ClubFormat {
  const zone = club?.time_zone;
  const currency = club?.currency;
  const locale = club?.locale;
  return useMemo(
    () => formatOf(zone !== undefined && currency !== undefined ? { time_zone: zone, currency, locale } : null),
    [zone, currency, locale],
  );
}

/** Today's date (YYYY-MM-DD) at the club: in its zone, or the browser's while it is not known. */
export const clubToday = (club?: { time_zone: string } | null, now: Date = new Date()): string =>
  todayInZone(club?.time_zone ?? runtimeTimeZone(), now);
