import type { bookingsContract, playerBookingsContract } from '@rally/domain';
import { call, endpointRef, keyOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// What a booking change makes stale, and the one change the calendar makes in its first view
// (moving an instance): named by reference (lib/endpoint.ts), so the calendar's first view loads
// no zod (its forms and panels, which do, load when opened).

type Bookings = typeof bookingsContract;
type PlayerBookings = typeof playerBookingsContract;
const instances = endpointRef<Bookings['instances']>({ method: 'GET', path: '/courtbookinginstance/' });
const futureInstances = endpointRef<Bookings['futureInstances']>({
  method: 'GET',
  path: '/courtbookinginstance/future/',
});
const series = endpointRef<Bookings['series']>({ method: 'GET', path: '/courtbookingseries/:id/' });
const allowed = endpointRef<Bookings['allowed']>({ method: 'POST', path: '/club/:id/booking_allowed/' });
const updateInstance = endpointRef<Bookings['updateInstance']>({ method: 'PATCH', path: '/courtbookinginstance/:id/' });
const availability = endpointRef<PlayerBookings['availability']>({ method: 'GET', path: '/club/:id/availability/' });
const quote = endpointRef<PlayerBookings['quote']>({ method: 'POST', path: '/club/:id/book/quote/' });
const mine = endpointRef<PlayerBookings['mine']>({ method: 'GET', path: '/mybooking/' });

/** Every allowed-check of a club's drafts. */
export const allowedOf = (clubId: number) => keyOf(allowed, { params: { id: clubId } });

/** Every instance query of a club: the search list's pages and the calendar's windows. */
export const instancesOf = (clubId: number) => [
  keyOf(instances, { query: { club: clubId } }),
  keyOf(futureInstances, { query: { club: clubId } }),
];

/** What any booking change makes stale: the club's instances, every series, the club's checks, its free times and quotes, every player's bookings. */
export const staleAfterBooking = (clubId: number) => [
  ...instancesOf(clubId),
  keyOf(series),
  allowedOf(clubId),
  keyOf(availability, { params: { id: clubId } }),
  keyOf(quote, { params: { id: clubId } }),
  keyOf(mine),
];

/** PATCH /api/courtbookinginstance/{id}/: this instance only. */
export const useSaveInstance = (clubId: number) =>
  useApiMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { start?: string; end?: string; courts?: number[]; coaches?: number[]; guests?: string };
    }) => call(updateInstance, { params: { id }, body }),
    invalidates: staleAfterBooking(clubId),
  });
