import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { fromMinor, toMinor, type TransactionKind, type TransactionStatus } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { requireActor, type ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { authenticateCharge } from './payment-settlement.service';
import { refundTransaction } from './payment-refunds.service';
import { recordsOf, TRANSACTION_NOT_FOUND, type ChargeResult } from './payments.service';
import { refunds, transactions } from './payments.tables';

// The Payments section's calls (spec 2 §7 Transactions): the club's list with its filters, one
// transaction, a refund, and the authentication step of a card that asked for it; and a player's
// own payments.

type Ctx = ServiceContext;

export type TransactionListQuery = {
  club: number;
  page: number;
  page_size: number;
  datefrom?: string;
  dateto?: string;
  players?: number[];
  kind?: TransactionKind[];
  status?: TransactionStatus[];
};

/**
 * GET /api/transaction/?dest_club: newest first; dates are the club's local days, `dateto`
 * included. With the page, the totals of every row the filters match (issue 27: a list's figures
 * are those of what it lists, not of the page).
 */
export async function listTransactions({ ctx, input }: { ctx: Ctx; input: TransactionListQuery }) {
  await assertAccess(ctx, input.club, { area: 'payments' });
  const club = await getClubRow(ctx.db, input.club);
  const dayStart = (day: string) => DateTime.fromISO(day, { zone: club.time_zone }).startOf('day');
  const where: SQL[] = [eq(transactions.club_id, input.club)];
  if (input.datefrom) where.push(gte(transactions.created_at, dayStart(input.datefrom).toJSDate()));
  if (input.dateto) where.push(lt(transactions.created_at, dayStart(input.dateto).plus({ days: 1 }).toJSDate()));
  if (input.players?.length) where.push(inArray(transactions.player_id, input.players));
  if (input.kind?.length) where.push(inArray(transactions.kind, input.kind));
  if (input.status?.length) where.push(inArray(transactions.status, input.status));
  const condition = and(...where);
  const [{ n }] = await ctx.db.select({ n: count() }).from(transactions).where(condition);
  const rows = await ctx.db
    .select()
    .from(transactions)
    .where(condition)
    .orderBy(desc(transactions.created_at), desc(transactions.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { count: n, rows: await recordsOf(ctx.db, rows), totals: await totalsOf(ctx, input.club, condition) };
}

/** Money taken (P and R), refunded (refunds not failed) and left, per currency, of the transactions `condition` matches. */
async function totalsOf(ctx: Ctx, club: number, condition: SQL | undefined) {
  const refunded = ctx.db
    .select({ transaction_id: refunds.transaction_id, minor: sql<number>`sum(${refunds.amount_minor})`.as('minor') })
    .from(refunds)
    .where(and(eq(refunds.club_id, club), ne(refunds.status, 'F')))
    .groupBy(refunds.transaction_id)
    .as('refunded');
  const sums = await ctx.db
    .select({
      currency: transactions.currency,
      payments: count(),
      paid: sql<string>`coalesce(sum(${transactions.amount_minor}), 0)`,
      refunded: sql<string>`coalesce(sum(${refunded.minor}), 0)`,
    })
    .from(transactions)
    .leftJoin(refunded, eq(refunded.transaction_id, transactions.id))
    .where(and(condition, inArray(transactions.status, ['P', 'R'])))
    .groupBy(transactions.currency)
    .orderBy(transactions.currency);
  return sums.map((s) => {
    const paid = Number(s.paid);
    const back = Number(s.refunded);
    return {
      currency: s.currency.toUpperCase(),
      payments: s.payments,
      paid: fromMinor(paid, s.currency),
      refunded: fromMinor(back, s.currency),
      net: fromMinor(paid - back, s.currency),
    };
  });
}

/** GET /api/transaction/mine/: the caller's own payments at every club, newest first. */
export async function listMyTransactions({ ctx, input }: { ctx: Ctx; input: { page: number; page_size: number } }) {
  const actor = requireActor(ctx);
  const condition = eq(transactions.player_id, actor.playerId);
  const [{ n }] = await ctx.db.select({ n: count() }).from(transactions).where(condition);
  const rows = await ctx.db
    .select()
    .from(transactions)
    .where(condition)
    .orderBy(desc(transactions.created_at), desc(transactions.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { count: n, rows: await recordsOf(ctx.db, rows) };
}

async function loadTransaction(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return row;
}

/** GET /api/transaction/{id}/: Payments staff, or the payer. */
export async function getTransaction({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await loadTransaction(ctx, id);
  await assertAccess(ctx, row.club_id, { area: 'payments', owner: row.player_id, notFound: TRANSACTION_NOT_FOUND });
  const [record] = await recordsOf(ctx.db, [row]);
  return record;
}

/** POST /api/transaction/{id}/refund/: whole (no amount) or partial, with a reason. */
export async function refundTransactionRoute({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: number;
  input: { amount?: number; reason: string; to_credit?: boolean };
}) {
  const row = await loadTransaction(ctx, id);
  await assertAccess(ctx, row.club_id, { area: 'payments', notFound: TRANSACTION_NOT_FOUND });
  let amount: number | undefined;
  if (input.amount !== undefined) {
    amount = toMinor(input.amount, row.currency) ?? undefined;
    if (!amount || amount <= 0)
      throw invalid('The refund must be greater than 0.', { amount: ['Must be a number greater than 0'] });
  }
  return ctx.db.transaction((tx) =>
    refundTransaction(ctx, tx, { transaction: id, amount, reason: input.reason, toCredit: input.to_credit }),
  );
}

/**
 * POST /api/transaction/{id}/authenticate/: after the cardholder's authentication step (Stripe's
 * next action in the browser, or the simulated gateway's dialog), the payment's final outcome.
 */
export async function authenticateTransaction({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: number;
  input: { approved: boolean };
}): Promise<ChargeResult> {
  const row = await loadTransaction(ctx, id);
  await assertAccess(ctx, row.club_id, { area: 'payments', owner: row.player_id, notFound: TRANSACTION_NOT_FOUND });
  return ctx.db.transaction((tx) =>
    authenticateCharge(ctx, tx, {
      transaction: id,
      approved: input.approved,
      access: { area: 'payments', owner: row.player_id },
    }),
  );
}
