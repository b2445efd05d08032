import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  courtWaitlistMessages as m,
  MAX_COURT_WAITLIST_ENTRIES,
  toLocalDateTime,
  type CourtWaitlistEntry,
  type JoinCourtWaitlist,
  type MyBooking,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { conflict, invalid, notFound } from '../../http/errors';
import * as clock from '../../clock';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import { courtWaitlist } from './court-waitlist.tables';
import { freeTimeFor, offerInTx, playerCtx } from './court-waitlist-offers';
import { lockHolds } from './court-holds';
import { createPlayerBooking, PLAYER_ACCESS } from './player-bookings.service';

// A player's (or staff's) verbs on the waiting list for courts (issue 29, docs/court-waitlist.md):
// join, the entries, claim a held court, leave. The offers are court-waitlist-offers.ts.

type Ctx = ServiceContext;
type Entry = typeof courtWaitlist.$inferSelect;
const STAFF = { area: 'courtBookings' } as const;

/** An entry as the API answers it, with its place in the line while waiting. */
async function answerOf(db: Db | Tx, entries: Entry[], zone: string): Promise<CourtWaitlistEntry[]> {
  if (!entries.length) return [];
  const clubId = entries[0].club_id;
  const [courts, people] = [
    await findClubCourts(db, clubId),
    await namesAndEmailsOf(
      db,
      entries.map((e) => e.player_id),
    ),
  ];
  const courtName = (id: number | null) => (id === null ? null : (courts.find((c) => c.id === id)?.name ?? ''));
  return Promise.all(
    entries.map(async (e) => {
      let position: number | null = null;
      if (e.status === 'W') {
        // Ahead: those waiting longer for a time that overlaps this one.
        const [{ ahead }] = await db
          .select({ ahead: count() })
          .from(courtWaitlist)
          .where(
            and(
              eq(courtWaitlist.club_id, e.club_id),
              inArray(courtWaitlist.status, ['W', 'O']),
              sql`(${courtWaitlist.created_at}, ${courtWaitlist.id}) < (${e.created_at.toISOString()}::timestamptz, ${e.id})`,
              sql`${courtWaitlist.starts_at} < ${e.ends_at.toISOString()}::timestamptz`,
              sql`${courtWaitlist.ends_at} > ${e.starts_at.toISOString()}::timestamptz`,
            ),
          );
        position = ahead + 1;
      }
      return {
        id: e.id,
        club: e.club_id,
        player: e.player_id,
        player_name: people.get(e.player_id)?.full_name ?? '',
        status: e.status,
        start: toLocalDateTime(e.starts_at, zone),
        end: toLocalDateTime(e.ends_at, zone),
        duration: e.duration_minutes,
        court: e.court_id,
        court_name: courtName(e.court_id),
        position,
        offer:
          e.status === 'O' && e.offer_court_id && e.offer_starts_at && e.offer_ends_at && e.offer_expires_at
            ? {
                court: e.offer_court_id,
                court_name: courtName(e.offer_court_id) ?? '',
                start: toLocalDateTime(e.offer_starts_at, zone),
                end: toLocalDateTime(e.offer_ends_at, zone),
                expires: toLocalDateTime(e.offer_expires_at, zone),
              }
            : null,
      };
    }),
  );
}

/** The instant of a club-local 'YYYY-MM-DDTHH:mm' (or an instant with its offset). */
const instantOf = (text: string, zone: string) => DateTime.fromISO(text, { zone }).toJSDate();

/**
 * POST /api/club/{id}/court_waitlist/: the caller (or, for Court Bookings staff, `player`) waits
 * for `duration` minutes inside [start, end), on `court` when given. Refused when the club has no
 * waiting list, when a court is free for them in that time already (book it), twice for the same
 * time, or past MAX_COURT_WAITLIST_ENTRIES live entries.
 */
export async function joinCourtWaitlist({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: JoinCourtWaitlist };
}): Promise<CourtWaitlistEntry> {
  const { club, body } = input;
  const me = ctx.actor!.playerId;
  const forOther = body.player != null && body.player !== me;
  if (forOther) await assertAccess(ctx, club, STAFF);
  else await assertAccess(ctx, club, PLAYER_ACCESS);
  const playerId = forOther ? body.player! : me;
  const facts = await getClubBookingFacts(ctx.db, club);
  if (!facts.booking_enabled || facts.waitlist_hold_minutes <= 0) throw invalid(m.off);
  const start = instantOf(body.start, facts.zone);
  const end = instantOf(body.end, facts.zone);
  const window = (end.getTime() - start.getTime()) / 60_000;
  const duration = body.duration ?? window;
  if (duration < 30 || duration > 240 || duration % 30 !== 0 || duration > window)
    throw invalid(m.duration, { duration: [m.duration] });
  if (end <= clock.now()) throw invalid(m.past);
  if (body.court != null && !(await findClubCourts(ctx.db, club)).some((c) => c.id === body.court && c.bookable))
    throw invalid('Invalid booking details', { court: ['A valid court is required'] });
  const wanted = {
    club_id: club,
    court_id: body.court ?? null,
    starts_at: start,
    ends_at: end,
    duration_minutes: duration,
  };
  // The waiting player's own rules: a time they could book now is not waited for.
  const asPlayer = await playerCtx(ctx.db, ctx, playerId);
  if (await freeTimeFor(asPlayer, wanted, facts.zone)) throw conflict(m.free);
  return ctx.db.transaction(async (tx) => {
    await lockHolds(tx, club);
    const live = await tx
      .select()
      .from(courtWaitlist)
      .where(
        and(
          eq(courtWaitlist.club_id, club),
          eq(courtWaitlist.player_id, playerId),
          inArray(courtWaitlist.status, ['W', 'O']),
        ),
      );
    if (
      live.some(
        (e) =>
          e.court_id === wanted.court_id &&
          e.starts_at.getTime() === start.getTime() &&
          e.ends_at.getTime() === end.getTime(),
      )
    )
      throw conflict(m.already);
    if (live.length >= MAX_COURT_WAITLIST_ENTRIES) throw invalid(m.tooMany);
    const [entry] = await tx
      .insert(courtWaitlist)
      .values({ ...wanted, player_id: playerId, created_by: forOther ? me : null, created_at: clock.now() })
      .returning();
    return (await answerOf(tx, [entry], facts.zone))[0];
  });
}

