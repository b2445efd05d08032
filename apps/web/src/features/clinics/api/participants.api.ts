import { useQuery } from '@tanstack/react-query';
import {
  clinicsContract,
  paymentsContract,
  type EditEventParticipant,
  type JoinedParticipant,
  type JoinEventInput,
  type JoinPriceAnswer,
  type PaidParticipant,
  type WithdrawOutcome,
} from '@rally/domain';
import { call, keyOf, queryOf, type AnswerOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { stale } from './events.api';
import { myCreditKey } from '../../../components/pay-with-credit';

// The participants' calls (spec 3 §4, §7): joining with its price, paying, adding sessions,
// editing, withdrawing, the waiting lists, and a player's own participations and calendar feed.

const c = clinicsContract;

/** POST /api/event/{id}/get_participants/. */
export const useEventParticipants = (id: number | null) =>
  useQuery({ ...queryOf(c.participants, { params: { id: id ?? 0 } }), enabled: id !== null });

/** GET /api/eventparticipant/mine/?club: the player's own participations. */
export const useMyParticipations = (clubId: number) =>
  useQuery(queryOf(c.myParticipations, { query: { club: clubId } }));

/** POST /api/event/{id}/join/ with check: the price only (changes nothing). */
export const priceCheck = async (id: number, body: Omit<JoinEventInput, 'check'>, signal?: AbortSignal) =>
  (await call(c.join, { params: { id }, body: { ...body, check: true }, signal })) as JoinPriceAnswer; // check: true answers the price

/**
 * The price of joining the whole event (no sessions) or `sessionSet`, kept under the event's key
 * so any change of the event re-prices it.
 */
export const usePriceCheck = (
  id: number | null,
  sessionSet: number[],
  enabled: boolean,
  player: number | null = null,
) =>
  useQuery({
    queryKey: [...keyOf(c.join, { params: { id: id ?? 0 } }), { session_set: sessionSet, player }],
    queryFn: ({ signal }) => priceCheck(id!, { session_set: sessionSet, player }, signal),
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
    // Paid from account credit (issue 30): my statement too.
    invalidates: [...stale(clubId), myCreditKey],
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
  await call(paymentsContract.authenticate, { params: { id: answer.transaction.id }, body: { approved } });
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
    ...queryOf(paymentsContract.customer),
    enabled,
  });

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

/** POST /api/eventparticipant/{id}/edit/: dob, email, name, gender, number, notes. */
export const useEditParticipant = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: EditEventParticipant & { id: number }) =>
      call(c.editParticipant, { params: { id }, body }),
    invalidates: stale(clubId),
  });
