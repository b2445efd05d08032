import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { checkInMessages as m, toLocalDateTime, type CheckInAnswer, type DayCheckIns } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { conflict, invalid, notFound } from '../../http/errors';
import * as clock from '../../clock';
import { getClubBookingFacts, type ClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { bookedPersons, bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingCheckIns } from './check-ins.tables';
import { assertCourtCode } from './court-check-in-codes.service';
import { PLAYER_ACCESS } from './player-bookings.service';

// Check-in (issue 29, docs/court-waitlist.md "Check-in"): a player checks in to their booking on
// a court by scanning the court's QR code, or staff tick it; a booking not checked in by the end
// of the club's window is a no-show (check-in-no-shows.ts).

type Ctx = ServiceContext;
const MINUTE = 60_000;

/** The window of a booking starting at `start`: [start − before, start + after]. */
const windowOf = (start: Date, window: { before: number; after: number }) => ({
  opens: new Date(start.getTime() - window.before * MINUTE),
  closes: new Date(start.getTime() + window.after * MINUTE),
});

type Found = { id: number; club_id: number; starts_at: Date; ends_at: Date; court: number };

/** Records the check-in (once: a second is the first's answer); a no-show stays one. */
async function checkIn(db: Db, facts: ClubBookingFacts, found: Found, method: 'Q' | 'S', by: number) {
  const courts = await findClubCourts(db, facts.id);
  const closed = clock.now() > windowOf(found.starts_at, facts.check_in!).closes;
  return db.transaction(async (tx) => {
    if (!closed)
      await tx
        .insert(bookingCheckIns)
        .values({
          club_id: found.club_id,
          instance_id: found.id,
          status: 'C',
          method,
          by_player_id: by,
          at: clock.now(),
        })
        .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(bookingCheckIns)
      .where(and(eq(bookingCheckIns.club_id, found.club_id), eq(bookingCheckIns.instance_id, found.id)));
    if (row?.status === 'N') throw conflict(m.noShow);
    if (!row) throw invalid(m.closed(facts.check_in!.after));
    return answerOf(facts, found, row.at, row.status, courts.find((c) => c.id === found.court)?.name ?? '');
  });
}

const answerOf = (
  facts: ClubBookingFacts,
  found: Found,
  at: Date,
  status: 'C' | 'N',
  court: string,
): CheckInAnswer => ({
  instance: found.id,
  court,
  start: toLocalDateTime(found.starts_at, facts.zone),
  end: toLocalDateTime(found.ends_at, facts.zone),
  status,
  checked_in_at: toLocalDateTime(at, facts.zone),
});

/**
 * POST /api/club/{id}/check_in/ { court, code }: with the court's code, the caller's live booking
 * on that court whose check-in window is open now (they are its player or one of its booked
 * players) is checked in.
 */
export async function playerCheckIn({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; court: number | null; code: string };
}) {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  const facts = await getClubBookingFacts(ctx.db, input.club);
  if (!facts.check_in) throw invalid(m.off);
  if (input.court === null) throw invalid('Invalid booking details', { court: ['A valid court is required'] });
  // The code proves the player is at the court (the link alone carries no secret).
  await assertCourtCode(ctx.db, input.club, input.court, input.code);
  const me = ctx.actor!.playerId;
  const now = clock.now();
  // Bookings on the court not yet over whose window has opened (a closed one answers why).
  const to = new Date(now.getTime() + facts.check_in.before * MINUTE);
  const [found] = await ctx.db
    .selectDistinct({
      id: bookingInstances.id,
      club_id: bookingInstances.club_id,
      starts_at: bookingInstances.starts_at,
      ends_at: bookingInstances.ends_at,
      court: bookingSlots.court_id,
    })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.club_id, bookingInstances.club_id), eq(bookingSeries.id, bookingInstances.series_id)),
    )
    .innerJoin(
      bookingSlots,
      and(eq(bookingSlots.club_id, bookingInstances.club_id), eq(bookingSlots.instance_id, bookingInstances.id)),
    )
    .leftJoin(
      bookedPersons,
      and(eq(bookedPersons.club_id, bookingSeries.club_id), eq(bookedPersons.series_id, bookingSeries.id)),
    )
    .where(
      and(
        eq(bookingInstances.club_id, input.club),
        gt(bookingInstances.ends_at, now),
        lte(bookingInstances.starts_at, to),
        isNull(bookingInstances.cancelled_at),
        eq(bookingSlots.court_id, input.court),
        or(eq(bookingSeries.player_id, me), eq(bookingSeries.author_id, me), eq(bookedPersons.player_id, me)),
      ),
    )
    .orderBy(bookingInstances.starts_at)
    .limit(1);
  if (!found) throw invalid(m.none);
  return checkIn(ctx.db, facts, found, 'Q', me);
}

