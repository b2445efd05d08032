import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calendarContract,
  coachesContract,
  courtsContract,
  type ClubTerms,
  type ClubTermsValues,
  type CreateEventInput,
  type DayWindow,
  type EditEventParticipant,
  type EditEventSession,
  type EventDisplayStatus,
  type EventRateInput,
  type JoinEventInput,
  type PaymentCustomer,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The clinics area's calls (spec 3 §7 Events): events with their sessions, participants and
// rates. Every change makes the club's events and participations stale.

export type EventSession = {
  id: number;
  event: number;
  number: number;
  start: string;
  end: string;
  cancelled: boolean;
  participants: number;
  places_left: number | null;
  courts: number[];
  coaches: number[];
  booked: boolean;
};

export type EventRate = {
  id: number;
  event: number;
  all_members: boolean;
  non_members: boolean;
  membership_type: number | null;
  can_join_all_sessions: boolean;
  can_join_single_session: boolean;
  single_session_price: string | null;
  all_sessions_price: string | null;
  refund: boolean;
  refund_club_cancel: boolean;
};

export type EventSummary = {
  id: number;
  club: number;
  name: string;
  desc: string;
  ttype: string;
  status: string;
  display_status: EventDisplayStatus;
  start_date: string | null;
  end_date: string | null;
  num_sessions: number | null;
  recurrence: 'D' | 'W';
  days_of_week: DayWindow[];
  excluded_dates: string[];
  def_start_time: string | null;
  def_session_dur_mins: number | null;
  can_join_single_session: boolean;
  allow_nonmember: boolean;
  allowed_gender: string;
  max_participant_session: number | null;
  min_age: number | null;
  max_age: number | null;
  min_ntrp: number | null;
  max_ntrp: number | null;
  generic_levels: string[];
  currency_code: string;
  member_price: string | null;
  nonmember_price: string | null;
  member_session_price: string | null;
  nonmember_session_price: string | null;
  court_set: number[];
  coach_set: number[];
  terms: number | null;
  first_start: string | null;
  last_end: string | null;
  sessions_count: number;
  participants_count: number;
  /** In the list, for the caller: why they may not join it themselves (empty: they may). */
  join_refusals?: string[];
};

export type EventDetail = EventSummary & { session_set: EventSession[]; membershiptype_rate_set: EventRate[] };
export type FailedSession = { session: EventSession; reason: string | null; result: string };

export type Participant = {
  id: number;
  event: number;
  player: number | null;
  member: boolean;
  name: string;
  email: string;
  number: string;
  dob: string | null;
  gender: string;
  price: string;
  paying: boolean;
  payment_status: 'U' | 'P' | 'N';
  all_sessions: boolean;
  notes: string;
  session_set: number[];
  withdrawn_session_set: number[];
};

export type MyParticipation = Participant & {
  event_name: string;
  event_status: string;
  currency: string;
  sessions: { id: number; status: string; start: string; end: string; cancelled: boolean }[];
};

export type JoinPriceAnswer = {
  price: string;
  currency: string;
  member: boolean;
  sessions: number;
  session_set: number[];
  all_sessions: boolean;
  refund: boolean;
  refund_club_cancel: boolean;
};

export type EventListParams = { page: number; status?: string; search?: string; ttype?: string };

/** GET /api/event/?club: 20 a page. */
export const useEvents = (clubId: number, params: EventListParams) =>
  useQuery({
    queryKey: queryKeys.events.list(clubId, params),
    queryFn: ({ signal }) =>
      api<Page<EventSummary>>('event/', { query: { club: clubId, page_size: 20, ...params }, signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/event/{id}/. */
export const useEvent = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.events.detail(id ?? 0),
    queryFn: ({ signal }) => api<EventDetail>(`event/${id}/`, { signal }),
    enabled: id !== null,
  });

/** POST /api/event/{id}/get_participants/. */
export const useEventParticipants = (clubId: number, id: number | null) =>
  useQuery({
    queryKey: queryKeys.eventParticipants.list(clubId, { event: id }),
    queryFn: () => api<Participant[]>(`event/${id}/get_participants/`, { method: 'POST' }),
    enabled: id !== null,
  });

/** GET /api/eventparticipant/mine/?club: the player's own participations. */
export const useMyParticipations = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.eventParticipants.list(clubId, { mine: true }),
    queryFn: ({ signal }) => api<MyParticipation[]>('eventparticipant/mine/', { query: { club: clubId }, signal }),
  });

