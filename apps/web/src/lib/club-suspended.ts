import { useSyncExternalStore } from 'react';
import { CLUB_SUSPENDED_CODE } from '@rally/domain';
import { ApiError } from './api';

// A club Rally's operators suspended (issue 31) answers every call of its staff and players with
// 403 and `code: CLUB_SUSPENDED`. The query and mutation caches report each failure here
// (app/query-layout.tsx); the dashboard and player layouts then show the club's suspended page in
// place of the page, for as long as the address names the same club.

type Suspension = { reason: string; where: string };

let current: Suspension | null = null;
const listeners = new Set<() => void>();

/** The club an address names (`clubId` or `club` in its query), for telling clubs apart. */
const clubOf = (search: string) => {
  const params = new URLSearchParams(search);
  return params.get('clubId') ?? params.get('club') ?? '';
};

/** Notes a failed call: a CLUB_SUSPENDED answer shows the suspended page. */
export function noteClubSuspension(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 403) return;
  if ((error.body as { code?: unknown } | null)?.code !== CLUB_SUSPENDED_CODE) return;
  current = { reason: error.message, where: clubOf(typeof window === 'undefined' ? '' : window.location.search) };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The suspended club's sentence when the page's club is suspended, else null. */
export function useClubSuspended(search: string): string | null {
  const suspension = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return suspension && suspension.where === clubOf(search) ? suspension.reason : null;
}
