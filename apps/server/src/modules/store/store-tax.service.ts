import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeSales } from './store.tables';

// What the accounting export reads of the store (issue 30): the tax inside each store payment, as
// the sale was priced (priceSale) when it was charged. Other kinds of payment carry no tax here.

/** Minor units of tax of each paid sale's transaction, by transaction id. */
export async function taxOfStoreTransactions(db: Db | Tx, clubId: number, transactionIds: readonly number[]) {
  const tax = new Map<number, number>();
  for (let i = 0; i < transactionIds.length; i += 1000) {
    const rows = await db
      .select({ transaction_id: storeSales.transaction_id, tax_minor: storeSales.tax_minor })
      .from(storeSales)
      .where(
        and(eq(storeSales.club_id, clubId), inArray(storeSales.transaction_id, transactionIds.slice(i, i + 1000))),
      );
    for (const r of rows) if (r.transaction_id !== null) tax.set(r.transaction_id, r.tax_minor);
  }
  return tax;
}
