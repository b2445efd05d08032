import type { ClubFormat } from '@rally/domain';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { clubQuery } from './dashboard';
import { playerFormat } from './format';

/** A row's format: its club's locale, the browser's zone, `currency` (the row's own) for money. */
export type PlayerFormats = (clubId: number, currency?: string) => ClubFormat;

// Stable, so useQueries keeps the combined list while no club's detail changes.
const localesOf = (results: { data?: { locale: string } }[]) => results.map((r) => r.data?.locale);

/**
 * The formats of a player's own pages that span clubs (My bookings, My payments): each club's
 * amounts and dates in that club's locale (its Club Settings), on the browser's clock, in the
 * row's own currency. Reads each club's detail once (cached with the dashboard's); until a club is
 * known its rows use the default locale.
 */
export function usePlayerFormats(clubIds: readonly number[]): PlayerFormats {
  const ids = useMemo(() => [...new Set(clubIds)].sort((a, b) => a - b), [clubIds]);
  const locales = useQueries({
    queries: ids.map((id) => ({ ...clubQuery(id), staleTime: 5 * 60_000 })),
    combine: localesOf,
  });
  const byClub = useMemo(() => new Map(ids.map((id, i) => [id, locales[i]])), [ids, locales]);
  return useCallback((clubId: number, currency?: string) => playerFormat(currency, byClub.get(clubId)), [byClub]);
}
