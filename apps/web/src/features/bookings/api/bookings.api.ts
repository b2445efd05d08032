import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { coachesContract, courtsContract, CreateBookingSeriesInput } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { endpointRef, queryOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The bookings area's calls (docs/bookings.md): a day's instances, one series, the allowed-check
// and price of a draft, the member search, and the changes. After any change the club's
// instances and series are read again.

/** An instance as GET /api/courtbookinginstance/ lists it. */
export type InstanceRow = {
  id: number;
  booking_series: number;
  start: string;
  end: string;
  courts: number[];
  coaches: number[];
  guests: string;
  cancelled: boolean;
  name: string;
  ttype: string;
  player_name: string;
  author: number | null;
  people: string[];
};

export type BookedPersonRecord = {
  id: number;
  player: number | null;
  club_member: number | null;
  full_name: string;
  email: string;
  number: string;
  notes: string;
  paying: boolean;
  primary: boolean;
  share: string;
  /** What this person's share has paid and still owes (null when they do not pay). */
  paid?: string | null;
  to_pay?: string | null;
};

/** One paying person's share of the live dates, with what it has paid (pay_booking pays it on its own). */
export type PaymentShare = {
  booked_person: number | null;
  name: string;
  kind: string;
  primary: boolean;
  player: number | null;
  amount: string;
  paid: string;
  pending: string;
  to_pay: string;
  settled: boolean;
};

/** GET /api/courtbookingseries/{id}/. */
export type SeriesRecord = {
  id: number;
  club: number;
  name: string;
  ttype: string;
  author: number | null;
  player_name: string;
  notes: string;
  start_date: string;
  end_date: string;
  recurrence: string;
  recurrence_end: string | null;
  price: string;
  currency: string;
  paying: boolean;
  cancelled: boolean;
  court_set: number[];
  coach_set: number[];
  booked_person_set: BookedPersonRecord[];
  booking_instance_set: Omit<InstanceRow, 'name' | 'ttype' | 'player_name' | 'author' | 'people'>[];
  may_change: boolean;
  player: number | null;
  transaction_set?: BookingTransaction[];
  payment_shares?: PaymentShare[];
  skipped_dates?: string[];
};

/** A payment of a series (the payments area's transaction record, the fields the series view shows). */
export type BookingTransaction = {
  id: number;
  status: string;
  created: string;
  amount: string;
  refunded: string;
  currency: string;
  payment_method: string;
  failure_reason: string | null;
  card_brand: string | null;
  card_last4: string | null;
  /** The shares this payment pays. */
  shares?: { booked_person: number | null; name: string; amount: string }[];
};

/** POST /api/club/{id}/booking_allowed/. */
export type AllowedAnswer = {
  allowed: boolean;
  reasons: string[];
  clash_dates?: string[];
  dates?: string[];
  price?: string;
  currency?: string;
  as?: string;
};

/** A member found by the booking form's search. */
export type BookablePerson = {
  id: number;
  player: number | null;
  name: string;
  email: string;
  kind: 'member' | 'nonmember';
  membership_type: number | null;
};

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

const listQuery = (clubId: number, f: InstanceFilters) => ({
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
    queryKey: queryKeys.bookingInstances.list(clubId, { calendar: true, ...filters }),
    queryFn: async ({ signal }) =>
      (
        await api<Page<InstanceRow>>('courtbookinginstance/future/', {
          query: listQuery(clubId, { page_size: 1000, ...filters }),
          signal,
        })
      ).results,
    placeholderData: keepPreviousData,
  });
export const useCalendarInstances = (clubId: number, filters: InstanceFilters) =>
  useQuery(calendarInstancesQuery(clubId, filters));

/** GET /api/courtbookinginstance/: the search list, one page. */
export const useInstancePage = (clubId: number, filters: InstanceFilters) =>
  useQuery({
    queryKey: queryKeys.bookingInstances.list(clubId, filters),
    queryFn: ({ signal }) =>
      api<Page<InstanceRow>>('courtbookinginstance/', { query: listQuery(clubId, filters), signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/courtbookingseries/{id}/. */
export const useBookingSeries = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.bookingSeries.detail(id ?? 0),
    queryFn: ({ signal }) => api<SeriesRecord>(`courtbookingseries/${id}/`, { signal }),
    enabled: id !== null,
  });

/** GET /api/court/ and /api/courtgroup/ of the club, whole (the courts area's lists, read-only here). */
// By reference (lib/endpoint.ts): the route data of the day view (calendar-data.ts) loads no zod.
const courtList = endpointRef<typeof courtsContract.list>({ method: 'GET', path: '/court/' });
const groupList = endpointRef<typeof courtsContract.listGroups>({ method: 'GET', path: '/courtgroup/' });
const coachList = endpointRef<typeof coachesContract.list>({ method: 'GET', path: '/clubcoach/' });
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

/** POST /api/club/{id}/booking_allowed/ for a draft: the refusals and the price, read as the form changes. */
export const useBookingAllowed = (clubId: number, body: Record<string, unknown> | null) =>
  useQuery({
    queryKey: queryKeys.bookingAllowed.list(clubId, body ?? {}),
    queryFn: ({ signal }) =>
      api<AllowedAnswer>(`club/${clubId}/booking_allowed/`, { method: 'POST', body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });

/** What any booking change makes stale. */
const stale = (clubId: number) => [
  queryKeys.bookingInstances.club(clubId),
  queryKeys.bookingSeries.all,
  queryKeys.bookingAllowed.club(clubId),
  queryKeys.availability.club(clubId),
  queryKeys.myBookings.all,
];

export type SeriesBody = CreateBookingSeriesInput & { scope?: 'all' | 'following'; instance?: number };

/** POST /api/courtbookingseries/?club or PATCH /api/courtbookingseries/{id}/. */
export const useSaveBooking = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, body }: { id?: number; body: SeriesBody }) =>
      id === undefined
        ? api<SeriesRecord>('courtbookingseries/', { query: { club: clubId }, body })
        : api<SeriesRecord>(`courtbookingseries/${id}/`, { method: 'PATCH', body }),
    invalidates: stale(clubId),
  });

/** PATCH /api/courtbookinginstance/{id}/: this instance only. */
export const useSaveInstance = (clubId: number) =>
  useApiMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { start?: string; end?: string; courts?: number[]; coaches?: number[]; guests?: string };
    }) => api<InstanceRow>(`courtbookinginstance/${id}/`, { method: 'PATCH', body }),
    invalidates: stale(clubId),
  });

