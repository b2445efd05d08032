import { eq } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import {
  prorate,
  subscriptionBillingMessages as msg,
  subscriptionPeriodEnd,
  type PaySubscription,
  type SubscriptionBilling,
  type SubscriptionCharge,
  type SubscriptionPayment,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { conflict, invalid } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { assertPaid, type ChargeResult } from '../payments/payments.service';
import { hasCardOnFile } from '../payments/customers.service';
import {} from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';
import { packagePrice } from './club-subscription-price.service';
import {
  chargeRecordNow,
  insertCharge,
  lockSubscription,
  outstandingOf,
  WAITING,
  type SubRow,
} from './club-subscription-billing.service';
import * as clock from '../../clock';
import { billingOf, chargeRecord, subscriptionById } from './club-subscription-reads.service';

export { findClubSubscription, getSubscriptionBilling } from './club-subscription-reads.service';

// The club's own subscription to the product, billed for real (issue 11, docs/club-subscription.md):
// what the AGENT does (pay, change the plan, cancel, resume). What the AGENT reads is in
// club-subscription-reads.service.ts (re-exported here); the charge records in
// club-subscription-billing.service.ts, the renewals job in club-subscription-renewals.service.ts.

type Ctx = ServiceContext;

/** The billable state: current, paid through us (a payer), inside its period. */
const isBillable = (sub: SubRow, now: Date) =>
  sub.status === 'C' &&
  sub.payer_player_id !== null &&
  sub.expires !== null &&
  sub.period_start !== null &&
  sub.expires > now;

/** The proration of moving the club's subscription to `packageId` and `cycle` at `now` (null when nothing was paid through us). */
export async function quoteChange(
  db: Db | Tx,
  club: { id: number; currency: string },
  packageId: number,
  cycle: 'A' | 'M',
  now: Date,
) {
  const [sub] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, club.id));
  if (!sub || !isBillable(sub, now)) return null;
  const [current, next] = await readTogether(
    db,
    () => packagePrice(db, club, sub.package_id),
    () => packagePrice(db, club, packageId),
  );
  const p = prorate({
    paid: current.of(sub.billing_cycle),
    periodStart: sub.period_start!,
    periodEnd: sub.expires!,
    now,
    cycle: sub.billing_cycle,
    newCycle: cycle,
    newPrice: next.of(cycle),
    credit: sub.credit_minor,
  });
  return { ...p, currency: next.currency };
}

export type PlanChange = { handled: boolean; charge: SubscriptionCharge | null; result: ChargeResult | null };

/**
 * A change of package and/or billing cycle of a paid subscription (the caller's transaction):
 * prorated and charged now; applied once paid (a card that asks for authentication applies it
 * when the AGENT completes the payment). `handled: false` when the subscription was not paid
 * through us (pending, unsubscribed, or billed outside: demo data): the caller changes it at once.
 */
export async function changePlan(
  ctx: Ctx,
  tx: Tx,
  clubId: number,
  change: { package?: number; billing_cycle?: 'A' | 'M' },
): Promise<PlanChange> {
  const sub = await lockSubscription(tx, clubId);
  const none = { handled: false, charge: null, result: null };
  if (!sub) return none;
  const packageId = change.package ?? sub.package_id;
  const cycle = change.billing_cycle ?? sub.billing_cycle;
  if (sub.status === 'O') throw invalid(msg.payOverdueFirst);
  if (await outstandingOf(tx, sub)) throw conflict(WAITING);
  if (packageId === sub.package_id && cycle === sub.billing_cycle) return { handled: true, charge: null, result: null };
  const now = clock.now();
  const club = await getClubRow(tx, clubId);
  const quote = await quoteChange(tx, club, packageId, cycle, now);
  if (!quote) return none;
  const charge = await insertCharge(tx, sub, {
    purpose: 'change',
    package_id: packageId,
    billing_cycle: cycle,
    price_minor: quote.price,
    credit_minor: quote.price - quote.due,
    amount_minor: quote.due,
    credit_after_minor: quote.credit_left,
    currency: quote.currency,
    period_start: quote.period_start,
    period_end: quote.period_end,
  });
  const out = await chargeRecordNow(ctx, tx, sub, charge);
  let row = out.charge;
  if (!out.paid && out.result?.transaction.status !== 'A') {
    [row] = await tx
      .update(clubSubscriptionCharges)
      .set({ status: 'F' })
      .where(eq(clubSubscriptionCharges.id, row.id))
      .returning();
  }
  return { handled: true, charge: await chargeRecord(tx, row), result: out.result };
}

/** Answers a change or payment that did not go through as a 400 with the card's reason (after the caller's commit). */
export function assertChangePaid(change: { charge: SubscriptionCharge | null; result: ChargeResult | null }) {
  if (change.result) return assertPaid(change.result);
  if (change.charge && change.charge.status !== 'P' && change.charge.failure_reason)
    throw invalid(change.charge.failure_reason);
}

