import { clubFeaturesQuery, clubQuery, parseClubId } from '../../lib/dashboard';
import type { RouteDataLoader } from '../../lib/route-data';

/**
 * What every dashboard section reads first besides the current player: the club (its details,
 * hours and zone) and its features (the menu), started with the dashboard's code.
 */
const prefetchDashboard: RouteDataLoader = ({ queryClient, url }) => {
  const clubId = parseClubId(url.searchParams.get('clubId'));
  if (clubId === null) return;
  void queryClient.prefetchQuery(clubQuery(clubId));
  void queryClient.prefetchQuery(clubFeaturesQuery(clubId));
};
export default prefetchDashboard;
