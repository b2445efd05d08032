import { and, asc, count, eq } from 'drizzle-orm';
import {
  clubCoachDefaults,
  coachMessages,
  coachSuits,
  fieldErrorsOf,
  orderLevels,
  settingsOver,
  type ClubCoach,
  type CoachCard,
  type Student,
  type ClubCoachSettings,
  type RemoveCoach,
  type UpdateClubCoach,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertAccess } from '../../access/access';
import { namesAndEmailsOf } from '../players/people.service';
import { clubCoaches, coaches } from './coaches.tables';

// Coaches (spec 2 §3, §7): a club adds a player as a coach with their settings there (defaults
// and ranges of spec 2 §3), changes the settings and removes the coach. The coach record (type
// C or P) outlives a club's removal: the player may coach at other clubs.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
type ClubCoachRow = typeof clubCoaches.$inferSelect;

/** The stored settings in the API's shape (NTRP as numbers, levels in the product's order). */
const settingsOf = (row: ClubCoachRow): ClubCoachSettings => ({
  ttype: row.ttype,
  student_gender: row.student_gender,
  min_student_age: row.min_student_age,
  max_student_age: row.max_student_age,
  min_ntrp: Number(row.min_ntrp),
  max_ntrp: Number(row.max_ntrp),
  generic_levels: orderLevels(row.generic_levels),
  advance_days_booking: row.advance_days_booking,
  max_hours_day: row.max_hours_day,
  advance_hours_cancel: row.advance_hours_cancel,
  can_book_recurring: row.can_book_recurring,
  lesson_price: Number(row.lesson_price),
  lesson_hours: row.lesson_hours,
});

const columnsOf = (s: ClubCoachSettings) => ({
  ...s,
  min_ntrp: s.min_ntrp.toFixed(1),
  max_ntrp: s.max_ntrp.toFixed(1),
  generic_levels: orderLevels(s.generic_levels),
  lesson_price: s.lesson_price.toFixed(2),
});

/** Club coaches with who they are, in the order given. */
async function toClubCoaches(db: Db | Tx, rows: { row: ClubCoachRow; player: number }[]): Promise<ClubCoach[]> {
  const people = await namesAndEmailsOf(
    db,
    rows.map((r) => r.player),
  );
  return rows.map(({ row, player }) => ({
    id: row.id,
    club: row.club_id,
    coach: row.coach_id,
    player,
    full_name: people.get(player)?.full_name ?? '',
    email: people.get(player)?.email ?? '',
    ...settingsOf(row),
  }));
}

const withPlayer = (db: Db | Tx) =>
  db
    .select({ row: clubCoaches, player: coaches.player_id })
    .from(clubCoaches)
    .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id));

/** GET /api/clubcoach/?club: the club's coaches, oldest first (the guard has checked the club). */
export async function listClubCoaches({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'dashboard' });
  const where = eq(clubCoaches.club_id, input.club);
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubCoaches).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await withPlayer(ctx.db).where(where).orderBy(asc(clubCoaches.id)).limit(limit).offset(offset);
  return { count: total, rows: await toClubCoaches(ctx.db, rows) };
}

/**
 * GET /api/club/{id}/coaches/: the club's coaches whose student settings take this student, by
 * name, with only what a player needs to choose (no e-mail addresses, no booking limits).
 */
export async function findSuitableCoaches({ ctx, input }: { ctx: Ctx; input: { club: number; student: Student } }) {
  await assertAccess(ctx, input.club, { player: true });
  // A club has a handful of coaches: all of them are read and the rule is the domain's, once.
  const rows = await withPlayer(ctx.db).where(eq(clubCoaches.club_id, input.club));
  const cards: CoachCard[] = (await toClubCoaches(ctx.db, rows))
    .filter((coach) => coachSuits(coach, input.student))
    .map((c) => ({
      id: c.id,
      full_name: c.full_name,
      ttype: c.ttype,
      student_gender: c.student_gender,
      min_student_age: c.min_student_age,
      max_student_age: c.max_student_age,
      min_ntrp: c.min_ntrp,
      max_ntrp: c.max_ntrp,
      generic_levels: orderLevels(c.generic_levels),
    }));
  return cards.sort((a, b) => a.full_name.localeCompare(b.full_name));
}

/** True when the player already coaches at the club. */
export async function isCoachAt(db: Db | Tx, clubId: number, playerId: number): Promise<boolean> {
  const [row] = await withPlayer(db).where(and(eq(clubCoaches.club_id, clubId), eq(coaches.player_id, playerId)));
  return Boolean(row);
}

/**
 * The player coaches at the club from now on, with these settings (defaults for what is left
 * out). Called only when the player accepts the club's invitation (invitations area): adding a
 * coach grants access to the club, so it never happens without their consent. False when they
 * already coached there.
 */
export async function makeClubCoach(
  tx: Tx,
  { clubId, playerId, settings }: { clubId: number; playerId: number; settings: ClubCoachSettings | null },
): Promise<boolean> {
  const chosen = settings ?? clubCoachDefaults;
  await tx
    .insert(coaches)
    .values({ player_id: playerId, ttype: chosen.ttype })
    .onConflictDoNothing({ target: coaches.player_id });
  const [coach] = await tx.select({ id: coaches.id }).from(coaches).where(eq(coaches.player_id, playerId));
  const [row] = await tx
    .insert(clubCoaches)
    .values({ club_id: clubId, coach_id: coach.id, ...columnsOf(chosen) })
    .onConflictDoNothing({ target: [clubCoaches.club_id, clubCoaches.coach_id] })
    .returning({ id: clubCoaches.id });
  return Boolean(row);
}

/** POST /api/club/{id}/remove_coach/ {coach}: the coach no longer coaches at the club. */
export async function removeCoach({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: RemoveCoach };
}): Promise<void> {
  await assertAccess(ctx, input.club, { area: 'clubSettings' });
  const removed = await ctx.db.transaction((tx) =>
    tx
      .delete(clubCoaches)
      .where(and(eq(clubCoaches.club_id, input.club), eq(clubCoaches.coach_id, input.body.coach)))
      .returning({ id: clubCoaches.id }),
  );
  if (!removed.length) throw invalid(coachMessages.notCoach, { coach: [coachMessages.notCoach] });
}

/** PATCH /api/clubcoach/{id}/: any of the settings, checked together with the stored ones. */
export async function updateClubCoach({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateClubCoach };
}): Promise<ClubCoach> {
  const [found] = await withPlayer(ctx.db).where(eq(clubCoaches.id, input.id));
  if (!found) throw notFound(coachMessages.notFound);
  await assertAccess(ctx, found.row.club_id, { area: 'clubSettings', notFound: coachMessages.notFound });
  const parsed = settingsOver(settingsOf(found.row)).safeParse(input.body);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw invalid(Object.values(errors)[0][0], errors);
  }
  return ctx.db.transaction(async (tx) => {
    // Merged with the settings read and locked here, so two PATCHes of one coach both count.
    const stored = await lockRecord(tx, clubCoaches, found.row.id, found.row.club_id);
    if (!stored) throw notFound(coachMessages.notFound);
    const parsed = settingsOver(settingsOf(stored)).safeParse(input.body);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      throw invalid(Object.values(errors)[0][0], errors);
    }
    const [row] = await tx
      .update(clubCoaches)
      .set(columnsOf(parsed.data))
      .where(eq(clubCoaches.id, found.row.id))
      .returning();
    return (await toClubCoaches(tx, [{ row, player: found.player }]))[0];
  });
}