/**
 * POST /api/clubsubscription/{id}/pay/: the caller (an AGENT) becomes the payer, with their card
 * on file, and what is due is charged: the outstanding record (an overdue renewal, or a payment
 * waiting for authentication: the same key answers the finished payment), else for a pending
 * (P) or unsubscribed (U) club a first period from now. A current club only changes its payer.
 */
export async function paySubscription({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: PaySubscription };
}): Promise<SubscriptionPayment> {
  const found = await subscriptionById(ctx.db, input.id);
  await assertAccess(ctx, found.club_id, { area: 'subscription', notFound: msg.notFound });
  // Only a card the caller has (on file, or typed now) pays or takes over the payments: without
  // one nothing is recorded, no failed attempt and no payer (the screen asks for a card first).
  const assertCard = async (tx: Tx) => {
    if (!input.body.payment_method_id && !(await hasCardOnFile(tx, ctx.actor!.playerId))) throw invalid(msg.noCard);
  };
  const out = await ctx.db.transaction(async (tx) => {
    const before = (await lockSubscription(tx, found.club_id))!;
    const [sub] = await tx
      .update(clubSubscriptions)
      .set({ payer_player_id: ctx.actor!.playerId, payment_method_id: input.body.payment_method_id ?? null })
      .where(eq(clubSubscriptions.id, found.id))
      .returning();
    let charge = await outstandingOf(tx, sub);
    if (!charge) {
      if (sub.status === 'C' || sub.status === 'O') {
        await assertCard(tx);
        return { sub, charge: null, result: null, paid: false };
      }
      const club = await getClubRow(tx, sub.club_id);
      const price = await packagePrice(tx, club, sub.package_id);
      const amount = price.of(sub.billing_cycle);
      const used = Math.min(sub.credit_minor, amount);
      const now = clock.now();
      charge = await insertCharge(tx, sub, {
        purpose: 'first',
        package_id: sub.package_id,
        billing_cycle: sub.billing_cycle,
        price_minor: amount,
        credit_minor: used,
        amount_minor: amount - used,
        credit_after_minor: sub.credit_minor - used,
        currency: price.currency,
        period_start: now,
        period_end: subscriptionPeriodEnd(now, sub.billing_cycle),
      });
    }
    if (charge.amount_minor > 0) await assertCard(tx);
    const result = await chargeRecordNow(ctx, tx, sub, charge);
    // A payment that did not go through does not make the caller the payer (issue 27: a new club's
    // declined first payment showed "Paid by …"); one waiting for the cardholder's step does.
    if (!result.paid && result.result?.transaction.status !== 'A')
      await tx
        .update(clubSubscriptions)
        .set({ payer_player_id: before.payer_player_id, payment_method_id: before.payment_method_id })
        .where(eq(clubSubscriptions.id, found.id));
    if (!result.paid && result.result?.transaction.status === 'F' && charge.purpose !== 'renewal') {
      const [failed] = await tx
        .update(clubSubscriptionCharges)
        .set({ status: 'F' })
        .where(eq(clubSubscriptionCharges.id, charge.id))
        .returning();
      return { ...result, charge: failed };
    }
    return result;
  });
  const [sub] = await ctx.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.id, found.id));
  const charge = out.charge && (await chargeRecord(ctx.db, out.charge));
  if (out.result) assertPaid(out.result);
  else if (charge && !out.paid) throw invalid(charge.failure_reason ?? msg.noCard);
  return {
    subscription: await billingOf(ctx.db, sub),
    charge,
    transaction: out.result?.transaction.id ?? null,
    client_secret: out.result?.client_secret ?? null,
  };
}

/** POST /api/clubsubscription/{id}/cancel/: stays current to the end of the paid period, then U. */
export async function cancelSubscription({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number };
}): Promise<SubscriptionBilling> {
  const found = await subscriptionById(ctx.db, input.id);
  await assertAccess(ctx, found.club_id, { area: 'subscription', notFound: msg.notFound });
  const sub = await ctx.db.transaction(async (tx) => {
    const row = (await lockSubscription(tx, found.club_id))!;
    if (row.status !== 'C') throw invalid(msg.notCurrent);
    const [updated] = await tx
      .update(clubSubscriptions)
      .set({ cancel_at_period_end: true })
      .where(eq(clubSubscriptions.id, row.id))
      .returning();
    return updated;
  });
  return billingOf(ctx.db, sub);
}

/** POST /api/clubsubscription/{id}/resume/: a cancelled, still current subscription renews again. */
export async function resumeSubscription({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number };
}): Promise<SubscriptionBilling> {
  const found = await subscriptionById(ctx.db, input.id);
  await assertAccess(ctx, found.club_id, { area: 'subscription', notFound: msg.notFound });
  const sub = await ctx.db.transaction(async (tx) => {
    const row = (await lockSubscription(tx, found.club_id))!;
    if (row.status !== 'C' || !row.cancel_at_period_end) throw invalid(msg.notCancelled);
    const [updated] = await tx
      .update(clubSubscriptions)
      .set({ cancel_at_period_end: false })
      .where(eq(clubSubscriptions.id, row.id))
      .returning();
    return updated;
  });
  return billingOf(ctx.db, sub);
}
