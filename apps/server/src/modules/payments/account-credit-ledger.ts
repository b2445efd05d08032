import { and, asc, eq, sql } from 'drizzle-orm';
import { accountCreditMessages, fromMinor, toMinor, type CreditEntry, type CreditEntryKind } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { featureParamsOf } from '../clubs/club-features.service';
import { namesOf } from '../players/people.service';
import { creditEntries } from './account-credit.tables';

// The ledger under account credit (issue 30; docs/account-credit.md): one account per club and
// player, its balance the sum of its entries. Every write to an account takes the account's lock
// first (a transaction-scoped advisory lock on club and player), then reads the balance and
// inserts: so two spends at once queue, and the second sees the first's entry. Used by the charge
// (method A), the refund (to credit) and the account-credit calls.

type Ctx = ServiceContext;
export type CreditEntryRow = typeof creditEntries.$inferSelect;

/** Serialises the writes of one account until the caller's transaction ends. */
export async function lockAccount(tx: Tx, club: number, player: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account_credit:${club}:${player}`}, 0))`);
}

/** The balance in minor units: the sum of the account's entries. */
export async function balanceOf(db: Db | Tx, club: number, player: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditEntries.amount_minor}), 0)` })
    .from(creditEntries)
    .where(and(eq(creditEntries.club_id, club), eq(creditEntries.player_id, player)));
  return Number(row.sum);
}

/** The club's account limit in minor units: how far below zero a balance may go (Club Store settings' AccountLimit; 0 off). */
export async function accountLimitOf(db: Db | Tx, club: number, currency: string): Promise<number> {
  const { params } = await featureParamsOf(db, club, 'pointofsale');
  return toMinor(params.AccountLimit ?? 0, currency) ?? 0;
}

export type NewCreditEntry = {
  club: number;
  player: number;
  /** Signed minor units of the club's currency. */
  amount: number;
  kind: CreditEntryKind;
  reason: string;
  transaction?: number | null;
  refund?: number | null;
  itemRef?: string | null;
};

/**
 * Appends an entry inside the caller's transaction, the account locked first. An entry that takes
 * the balance down may not take it below the club's limit: refused with the club's money format
 * ("Not enough credit: 12.50 AUD left."), nothing written.
 */
export async function addCreditEntry(ctx: Ctx, tx: Tx, entry: NewCreditEntry): Promise<CreditEntryRow> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw invalid(accountCreditMessages.zero);
  const facts = await getClubBookingFacts(tx, entry.club);
  const currency = facts.currency.toLowerCase();
  await lockAccount(tx, entry.club, entry.player);
  if (entry.amount < 0) {
    const available =
      (await balanceOf(tx, entry.club, entry.player)) + (await accountLimitOf(tx, entry.club, currency));
    if (available + entry.amount < 0) {
      const message = accountCreditMessages.notEnough(available, { locale: facts.locale, currency });
      throw invalid(message, { amount: [message] });
    }
  }
  const [row] = await tx
    .insert(creditEntries)
    .values({
      club_id: entry.club,
      player_id: entry.player,
      amount_minor: entry.amount,
      currency,
      kind: entry.kind,
      reason: entry.reason.slice(0, 500),
      transaction_id: entry.transaction ?? null,
      refund_id: entry.refund ?? null,
      item_ref: entry.itemRef ?? null,
      created_by: ctx.actor?.playerId ?? null,
    })
    .returning();
  return row;
}

/** An account's entries, oldest first. */
export async function entriesOf(db: Db | Tx, club: number, player: number): Promise<CreditEntryRow[]> {
  return db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.club_id, club), eq(creditEntries.player_id, player)))
    .orderBy(asc(creditEntries.id));
}

/** Entries as the API gives them, newest first, each with the balance after it. */
export async function entryRecordsOf(db: Db | Tx, rows: CreditEntryRow[]): Promise<CreditEntry[]> {
  const ids = rows.map((r) => r.created_by).filter((id): id is number => !!id);
  const names = new Map((await namesOf(db, ids)).map((p) => [p.id, p.full_name]));
  let running = 0;
  const records = rows.map((r) => {
    running += r.amount_minor;
    return entryRecordOf(r, running, names.get(r.created_by ?? 0) ?? '');
  });
  return records.reverse();
}

export function entryRecordOf(r: CreditEntryRow, balanceAfter: number, createdByName = ''): CreditEntry {
  return {
    id: r.id,
    kind: r.kind,
    amount: fromMinor(r.amount_minor, r.currency),
    currency: r.currency.toUpperCase(),
    reason: r.reason,
    transaction: r.transaction_id,
    refund: r.refund_id,
    item_ref: r.item_ref,
    created_by: r.created_by,
    created_by_name: createdByName,
    created: r.created_at.toISOString(),
    balance_after: fromMinor(balanceAfter, r.currency),
  };
}
