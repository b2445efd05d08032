import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { clashText, findClashes, isOverlapError, STAFF_VIEWER } from './booking-clashes';
import { insertInstances } from './booking-writes';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// The events area's way into court bookings (areas meet through services): a clinic session books
// its courts as a type E booking series of one instance, so the same exclusion constraint keeps a
// session and a court hire from overlapping. Staff of the clinics area book for the club: held to
// clashes only (no price, nobody pays). A session that cannot be booked comes back with a reason,
// never as an error, so the caller can list it in failed_sessions.

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;

export type SessionToBook = {
  session: number;
  name: string;
  start: Date;
  end: Date;
  courtIds: number[];
  coachIds: number[];
};
export type SessionBookingResult = { session: number; series: number | null; reason: string | null };

/** Books each session's courts (one series per session) inside `tx`; a clash or an unbookable court is a reason, not an error. */
export async function bookEventSessions(
  ctx: Ctx,
  tx: Tx,
  clubId: number,
  sessions: readonly SessionToBook[],
): Promise<SessionBookingResult[]> {
  await assertAccess(ctx, clubId, { area: 'clinics' });
  const facts = await getClubBookingFacts(tx, clubId);
  const allCourts = await findClubCourts(tx, clubId, [...new Set(sessions.flatMap((s) => s.courtIds))]);
  const results: SessionBookingResult[] = [];
  for (const s of sessions) {
    if (!s.courtIds.length) {
      results.push({ session: s.session, series: null, reason: 'The session has no courts.' });
      continue;
    }
    const courts = allCourts.filter((c) => s.courtIds.includes(c.id));
    const missing = s.courtIds.filter((id) => !courts.some((c) => c.id === id));
    if (missing.length) {
      results.push({ session: s.session, series: null, reason: 'Choose courts of this club.' });
      continue;
    }
    const unbookable = courts.find((c) => !c.bookable);
    if (unbookable) {
      results.push({ session: s.session, series: null, reason: `${unbookable.name} cannot be booked.` });
      continue;
    }
    const occurrence = { start: s.start, end: s.end, date: '' };
    const clashes = await findClashes(tx, clubId, facts.zone, courts, [occurrence]);
    if (clashes.length) {
      results.push({
        session: s.session,
        series: null,
        reason: `The court is taken: ${clashText(clashes[0], facts.zone, STAFF_VIEWER, facts.locale)}.`,
      });
      continue;
    }
    try {
      // A savepoint: losing a race on the no-overlap constraint fails this session only.
      bookingsChanged(tx, clubId);
      const series = await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(bookingSeries)
          .values({
            club_id: clubId,
            name: s.name,
            ttype: 'E',
            author_id: ctx.actor?.playerId ?? null,
            start_date: s.start,
            end_date: s.end,
            recurrence: 'N',
            price_minor: 0,
            currency: facts.currency,
            paying: false,
            event_session_id: s.session,
          })
          .returning({ id: bookingSeries.id });
        await insertInstances(sp, clubId, row.id, [occurrence], s.courtIds, s.coachIds);
        return row.id;
      });
      results.push({ session: s.session, series, reason: null });
    } catch (error) {
      if (!isOverlapError(error)) throw error;
      const lost = await findClashes(tx, clubId, facts.zone, courts, [occurrence]);
      results.push({
        session: s.session,
        series: null,
        reason: lost.length
          ? `The court is taken: ${clashText(lost[0], facts.zone, STAFF_VIEWER, facts.locale)}.`
          : 'The court is taken.',
      });
    }
  }
  return results;
}

/** Cancels the booking series of sessions (their instances not yet cancelled), freeing the courts. */
export async function cancelEventSessionBookings(ctx: Ctx, tx: Tx, clubId: number, seriesIds: readonly number[]) {
  await assertAccess(ctx, clubId, { area: 'clinics' });
  if (!seriesIds.length) return;
  const now = clock.now();
  const ids = [...seriesIds];
  bookingsChanged(tx, clubId);
  await tx
    .update(bookingSeries)
    .set({ cancelled_at: now })
    .where(
      and(
        eq(bookingSeries.club_id, clubId),
        eq(bookingSeries.ttype, 'E'),
        inArray(bookingSeries.id, ids),
        isNull(bookingSeries.cancelled_at),
      ),
    );
  const instances = await tx
    .update(bookingInstances)
    .set({ cancelled_at: now, cancelled_by: ctx.actor?.playerId ?? null })
    .where(
      and(
        eq(bookingInstances.club_id, clubId),
        inArray(bookingInstances.series_id, ids),
        isNull(bookingInstances.cancelled_at),
      ),
    )
    .returning({ id: bookingInstances.id });
  if (instances.length)
    await tx
      .update(bookingSlots)
      .set({ live: false })
      .where(
        and(
          eq(bookingSlots.club_id, clubId),
          inArray(
            bookingSlots.instance_id,
            instances.map((i) => i.id),
          ),
        ),
      );
}

/** Removes the booking series of sessions (sessions that are deleted with a draft event, or recreated). */
export async function deleteEventSessionBookings(ctx: Ctx, tx: Tx, clubId: number, seriesIds: readonly number[]) {
  await assertAccess(ctx, clubId, { area: 'clinics' });
  if (!seriesIds.length) return;
  bookingsChanged(tx, clubId);
  await tx
    .delete(bookingSeries)
    .where(
      and(eq(bookingSeries.club_id, clubId), eq(bookingSeries.ttype, 'E'), inArray(bookingSeries.id, [...seriesIds])),
    );
}
