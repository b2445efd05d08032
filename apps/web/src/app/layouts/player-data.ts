import { unreadCountQuery } from '../../features/notifications';
import type { RouteDataLoader } from '../../lib/route-data';

/** What every player's page reads first besides the current player: the bell's unread count. */
const prefetchPlayerFrame: RouteDataLoader = ({ queryClient }) => {
  void queryClient.prefetchQuery(unreadCountQuery());
};
export default prefetchPlayerFrame;