/** GET .../cancel_preview/: what cancelling would do, asked before confirming (dates, each payer's refund by the group's rule). */
export type CancelPreview = {
  can_cancel: boolean;
  reason: string;
  instances: number;
  refunded_instances: number;
  paid: string;
  refund: string;
  currency: string;
  shares: { booked_person: number | null; name: string; paid: string; refund: string }[];
};
export const fetchSeriesCancelPreview = (id: number) => api<CancelPreview>(`courtbookingseries/${id}/cancel_preview/`);
export const fetchInstanceCancelPreview = (id: number) =>
  api<CancelPreview>(`courtbookinginstance/${id}/cancel_preview/`);

/** POST /api/courtbookinginstance/{id}/cancel/. */
export const useCancelInstance = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<InstanceRow>(`courtbookinginstance/${id}/cancel/`, { method: 'POST' }),
    invalidates: stale(clubId),
  });

/** POST /api/courtbookingseries/{id}/cancel/. */
export const useCancelSeries = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<SeriesRecord>(`courtbookingseries/${id}/cancel/`, { method: 'POST' }),
    invalidates: stale(clubId),
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
    }: {
      id: number;
      method: 'C' | 'Q' | 'S';
      bookedPerson?: number | null;
      forEveryone?: boolean;
    }) =>
      api<{ transaction: BookingTransaction; client_secret: string | null }>(`courtbookingseries/${id}/pay_booking/`, {
        body: {
          payment_method: method,
          ...(bookedPerson != null ? { booked_person: bookedPerson } : {}),
          ...(forEveryone ? { for_everyone: true } : {}),
        },
      }),
    invalidates: (input) => [queryKeys.bookingSeries.detail(input.id), queryKeys.bookingInstances.club(clubId)],
  });
