import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { findBooker, type Booker, type Ctx } from './booking-context';
import { SERIES_NOT_FOUND, type SeriesRow } from './booking-records';
import { bookingCoaches, bookingInstances, bookingSeries } from './bookings.tables';
import * as clock from '../../clock';

// Who may change a booking (spec 2 §4 "A coach may edit a booking if they are its author or are
// assigned to it"): staff of the Court Bookings area may change any of the club's bookings, a
// coach only those. The route guard has let the club's staff and coaches in; this is the
// service's own check, first thing in every verb.

/** The caller as a booker at the club; only staff and coaches reach the dashboard's booking verbs. */
export async function dashboardBooker(ctx: Ctx, clubId: number): Promise<Booker> {
  if (!ctx.actor) throw unauthorized();
  const booker = await findBooker(ctx.db, clubId, ctx.actor.playerId, ctx.standings?.get(clubId));
  if (booker.kind === 'player') throw notFound(SERIES_NOT_FOUND);
  return booker;
}

/** The series (scoped by its club), after checking the caller may change it. */
export async function getSeriesForChange(ctx: Ctx, id: number): Promise<{ series: SeriesRow; booker: Booker }> {
  const [series] = await ctx.db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  if (!series) throw notFound(SERIES_NOT_FOUND);
  const booker = await dashboardBooker(ctx, series.club_id);
  await assertMayChange(ctx.db, booker, series);
  return { series, booker };
}

/** A coach may change a booking they authored or coach on; staff any of the club's. */
export async function assertMayChange(db: Db | Tx, booker: Booker, series: SeriesRow) {
  if (booker.kind === 'staff') return;
  if (series.author_id === booker.playerId) return;
  if (booker.coach) {
    const [assigned] = await db
      .select({ id: bookingCoaches.instance_id })
      .from(bookingCoaches)
      .innerJoin(
        bookingInstances,
        and(eq(bookingInstances.id, bookingCoaches.instance_id), eq(bookingInstances.club_id, bookingCoaches.club_id)),
      )
      .where(
        and(
          eq(bookingCoaches.club_id, series.club_id),
          eq(bookingInstances.series_id, series.id),
          eq(bookingCoaches.club_coach_id, booker.coach.id),
        ),
      )
      .limit(1);
    if (assigned) return;
  }
  throw forbidden('A coach can only change bookings they made or coach on.');
}

/**
 * The earliest start a booker may still cancel: a coach only bookings starting at least their
 * advance_hours_cancel (club coach settings) from now; staff any booking not yet started.
 */
export function cancelFrom(booker: Booker, now = clock.now()): Date {
  const hours = booker.kind === 'coach' ? (booker.coach?.advance_hours_cancel ?? 0) : 0;
  return new Date(now.getTime() + hours * 3_600_000);
}

/** The coach's refusal to cancel inside their advance_hours_cancel. */
export const lateCancelMessage = (booker: Booker) =>
  `${booker.coach?.name ?? 'A coach'} can only cancel a booking at least ${booker.coach?.advance_hours_cancel ?? 0} hours before it starts.`;
