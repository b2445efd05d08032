import type { ClubFormat } from '@rally/domain';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { clubQuery } from './dashboard';
import { playerFormat } from './format';

/** A row's format: its club's locale and zone, `currency` (the row's own) for money. */
export type PlayerFormats = (clubId: number | null | undefined, currency?: string) => ClubFormat;
/** A club's locale (its Club Settings), undefined while its detail is not read or for no club (Rally's own). */
export type ClubLocales = (clubId: number | null | undefined) => string | undefined;

type ClubSettings = { locale: string; time_zone: string };
// Stable, so useQueries keeps the combined list while no club's detail changes.
const settingsOf = (results: { data?: ClubSettings }[]) =>
  results.map((r) => (r.data ? { locale: r.data.locale, time_zone: r.data.time_zone } : undefined));

/** The locale and zone of each club a screen shows, by club (see useClubLocales). */
function useClubSettings(clubIds: readonly (number | null | undefined)[]) {
  const key = [...new Set(clubIds.filter((id): id is number => typeof id === 'number' && id > 0))]
    .sort((a, b) => a - b)
    .join(',');
  const ids = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const settings = useQueries({
    queries: ids.map((id) => ({ ...clubQuery(id), staleTime: 5 * 60_000 })),
    combine: settingsOf,
  });
  return useMemo(() => new Map(ids.map((id, i) => [id, settings[i]])), [ids, settings]);
}

/**
 * The locales of the clubs a screen shows (a hit board, news, competitions): each row's dates and
 * amounts in its own club's locale. Reads each club's detail once (public, cached with the
 * dashboard's); until a club is known, and for a row of no club, the default locale.
 */
export function useClubLocales(clubIds: readonly (number | null | undefined)[]): ClubLocales {
  const byClub = useClubSettings(clubIds);
  return useCallback((clubId) => (clubId == null ? undefined : byClub.get(clubId)?.locale), [byClub]);
}

/** One club's locale (see useClubLocales). */
export const useClubLocale = (clubId: number | null | undefined): string | undefined =>
  useClubLocales([clubId])(clubId);

/**
 * The formats of a player's own pages that span clubs (My bookings, My payments, Your clinics):
 * each club's amounts and dates in that club's locale and at its clock (its zone: a booking at
 * 18:00 at the club reads 18:00 wherever the phone is, as on the club's own screens), in the
 * row's own currency. Until a club is known, and for a row of no club, the default locale on the
 * browser's clock.
 */
export function usePlayerFormats(clubIds: readonly (number | null | undefined)[]): PlayerFormats {
  const byClub = useClubSettings(clubIds);
  return useCallback(
    (clubId, currency) => {
      const club = clubId == null ? undefined : byClub.get(clubId);
      return playerFormat(currency, club?.locale, club?.time_zone);
    },
    [byClub],
  );
}
