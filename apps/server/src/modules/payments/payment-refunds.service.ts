import { and, eq } from 'drizzle-orm';
import { accountCreditMessages, formatMoney } from '@rally/domain';
import { assertAccess, type AccessCheck } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { TRANSACTION_NOT_FOUND } from './payments.service';
import {
  recordsOf,
  refundedOf,
  refundRecordOf,
  type RefundRecord,
  type RefundRow,
  type TransactionRecord,
} from './transaction-records';
import { refunds, transactions } from './payments.tables';
import { issueRefundReceipts } from './receipts.service';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import * as clock from '../../clock';
import { addCreditEntry } from './account-credit-ledger';

// Refunds, for every other area (payments.service.ts charges): inside the caller's own database
// transaction. A refund locks its transaction (FOR UPDATE) and never takes more than what was
// captured and not yet refunded.

type Ctx = ServiceContext;

export type RefundInput = {
  transaction: number;
  /** Minor units; left out: all that was captured and is not yet refunded. */
  amount?: number;
  reason: string;
  /** Who may refund; default the club's Payments staff. */
  access?: AccessCheck;
  idempotencyKey?: string;
  /** Account credit (issue 30): give it back as club credit on the payer's account (no gateway call). A payment by account always goes back there. */
  toCredit?: boolean;
};

/**
 * Refunds (part of) a transaction inside the caller's transaction. The transaction is locked
 * (FOR UPDATE), so concurrent refunds queue and the sum of refunds never passes what was captured.
 * A card payment is refunded at the gateway; cash and cheque refunds are recorded. The transaction
 * becomes R (refunded) with its first successful refund, partial or whole.
 */
export async function refundTransaction(
  ctx: Ctx,
  tx: Tx,
  input: RefundInput,
): Promise<{ refund: RefundRecord; transaction: TransactionRecord }> {
  const [found] = await tx
    .select({ club_id: transactions.club_id })
    .from(transactions)
    .where(eq(transactions.id, input.transaction));
  if (!found) throw notFound(TRANSACTION_NOT_FOUND);
  await assertAccess(ctx, found.club_id, {
    ...(input.access ?? { area: 'payments' }),
    notFound: TRANSACTION_NOT_FOUND,
  });
  const [t] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, found.club_id), eq(transactions.id, input.transaction)))
    .for('update');
  if (t.status !== 'P' && t.status !== 'R') throw invalid('Only a successful payment can be refunded.');
  const existing = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id)));
  const remaining = t.amount_minor - refundedOf(existing);
  const amount = input.amount ?? remaining;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    if (remaining <= 0) throw invalid('This payment has been refunded in full.');
    throw invalid('The refund must be greater than 0.', { amount: ['Must be a number greater than 0'] });
  }
  if (amount > remaining) {
    const message = `The refund cannot be more than the ${formatMoney(remaining, { locale: (await getClubBookingFacts(tx, t.club_id)).locale, currency: t.currency })} not yet refunded.`;
    throw invalid(message, { amount: [message] });
  }
  const reason = input.reason.trim();
  const toCredit = Boolean(input.toCredit) || t.payment_method === 'A';
  if (toCredit && !t.player_id) throw invalid(accountCreditMessages.refundPlayerOnly);
  const key = input.idempotencyKey ?? `refund-${t.club_id}-${t.id}-${existing.length + 1}`;
  const [pending] = await tx
    .insert(refunds)
    .values({
      club_id: t.club_id,
      transaction_id: t.id,
      amount_minor: amount,
      reason,
      status: 'S',
      to_credit: toCredit,
      idempotency_key: key,
      created_by: ctx.actor?.playerId ?? null,
    })
    .returning();
  let values: Partial<RefundRow> = { status: 'P' };
  if (toCredit) {
    await addCreditEntry(ctx, tx, {
      club: t.club_id,
      player: t.player_id!,
      amount,
      kind: 'R',
      reason: reason || `Refund of ${t.item_name || t.description}`,
      transaction: t.id,
      refund: pending.id,
      itemRef: t.item_ref,
    });
  } else if (t.payment_method === 'C' && t.gateway_ref) {
    try {
      const outcome = await ctx.payments.refund({
        charge: t.gateway_ref,
        amount,
        idempotency_key: key,
        reason,
        reverse_transfer: Boolean(t.receiver_account),
      });
      values =
        outcome.status === 'failed'
          ? { status: 'F', refund_id: outcome.id, ...outcome.failure }
          : { status: outcome.status === 'pending' ? 'S' : 'P', refund_id: outcome.id };
    } catch (error) {
      ctx.log.error({ err: error, transaction: t.id }, 'payment gateway refund failed');
      values = {
        status: 'F',
        failure_reason: 'unknown',
        failure_message: 'The payment service could not be reached. Try again.',
        error_code: 'gateway_error',
      };
    }
  }
  const [refund] = await tx.update(refunds).set(values).where(eq(refunds.id, pending.id)).returning();
  let saved = t;
  if (refund.status !== 'F' && t.status !== 'R') {
    [saved] = await tx
      .update(transactions)
      .set({ status: 'R', updated_at: clock.now() })
      .where(eq(transactions.id, t.id))
      .returning();
  }
  // Its receipt (issue 30) once it has succeeded; one pending at the gateway gets it when the gateway settles it.
  const [receipt] = refund.status === 'P' ? await issueRefundReceipts(ctx, tx, t.id, refund.id) : [];
  const [record] = await recordsOf(tx, [saved]);
  return { refund: refundRecordOf(refund, t.currency, receipt?.number ?? null), transaction: record };
}
