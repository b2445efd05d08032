import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { refunds, transactions } from './payments.tables';
import * as clock from '../../clock';

// Stripe's refund events (docs/payments.md "Stripe"), applied by the webhook (stripe.service.ts)
// inside the transaction that stores the event: charge.refunded settles or records refunds, and a
// refund's later updates (a bank returning it) settle it and the transaction's status.

/** The transaction of a PaymentIntent, locked. */
export async function transactionOfIntent(tx: Tx, intent: string) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.gateway_ref, intent)).for('update');
  return row ?? null;
}

const refundStatusOf = (status: string | null | undefined) =>
  status === 'succeeded' ? 'P' : status === 'failed' || status === 'canceled' ? 'F' : 'S';

/**
 * charge.refunded: the refunds the event lists settle ours (by refund id); a refund made in
 * Stripe's dashboard is recorded as a new refund. Without a list, what Stripe has refunded beyond
 * our refunds is recorded as one refund, and our pending refunds count as done. Answers the
 * transaction's id (its refunds that succeeded get their receipts: receipts.service.ts).
 */
export async function applyChargeRefunded(tx: Tx, charge: Stripe.Charge) {
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return;
  const t = await transactionOfIntent(tx, intent);
  if (!t || (t.status !== 'P' && t.status !== 'R')) return;
  const ours = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id)));
  const listed = charge.refunds?.data ?? null;
  const add = (amount: number, refundId: string | null, status: 'P' | 'S' | 'F', key: string) =>
    tx
      .insert(refunds)
      .values({
        club_id: t.club_id,
        transaction_id: t.id,
        amount_minor: amount,
        reason: 'Refunded in Stripe',
        status,
        refund_id: refundId,
        idempotency_key: key,
      })
      .onConflictDoNothing();
  if (listed) {
    for (const r of listed) {
      const mine = ours.find((o) => o.refund_id === r.id);
      if (mine) {
        const status = refundStatusOf(r.status);
        if (mine.status !== status) await tx.update(refunds).set({ status }).where(eq(refunds.id, mine.id));
      } else {
        await add(r.amount, r.id, refundStatusOf(r.status), `stripe-${r.id}`);
      }
    }
  } else {
    const pending = ours.filter((o) => o.status === 'S' && o.refund_id);
    if (pending.length)
      await tx
        .update(refunds)
        .set({ status: 'P' })
        .where(
          inArray(
            refunds.id,
            pending.map((o) => o.id),
          ),
        );
    const recorded = ours.filter((o) => o.status !== 'F').reduce((sum, o) => sum + o.amount_minor, 0);
    const beyond = Math.min(charge.amount_refunded, t.amount_minor) - recorded;
    if (beyond > 0) await add(beyond, null, 'P', `stripe-${charge.id}-${charge.amount_refunded}`);
  }
  const [live] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id), sql`${refunds.status} <> 'F'`));
  if (live.n > 0 && t.status === 'P')
    await tx.update(transactions).set({ status: 'R', updated_at: clock.now() }).where(eq(transactions.id, t.id));
  return t.id;
}

/**
 * charge.refund.updated (refund.updated, refund.failed): a refund that failed after the fact (the
 * card's bank returned it: Stripe's refund goes from succeeded or pending to failed). Our refund
 * becomes F with Stripe's failure_reason and the sentence staff see; a transaction left with no
 * refund that did not fail is paid (P) again, so it can be refunded another way.
 */
export async function applyRefundUpdated(tx: Tx, refund: Stripe.Refund) {
  const [mine] = await tx.select().from(refunds).where(eq(refunds.refund_id, refund.id)).for('update');
  if (!mine) return;
  const status = refundStatusOf(refund.status);
  if (mine.status === status || mine.status === 'F') return;
  const failed =
    status === 'F'
      ? {
          failure_reason: refund.failure_reason ?? 'unknown',
          failure_message: REFUND_FAILED_LATER,
          error_code: refund.failure_reason ?? 'refund_failed',
        }
      : {};
  await tx
    .update(refunds)
    .set({ status, ...failed })
    .where(eq(refunds.id, mine.id));
  if (status !== 'F') return;
  const [t] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, mine.club_id), eq(transactions.id, mine.transaction_id)))
    .for('update');
  const [live] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id), sql`${refunds.status} <> 'F'`));
  if (live.n === 0 && t.status === 'R')
    await tx.update(transactions).set({ status: 'P', updated_at: clock.now() }).where(eq(transactions.id, t.id));
}

/** The sentence staff see on a refund the card's bank returned after Stripe had accepted it. */
export const REFUND_FAILED_LATER =
  "The card's bank returned the refund (the card may be closed or cancelled). Nothing was refunded: give the money back another way, such as cash or a cheque.";
