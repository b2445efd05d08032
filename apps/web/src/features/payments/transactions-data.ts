import { clubQuery, parseClubId } from '../../lib/dashboard';
import type { RouteDataLoader } from '../../lib/route-data';
import { transactionsQuery } from './api/transactions-query';
import { clubToday } from '../../lib/format';
import { filtersOf, stateOf } from './transaction-list-url';

/**
 * The Payments section's first read: the page of transactions its address asks for, started with
 * the page's code. Without a range in the address the list shows the last 30 days to the club's
 * today, so that read waits for the club (itself started by the dashboard's route data).
 */
const prefetchTransactions: RouteDataLoader = ({ queryClient, url }) => {
  const clubId = parseClubId(url.searchParams.get('clubId'));
  if (clubId === null) return;
  const start = (today: string) => {
    const state = stateOf(url.searchParams, today);
    void queryClient.prefetchQuery(transactionsQuery(clubId, filtersOf(state), state.page));
  };
  if (url.searchParams.get('from') && url.searchParams.get('to')) start(clubToday({ time_zone: 'UTC' }));
  else
    queryClient.ensureQueryData(clubQuery(clubId)).then(
      (club) => start(clubToday(club)),
      () => undefined,
    );
};
export default prefetchTransactions;