/** The live entries (waiting or offered) of a club, first in line first; of one player when given. */
async function liveEntries(db: Db, club: number, playerId: number | null) {
  const facts = await getClubBookingFacts(db, club);
  const rows = await db
    .select()
    .from(courtWaitlist)
    .where(
      and(
        eq(courtWaitlist.club_id, club),
        inArray(courtWaitlist.status, ['W', 'O']),
        playerId === null ? undefined : eq(courtWaitlist.player_id, playerId),
      ),
    )
    .orderBy(asc(courtWaitlist.created_at), asc(courtWaitlist.id));
  return answerOf(db, rows, facts.zone);
}

/** GET /api/courtwaitlist/mine/?club: the caller's live entries. */
export async function myCourtWaitlist({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, PLAYER_ACCESS);
  return liveEntries(ctx.db, club, ctx.actor!.playerId);
}

/** GET /api/courtwaitlist/?club: the club's line, for Court Bookings staff. */
export async function clubCourtWaitlist({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, STAFF);
  return liveEntries(ctx.db, club, null);
}

/** The entry `id` for its player or the club's Court Bookings staff (404 for anyone else). */
async function loadEntry(ctx: Ctx, id: number) {
  const [found] = await ctx.db.select().from(courtWaitlist).where(eq(courtWaitlist.id, id));
  if (!found) throw notFound(m.notFound);
  await assertAccess(ctx, found.club_id, { ...STAFF, owner: found.player_id, notFound: m.notFound });
  return found;
}

/** The entry locked for a change, under the club's hold lock. */
async function lockEntry(tx: Tx, found: Entry) {
  await lockHolds(tx, found.club_id);
  const [entry] = await tx
    .select()
    .from(courtWaitlist)
    .where(and(eq(courtWaitlist.club_id, found.club_id), eq(courtWaitlist.id, found.id)))
    .for('update');
  return entry;
}

/**
 * POST /api/courtwaitlist/{id}/claim/: books the held court for the entry's player (the player, or
 * staff for them) through the player's booking path: their rules, their price, paid as any of
 * their bookings. The hold ends in the same transaction, so nobody else can take the court between.
 */
export async function claimHeldCourt({ ctx, id }: { ctx: Ctx; id: number }): Promise<MyBooking> {
  const found = await loadEntry(ctx, id);
  const { zone } = await getClubBookingFacts(ctx.db, found.club_id);
  return ctx.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, found);
    if (entry.status !== 'O' || !entry.offer_expires_at || entry.offer_expires_at <= clock.now())
      throw conflict(m.notOffered);
    await tx
      .update(courtWaitlist)
      .set({ status: 'T' })
      .where(and(eq(courtWaitlist.club_id, entry.club_id), eq(courtWaitlist.id, entry.id)));
    const asPlayer = await playerCtx(tx, ctx, entry.player_id);
    const booking = await createPlayerBooking({
      ctx: asPlayer,
      input: {
        club: entry.club_id,
        body: {
          start: toLocalDateTime(entry.offer_starts_at!, zone),
          end: toLocalDateTime(entry.offer_ends_at!, zone),
          court: entry.offer_court_id!,
          partners: [],
          guests: [],
        },
      },
    });
    await tx
      .update(courtWaitlist)
      .set({ booking_series_id: booking.booking_series })
      .where(and(eq(courtWaitlist.club_id, entry.club_id), eq(courtWaitlist.id, entry.id)));
    return booking;
  });
}

/**
 * POST /api/courtwaitlist/{id}/leave/: a waiting entry leaves the line (L); an offered one lets
 * the court go (X) and the line is offered again at once. Again is a no-op.
 */
export async function leaveCourtWaitlist({ ctx, id }: { ctx: Ctx; id: number }): Promise<CourtWaitlistEntry> {
  const found = await loadEntry(ctx, id);
  const { zone } = await getClubBookingFacts(ctx.db, found.club_id);
  return ctx.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, found);
    if (entry.status !== 'W' && entry.status !== 'O') return (await answerOf(tx, [entry], zone))[0];
    const [changed] = await tx
      .update(courtWaitlist)
      .set({ status: entry.status === 'O' ? 'X' : 'L' })
      .where(and(eq(courtWaitlist.club_id, entry.club_id), eq(courtWaitlist.id, entry.id)))
      .returning();
    if (entry.status === 'O') await offerInTx(tx, ctx, entry.club_id);
    return (await answerOf(tx, [changed], zone))[0];
  });
}
