import { todayInZone } from '@rally/domain';
import { clubQuery, parseClubId } from '../../lib/dashboard';
import type { RouteDataLoader } from '../../lib/route-data';
import {
  bookingCoachesQuery,
  calendarCourtsQuery,
  calendarGroupsQuery,
  calendarInstancesQuery,
} from './api/bookings.api';
import { calendarAddress, calendarWindow } from './calendar-address';

/**
 * The Court bookings tab's first reads (the Bookings section opens on it): the club's courts,
 * groups and coaches, and the instances of the day (or of a court's week) its address shows,
 * started with the page's code. The window is in the club's zone, so that read waits for the club
 * (itself started by the dashboard's route data).
 */
const prefetchCalendar: RouteDataLoader = ({ queryClient, url }) => {
  const params = url.searchParams;
  const clubId = parseClubId(params.get('clubId'));
  const tab = params.get('tab');
  if (clubId === null || (tab !== null && tab !== 'court-bookings')) return;
  void queryClient.prefetchQuery(calendarCourtsQuery(clubId));
  void queryClient.prefetchQuery(calendarGroupsQuery(clubId));
  void queryClient.prefetchQuery(bookingCoachesQuery(clubId));
  queryClient.ensureQueryData(clubQuery(clubId)).then(
    (club) => {
      const address = calendarAddress(params, todayInZone(club.time_zone));
      // The search list reads otherwise, and a week without a court in the address shows the first court's.
      if (address.view === 'list' || (address.view === 'week' && !address.courtId)) return;
      void queryClient.prefetchQuery(
        calendarInstancesQuery(clubId, calendarWindow(address, club.time_zone, address.courtId)),
      );
    },
    () => undefined,
  );
};
export default prefetchCalendar;