/** GET /api/court/?club (the courts area's list, same key and shape). */
export const useClubCourts = (clubId: number) =>
  useQuery({
    ...queryOf(courtsContract.list, { query: { club: clubId, page_size: 1000 } }),
    select: (page) => page.results,
  });

/** GET /api/clubcoach/?club (same key and shape as the club settings' list). */
export const useCoaches = (clubId: number) =>
  useQuery(queryOf(coachesContract.list, { query: { club: clubId, page_size: 1000 } }));

const stale = (clubId: number) => [
  queryKeys.events.club(clubId),
  queryKeys.events.all,
  queryKeys.eventParticipants.club(clubId),
  keyOf(courtsContract.list, { query: { club: clubId } }),
];

/** POST /api/event/ or PATCH /api/event/{id}/. */
export const useSaveEvent = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id?: number; values: Omit<CreateEventInput, 'club'> }) =>
      id === undefined
        ? api<EventDetail>('event/', { body: { ...values, club: clubId } })
        : api<EventDetail>(`event/${id}/`, { method: 'PATCH', body: values }),
    invalidates: stale(clubId),
  });

type EventAction = 'create_sessions' | 'book_courts' | 'publish' | 'unpublish' | 'cancel';

/** POST /api/event/{id}/<action>/. */
export const useEventAction = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, action }: { id: number; action: EventAction }) =>
      api<EventDetail & { failed_sessions?: FailedSession[] }>(`event/${id}/${action}/`, { method: 'POST' }),
    invalidates: stale(clubId),
  });

/** DELETE /api/event/{id}/. */
export const useDeleteEvent = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<null>(`event/${id}/`, { method: 'DELETE' }),
    invalidates: stale(clubId),
  });

/** POST /api/event/{id}/clone/. */
export const useCloneEvent = (clubId: number) =>
  useApiMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      start_date: string;
      end_date?: string | null;
      num_sessions?: number | null;
    }) => api<EventDetail>(`event/${id}/clone/`, { body }),
    invalidates: stale(clubId),
  });

/** POST /api/eventsession/{id}/cancel/ or create_booking/. */
export const useSessionAction = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, action }: { id: number; action: 'cancel' | 'create_booking' }) =>
      api<EventSession>(`eventsession/${id}/${action}/`, { method: 'POST' }),
    invalidates: stale(clubId),
  });

/** POST /api/event/{id}/join/ with check: the price only (changes nothing). */
export const priceCheck = (id: number, body: Omit<JoinEventInput, 'check'>) =>
  api<JoinPriceAnswer>(`event/${id}/join/`, { body: { ...body, check: true } });

/** The payment a join or a pay/ answers (the payments area's transaction, in part). */
export type PaymentAnswer = {
  transaction: {
    id: number;
    status: string;
    amount: string;
    currency: string;
    card_brand: string | null;
    card_last4: string | null;
    failure_reason: string | null;
  } | null;
  client_secret: string | null;
};

/** POST /api/event/{id}/join/ (with payment_method C: paid by card at once). */
export const useJoinEvent = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: JoinEventInput & { id: number }) =>
      api<Participant & PaymentAnswer>(`event/${id}/join/`, { body }),
    invalidates: stale(clubId),
  });

/**
 * Pays what a participant owes by card: POST /api/eventparticipant/{id}/pay/. A card that asks
 * for authentication (status A) is confirmed by the cardholder (`confirm`), then
 * POST /api/transaction/{id}/authenticate/ and pay/ again settles it (nothing is charged twice).
 */
