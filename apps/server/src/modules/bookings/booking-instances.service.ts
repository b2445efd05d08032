import { and, asc, eq } from 'drizzle-orm';
import { createBookingSeriesSchema, fieldErrorsOf, type UpdateBookingInstance } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { tellBookedPlayers } from './booking-notices';
import { assertMayChange, cancelFrom, dashboardBooker, lateCancelMessage } from './booking-access';
import { findClashes, clashConflict, isOverlapError } from './booking-clashes';
import { loadBookingContext, refusalsOf, toClubLocal, type BookingDraft, type Ctx } from './booking-context';
import { INSTANCE_NOT_FOUND, partsOf, rangeOf, toInstanceRecord } from './booking-records';
import { applyRefund, cancelPreviewOf, planRefund } from './booking-refunds';
import { bookingsChanged } from './day-view-cache';
import { bookedPersons, bookingCoaches, bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import * as clock from '../../clock';
import { courtFreed } from './court-holds';

// Booking instances (spec 2 §3, §7): the changes to one instance ("this instance" of a series):
// edit, cancel (with its preview), delete. The list and the upcoming-bookings count:
// booking-instance-list.service.ts.

/** The instance with its series, after checking the caller may change it. */
async function getInstanceForChange(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ instance: bookingInstances, series: bookingSeries })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, bookingInstances.club_id)),
    )
    .where(eq(bookingInstances.id, id));
  if (!row) throw notFound(INSTANCE_NOT_FOUND);
  const booker = await dashboardBooker(ctx, row.series.club_id);
  await assertMayChange(ctx.db, booker, row.series);
  return { ...row, booker };
}

/** PATCH /api/courtbookinginstance/{id}/: this instance only; the allowed-check and the clash check as for a new booking. */
export async function updateBookingInstance({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateBookingInstance };
}) {
  const { instance, series, booker } = await getInstanceForChange(ctx, input.id);
  if (instance.cancelled_at) throw invalid('A cancelled booking cannot be changed.');
  const parts = await partsOf(ctx.db, series.club_id, [instance.id]);
  const persons = await ctx.db
    .select()
    .from(bookedPersons)
    .where(and(eq(bookedPersons.club_id, series.club_id), eq(bookedPersons.series_id, series.id)))
    .orderBy(asc(bookedPersons.id));
  const zone = (await getClubBookingFacts(ctx.db, series.club_id)).zone;
  const merged = {
    name: series.name,
    ttype: series.ttype,
    start_date: input.body.start ?? toClubLocal(instance.starts_at.toISOString(), zone),
    end_date: input.body.end ?? toClubLocal(instance.ends_at.toISOString(), zone),
    recurrence: 'N',
    court_set: input.body.courts ?? parts.courts.get(instance.id) ?? [],
    coach_set: input.body.coaches ?? parts.coaches.get(instance.id) ?? [],
    booked_person_set: persons.map((p) => ({
      player: p.player_id ?? undefined,
      club_member: p.club_member_id ?? undefined,
      full_name: p.full_name,
      email: p.email,
      number: p.number,
      notes: p.notes,
      paying: p.paying,
      primary: p.primary,
    })),
  };
  const parsed = createBookingSeriesSchema.safeParse(merged);
  if (!parsed.success) throw invalid('Invalid booking details', fieldErrorsOf(parsed.error.issues));
  const draft: BookingDraft = {
    ttype: series.ttype,
    start: parsed.data.start_date,
    end: parsed.data.end_date,
    recurrence: 'N',
    court_set: parsed.data.court_set,
    coach_set: parsed.data.coach_set,
    booked_person_set: parsed.data.booked_person_set,
  };
  const bctx = await loadBookingContext(ctx.db, series.club_id, booker, draft);
  const refusals = await refusalsOf(ctx.db, bctx, series.ttype, series.id);
  if (refusals.length) throw invalid(refusals.join(' '), { non_field_errors: refusals });
  const [occurrence] = bctx.occurrences;
  try {
    return await ctx.db.transaction(async (tx) => {
      // Locked before it changes: a cancel or another move of it waits, then finds it as this one left it.
      const [locked] = await tx
        .select({ cancelled_at: bookingInstances.cancelled_at })
        .from(bookingInstances)
        .where(and(eq(bookingInstances.id, instance.id), eq(bookingInstances.club_id, series.club_id)))
        .for('update');
      if (!locked) throw notFound(INSTANCE_NOT_FOUND);
      bookingsChanged(tx, series.club_id);
      if (locked.cancelled_at) throw invalid('A cancelled booking cannot be changed.');
      const clashes = await findClashes(tx, series.club_id, zone, bctx.courts, bctx.occurrences, [instance.id]);
      if (clashes.length) throw clashConflict(clashes, zone, booker);
      const [saved] = await tx
        .update(bookingInstances)
        .set({ starts_at: occurrence.start, ends_at: occurrence.end, guests: input.body.guests ?? instance.guests })
        .where(and(eq(bookingInstances.id, instance.id), eq(bookingInstances.club_id, series.club_id)))
        .returning();
      await tx
        .delete(bookingSlots)
        .where(and(eq(bookingSlots.club_id, series.club_id), eq(bookingSlots.instance_id, instance.id)));
      await tx.insert(bookingSlots).values(
        draft.court_set.map((court) => ({
          club_id: series.club_id,
          instance_id: instance.id,
          court_id: court,
          during: rangeOf(occurrence.start, occurrence.end),
        })),
      );
      await tx
        .delete(bookingCoaches)
        .where(and(eq(bookingCoaches.club_id, series.club_id), eq(bookingCoaches.instance_id, instance.id)));
      if (draft.coach_set.length)
        await tx.insert(bookingCoaches).values(
          draft.coach_set.map((coach) => ({
            club_id: series.club_id,
            instance_id: instance.id,
            club_coach_id: coach,
          })),
        );
      await tellBookedPlayers(ctx, tx, series, 'booking_changed', { start: saved.starts_at, end: saved.ends_at });
      return toInstanceRecord(saved, await partsOf(tx, series.club_id, [instance.id]));
    });
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    const clashes = await findClashes(ctx.db, series.club_id, zone, bctx.courts, bctx.occurrences, [instance.id]);
    throw clashes.length ? clashConflict(clashes, zone, booker) : error;
  }
}

