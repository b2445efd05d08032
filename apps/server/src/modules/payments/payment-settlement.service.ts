import { and, eq } from 'drizzle-orm';
import type { AccessCheck } from '../../access/access';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ChargeOutcome } from '../../integrations/payments/gateway';
import { applyOutcome, resultOf, type ChargeResult } from './payment-outcomes';
import { TRANSACTION_NOT_FOUND, type TransactionRow } from './payments.service';
import { transactions } from './payments.tables';
import { issuePaymentReceipt } from './receipts.service';

// Payments that settle after their request (docs/payments.md): the cardholder's authentication
// step (status A) completed by the browser, and the registry through which the paying area hears
// of an outcome the gateway's webhook brings later.

type Ctx = ServiceContext;

/**
 * The outcome of a payment after the cardholder's authentication step (status A), inside the
 * caller's transaction: the transaction is locked, the gateway asked (Stripe reads the
 * PaymentIntent back; the simulated gateway takes `approved`), and the outcome recorded. A payment
 * no longer waiting answers as it stands (`replayed`). Declines are outcomes: call `assertPaid`
 * after the caller's transaction commits. Other areas call this with their own `access` (the Club
 * Store's till: area 'store').
 */
export async function authenticateCharge(
  ctx: Ctx,
  tx: Tx,
  input: { transaction: number; approved: boolean; access?: AccessCheck },
): Promise<ChargeResult> {
  const [found] = await tx
    .select({ club_id: transactions.club_id, player_id: transactions.player_id })
    .from(transactions)
    .where(eq(transactions.id, input.transaction));
  if (!found) throw notFound(TRANSACTION_NOT_FOUND);
  await assertAccess(ctx, found.club_id, {
    ...(input.access ?? { area: 'payments', owner: found.player_id }),
    notFound: TRANSACTION_NOT_FOUND,
  });
  const [t] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, found.club_id), eq(transactions.id, input.transaction)))
    .for('update');
  if (t.status !== 'A' || !t.gateway_ref) return resultOf(tx, t, true);
  let outcome: ChargeOutcome;
  try {
    outcome = await ctx.payments.completeAuthentication(t.gateway_ref, input.approved);
  } catch (error) {
    // The gateway did not answer: the payment still waits; asking again is safe.
    ctx.log.error({ err: error, transaction: t.id }, 'payment gateway authentication call failed');
    return resultOf(tx, t, false);
  }
  const saved = await applyOutcome(tx, t, outcome);
  await issuePaymentReceipt(ctx, tx, saved);
  return resultOf(tx, saved, false);
}

/** What an area does when one of its payments settles after its request (see onPaymentSettled). */
export type PaymentSettledHandler = (ctx: Ctx, tx: Tx, transaction: TransactionRow) => Promise<void>;
const settledHandlers = new Map<string, PaymentSettledHandler>();

/**
 * An area whose payments may settle later than their request (a card's authentication the browser
 * never finished, settled by the gateway's webhook) registers what to do then, by the prefix of
 * its `item_ref` ('store_sale:'): the handler runs in the webhook's transaction, once per outcome.
 */
export function onPaymentSettled(itemRefPrefix: string, handler: PaymentSettledHandler): void {
  settledHandlers.set(itemRefPrefix, handler);
}

/** Tells the paying area that its transaction has settled (P or F) outside its own request. */
export async function paymentSettled(ctx: Ctx, tx: Tx, transaction: TransactionRow): Promise<void> {
  const ref = transaction.item_ref ?? '';
  for (const [prefix, handler] of settledHandlers) if (ref.startsWith(prefix)) await handler(ctx, tx, transaction);
}
