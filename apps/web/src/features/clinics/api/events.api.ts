import { useQuery } from '@tanstack/react-query';
import {
  clinicsContract,
  clubTermsContract,
  coachesContract,
  courtsContract,
  type CancelOutcome,
  type ClubTermsValues,
  type CreateEventInput,
  type EditEventSession,
  type EventDetail,
  type EventRateInput,
  type EventSession,
  type FailedSession,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The clinics area's calls (spec 3 §7 Events), from the clinics' contracts: events with their
// sessions and rates (the participants' and a player's own calls: participants.api.ts). Every
// change makes the club's events and participations stale.

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
export const stale = (clubId: number) => [
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

/** GET /api/event/coached/?club: the published clinics the caller coaches. */
export const useCoachedEvents = (clubId: number) => useQuery(queryOf(c.coached, { query: { club: clubId } }));

/** What the club cancelling would do to the participants' money (cancel/?check=true: changes nothing). */
export const cancelCheck = async (what: 'event' | 'eventsession', id: number) =>
  (await call(what === 'event' ? c.cancel : c.cancelSession, {
    params: { id },
    query: { check: 'true' },
  })) as CancelOutcome; // ?check=true answers the outcome

/** GET /api/clubterms/?event: the terms the clinic is joined on (its own, else the club's default clinic terms), or null. */
export const useEventTerms = (id: number | null) =>
  useQuery({
    ...queryOf(clubTermsContract.list, { query: { event: id ?? 0 } }),
    select: (page) => page.results[0] ?? null,
    enabled: id !== null,
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
