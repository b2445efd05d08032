import { clubFeaturesQuery, clubQuery, parseClubId } from '../../lib/dashboard';
import type { RouteDataLoader } from '../../lib/route-data';
import { twoFactorStatusQuery } from '../../lib/two-step-gate';

/**
 * What every dashboard section reads first besides the current player: the club (its details,
 * hours and zone), its features (the menu) and the reader's two-step sign-in state (the gate),
 * started with the dashboard's code.
 */
const prefetchDashboard: RouteDataLoader = ({ queryClient, url }) => {
  const clubId = parseClubId(url.searchParams.get('clubId'));
  if (clubId === null) return;
  void queryClient.prefetchQuery(clubQuery(clubId));
  void queryClient.prefetchQuery(clubFeaturesQuery(clubId));
  // Whether the reader must turn on two-step sign-in first (the layout's gate, issue 31).
  void queryClient.prefetchQuery(twoFactorStatusQuery());
};
export default prefetchDashboard;
