import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clinicsContract,
  clubTermsContract,
  coachesContract,
  courtsContract,
  type CalendarFeed,
  type CancelOutcome,
  type ClubTermsValues,
  type CreateEventInput,
  type EditEventParticipant,
  type EditEventSession,
  type EventDetail,
  type EventRateInput,
  type EventSession,
  type FailedSession,
  type JoinedParticipant,
  type JoinEventInput,
  type JoinPriceAnswer,
  type PaidParticipant,
  type PaymentCustomer,
  type WithdrawOutcome,
} from '@rally/domain';
import { api } from '../../../lib/api';
import { call, keyOf, queryOf, type AnswerOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The clinics area's calls (spec 3 §7 Events), from the clinics' contracts: events with their
// sessions, participants and rates. Every change makes the club's events and participations stale.

export type {
  CancelOutcome,
  EventDetail,
  EventListItem as EventSummary,
  EventRateRecord,
  EventSession,
  FailedSession,
  JoinPriceAnswer,
  MyParticipation,
  Participant,
  WaitlistEntry,
  WithdrawOutcome,
} from '@rally/domain';

const c = clinicsContract;

export type EventListParams = { page: number; status?: 'D' | 'P' | 'C'; search?: string; ttype?: string };

/** GET /api/event/?club: 20 a page. */
export const useEvents = (clubId: number, params: EventListParams) =>
  useQuery({
    ...queryOf(c.list, { query: { club: clubId, page_size: 20, ...params } }),
    placeholderData: (previous) => previous,
  });

/** GET /api/event/{id}/. */
export const useEvent = (id: number | null) =>
  useQuery({ ...queryOf(c.get, { params: { id: id ?? 0 } }), enabled: id !== null });

/** POST /api/event/{id}/get_participants/. */
export const useEventParticipants = (id: number | null) =>
  useQuery({ ...queryOf(c.participants, { params: { id: id ?? 0 } }), enabled: id !== null });

/** GET /api/eventparticipant/mine/?club: the player's own participations. */
export const useMyParticipations = (clubId: number) =>
  useQuery(queryOf(c.myParticipations, { query: { club: clubId } }));

/** GET /api/court/?club (the courts area's list, same key and shape). */
export const useClubCourts = (clubId: number) =>
  useQuery({
    ...queryOf(courtsContract.list, { query: { club: clubId, page_size: 1000 } }),
    select: (page) => page.results,
  });

/** GET /api/clubcoach/?club (same key and shape as the club settings' list). */
export const useCoaches = (clubId: number) =>
  useQuery(queryOf(coachesContract.list, { query: { club: clubId, page_size: 1000 } }));

// Every event query (lists, details, participants, price checks), the player's participations,
// withdrawal checks and waiting lists, and the club's courts (a session books them).
const stale = (clubId: number) => [
  keyOf(c.list),
  keyOf(c.withdraw), // ['eventparticipant']: the player's participations and withdrawal checks
  keyOf(c.myWaitlist),
  keyOf(courtsContract.list, { query: { club: clubId } }),
];

/** POST /api/event/ or PATCH /api/event/{id}/. */
export const useSaveEvent = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id?: number; values: Omit<CreateEventInput, 'club'> }) =>
      id === undefined
        ? call(c.create, { body: { ...values, club: clubId } })
        : call(c.update, { params: { id }, body: values }),
    invalidates: stale(clubId),
  });

type EventAction = 'create_sessions' | 'book_courts' | 'publish' | 'unpublish' | 'cancel';

/** POST /api/event/{id}/<action>/. */
export const useEventAction = (clubId: number) =>
  useApiMutation({
    mutationFn: async ({
      id,
      action,
    }: {
      id: number;
      action: EventAction;
    }): Promise<EventDetail & { failed_sessions?: FailedSession[] }> => {
      const params = { id };
      if (action === 'create_sessions') return call(c.createSessions, { params });
      if (action === 'book_courts') return call(c.bookCourts, { params });
      if (action === 'cancel') return (await call(c.cancel, { params })) as EventDetail; // without ?check: the event
      return call(action === 'publish' ? c.publish : c.unpublish, { params });
    },
    invalidates: stale(clubId),
  });