/**
 * POST /api/courtbookinginstance/{id}/cancel/: the instance (locked) is cancelled and frees its
 * courts; each payer's share of it comes back by its court group's refund rule (booking-shares.ts),
 * never more than that payer paid. Cancelling it again
 * changes nothing.
 */
export async function cancelBookingInstance({ ctx, id }: { ctx: ServiceContext; id: number }) {
  const { instance, series, booker } = await getInstanceForChange(ctx, id);
  if (!instance.cancelled_at && booker.kind === 'coach' && instance.starts_at < cancelFrom(booker))
    throw invalid(lateCancelMessage(booker));
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(bookingInstances)
      .where(and(eq(bookingInstances.id, instance.id), eq(bookingInstances.club_id, series.club_id)))
      .for('update');
    if (!locked) throw notFound(INSTANCE_NOT_FOUND);
    if (locked.cancelled_at) return toInstanceRecord(locked, await partsOf(tx, series.club_id, [instance.id]));
    bookingsChanged(tx, series.club_id);
    const now = clock.now();
    const [saved] = await tx
      .update(bookingInstances)
      .set({ cancelled_at: now, cancelled_by: booker.playerId })
      .where(and(eq(bookingInstances.id, instance.id), eq(bookingInstances.club_id, series.club_id)))
      .returning();
    await tx
      .update(bookingSlots)
      .set({ live: false })
      .where(and(eq(bookingSlots.club_id, series.club_id), eq(bookingSlots.instance_id, instance.id)));
    await courtFreed(tx, series.club_id);
    // Each payer gets their share of this date back by the court group's rule, never more than they paid.
    const plan = await planRefund(tx, series, booker, [locked], now);
    await applyRefund(ctx, tx, series, plan, 'Booking cancelled by the club', { area: 'courtBookings' });
    await tellBookedPlayers(ctx, tx, series, 'booking_cancelled', { start: saved.starts_at, end: saved.ends_at });
    return toInstanceRecord(saved, await partsOf(tx, series.club_id, [instance.id]));
  });
}

/**
 * GET /api/courtbookinginstance/{id}/cancel_preview/: what cancelling this date now would give
 * back to each payer by its court group's rule, asked before confirming.
 */
export async function instanceCancelPreview({ ctx, id }: { ctx: Ctx; id: number }) {
  const { instance, series, booker } = await getInstanceForChange(ctx, id);
  if (instance.cancelled_at) return cancelPreviewOf(ctx.db, series, null, 'This date is already cancelled.');
  if (booker.kind === 'coach' && instance.starts_at < cancelFrom(booker))
    return cancelPreviewOf(ctx.db, series, null, lateCancelMessage(booker));
  return cancelPreviewOf(ctx.db, series, await planRefund(ctx.db, series, booker, [instance], clock.now()));
}

/** DELETE /api/courtbookinginstance/{id}/: the instance with its slots and coaches; its series stays. */
export async function deleteBookingInstance({ ctx, id }: { ctx: Ctx; id: number }) {
  const { instance, series } = await getInstanceForChange(ctx, id);
  await ctx.db
    .delete(bookingInstances)
    .where(and(eq(bookingInstances.id, instance.id), eq(bookingInstances.club_id, series.club_id)));
  bookingsChanged(ctx.db, series.club_id);
}
