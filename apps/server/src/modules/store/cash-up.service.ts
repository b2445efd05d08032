import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { cashUpMessages, expectedCashMinor, fromMinor, toMinor, type CashUp } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { conflict, invalid } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { refundsOfItemsBetween } from '../payments/money-movements.service';
import { namesOf } from '../players/people.service';
import { storeCashUps, storeTills, type CashUpFigure } from './cash-up.tables';
import { storeSales } from './store.tables';
import { findCashUp, lockTill, type TillRow } from './tills.service';
import * as clock from '../../clock';

// A till's cash-up (Z report) for a club-local day (issue 30, docs/cash-up.md). While the day is
// open its figures are read live: paid sales at the till made that day, by method, and refunds
// made that day of sales made at the till (whatever day the sale was). Closing stores the figures
// as they were, with the counted cash, the difference and who closed it; a closed day is read
// from that row and never recomputed, so a later refund lands on the day it is made.

type Ctx = ServiceContext;
type CashUpRow = typeof storeCashUps.$inferSelect;

const SALE_PREFIX = 'store_sale:';

/** The instants a club-local day starts and ends. */
function dayBounds(day: string, zone: string) {
  const start = DateTime.fromISO(day, { zone }).startOf('day');
  return { since: start.toJSDate(), until: start.plus({ days: 1 }).toJSDate() };
}

const byMethod = (rows: { method: string; amount_minor: number }[]): CashUpFigure[] => {
  const lines = new Map<string, CashUpFigure>();
  for (const r of rows) {
    const line = lines.get(r.method) ?? { method: r.method, count: 0, amount_minor: 0 };
    line.count += 1;
    line.amount_minor += r.amount_minor;
    lines.set(r.method, line);
  }
  return [...lines.values()].sort((a, b) => a.method.localeCompare(b.method));
};

/** The live figures of a till's day: paid sales at it that day, and refunds made that day of its sales. */
export async function figuresOf(db: Db | Tx, clubId: number, tillId: number, day: string, zone: string) {
  const { since, until } = dayBounds(day, zone);
  const sold = await db
    .select({ method: storeSales.payment_method, amount_minor: storeSales.total_minor })
    .from(storeSales)
    .where(
      and(
        eq(storeSales.club_id, clubId),
        eq(storeSales.till_id, tillId),
        eq(storeSales.status, 'paid'),
        gte(storeSales.created_at, since),
        lt(storeSales.created_at, until),
      ),
    );
  const refunded = await refundsOfItemsBetween(db, { clubId, since, until, itemPrefix: SALE_PREFIX });
  const saleIds = refunded.map((r) => Number(r.item_ref?.slice(SALE_PREFIX.length))).filter(Number.isSafeInteger);
  const atTill = saleIds.length
    ? new Set(
        (
          await db
            .select({ id: storeSales.id })
            .from(storeSales)
            .where(and(eq(storeSales.club_id, clubId), eq(storeSales.till_id, tillId), inArray(storeSales.id, saleIds)))
        ).map((s) => `${SALE_PREFIX}${s.id}`),
      )
    : new Set<string>();
  return {
    sales: byMethod(sold),
    refunds: byMethod(refunded.filter((r) => r.item_ref && atTill.has(r.item_ref))),
  };
}

const total = (lines: CashUpFigure[]) => lines.reduce((sum, l) => sum + l.amount_minor, 0);

function answerOf(
  till: TillRow,
  currency: string,
  day: string,
  figures: { sales: CashUpFigure[]; refunds: CashUpFigure[] },
  stored: (CashUpRow & { closed_by_name: string }) | null,
): CashUp {
  const money = (minor: number) => fromMinor(minor, currency);
  const line = (l: CashUpFigure) => ({ method: l.method, count: l.count, amount: money(l.amount_minor) });
  const float = stored ? stored.opening_float_minor : till.opening_float_minor;
  const expected = stored ? stored.expected_cash_minor : expectedCashMinor(float, figures.sales, figures.refunds);
  return {
    id: stored?.id ?? null,
    club: till.club_id,
    till: till.id,
    till_name: till.name,
    day,
    currency: currency.toUpperCase(),
    closed: Boolean(stored),
    sales: figures.sales.map(line),
    refunds: figures.refunds.map(line),
    sales_total: money(total(figures.sales)),
    refunds_total: money(total(figures.refunds)),
    opening_float: money(float),
    expected_cash: money(expected),
    counted_cash: stored ? money(stored.counted_cash_minor) : null,
    difference: stored ? money(stored.difference_minor) : null,
    note: stored?.note ?? '',
    closed_by: stored?.closed_by ?? null,
    closed_by_name: stored?.closed_by_name ?? '',
    closed_at: stored?.closed_at.toISOString() ?? null,
  };
}