/** DELETE /api/event/{id}/. */
export const useDeleteEvent = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(c.remove, { params: { id } }),
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
    }) => call(c.clone, { params: { id }, body }),
    invalidates: stale(clubId),
  });

/** POST /api/eventsession/{id}/cancel/ or create_booking/. */
export const useSessionAction = (clubId: number) =>
  useApiMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'cancel' | 'create_booking' }) =>
      action === 'cancel'
        ? ((await call(c.cancelSession, { params: { id } })) as EventSession) // without ?check: the session
        : call(c.bookSession, { params: { id } }),
    invalidates: stale(clubId),
  });

/** POST /api/event/{id}/join/ with check: the price only (changes nothing). */
export const priceCheck = async (id: number, body: Omit<JoinEventInput, 'check'>, signal?: AbortSignal) =>
  (await call(c.join, { params: { id }, body: { ...body, check: true }, signal })) as JoinPriceAnswer; // check: true answers the price

/**
 * The price of joining the whole event (no sessions) or `sessionSet`, kept under the event's key
 * so any change of the event re-prices it.
 */
export const usePriceCheck = (id: number | null, sessionSet: number[], enabled: boolean) =>
  useQuery({
    queryKey: [...keyOf(c.join, { params: { id: id ?? 0 } }), { session_set: sessionSet }],
    queryFn: ({ signal }) => priceCheck(id!, { session_set: sessionSet }, signal),
    enabled: id !== null && enabled,
    retry: false,
  });

/** The payment a join or a pay/ answers. */
export type PaymentAnswer = Pick<PaidParticipant, 'transaction' | 'client_secret'>;

/** POST /api/event/{id}/join/ (with payment_method C: paid by card at once). */
export const useJoinEvent = (clubId: number) =>
  useApiMutation({
    mutationFn: async ({ id, ...body }: JoinEventInput & { id: number }) =>
      (await call(c.join, { params: { id }, body })) as JoinedParticipant, // without check: the participant
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
  return call(c.pay, { params: { id: participant }, body: { payment_method: 'C' } });
}

/** POST /api/eventparticipant/{id}/pay/ by card, with the card's authentication when it asks for one. */
export const usePayParticipant = (clubId: number) =>
  useApiMutation({
    mutationFn: async ({ id, confirm }: { id: number; confirm: () => Promise<boolean> }) =>
      settleCardPayment(id, await call(c.pay, { params: { id }, body: { payment_method: 'C' } }), confirm),
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
export const useCoachedEvents = (clubId: number) => useQuery(queryOf(c.coached, { query: { club: clubId } }));

/** What withdrawing would give back (withdraw with check: changes nothing): `outcome` in words. */
export const withdrawCheck = async (id: number, session_set: number[], signal?: AbortSignal) =>
  (await call(c.withdraw, { params: { id }, body: { session_set, check: true }, signal })) as WithdrawOutcome; // check: true answers the outcome

/** What withdrawing `participant` from `sessionSet` would give back, under the participant's key. */
export const useWithdrawCheck = (participant: number | null, sessionSet: number[]) =>
  useQuery({
    queryKey: [...keyOf(c.withdraw, { params: { id: participant ?? 0 } }), { session_set: sessionSet }],
    queryFn: ({ signal }) => withdrawCheck(participant!, sessionSet, signal),
    enabled: participant !== null && sessionSet.length > 0,
    retry: false,
  });

/** What the club cancelling would do to the participants' money (cancel/?check=true: changes nothing). */
export const cancelCheck = async (what: 'event' | 'eventsession', id: number) =>
  (await call(what === 'event' ? c.cancel : c.cancelSession, {
    params: { id },
    query: { check: 'true' },
  })) as CancelOutcome; // ?check=true answers the outcome

/** POST /api/eventparticipant/{id}/withdraw/. */
export const useWithdraw = (clubId: number) =>
  useApiMutation({
    mutationFn: async ({ id, session_set }: { id: number; session_set: number[] }) =>
      // Without check: the participant after it, with what was refunded or kept as credit.
      (await call(c.withdraw, { params: { id }, body: { session_set } })) as Exclude<
        AnswerOf<typeof c.withdraw>,
        WithdrawOutcome
      >,
    invalidates: stale(clubId),
  });

/** GET /api/eventwaitlist/mine/?club: the player's live waiting-list entries. */
export const useMyWaitlist = (clubId: number) => useQuery(queryOf(c.myWaitlist, { query: { club: clubId } }));

/** POST /api/eventsession/{id}/join_waitlist/. */
export const useJoinWaitlist = (clubId: number) =>
  useApiMutation({
    mutationFn: (session: number) => call(c.joinWaitlist, { params: { id: session } }),
    invalidates: stale(clubId),
  });

/** POST /api/eventwaitlist/{id}/leave/. */
export const useLeaveWaitlist = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(c.leaveWaitlist, { params: { id } }),
    invalidates: stale(clubId),
  });

/** POST /api/eventparticipant/{id}/add_sessions/. */
export const useAddSessions = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, session_set }: { id: number; session_set: number[] }) =>
      call(c.addSessions, { params: { id }, body: { session_set } }),
    invalidates: stale(clubId),
  });