/** POST /api/courtbookinginstance/{id}/check_in/: staff tick a booking, from its window's opening until it ends. */
export async function staffCheckIn({ ctx, id }: { ctx: Ctx; id: number }) {
  const [row] = await ctx.db
    .select({
      id: bookingInstances.id,
      club_id: bookingInstances.club_id,
      starts_at: bookingInstances.starts_at,
      ends_at: bookingInstances.ends_at,
      cancelled_at: bookingInstances.cancelled_at,
      court: sql<number>`(select min(${bookingSlots.court_id}) from ${bookingSlots} where ${bookingSlots.instance_id} = ${bookingInstances.id})`,
    })
    .from(bookingInstances)
    .where(eq(bookingInstances.id, id));
  if (!row) throw notFound(m.notFound);
  await assertAccess(ctx, row.club_id, { area: 'courtBookings', notFound: m.notFound });
  const facts = await getClubBookingFacts(ctx.db, row.club_id);
  if (!facts.check_in) throw invalid(m.off);
  if (row.cancelled_at) throw invalid('This booking is cancelled.');
  const { opens } = windowOf(row.starts_at, facts.check_in);
  if (clock.now() < opens) throw invalid(m.early);
  return checkIn(ctx.db, facts, row, 'S', ctx.actor!.playerId);
}

/** The check-in window of a booking starting at `start` as instants (My bookings' "Check in"). */
export const checkInWindowOf = (start: Date, window: { before: number; after: number }) => {
  const { opens, closes } = windowOf(start, window);
  return { opens: opens.toISOString(), closes: closes.toISOString() };
};

/** Which of these instances are checked in (C) or no-shows (N): the day view's ticks. */
export async function checkInsOf(db: Db | Tx, clubId: number, instanceIds: number[]) {
  const out = new Map<number, 'C' | 'N'>();
  if (!instanceIds.length) return out;
  const rows = await db
    .select({ instance: bookingCheckIns.instance_id, status: bookingCheckIns.status })
    .from(bookingCheckIns)
    .where(and(eq(bookingCheckIns.club_id, clubId), inArray(bookingCheckIns.instance_id, instanceIds)));
  for (const r of rows) out.set(r.instance, r.status);
  return out;
}

/**
 * GET /api/courtbookinginstance/check_ins/?club&start&end: the club's window and the check-ins and
 * no-shows of its bookings in [start, end) (as the day view's list takes its window). Not cached:
 * one indexed read beside the day view's, asked again when the live stream says the club changed
 * (a check-in's insert notifies as a booking's write does: migration court_check_in_codes).
 */
export async function dayCheckIns({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; start: string; end: string };
}): Promise<DayCheckIns> {
  await assertAccess(ctx, input.club, { area: 'courtBookings' });
  const facts = await getClubBookingFacts(ctx.db, input.club);
  // A window ending before it starts holds nothing (and tstzrange would refuse it).
  if (Date.parse(input.end) < Date.parse(input.start)) return { window: facts.check_in, check_ins: [] };
  const rows = await ctx.db
    .select({ instance: bookingCheckIns.instance_id, status: bookingCheckIns.status, at: bookingCheckIns.at })
    .from(bookingCheckIns)
    .innerJoin(
      bookingInstances,
      and(eq(bookingInstances.club_id, bookingCheckIns.club_id), eq(bookingInstances.id, bookingCheckIns.instance_id)),
    )
    .where(
      and(
        eq(bookingCheckIns.club_id, input.club),
        // As the day view's list asks it, served by the instances' GiST (club, during).
        sql`tstzrange(${bookingInstances.starts_at}, ${bookingInstances.ends_at}, '[]') && tstzrange(${new Date(input.start).toISOString()}::timestamptz, ${new Date(input.end).toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(bookingInstances.starts_at, bookingCheckIns.instance_id);
  return {
    window: facts.check_in,
    check_ins: rows.map((r) => ({ instance: r.instance, status: r.status, at: r.at.toISOString() })),
  };
}
