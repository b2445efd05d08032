import { getToken } from './auth-token';

// A first visit's reads, asked for by the entry (main.tsx, app/first-reads.ts) while the app's
// code is still loading: without them a dashboard page asks for the player, the club and its list
// only once React, the router and Mantine have arrived and run, one round trip after another.
// `api` takes an early answer for the same URL instead of asking again; each is taken once, and
// only while it is fresh, so a page never shows an answer older than its first load.

/** How long an early answer stays usable: the app's start on a slow phone, not a later visit to the page. */
const FRESH_MS = 15_000;

const pending = new Map<string, { response: Promise<Response>; at: number }>();

/** The headers of a read: JSON, with the player's token (lib/api.ts sends the same). */
export function readHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Accept: 'application/json', Authorization: `Token ${token}` } : { Accept: 'application/json' };
}

/** Starts GET `url` now (a `/api/...` URL as `apiUrl` writes it), for `api` to take later. */
export function readEarly(url: string) {
  if (pending.has(url)) return;
  const response = fetch(url, { headers: readHeaders() });
  // A failed early read is asked again by the page (takeEarly gives it no answer to wait for).
  response.catch(() => pending.delete(url));
  pending.set(url, { response, at: performance.now() });
}

/** The early answer to GET `url`, if one was started and is fresh; each is given once. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = pending.get(url);
  if (!early) return undefined;
  pending.delete(url);
  return performance.now() - early.at <= FRESH_MS ? early.response : undefined;
}

/** The URLs started early and not taken yet: each one is a request a page did not need (tests check there are none). */
export const untakenReads = (): string[] => [...pending.keys()];
