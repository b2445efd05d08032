import { isLoggedIn } from '../../lib/auth-token';
import type { RouteDataLoader } from '../../lib/route-data';
import { currentUserQuery } from '../../lib/session';

/** Every signed-in page's first read: the current player (GET /api/user/), started with the page's code. */
const prefetchCurrentPlayer: RouteDataLoader = ({ queryClient }) => {
  if (isLoggedIn()) void queryClient.prefetchQuery(currentUserQuery());
};
export default prefetchCurrentPlayer;
