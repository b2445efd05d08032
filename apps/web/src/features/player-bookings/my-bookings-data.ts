import { clubQuery } from '../../lib/dashboard';
import type { RouteDataLoader } from '../../lib/route-data';
import { myBookingsQuery, myBookingsView } from './api/player-bookings.api';

/**
 * My bookings' first reads: the page of bookings the URL asks for, then the clubs they are at
 * (each booking is shown in its club's locale). Started with the page's code, so the server can
 * draw the page for its reader and the app draws it from the same answers.
 */
const prefetchMyBookings: RouteDataLoader = ({ queryClient, url }) => {
  const { when, page } = myBookingsView(url.searchParams);
  const query = myBookingsQuery(when, page);
  void queryClient.prefetchQuery(query).then(() => {
    const clubIds = new Set((queryClient.getQueryData(query.queryKey)?.results ?? []).map((b) => b.club));
    for (const id of clubIds) void queryClient.prefetchQuery({ ...clubQuery(id), staleTime: 5 * 60_000 });
  });
};
export default prefetchMyBookings;
