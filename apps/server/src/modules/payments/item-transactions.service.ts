import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { transactions } from './payments.tables';
import { recordsOf, type TransactionRecord } from './transaction-records';

// An item's payments ('booking_series:12'), for the area that sells the item: what it shows as its
// transaction_set and whether it is paid. Other areas import them through payments.service.ts.

/** The transactions of an item ('booking_series:12'), oldest first: an area shows its `transaction_set` with this. */
export async function transactionsOfItem(db: Db | Tx, club: number, itemRef: string): Promise<TransactionRecord[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, club), eq(transactions.item_ref, itemRef)))
    .orderBy(asc(transactions.id));
  return recordsOf(db, rows);
}

/** True when the item has a captured payment not refunded in full. */
export async function isItemPaid(db: Db | Tx, club: number, itemRef: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(eq(transactions.club_id, club), eq(transactions.item_ref, itemRef), eq(transactions.status, 'P')));
  return (row?.n ?? 0) > 0;
}
