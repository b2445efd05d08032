import { and, asc, eq, gte, inArray, like, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditEntries } from './account-credit.tables';
import { refunds, transactions } from './payments.tables';

// What the desk's cash-up and the accounting export read of the payments (issue 30,
// docs/cash-up.md): money taken and money given back between two instants, each on the instant it
// happened. A payment counts when it succeeded (P, or R once refunded: its amount was captured all
// the same), the way the Payments section's totals count it; a refund counts when it did not fail
// (done, or pending at the gateway), on the day it was made, never on its payment's day.

export type MoneyRange = { clubId: number; since: Date; until: Date };

const paymentOfRefund = and(eq(transactions.club_id, refunds.club_id), eq(transactions.id, refunds.transaction_id));
/** Refunds of the club that did not fail, made in the range. */
const refundedIn = (range: MoneyRange) =>
  and(
    eq(refunds.club_id, range.clubId),
    ne(refunds.status, 'F'),
    gte(refunds.created_at, range.since),
    lt(refunds.created_at, range.until),
  );

/** Refunds made in the range of the payments whose item starts with `itemPrefix` ('store_sale:'). */
export async function refundsOfItemsBetween(db: Db | Tx, range: MoneyRange & { itemPrefix: string }) {
  return db
    .select({
      refund_id: refunds.id,
      item_ref: transactions.item_ref,
      method: transactions.payment_method,
      amount_minor: refunds.amount_minor,
    })
    .from(refunds)
    .innerJoin(transactions, paymentOfRefund)
    .where(and(refundedIn(range), like(transactions.item_ref, `${range.itemPrefix}%`)))
    .orderBy(asc(refunds.id));
}

/** Successful payments made in the range, oldest first. */
export async function paymentsBetween(db: Db | Tx, range: MoneyRange) {
  return db
    .select({
      id: transactions.id,
      kind: transactions.kind,
      method: transactions.payment_method,
      amount_minor: transactions.amount_minor,
      currency: transactions.currency,
      payer_name: transactions.payer_name,
      item_name: transactions.item_name,
      item_ref: transactions.item_ref,
      description: transactions.description,
      created_at: transactions.created_at,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.club_id, range.clubId),
        inArray(transactions.status, ['P', 'R']),
        gte(transactions.created_at, range.since),
        lt(transactions.created_at, range.until),
      ),
    )
    .orderBy(asc(transactions.created_at), asc(transactions.id));
}

/** Refunds (not failed) made in the range, oldest first, with what their payment was. */
export async function refundsBetween(db: Db | Tx, range: MoneyRange) {
  return db
    .select({
      id: refunds.id,
      transaction_id: refunds.transaction_id,
      kind: transactions.kind,
      method: transactions.payment_method,
      amount_minor: refunds.amount_minor,
      currency: transactions.currency,
      payer_name: transactions.payer_name,
      item_name: transactions.item_name,
      reason: refunds.reason,
      /** Account credit (issue 30): given back to the payer's club credit, not to how they paid. */
      to_credit: refunds.to_credit,
      created_at: refunds.created_at,
    })
    .from(refunds)
    .innerJoin(transactions, paymentOfRefund)
    .where(refundedIn(range))
    .orderBy(asc(refunds.created_at), asc(refunds.id));
}

/** Account credit (issue 30): the ledger's entries of the club written in the range, oldest first. */
export async function creditEntriesBetween(db: Db | Tx, range: MoneyRange) {
  return db
    .select({
      id: creditEntries.id,
      kind: creditEntries.kind,
      amount_minor: creditEntries.amount_minor,
      player_id: creditEntries.player_id,
      reason: creditEntries.reason,
      created_at: creditEntries.created_at,
    })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.club_id, range.clubId),
        gte(creditEntries.created_at, range.since),
        lt(creditEntries.created_at, range.until),
      ),
    )
    .orderBy(asc(creditEntries.created_at), asc(creditEntries.id));
}

/** Account credit (issue 30): what every account of the club held together at an instant (the sum of the entries before it). */
export async function creditHeldAt(db: Db | Tx, clubId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditEntries.amount_minor}), 0)` })
    .from(creditEntries)
    .where(and(eq(creditEntries.club_id, clubId), lt(creditEntries.created_at, at)));
  return Number(row.sum);
}
