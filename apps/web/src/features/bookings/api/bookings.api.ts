import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingsContract, type CreateBookingSeriesInput, type MotoDetailsInput } from '@rally/domain';
import { call, keyOf, queryOf, type CallInput } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { allowedOf, instancesOf, staleAfterBooking } from './booking-changes';
import { instanceQuery, type InstanceFilters } from './calendar-queries';

export { useSaveInstance } from './booking-changes';

// The bookings area's calls (docs/bookings.md), from the bookings' contracts: a day's instances,
// one series, the allowed-check and price of a draft, and the changes. After any change the club's
// instances and series are read again. The calendar's reads, which its route data starts without
// zod, are in calendar-queries.ts.

export {
  bookingCoachesQuery,
  calendarCourtsQuery,
  calendarGroupsQuery,
  calendarInstancesQuery,
  useBookingCoaches,
  useCalendarCourts,
  useCalendarGroups,
  useCalendarInstances,
  type InstanceFilters,
} from './calendar-queries';

/** GET /api/courtbookinginstance/: the search list, one page. */
export const useInstancePage = (clubId: number, filters: InstanceFilters) =>
  useQuery({
    ...queryOf(bookingsContract.instances, { query: instanceQuery(clubId, filters) }),
    placeholderData: keepPreviousData,
  });

/** GET /api/courtbookingseries/{id}/. */
export const useBookingSeries = (id: number | null) =>
  useQuery({ ...queryOf(bookingsContract.series, { params: { id: id ?? 0 } }), enabled: id !== null });

/** The body of POST /api/club/{id}/booking_allowed/: a draft booking. */
export type AllowedBody = NonNullable<CallInput<typeof bookingsContract.allowed>['body']>;

/** POST /api/club/{id}/booking_allowed/ for a draft: the refusals and the price, read as the form changes. */
export const useBookingAllowed = (clubId: number, body: AllowedBody | null) =>
  useQuery({
    // A check asked by POST: its key is the draft, under the club's (allowedOf names every draft of it).
    queryKey: [...allowedOf(clubId), body ?? {}],
    queryFn: ({ signal }) => call(bookingsContract.allowed, { params: { id: clubId }, body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });

export type SeriesBody = CreateBookingSeriesInput & { scope?: 'all' | 'following'; instance?: number };

/** POST /api/courtbookingseries/?club or PATCH /api/courtbookingseries/{id}/. */
export const useSaveBooking = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, body }: { id?: number; body: SeriesBody }) =>
      id === undefined
        ? call(bookingsContract.createSeries, { query: { club: clubId }, body })
        : call(bookingsContract.updateSeries, { params: { id }, body }),
    invalidates: staleAfterBooking(clubId),
  });

/** GET .../cancel_preview/: what cancelling would do, asked before confirming (dates, each payer's refund by the group's rule). */
export const fetchSeriesCancelPreview = (id: number) => call(bookingsContract.seriesCancelPreview, { params: { id } });
export const fetchInstanceCancelPreview = (id: number) =>
  call(bookingsContract.instanceCancelPreview, { params: { id } });

/** POST /api/courtbookinginstance/{id}/cancel/. */
export const useCancelInstance = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(bookingsContract.cancelInstance, { params: { id } }),
    invalidates: staleAfterBooking(clubId),
  });

/** POST /api/courtbookingseries/{id}/cancel/. */
export const useCancelSeries = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(bookingsContract.cancelSeries, { params: { id } }),
    invalidates: staleAfterBooking(clubId),
  });

/**
 * POST /api/courtbookingseries/{id}/pay_booking/: one person's share (`bookedPerson`) or the rest
 * for everyone (the primary's card), by the payer's card on file, or cash (S) or a cheque (Q) taken at the desk.
 */
export const usePayBooking = (clubId: number) =>
  useApiMutation({
    mutationFn: ({
      id,
      method,
      bookedPerson,
      forEveryone,
      walkInCard,
    }: {
      id: number;
      method: 'C' | 'Q' | 'S';
      bookedPerson?: number | null;
      forEveryone?: boolean;
      /** A walk-in's card read out at the desk (staff; a share of someone who is not a player). */
      walkInCard?: MotoDetailsInput;
    }) =>
      call(bookingsContract.paySeries, {
        params: { id },
        body: {
          payment_method: method,
          ...(bookedPerson != null ? { booked_person: bookedPerson } : {}),
          ...(forEveryone ? { for_everyone: true } : {}),
          ...(walkInCard ? { walk_in_card: walkInCard } : {}),
        },
      }),
    invalidates: (input) => [keyOf(bookingsContract.series, { params: { id: input.id } }), ...instancesOf(clubId)],
  });
