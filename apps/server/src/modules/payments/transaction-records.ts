import { asc, inArray } from 'drizzle-orm';
import { fromMinor, type RefundStatus } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { refunds, type transactions } from './payments.tables';
import { receipts } from './receipts.tables';

// A transaction and its refunds as the API answers them (spec 2 §3): amounts as decimal text of
// the transaction's currency, what was captured, refunded and is still refundable.

export type TransactionRow = typeof transactions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export type RefundRecord = {
  id: number;
  amount: string;
  refund_id: string | null;
  reason: string;
  status: RefundStatus;
  failure_reason: string | null;
  failure_message: string | null;
  error_code: string | null;
  created: string;
  receipt_number: string | null;
  to_credit: boolean;
};

export type TransactionRecord = ReturnType<typeof transactionRecordOf>;

export const refundRecordOf = (r: RefundRow, currency: string, receiptNumber: string | null = null): RefundRecord => ({
  id: r.id,
  amount: fromMinor(r.amount_minor, currency),
  refund_id: r.refund_id,
  reason: r.reason,
  status: r.status,
  failure_reason: r.failure_reason,
  failure_message: r.failure_message,
  error_code: r.error_code,
  created: r.created_at.toISOString(),
  receipt_number: receiptNumber,
  to_credit: r.to_credit,
});

/** Minor units refunded (succeeded or still pending at the gateway) of a transaction's refunds. */
export const refundedOf = (rows: RefundRow[]) =>
  rows.filter((r) => r.status !== 'F').reduce((sum, r) => sum + r.amount_minor, 0);
const captured = (t: TransactionRow) => (t.status === 'P' || t.status === 'R' ? t.amount_minor : 0);

/** The API shape of a transaction (spec 2 §3), amounts as decimal text of its currency. */
export function transactionRecordOf(
  t: TransactionRow,
  refundRows: RefundRow[],
  receiptNumbers: ReadonlyMap<string, string> = new Map(),
) {
  const refunded = refundedOf(refundRows);
  return {
    id: t.id,
    club: t.club_id,
    kind: t.kind,
    desc: t.description,
    status: t.status,
    created: t.created_at.toISOString(),
    amount: fromMinor(t.amount_minor, t.currency),
    /** What was captured, less nothing: refunds are in `refunded` and `refund_set`. */
    paid: fromMinor(captured(t), t.currency),
    refunded: fromMinor(refunded, t.currency),
    refundable: fromMinor(Math.max(0, captured(t) - refunded), t.currency),
    currency: t.currency.toUpperCase(),
    failure_code: t.failure_code,
    failure_reason: t.failure_reason,
    failure_detail: t.failure_detail,
    refund_set: refundRows.map((r) => refundRecordOf(r, t.currency, receiptNumbers.get(`refund:${r.id}`) ?? null)),
    player: t.player_id,
    club_customer: t.club_customer_id,
    payment_method: t.payment_method,
    payer_name: t.payer_name,
    payer_email: t.payer_email,
    item_name: t.item_name,
    item_ref: t.item_ref,
    quantity: t.quantity,
    membership_type: t.membership_type_id,
    receiver_account: t.receiver_account,
    destination_amount: t.destination_amount === null ? null : fromMinor(t.destination_amount, t.currency),
    card_brand: t.card_brand,
    card_last4: t.card_last4,
    receipt_number: receiptNumbers.get(`transaction:${t.id}`) ?? null,
  };
}

/** The receipt numbers (issue 30) of transactions and refunds, by their receipt's source ('transaction:12', 'refund:3'). */
export async function receiptNumbersOf(db: Db | Tx, transactionIds: number[], refundIds: number[]) {
  if (!transactionIds.length && !refundIds.length) return new Map<string, string>();
  const sources = [...transactionIds.map((id) => `transaction:${id}`), ...refundIds.map((id) => `refund:${id}`)];
  const rows = await db
    .select({ source: receipts.source, number: receipts.number })
    .from(receipts)
    .where(inArray(receipts.source, sources));
  return new Map(rows.map((r) => [r.source, r.number]));
}

/** Transactions with their refunds, in the given order. */
export async function recordsOf(db: Db | Tx, rows: TransactionRow[]): Promise<TransactionRecord[]> {
  if (!rows.length) return [];
  const refundRows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.transaction_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(refunds.id));
  const numbers = await receiptNumbersOf(
    db,
    rows.map((r) => r.id),
    refundRows.map((r) => r.id),
  );
  return rows.map((t) =>
    transactionRecordOf(
      t,
      refundRows.filter((r) => r.transaction_id === t.id),
      numbers,
    ),
  );
}