/** GET /api/clubterms/?event: the terms the clinic is joined on (its own, else the club's default clinic terms), or null. */
export const useEventTerms = (id: number | null) =>
  useQuery({
    ...queryOf(clubTermsContract.list, { query: { event: id ?? 0 } }),
    select: (page) => page.results[0] ?? null,
    enabled: id !== null,
  });

/**
 * GET /api/calendar/feed/: the player's private calendar feed (bookings and clinic sessions) and
 * its subscribe links; the links only in the answer that made them (null afterwards: the server
 * keeps the token's hash alone), so the answer is kept for the session.
 */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.calendarFeed.all,
    queryFn: ({ signal }) => api<CalendarFeed>('calendar/feed/', { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** POST /api/calendar/feed/reset/: a new secret link, answered with its links; the old one stops working. */
export const useResetCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => api<CalendarFeed>('calendar/feed/reset/', { method: 'POST' }),
    // The answer is the only copy of the links: written into the cache, never read again.
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendarFeed.all, feed),
    invalidates: [],
  });
};

/** POST /api/eventparticipant/{id}/edit/: dob, email, name, gender, number, notes. */
export const useEditParticipant = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: EditEventParticipant & { id: number }) =>
      call(c.editParticipant, { params: { id }, body }),
    invalidates: stale(clubId),
  });

/** POST /api/eventsession/{id}/edit/: start, end, courts, coaches (a booked session is booked again). */
export const useEditSession = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: EditEventSession & { id: number }) => call(c.editSession, { params: { id }, body }),
    invalidates: stale(clubId),
  });

/** POST /api/eventmembershiptyperate/?club or PATCH …/{id}/. */
export const useSaveRate = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id: number | null; values: EventRateInput }) =>
      id === null
        ? call(c.createRate, { query: { club: clubId }, body: values })
        : call(c.updateRate, { params: { id }, body: values }),
    invalidates: stale(clubId),
  });

/** DELETE /api/eventmembershiptyperate/{id}/. */
export const useDeleteRate = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(c.removeRate, { params: { id } }),
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
      if (!values) return call(c.update, { params: { id: event }, body: { terms: null } });
      if (ownId !== null) {
        await call(clubTermsContract.update, { params: { id: ownId }, body: { ...values, default: false } });
        return call(c.get, { params: { id: event } });
      }
      const own = await call(clubTermsContract.create, {
        body: { ...values, club: clubId, default: false, ttype: 'C' },
      });
      return call(c.update, { params: { id: event }, body: { terms: own.id } });
    },
    invalidates: [...stale(clubId), keyOf(clubTermsContract.list)],
  });
