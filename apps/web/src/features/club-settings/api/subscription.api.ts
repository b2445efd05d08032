import { useQuery } from '@tanstack/react-query';
import {
  clubSettingsContract,
  paymentsContract,
  referenceContract,
  subscriptionsContract as contract,
  type CanEnableResult,
  type ClubFeature,
  type ClubPackage,
  type ClubPackageChange,
} from '@rally/domain';
import { ApiError } from '../../../lib/api';
import { useSaveClubFeature } from '../../../lib/club-features';
import { clubFeaturesKey, clubKey } from '../../../lib/dashboard';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The club's package, subscription, price and features (AGENT only, except feature params).

/** GET /api/packageforclub/: the packages on offer, by order. */
export const usePackages = () =>
  useQuery({
    ...queryOf(referenceContract.packages),
    staleTime: 60 * 60_000,
  });

/** GET /api/clubpackage/?club: the club's package record (null when it has none). */
export const useClubPackage = (clubId: number) =>
  useQuery({
    ...queryOf(contract.clubPackages, { query: { club: clubId } }),
    select: (page) => page.results[0] ?? null,
  });

/** Every price asked for a club (each package and cycle): POSTed, so keyed by the body under the endpoint's key. */
const pricesOf = (club: number) => [...keyOf(contract.price), { club }];

/** POST /api/clubsubscriptionprice/: the price of the club's package, or of another package or cycle. */
export const useSubscriptionPrice = (clubId: number, packageId?: number, cycle?: 'A' | 'M') =>
  useQuery({
    queryKey: [...pricesOf(clubId), { package: packageId ?? null, billing_cycle: cycle ?? null }],
    queryFn: ({ signal }) =>
      call(contract.price, { body: { club: clubId, package: packageId, billing_cycle: cycle }, signal }),
  });

/** What a change to the subscription makes stale: the club, its features, package, prices and billing. */
const subscriptionKeys = (clubId: number) => [
  clubKey(clubId),
  clubFeaturesKey(clubId),
  keyOf(contract.clubPackages, { query: { club: clubId } }),
  pricesOf(clubId),
  keyOf(contract.billing, { query: { club: clubId } }),
];

const useSubscriptionCommand = <Input, Output>(clubId: number, mutationFn: (input: Input) => Promise<Output>) =>
  useApiMutation({ mutationFn, invalidates: subscriptionKeys(clubId) });

/** GET /api/clubsubscription/?club: status, who pays, the next charge and the history. */
export const useSubscriptionBilling = (clubId: number) =>
  useQuery({
    ...queryOf(contract.billing, { query: { club: clubId } }),
  });

/**
 * A card that asks for authentication (the answer carries `client_secret`) is confirmed by the
 * cardholder (`confirm`), then POST /api/transaction/{id}/authenticate/ and `again()` settles it
 * (the same charge record: nothing is charged twice).
 */
async function withAuthentication<T>(
  answer: T,
  transaction: number | null,
  clientSecret: string | null | undefined,
  confirm: () => Promise<boolean>,
  again: () => Promise<T>,
): Promise<T> {
  if (!clientSecret || !transaction) return answer;
  const approved = await confirm();
  await call(paymentsContract.authenticate, { params: { id: transaction }, body: { approved } });
  return again();
}

/**
 * POST /api/clubsubscription/{id}/pay/: the caller's card on file (or `payment_method_id`, a card
 * just kept on file) pays what is due, and pays from now on.
 */
export const usePaySubscription = (clubId: number) =>
  useSubscriptionCommand(
    clubId,
    async ({
      id,
      confirm,
      payment_method_id,
    }: {
      id: number;
      confirm: () => Promise<boolean>;
      payment_method_id?: string;
    }) => {
      const pay = () => call(contract.pay, { params: { id }, body: payment_method_id ? { payment_method_id } : {} });
      const answer = await pay();
      return withAuthentication(answer, answer.transaction, answer.client_secret, confirm, pay);
    },
  );

/** POST /api/clubsubscription/{id}/cancel/ or resume/. */
export const useCancelSubscription = (clubId: number) =>
  useSubscriptionCommand(clubId, ({ id, resume }: { id: number; resume: boolean }) =>
    resume ? call(contract.resume, { params: { id } }) : call(contract.cancel, { params: { id } }),
  );

/** POST /api/clubpackage/ (no package yet) or PATCH /api/clubpackage/{id}/: choose the package. */
export const useChoosePackage = (
  clubId: number,
  clubPackage: ClubPackage | null | undefined,
  confirm: () => Promise<boolean> = async () => true,
) =>
  useSubscriptionCommand(clubId, async (packageId: number) => {
    const answer = clubPackage
      ? await call(contract.updateClubPackage, { params: { id: clubPackage.id }, body: { package: packageId } })
      : await call(contract.createClubPackage, { body: { club: clubId, package: packageId } });
    return completeChange(answer, confirm);
  });

/** A prorated change whose card asked for authentication: confirmed, then paid (pay/ applies it). */
async function completeChange(answer: ClubPackageChange, confirm: () => Promise<boolean>): Promise<ClubPackageChange> {
  if (!answer.client_secret || !answer.charge?.transaction) return answer;
  await withAuthentication(null, answer.charge.transaction, answer.client_secret, confirm, () =>
    call(contract.pay, { params: { id: answer.subscription.id }, body: {} }).then(() => null),
  );
  return answer;
}

/** POST /api/clubpackage/{id}/change_billing_cycle/. */
export const useChangeBillingCycle = (
  clubId: number,
  clubPackageId: number | undefined,
  confirm: () => Promise<boolean> = async () => true,
) =>
  useSubscriptionCommand(clubId, async (billing_cycle: 'A' | 'M') =>
    completeChange(
      // The button is off until the club package is loaded.
      await call(contract.changeBillingCycle, { params: { id: clubPackageId as number }, body: { billing_cycle } }),
      confirm,
    ),
  );

/** PATCH /api/clubfeature/{id}/: switch a feature on or off, or change its params (lib/club-features.ts). */
export const useUpdateClubFeature = (clubId: number) => useSaveClubFeature(clubId, subscriptionKeys(clubId));

/**
 * The readiness check before switching a feature on (spec 2 §7): can_enable_courts/ and
 * can_enable_pos/ on the club, can_enable_mem_feature/ on the club feature. A result is required:
 * an answer without one is thrown as the error (spec 2 §8).
 */
export async function checkCanEnable(clubId: number, feature: ClubFeature): Promise<CanEnableResult> {
  const name = feature.feature.name;
  const answer =
    name === 'courtbooking'
      ? await call(clubSettingsContract.canEnableCourts, { params: { id: clubId } })
      : name === 'pointofsale'
        ? await call(clubSettingsContract.canEnablePos, { params: { id: clubId } })
        : await call(clubSettingsContract.canEnableMembership, { params: { id: feature.id } });
  // The answer is checked, not trusted: one without a result is the error.
  const body = answer as Partial<CanEnableResult> | null;
  if (typeof body?.result !== 'boolean')
    throw new ApiError(200, body, typeof body === 'string' ? body : JSON.stringify(body));
  return { result: body.result, reasons: body.reasons ?? [] };
}
