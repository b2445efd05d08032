import { and, eq, inArray } from 'drizzle-orm';
import { billingCycleLabels, subscriptionBillingMessages as msg } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import { chargeTransaction, type ChargeResult } from '../payments/payments.service';
import { packages } from '../reference/reference.tables';
import { getClubRow } from '../clubs/club-reads.service';
import { moveClubToPackage } from '../clubs/club-packages.service';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';
import * as clock from '../../clock';

// The charges of the club's own subscription (issue 11, docs/club-subscription.md). Every payment
// is a subscription charge record (club_subscription_charges) naming what it buys (package,
// billing cycle, period) and a payments transaction whose idempotency key is the record's: one
// capture per record however often the job, a second worker or the AGENT tries. Paying a record
// puts the subscription there (`settle`): status C, the package (and the club's features), the
// cycle, the period. At most one outstanding record a subscription (a unique index): two changes
// at once cannot both charge; the subscription row is locked (FOR UPDATE) before any record is
// made. What the AGENT reads and does: club-subscription.service.ts; the renewals job:
// club-subscription-renewals.service.ts.

type Ctx = ServiceContext;
export type SubRow = typeof clubSubscriptions.$inferSelect;
export type ChargeRow = typeof clubSubscriptionCharges.$inferSelect;

export const DAY_MS = 86_400_000;
export const subscriptionChargeRef = (chargeId: number) => `club_subscription_charge:${chargeId}`;
/** The refusal while a payment waits for the card's authentication. */
export const WAITING =
  'A payment for this subscription is waiting for the card\u2019s authentication. Complete it (Pay now) first.';

/** The club's subscription row, locked (FOR UPDATE) for the caller's transaction. */
export async function lockSubscription(tx: Tx, clubId: number): Promise<SubRow | undefined> {
  const [row] = await tx.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, clubId)).for('update');
  return row;
}

/** The subscription's outstanding charge record (at most one). */
export async function outstandingOf(db: Db | Tx, sub: SubRow): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(clubSubscriptionCharges)
    .where(
      and(
        eq(clubSubscriptionCharges.club_id, sub.club_id),
        eq(clubSubscriptionCharges.subscription_id, sub.id),
        eq(clubSubscriptionCharges.status, 'O'),
      ),
    );
  return row;
}

export async function packageNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .where(inArray(packages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Paying a charge record puts the subscription where the record says: current, its package, cycle and period. */
async function settle(
  tx: Tx,
  sub: SubRow,
  charge: ChargeRow,
  transactionId: number | null,
): Promise<{ sub: SubRow; charge: ChargeRow }> {
  const [paid] = await tx
    .update(clubSubscriptionCharges)
    .set({
      status: 'P',
      paid_at: clock.now(),
      next_charge: null,
      failure_reason: null,
      transaction_id: transactionId ?? charge.transaction_id,
    })
    .where(eq(clubSubscriptionCharges.id, charge.id))
    .returning();
  if (sub.package_id !== charge.package_id) {
    await moveClubToPackage(tx, sub.club_id, sub.package_id, charge.package_id);
  }
  const [updated] = await tx
    .update(clubSubscriptions)
    .set({
      status: 'C',
      package_id: charge.package_id,
      billing_cycle: charge.billing_cycle,
      period_start: charge.period_start,
      expires: charge.period_end,
      overdue_since: null,
      credit_minor: charge.credit_after_minor,
    })
    .where(eq(clubSubscriptions.id, sub.id))
    .returning();
  return { sub: updated, charge: paid };
}

const describe = (clubName: string, packageName: string, cycle: 'A' | 'M', purpose: ChargeRow['purpose']) =>
  `Rally subscription${purpose === 'change' ? ' change' : purpose === 'renewal' ? ' renewal' : ''}: ${clubName}, ${packageName} package, ${billingCycleLabels[cycle].toLowerCase()}`;

/**
 * Charges the record to the payer's card inside `tx` (the caller holds the subscription's lock).
 * A record of 0 (credit covers it) is paid at once. Paid: settled. Not paid: the record keeps
 * the attempt's transaction and reason; the caller decides what becomes of it.
 */
export async function chargeRecordNow(
  ctx: Ctx,
  tx: Tx,
  sub: SubRow,
  charge: ChargeRow,
): Promise<{ sub: SubRow; charge: ChargeRow; result: ChargeResult | null; paid: boolean }> {
  if (charge.amount_minor === 0) return { ...(await settle(tx, sub, charge, null)), result: null, paid: true };
  if (!sub.payer_player_id) {
    const [kept] = await tx
      .update(clubSubscriptionCharges)
      .set({ failure_reason: msg.noCard })
      .where(eq(clubSubscriptionCharges.id, charge.id))
      .returning();
    return { sub, charge: kept, result: null, paid: false };
  }
  const club = await getClubRow(tx, sub.club_id);
  const name = (await packageNames(tx, [charge.package_id])).get(charge.package_id) ?? '';
  const description = describe(club.name, name, charge.billing_cycle, charge.purpose);
  const result = await chargeTransaction(ctx, tx, {
    club: sub.club_id,
    payer: { player: sub.payer_player_id },
    kind: 'O',
    description,
    item: { name: description, ref: subscriptionChargeRef(charge.id), quantity: 1 },
    amount: charge.amount_minor,
    currency: charge.currency,
    method: 'C',
    idempotencyKey: subscriptionChargeRef(charge.id),
    paymentMethodId: sub.payment_method_id ?? undefined,
    access: { area: 'subscription', owner: sub.payer_player_id },
    toPlatform: true,
  });
  if (result.paid) return { ...(await settle(tx, sub, charge, result.transaction.id)), result, paid: true };
  const failure =
    result.transaction.status === 'A' ? null : (result.transaction.failure_reason ?? 'The payment did not go through.');
  const [kept] = await tx
    .update(clubSubscriptionCharges)
    .set({ transaction_id: result.transaction.id, failure_reason: failure })
    .where(eq(clubSubscriptionCharges.id, charge.id))
    .returning();
  return { sub, charge: kept, result, paid: false };
}

type NewCharge = Pick<
  ChargeRow,
  | 'purpose'
  | 'package_id'
  | 'billing_cycle'
  | 'price_minor'
  | 'credit_minor'
  | 'amount_minor'
  | 'credit_after_minor'
  | 'currency'
  | 'period_start'
  | 'period_end'
> & { next_charge?: Date | null };

/** A new outstanding charge record of the subscription (the caller holds its lock). */
export async function insertCharge(tx: Tx, sub: SubRow, values: NewCharge): Promise<ChargeRow> {
  const [row] = await tx
    .insert(clubSubscriptionCharges)
    .values({
      club_id: sub.club_id,
      subscription_id: sub.id,
      player_id: sub.payer_player_id,
      status: 'O',
      recurring: true,
      ...values,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Only under the subscription's lock, so an outstanding one is never made meanwhile; kept as a guard.
  throw conflict(WAITING);
}
