import type { RouteDataLoader } from '../../lib/route-data';
import { clubSearchQuery } from './club-list-api';

/**
 * The home page's first read: "Find your club" before anything is typed (every club, its first
 * page). The server draws the page with it (prerender.tsx, renderPublic), so the clubs are in the
 * HTML a visitor first sees.
 */
const prefetchClubs: RouteDataLoader = ({ queryClient }) => {
  void queryClient.prefetchQuery(clubSearchQuery(''));
};
export default prefetchClubs;
