import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { bookingsContract, coachesContract, courtsContract } from '@rally/domain';
import { endpointRef, queryOf } from '../../../lib/endpoint';

// The Court bookings calendar's reads, which its route data (calendar-data.ts) starts with the
// page's code: a window of instances and the club's courts, groups and coaches. Every endpoint is
// named by reference (lib/endpoint.ts), so the route data loads no zod.

const futureInstances = endpointRef<typeof bookingsContract.futureInstances>({
  method: 'GET',
  path: '/courtbookinginstance/future/',
});
const courtList = endpointRef<typeof courtsContract.list>({ method: 'GET', path: '/court/' });
const groupList = endpointRef<typeof courtsContract.listGroups>({ method: 'GET', path: '/courtgroup/' });
const coachList = endpointRef<typeof coachesContract.list>({ method: 'GET', path: '/clubcoach/' });

export type InstanceFilters = {
  start?: string;
  end?: string;
  courts?: number[];
  courtGroups?: number[];
  coaches?: number[];
  booking_type?: string[];
  name?: string;
  booking_series?: number;
  page?: number;
  page_size?: number;
};

/** The query of GET /api/courtbookinginstance/ (and future/): the club, the window, each list comma-separated. */
export const instanceQuery = (clubId: number, f: InstanceFilters) => ({
  club: clubId,
  start: f.start,
  end: f.end,
  courts: f.courts?.length ? f.courts.join(',') : undefined,
  courtGroups: f.courtGroups?.length ? f.courtGroups.join(',') : undefined,
  coaches: f.coaches?.length ? f.coaches.join(',') : undefined,
  booking_type: f.booking_type?.length ? f.booking_type.join(',') : undefined,
  name: f.name || undefined,
  booking_series: f.booking_series,
  page: f.page,
  page_size: f.page_size,
});

/** GET /api/courtbookinginstance/future/ over a window (1000 a page): a day or a week of the calendar (its hook and its route data share it). */
export const calendarInstancesQuery = (clubId: number, filters: InstanceFilters) =>
  queryOptions({
    ...queryOf(futureInstances, { query: instanceQuery(clubId, { page_size: 1000, ...filters }) }),
    select: (page) => page.results,
    placeholderData: keepPreviousData,
  });
export const useCalendarInstances = (clubId: number, filters: InstanceFilters) =>
  useQuery(calendarInstancesQuery(clubId, filters));

/** GET /api/court/ and /api/courtgroup/ of the club, whole (the courts area's lists, read-only here). */
export const calendarCourtsQuery = (clubId: number) =>
  queryOptions({
    ...queryOf(courtList, { query: { club: clubId, page_size: 1000 } }),
    select: (page) => page.results,
  });
export const calendarGroupsQuery = (clubId: number) =>
  queryOptions({
    ...queryOf(groupList, { query: { club: clubId, page_size: 1000 } }),
    select: (page) => page.results,
  });
export const useCalendarCourts = (clubId: number) => useQuery(calendarCourtsQuery(clubId));
export const useCalendarGroups = (clubId: number) => useQuery(calendarGroupsQuery(clubId));

/** GET /api/clubcoach/?club: the coaches a booking may name. */
export const bookingCoachesQuery = (clubId: number) =>
  queryOptions({
    ...queryOf(coachList, { query: { club: clubId, page_size: 1000 } }),
    select: (page) => page.results,
  });
export const useBookingCoaches = (clubId: number) => useQuery(bookingCoachesQuery(clubId));
