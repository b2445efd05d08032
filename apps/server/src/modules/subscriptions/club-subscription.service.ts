import { and, desc, eq } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import {
  cardBrandLabels,
  fromMinor,
  prorate,
  subscriptionBillingMessages as msg,
  subscriptionPeriodEnd,
  SUBSCRIPTION_GRACE_DAYS,
  type ClubSubscription,
  type PaySubscription,
  type SubscriptionBilling,
  type SubscriptionCharge,
  type SubscriptionPayment,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { assertPaid, transactionsOfItem, type ChargeResult } from '../payments/payments.service';
import { namesAndEmailsOf } from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';
import { packagePrice } from './club-subscription-price.service';
import {
  chargeRecordNow,
  DAY_MS,
  insertCharge,
  lockSubscription,
  outstandingOf,
  packageNames,
  subscriptionChargeRef,
  WAITING,
  type ChargeRow,
  type SubRow,
} from './club-subscription-billing.service';
import * as clock from '../../clock';

// The club's own subscription to the product, billed for real (issue 11, docs/club-subscription.md):
// what the AGENT reads (the subscription, its payer, next charge and history) and does (pay,
// change the plan, cancel, resume). The charge records, and the renewals job, are in
// club-subscription-billing.service.ts.

type Ctx = ServiceContext;

/** The club's subscription to its package, or null. */
export async function findClubSubscription(db: Db | Tx, clubId: number): Promise<ClubSubscription | null> {
  const [row] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, clubId));
  if (!row) return null;
  return {
    id: row.id,
    expires: row.expires?.toISOString() ?? null,
    package: row.package_id,
    billing_cycle: row.billing_cycle,
    status: row.status,
  };
}

function toCharge(row: ChargeRow, packageName: string): SubscriptionCharge {
  const money = (minor: number) => fromMinor(minor, row.currency);
  return {
    id: row.id,
    purpose: row.purpose,
    package: row.package_id,
    package_name: packageName,
    billing_cycle: row.billing_cycle,
    amount: money(row.amount_minor),
    price: money(row.price_minor),
    credit: money(row.credit_minor),
    currency: row.currency.toUpperCase(),
    status: row.status,
    recurring: row.recurring,
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
    next_charge: row.next_charge?.toISOString() ?? null,
    paid_at: row.paid_at?.toISOString() ?? null,
    failure_reason: row.failure_reason,
    transaction: row.transaction_id,
    created: row.created_at.toISOString(),
  };
}

async function chargeRecord(db: Db | Tx, row: ChargeRow): Promise<SubscriptionCharge> {
  return toCharge(row, (await packageNames(db, [row.package_id])).get(row.package_id) ?? '');
}

/** The subscription as Club Settings shows it: who pays, the next charge, the history (newest first). */
async function billingOf(db: Db | Tx, sub: SubRow): Promise<SubscriptionBilling> {
  const club = await getClubRow(db, sub.club_id);
  const price = await packagePrice(db, club, sub.package_id);
  const charges = await db
    .select()
    .from(clubSubscriptionCharges)
    .where(and(eq(clubSubscriptionCharges.club_id, sub.club_id), eq(clubSubscriptionCharges.subscription_id, sub.id)))
    .orderBy(desc(clubSubscriptionCharges.created_at), desc(clubSubscriptionCharges.id))
    .limit(50);
  const names = await packageNames(db, [sub.package_id, ...charges.map((c) => c.package_id)]);
  let payer: SubscriptionBilling['payer'] = null;
  if (sub.payer_player_id) {
    const person = (await namesAndEmailsOf(db, [sub.payer_player_id])).get(sub.payer_player_id);
    const lastPaid = charges.find((c) => c.status === 'P' && c.amount_minor > 0);
    const [t] = lastPaid ? await transactionsOfItem(db, sub.club_id, subscriptionChargeRef(lastPaid.id)) : [];
    payer = {
      player: sub.payer_player_id,
      name: person?.full_name ?? '',
      card: t?.card_last4
        ? `${(t.card_brand && cardBrandLabels[t.card_brand as keyof typeof cardBrandLabels]) || 'Card'} •••• ${t.card_last4}`
        : null,
    };
  }
  const outstanding = charges.find((c) => c.status === 'O');
  const renewal = Math.max(0, price.of(sub.billing_cycle) - sub.credit_minor);
  const next_charge = outstanding
    ? {
        date: (outstanding.next_charge ?? outstanding.period_start).toISOString(),
        amount: fromMinor(outstanding.amount_minor, outstanding.currency),
        currency: outstanding.currency.toUpperCase(),
        overdue: sub.status === 'O' || sub.status === 'U',
      }
    : sub.status === 'C' && !sub.cancel_at_period_end && sub.expires
      ? {
          date: sub.expires.toISOString(),
          amount: fromMinor(renewal, price.currency),
          currency: price.currency.toUpperCase(),
          overdue: false,
        }
      : null;
  return {
    id: sub.id,
    club: sub.club_id,
    package: sub.package_id,
    package_name: names.get(sub.package_id) ?? '',
    billing_cycle: sub.billing_cycle,
    status: sub.status,
    period_start: sub.period_start?.toISOString() ?? null,
    expires: sub.expires?.toISOString() ?? null,
    cancel_at_period_end: sub.cancel_at_period_end,
    overdue_since: sub.overdue_since?.toISOString() ?? null,
    suspends_on:
      sub.status === 'O' && sub.overdue_since
        ? new Date(sub.overdue_since.getTime() + SUBSCRIPTION_GRACE_DAYS * DAY_MS).toISOString()
        : null,
    credit: fromMinor(sub.credit_minor, price.currency),
    currency: price.currency.toUpperCase(),
    payer,
    next_charge,
    charges: charges.map((c) => toCharge(c, names.get(c.package_id) ?? '')),
  };
}

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

async function subscriptionById(db: Db | Tx, id: number): Promise<SubRow> {
  const [row] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.id, id));
  if (!row) throw notFound(msg.notFound);
  return row;
}

/** GET /api/clubsubscription/?club: the subscription, its payer, next charge and history (AGENT). */
export async function getSubscriptionBilling({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number };
}): Promise<SubscriptionBilling> {
  await assertAccess(ctx, input.club, { area: 'clubSettings' });
  const [sub] = await ctx.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, input.club));
  if (!sub) throw notFound(msg.notFound);
  return billingOf(ctx.db, sub);
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
  const out = await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, found.club_id);
    const [sub] = await tx
      .update(clubSubscriptions)
      .set({ payer_player_id: ctx.actor!.playerId, payment_method_id: input.body.payment_method_id ?? null })
      .where(eq(clubSubscriptions.id, found.id))
      .returning();
    let charge = await outstandingOf(tx, sub);
    if (!charge) {
      if (sub.status === 'C' || sub.status === 'O') return { sub, charge: null, result: null, paid: false };
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
    const result = await chargeRecordNow(ctx, tx, sub, charge);
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
