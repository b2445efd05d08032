import { memberFirstReads } from '../features/members';
import { apiUrl } from '../lib/api-url';
import { isLoggedIn } from '../lib/auth-token';
import { parseClubId } from '../lib/club-id';
import { readEarly } from '../lib/early-reads';

// What a signed-in first visit reads before it can draw, asked for by the entry (main.tsx) the
// moment the HTML has run it, so the answers travel while the app's code does (lib/early-reads.ts).
// The same reads start again from the routes' data once the app runs (features/auth/session-data,
// app/layouts/dashboard-data, a section's *-data.ts), under the same URLs, and take these answers:
// first-reads.test.ts holds the two to the same URLs. A read left out here is only slower.

/** A dashboard section's own first reads, from its address (the tab it opens on). */
const sectionReads: Record<string, (clubId: number, params: URLSearchParams) => string[]> = {
  members: memberFirstReads,
};

/** The API URLs a first visit of `location` reads before it draws (none when logged out). */
export function firstReads(location: { pathname: string; search: string }): string[] {
  if (!isLoggedIn()) return [];
  const reads = [apiUrl('user/')];
  const section = /^\/clubs\/dashboard\/([\w-]+)\/?$/.exec(location.pathname)?.[1];
  const params = new URLSearchParams(location.search);
  const clubId = parseClubId(params.get('clubId'));
  if (section && clubId !== null)
    reads.push(
      apiUrl(`club/${clubId}/`),
      apiUrl('clubfeature/', { club: clubId, page_size: 1000 }),
      apiUrl('user/two-factor/'),
      ...(sectionReads[section]?.(clubId, params) ?? []),
    );
  return reads;
}

/** Starts the first visit's reads of `location` (lib/early-reads.ts keeps them for the app). */
export const startFirstReads = (location: { pathname: string; search: string }) =>
  firstReads(location).forEach(readEarly);