export async function settleCardPayment(
  participant: number,
  answer: PaymentAnswer,
  confirm: () => Promise<boolean>,
): Promise<PaymentAnswer> {
  if (answer.transaction?.status !== 'A') return answer;
  const approved = await confirm();
  await api(`transaction/${answer.transaction.id}/authenticate/`, { body: { approved } });
  return api<Participant & PaymentAnswer>(`eventparticipant/${participant}/pay/`, { body: { payment_method: 'C' } });
}

/** POST /api/eventparticipant/{id}/pay/ by card, with the card's authentication when it asks for one. */
export const usePayParticipant = (clubId: number) =>
  useApiMutation({
    mutationFn: async ({ id, confirm }: { id: number; confirm: () => Promise<boolean> }) =>
      settleCardPayment(
        id,
        await api<Participant & PaymentAnswer>(`eventparticipant/${id}/pay/`, { body: { payment_method: 'C' } }),
        confirm,
      ),
    invalidates: stale(clubId),
  });

/** GET /api/stripecustomer/: the player's cards on file (the payments area's call, same key and shape). */
export const useMyCards = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.stripeCustomer.all,
    queryFn: ({ signal }) => api<PaymentCustomer>('stripecustomer/', { signal }),
    enabled,
  });

/** GET /api/event/coached/?club: the published clinics the caller coaches. */
export const useCoachedEvents = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.events.list(clubId, { coached: true }),
    queryFn: ({ signal }) => api<EventSummary[]>('event/coached/', { query: { club: clubId }, signal }),
  });

/** What withdrawing would give back (withdraw with check: changes nothing): `outcome` in words. */
export type WithdrawOutcome = {
  sessions: number;
  refund: string;
  credit: string;
  price: string;
  outcome: string;
  refund_text: string;
};
export const withdrawCheck = (id: number, session_set: number[]) =>
  api<WithdrawOutcome>(`eventparticipant/${id}/withdraw/`, { body: { session_set, check: true } });

/** What the club cancelling would do to the participants' money (cancel/?check=true: changes nothing). */
export type CancelOutcome = {
  participants: number;
  refund: string;
  credit: string;
  not_refunded: number;
  outcome: string;
};
export const cancelCheck = (what: 'event' | 'eventsession', id: number) =>
  api<CancelOutcome>(`${what}/${id}/cancel/`, { method: 'POST', query: { check: 'true' } });

/** POST /api/eventparticipant/{id}/withdraw/. */
export const useWithdraw = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, session_set }: { id: number; session_set: number[] }) =>
      api<Participant & { refund: string; credit: string; refund_text: string }>(`eventparticipant/${id}/withdraw/`, {
        body: { session_set },
      }),
    invalidates: stale(clubId),
  });

export type WaitlistEntry = {
  id: number;
  event: number;
  session: number;
  status: 'W' | 'O';
  position: number | null;
  offer_expires: string | null;
  event_name?: string;
  start?: string;
  end?: string;
};

/** GET /api/eventwaitlist/mine/?club: the player's live waiting-list entries. */
export const useMyWaitlist = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.eventParticipants.list(clubId, { waitlist: true }),
    queryFn: ({ signal }) => api<WaitlistEntry[]>('eventwaitlist/mine/', { query: { club: clubId }, signal }),
  });

/** POST /api/eventsession/{id}/join_waitlist/. */
export const useJoinWaitlist = (clubId: number) =>
  useApiMutation({
    mutationFn: (session: number) => api<WaitlistEntry>(`eventsession/${session}/join_waitlist/`, { method: 'POST' }),
    invalidates: stale(clubId),
  });

/** POST /api/eventwaitlist/{id}/leave/. */
export const useLeaveWaitlist = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<WaitlistEntry>(`eventwaitlist/${id}/leave/`, { method: 'POST' }),
    invalidates: stale(clubId),
  });

