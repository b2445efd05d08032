import type { ClubFormat } from '@rally/domain';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { clubQuery } from './dashboard';
import { playerFormat } from './format';

/** A row's format: its club's locale, the browser's zone, `currency` (the row's own) for money. */
export type PlayerFormats = (clubId: number | null | undefined, currency?: string) => ClubFormat;
/** A club's locale (its Club Settings), undefined while its detail is not read or for no club (Rally's own). */
export type ClubLocales = (clubId: number | null | undefined) => string | undefined;

// Stable, so useQueries keeps the combined list while no club's detail changes.
const localesOf = (results: { data?: { locale: string } }[]) => results.map((r) => r.data?.locale);

/**
 * The locales of the clubs a screen shows (a hit board, news, competitions): each row's dates and
 * amounts in its own club's locale. Reads each club's detail once (public, cached with the
 * dashboard's); until a club is known, and for a row of no club, the default locale.
 */
export function useClubLocales(clubIds: readonly (number | null | undefined)[]): ClubLocales {
  const key = [...new Set(clubIds.filter((id): id is number => typeof id === 'number' && id > 0))]
    .sort((a, b) => a - b)
    .join(',');
  const ids = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const locales = useQueries({
    queries: ids.map((id) => ({ ...clubQuery(id), staleTime: 5 * 60_000 })),
    combine: localesOf,
  });
  const byClub = useMemo(() => new Map(ids.map((id, i) => [id, locales[i]])), [ids, locales]);
  return useCallback((clubId) => (clubId == null ? undefined : byClub.get(clubId)), [byClub]);
}

/** One club's locale (see useClubLocales). */
export const useClubLocale = (clubId: number | null | undefined): string | undefined =>
  useClubLocales([clubId])(clubId);

/**
 * The formats of a player's own pages that span clubs (My bookings, My payments, Your clinics):
 * each club's amounts and dates in that club's locale (its Club Settings), on the browser's clock,
 * in the row's own currency. Until a club is known its rows use the default locale.
 */
export function usePlayerFormats(clubIds: readonly (number | null | undefined)[]): PlayerFormats {
  const localeOf = useClubLocales(clubIds);
  return useCallback((clubId, currency) => playerFormat(currency, localeOf(clubId)), [localeOf]);
}
