import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clubs } from '../clubs/clubs.tables';
import { refunds, transactions } from './payments.tables';
import { issue } from './receipts.service';

// Demo receipts (issue 30): Riverside's tax id, and a receipt for every demo payment and refund
// that succeeded, numbered in the order they happened, dated when they happened (so the demo
// club's sequence reads as a real club's would). No e-mail: the demo people were not sent them.
export async function seedDemoReceipts(tx: Tx, ids: { riverside: number }) {
  await tx.update(clubs).set({ tax_id: 'ABN 51 824 753 556' }).where(eq(clubs.id, ids.riverside));
  const paid = await tx
    .select()
    .from(transactions)
    .where(inArray(transactions.status, ['P', 'R']))
    .orderBy(asc(transactions.created_at), asc(transactions.id));
  const settled = await tx.select().from(refunds).where(eq(refunds.status, 'P')).orderBy(asc(refunds.created_at));
  const byId = new Map(paid.map((t) => [t.id, t]));
  const events = [
    ...paid
      .filter((t) => !t.item_ref?.startsWith('club_subscription_charge:'))
      .map((t) => ({ at: t.created_at, t, refund: null })),
    ...settled.flatMap((r) => {
      const t = byId.get(r.transaction_id);
      return t ? [{ at: r.created_at, t, refund: r }] : [];
    }),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.refund ? 1 : 0) - (b.refund ? 1 : 0));
  for (const e of events) await issue(tx, e.t, e.refund, e.at);
}
