import { and, asc, eq } from 'drizzle-orm';
import { cashUpMessages, fromMinor, toMinor, type Till } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { storeCashUps, storeTills } from './cash-up.tables';
import * as clock from '../../clock';

// The club's tills (issue 30, docs/cash-up.md), managed in the Club Store's Settings; a sale at a
// till whose day is closed is refused here (assertTillOpen), inside the checkout's transaction.

type Ctx = ServiceContext;
export type TillRow = typeof storeTills.$inferSelect;

export const tillOf = (row: TillRow, currency: string): Till => ({
  id: row.id,
  club: row.club_id,
  name: row.name,
  opening_float: fromMinor(row.opening_float_minor, currency),
  active: row.active,
  currency: currency.toUpperCase(),
});

const floatMinor = (amount: number, currency: string) => toMinor(amount, currency) ?? 0;

/** GET /api/pos/till/?club: by name. */
export async function listTills({ ctx, input }: { ctx: Ctx; input: { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  const rows = await ctx.db
    .select()
    .from(storeTills)
    .where(eq(storeTills.club_id, input.club))
    .orderBy(asc(storeTills.name), asc(storeTills.id));
  return rows.map((r) => tillOf(r, club.currency));
}

/** POST /api/pos/till/. */
export async function createTill({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; name: string; opening_float: number };
}) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  const [row] = await ctx.db
    .insert(storeTills)
    .values({
      club_id: input.club,
      name: input.name,
      opening_float_minor: floatMinor(input.opening_float, club.currency),
    })
    .returning();
  return tillOf(row, club.currency);
}

/** PATCH /api/pos/till/{id}/. */
export async function updateTill({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: number;
  input: { name?: string; opening_float?: number; active?: boolean };
}) {
  const [found] = await ctx.db.select().from(storeTills).where(eq(storeTills.id, id));
  if (!found) throw notFound(cashUpMessages.tillNotFound);
  await assertAccess(ctx, found.club_id, { area: 'store', notFound: cashUpMessages.tillNotFound });
  const club = await getClubRow(ctx.db, found.club_id);
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.opening_float !== undefined && { opening_float_minor: floatMinor(input.opening_float, club.currency) }),
    ...(input.active !== undefined && { active: input.active }),
  };
  if (!Object.keys(changes).length) return tillOf(found, club.currency);
  const [row] = await ctx.db.update(storeTills).set(changes).where(eq(storeTills.id, id)).returning();
  return tillOf(row, club.currency);
}

/**
 * Reads a till of the club and locks it until the transaction ends: FOR SHARE by a sale, FOR
 * UPDATE by a close, so a close waits for the sales under way and a sale after it sees the close.
 */
export async function lockTill(tx: Tx, clubId: number, tillId: number, mode: 'share' | 'update') {
  const [till] = await tx
    .select()
    .from(storeTills)
    .where(and(eq(storeTills.club_id, clubId), eq(storeTills.id, tillId)))
    .for(mode);
  if (!till) throw invalid(cashUpMessages.tillNotFound, { till: [cashUpMessages.tillNotFound] });
  return till;
}

/** The cash-up of a till's day, if the day is closed. */
export async function findCashUp(db: Db | Tx, clubId: number, tillId: number, day: string) {
  const [row] = await db
    .select()
    .from(storeCashUps)
    .where(and(eq(storeCashUps.club_id, clubId), eq(storeCashUps.till_id, tillId), eq(storeCashUps.day, day)));
  return row;
}

/**
 * A sale at `tillId` now: refused when the till is not the club's, is out of use, or its day (the
 * club's today) is closed. Inside the checkout's transaction, holding the till until it commits.
 */
export async function assertTillOpen(tx: Tx, clubId: number, tillId: number, zone: string) {
  const till = await lockTill(tx, clubId, tillId, 'share');
  if (!till.active)
    throw invalid(cashUpMessages.tillInactive(till.name), { till: [cashUpMessages.tillInactive(till.name)] });
  const today = clock.todayIn(zone);
  if (await findCashUp(tx, clubId, tillId, today)) {
    const message = cashUpMessages.dayClosed(till.name, today);
    throw invalid(message, { till: [message] });
  }
  return till;
}
