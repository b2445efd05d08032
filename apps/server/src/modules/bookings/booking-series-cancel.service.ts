import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { cancelFrom, getSeriesForChange } from './booking-access';
import type { Booker, Ctx } from './booking-context';
import { liveInstancesOf, SERIES_NOT_FOUND, seriesRecordOf, type SeriesRow } from './booking-records';
import { applyRefund, cancelPreviewOf, planRefund } from './booking-refunds';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import { tellBookedPlayers } from './booking-notices';
import * as clock from '../../clock';
import { courtFreed } from './court-holds';

// Ending a booking series from the dashboard (spec 2 §3, §7): what cancelling it would refund,
// asked first; the cancel, which frees its courts and refunds each payer by the group's rule
// (booking-refunds.ts); and the delete. Creating and editing a series: booking-series.service.ts.

/** The instances a series cancel would cancel now: live, not started (a coach: not inside their advance_hours_cancel). */
const instancesToCancel = (db: Ctx['db'] | Tx, series: SeriesRow, booker: Booker, now: Date, lock = false) =>
  liveInstancesOf(db, series, cancelFrom(booker, now), lock);

/**
 * POST /api/courtbookingseries/{id}/cancel/: the series and its instances not yet started are
 * cancelled and free their courts. A coach's cancel leaves the instances inside their
 * advance_hours_cancel as they are. Each cancelled date gives each payer their share of it back
 * by its court group's refund rule, never more than they paid (as cancelling one date does).
 */
export async function cancelBookingSeries({ ctx, id }: { ctx: ServiceContext; id: number }) {
  const { series, booker } = await getSeriesForChange(ctx, id);
  const now = clock.now();
  const zone = (await getClubBookingFacts(ctx.db, series.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(bookingSeries)
      .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)))
      .for('update');
    if (!locked) throw notFound(SERIES_NOT_FOUND);
    bookingsChanged(tx, series.club_id);
    const instances = await instancesToCancel(tx, locked, booker, now, true);
    const plan = await planRefund(tx, locked, booker, instances, now);
    const [row] = await tx
      .update(bookingSeries)
      .set({ cancelled_at: locked.cancelled_at ?? now })
      .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)))
      .returning();
    if (instances.length) {
      const ids = instances.map((i) => i.id);
      await tx
        .update(bookingInstances)
        .set({ cancelled_at: now, cancelled_by: booker.playerId })
        .where(and(eq(bookingInstances.club_id, series.club_id), inArray(bookingInstances.id, ids)));
      await tx
        .update(bookingSlots)
        .set({ live: false })
        .where(and(eq(bookingSlots.club_id, series.club_id), inArray(bookingSlots.instance_id, ids)));
      await courtFreed(tx, series.club_id);
    }
    await applyRefund(ctx, tx, locked, plan, 'Booking cancelled by the club', { area: 'courtBookings' });
    if (instances.length)
      await tellBookedPlayers(
        ctx,
        tx,
        locked,
        'booking_cancelled',
        instances.length === 1 ? { start: instances[0].starts_at, end: instances[0].ends_at } : null,
      );
    return seriesRecordOf(tx, row, zone);
  });
}

/**
 * GET /api/courtbookingseries/{id}/cancel_preview/: what cancelling the series now would do,
 * asked before confirming: how many dates, and what each payer gets back by the group's rule.
 */
export async function seriesCancelPreview({ ctx, id }: { ctx: Ctx; id: number }) {
  const { series, booker } = await getSeriesForChange(ctx, id);
  const now = clock.now();
  if (series.cancelled_at) return cancelPreviewOf(ctx.db, series, null, 'This booking is already cancelled.');
  const instances = await instancesToCancel(ctx.db, series, booker, now);
  return cancelPreviewOf(ctx.db, series, await planRefund(ctx.db, series, booker, instances, now));
}

/** DELETE /api/courtbookingseries/{id}/: the series with its instances, slots, coaches and booked persons. */
export async function deleteBookingSeries({ ctx, id }: { ctx: Ctx; id: number }) {
  const { series } = await getSeriesForChange(ctx, id);
  await ctx.db
    .delete(bookingSeries)
    .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)));
  bookingsChanged(ctx.db, series.club_id);
}