async function withCloserNames(db: Db | Tx, rows: CashUpRow[]) {
  const names = new Map(
    (
      await namesOf(
        db,
        rows.map((r) => r.closed_by).filter((id): id is number => id !== null),
      )
    ).map((n) => [n.id, n.full_name]),
  );
  return rows.map((r) => ({ ...r, closed_by_name: (r.closed_by && names.get(r.closed_by)) || '' }));
}

const storedAnswer = (till: TillRow, row: CashUpRow & { closed_by_name: string }) =>
  answerOf(till, row.currency, row.day, { sales: row.sales, refunds: row.refunds }, row);

/** GET /api/pos/cashup/report/?club&till&day: the Z report of a till's day, today when no day is given. */
export async function cashUpReport({ ctx, input }: { ctx: Ctx; input: { club: number; till: number; day?: string } }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  const day = input.day ?? clock.todayIn(club.time_zone);
  const [till] = await ctx.db
    .select()
    .from(storeTills)
    .where(and(eq(storeTills.club_id, input.club), eq(storeTills.id, input.till)));
  if (!till) throw invalid(cashUpMessages.tillNotFound, { till: [cashUpMessages.tillNotFound] });
  const stored = await findCashUp(ctx.db, input.club, till.id, day);
  if (stored) return storedAnswer(till, (await withCloserNames(ctx.db, [stored]))[0]);
  return answerOf(till, club.currency, day, await figuresOf(ctx.db, input.club, till.id, day, club.time_zone), null);
}

/**
 * POST /api/pos/cashup/: closes a till's day. The till is locked (FOR UPDATE) first, so a close
 * waits for the sales under way at it (they hold it FOR SHARE) and two closes at once queue: the
 * second finds the first's cash-up and is refused (409), the unique (club, till, day) behind it.
 */
export async function closeTillDay({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; till: number; day: string; counted_cash: number; note: string };
}) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  if (input.day > clock.todayIn(club.time_zone))
    throw invalid(cashUpMessages.futureDay, { day: [cashUpMessages.futureDay] });
  const row = await ctx.db.transaction(async (tx) => {
    const till = await lockTill(tx, input.club, input.till, 'update');
    if (await findCashUp(tx, input.club, till.id, input.day))
      throw conflict(cashUpMessages.alreadyClosed(till.name, input.day));
    const figures = await figuresOf(tx, input.club, till.id, input.day, club.time_zone);
    const expected = expectedCashMinor(till.opening_float_minor, figures.sales, figures.refunds);
    const counted = toMinor(input.counted_cash, club.currency) ?? 0;
    const note = input.note.trim();
    if (counted !== expected && !note)
      throw invalid(cashUpMessages.noteRequired, { note: [cashUpMessages.noteRequired] });
    const [saved] = await tx
      .insert(storeCashUps)
      .values({
        club_id: input.club,
        till_id: till.id,
        day: input.day,
        currency: club.currency.toLowerCase(),
        sales: figures.sales,
        refunds: figures.refunds,
        opening_float_minor: till.opening_float_minor,
        expected_cash_minor: expected,
        counted_cash_minor: counted,
        difference_minor: counted - expected,
        note,
        closed_by: ctx.actor?.playerId ?? null,
      })
      .returning();
    return { till, saved };
  });
  return storedAnswer(row.till, (await withCloserNames(ctx.db, [row.saved]))[0]);
}

/** GET /api/pos/cashup/?club[&till]: the last 100 cash-ups, newest day first. */
export async function listCashUps({ ctx, input }: { ctx: Ctx; input: { club: number; till?: number } }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const rows = await ctx.db
    .select({ cashUp: storeCashUps, till: storeTills })
    .from(storeCashUps)
    .innerJoin(storeTills, and(eq(storeTills.club_id, storeCashUps.club_id), eq(storeTills.id, storeCashUps.till_id)))
    .where(and(eq(storeCashUps.club_id, input.club), input.till ? eq(storeCashUps.till_id, input.till) : sql`true`))
    .orderBy(desc(storeCashUps.day), desc(storeCashUps.closed_at), desc(storeCashUps.id))
    .limit(100);
  const named = await withCloserNames(
    ctx.db,
    rows.map((r) => r.cashUp),
  );
  return named.map((row, i) => storedAnswer(rows[i].till, row));
}
