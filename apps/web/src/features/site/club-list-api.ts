import type { clubsContract } from '@rally/domain';
import { endpointRef, queryOf } from '../../lib/endpoint';

// A public page: the club list by reference (lib/endpoint.ts), so the page's chunk carries no zod.
const clubList = endpointRef<(typeof clubsContract)['list']>({ method: 'GET', path: '/club/' });

/** How many clubs "Find your club" shows at once. */
export const CLUB_SEARCH_PAGE_SIZE = 12;

/** GET /api/club/?search=: the clubs whose name holds `search` (all clubs when empty), the first page (public). */
export const clubSearchQuery = (search: string) =>
  queryOf(clubList, { query: { search, page_size: CLUB_SEARCH_PAGE_SIZE } });