/** POST /api/eventparticipant/{id}/add_sessions/. */
export const useAddSessions = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, session_set }: { id: number; session_set: number[] }) =>
      api<Participant>(`eventparticipant/${id}/add_sessions/`, { body: { session_set } }),
    invalidates: stale(clubId),
  });

/** GET /api/clubterms/?event: the terms the clinic is joined on (its own, else the club's default clinic terms), or null. */
export const useEventTerms = (clubId: number, id: number | null) =>
  useQuery({
    queryKey: queryKeys.clubTerms.list(clubId, { event: id }),
    queryFn: async ({ signal }) =>
      (await api<Page<ClubTerms>>('clubterms/', { query: { event: id! }, signal })).results[0] ?? null,
    enabled: id !== null,
  });

/**
 * GET /api/calendar/feed/: the player's private calendar feed (bookings and clinic sessions) and
 * its subscribe links; the links only in the answer that made them (null afterwards: the server
 * keeps the token's hash alone), so the answer is kept for the session.
 */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    ...queryOf(calendarContract.feed),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** POST /api/calendar/feed/reset/: a new secret link, answered with its links; the old one stops working. */
export const useResetCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => call(calendarContract.resetFeed),
    // The answer is the only copy of the links: written into the cache, never read again.
    onSuccess: (feed) => queryClient.setQueryData(keyOf(calendarContract.feed), feed),
    invalidates: [],
  });
};

/** POST /api/eventparticipant/{id}/edit/: dob, email, name, gender, number, notes. */
export const useEditParticipant = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: EditEventParticipant & { id: number }) =>
      api<Participant>(`eventparticipant/${id}/edit/`, { body }),
    invalidates: stale(clubId),
  });

/** POST /api/eventsession/{id}/edit/: start, end, courts, coaches (a booked session is booked again). */
export const useEditSession = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: EditEventSession & { id: number }) =>
      api<EventSession>(`eventsession/${id}/edit/`, { body }),
    invalidates: stale(clubId),
  });

/** POST /api/eventmembershiptyperate/?club or PATCH …/{id}/. */
export const useSaveRate = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id: number | null; values: EventRateInput }) =>
      id === null
        ? api<EventRate>('eventmembershiptyperate/', { query: { club: clubId }, body: values })
        : api<EventRate>(`eventmembershiptyperate/${id}/`, { method: 'PATCH', body: values }),
    invalidates: stale(clubId),
  });

/** DELETE /api/eventmembershiptyperate/{id}/. */
export const useDeleteRate = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<null>(`eventmembershiptyperate/${id}/`, { method: 'DELETE' }),
    invalidates: stale(clubId),
  });

/**
 * A clinic's terms: `own` writes the clinic's own set (POST /api/clubterms/ not default, then
 * PATCH /api/event/{id}/ {terms}; PATCH /api/clubterms/{id}/ when it has one), `default` goes
 * back to the club's default clinic terms (terms null).
 */
export const useSaveClinicTerms = (clubId: number) =>
  useApiMutation({
    mutationFn: async ({
      event,
      ownId,
      values,
    }: {
      event: number;
      ownId: number | null;
      values: ClubTermsValues | null;
    }) => {
      if (!values) return api<EventDetail>(`event/${event}/`, { method: 'PATCH', body: { terms: null } });
      if (ownId !== null) {
        await api<ClubTerms>(`clubterms/${ownId}/`, { method: 'PATCH', body: { ...values, default: false } });
        return api<EventDetail>(`event/${event}/`);
      }
      const own = await api<ClubTerms>('clubterms/', { body: { ...values, club: clubId, default: false, ttype: 'C' } });
      return api<EventDetail>(`event/${event}/`, { method: 'PATCH', body: { terms: own.id } });
    },
    invalidates: [...stale(clubId), queryKeys.clubTerms.club(clubId)],
  });
