import { useQuery } from '@tanstack/react-query';
import {
  membershipCardContract as contract,
  paymentsContract,
  type JoinMembership,
  type MembershipPaymentResult,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { myCreditKey } from '../../../components/pay-with-credit';
import { useApiMutation } from '../../../lib/use-api-mutation';

// A player's own membership of a club, bought and paid online (issue 11, docs/membership-fees.md).

/** GET /api/clubmembership/offer/?club: the types, allowed cycles, terms, and the caller's membership. */
export const useMembershipOffer = (clubId: number) => useQuery(queryOf(contract.offer, { query: { club: clubId } }));

/** GET /api/clubmembership/mine/: every membership of the caller. */
export const useMyMemberships = () => useQuery(queryOf(contract.mine));

/** GET /api/stripecustomer/: the caller's cards on file (the payments area's record; same key, ['stripecustomer'], so adding a card there refreshes this). */
export const useCardsOnFile = () => useQuery(queryOf(paymentsContract.customer));

/** A payment or a renewal change: the caller's memberships (offers and their own list) and transactions. */
const invalidates = [keyOf(contract.offer), keyOf(contract.mine), keyOf(paymentsContract.transactions), myCreditKey];

const payMembership = (member: number) => call(contract.pay, { params: { id: member }, body: {} });

/**
 * A card that asks for authentication (the answer carries `client_secret`; the membership waits,
 * status P): the cardholder confirms (`confirm`), POST /api/transaction/{id}/authenticate/, then
 * pay/ again settles the same charge record (nothing is charged twice). Declined at the bank: the
 * membership keeps waiting and the page offers to complete it again.
 */
async function withAuthentication(
  answer: MembershipPaymentResult,
  confirm: () => Promise<boolean>,
): Promise<MembershipPaymentResult> {
  if (!answer.client_secret || !answer.transaction) return answer;
  const approved = await confirm();
  await call(paymentsContract.authenticate, { params: { id: answer.transaction }, body: { approved } });
  return approved ? payMembership(answer.member.id) : answer;
}

/** POST /api/clubmembership/join/: buy the membership by card (with the card's authentication when it asks). */
export const useJoinMembership = (confirm: () => Promise<boolean>) =>
  useApiMutation({
    mutationFn: async (body: JoinMembership) => withAuthentication(await call(contract.join, { body }), confirm),
    invalidates,
  });

/** POST /api/clubmembership/{id}/pay/: pay the overdue renewal, or complete a payment waiting for the bank, by card. */
export const usePayMembership = (confirm: () => Promise<boolean>) =>
  useApiMutation({
    mutationFn: async (member: number) => withAuthentication(await payMembership(member), confirm),
    invalidates,
  });

/** POST /api/clubmembership/{id}/auto_renew/: opt-in renewal on or off (clubs whose renewal is optional). */
export const useSetAutoRenew = () =>
  useApiMutation({
    mutationFn: ({ member, auto_renew }: { member: number; auto_renew: boolean }) =>
      call(contract.autoRenew, { params: { id: member }, body: { auto_renew } }),
    invalidates,
  });

/** POST /api/clubmembership/{id}/cancel_renewal/. */
export const useCancelRenewal = () =>
  useApiMutation({
    mutationFn: (member: number) => call(contract.cancelRenewal, { params: { id: member } }),
    invalidates,
  });
