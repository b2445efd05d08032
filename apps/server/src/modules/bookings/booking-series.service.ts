import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  createBookingSeriesSchema,
  dateInZone,
  fieldErrorsOf,
  fromMinor,
  type BookingType,
  type CreateBookingSeries,
  type Occurrence,
  type UpdateBookingSeries,
} from '@rally/domain';
import { invalid, notFound } from '../../http/errors';
import type { ServiceContext } from '../../context';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import type { Tx } from '../../db/client';
import {
  loadBookingContext,
  occurrencesOf,
  refusalsOf,
  toClubLocal,
  type Booker,
  type BookingContext,
  type BookingDraft,
  type Ctx,
} from './booking-context';
import { clashConflict, findClashes, isOverlapError } from './booking-clashes';
import { assertMayChange, cancelFrom, dashboardBooker, getSeriesForChange } from './booking-access';
import { SERIES_NOT_FOUND, seriesRecordOf, type SeriesRecord, type SeriesRow } from './booking-records';
import { deleteInstancesFrom, insertInstances, insertSeries, seriesColumns, writePersons } from './booking-writes';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { paymentStateOf } from './booking-payment.service';
import { applyRefund, cancelPreviewOf, planRefund } from './booking-refunds';
import { shareRecordOf, shareStatesOf } from './booking-shares';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// Booking series (spec 2 §3, §7): create, edit with a scope, cancel, delete. Every create and edit
// runs the allowed-check (the same function as POST /api/club/{id}/booking_allowed/), then looks
// for clashes with live bookings inside its transaction; the exclusion constraint refuses what a
// concurrent request slipped in between, and that loss is the same 409 naming the booking.

const REFUSAL = 'Invalid booking details';

const draftOf = (b: CreateBookingSeries): BookingDraft => ({
  ttype: b.ttype as BookingType,
  start: b.start_date,
  end: b.end_date,
  recurrence: b.recurrence as BookingDraft['recurrence'],
  recurrence_end: b.recurrence_end,
  court_set: [...new Set(b.court_set)],
  coach_set: [...new Set(b.coach_set)],
  booked_person_set: b.booked_person_set,
});

/** Refuses a booking that breaks a rule, with every rule's sentence. */
async function assertAllowed(ctx: Ctx, bctx: BookingContext, ttype: BookingType, exceptSeries?: number) {
  const refusals = await refusalsOf(ctx.db, bctx, ttype, exceptSeries);
  if (refusals.length) throw invalid(refusals.join(' '), { non_field_errors: refusals });
}

/** Runs a write; a lost race on the no-overlap constraint becomes the 409 naming the booking that won. */
async function withClashReport<T>(
  ctx: Ctx,
  bctx: BookingContext,
  occurrences: Occurrence[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    const clashes = await findClashes(ctx.db, bctx.club.id, bctx.club.zone, bctx.courts, occurrences);
    if (clashes.length) throw clashConflict(clashes, bctx.club.zone, bctx.booker);
    throw error;
  }
}

/** The occurrences to write: all when none clashes; without the clashing ones when asked; else the 409. */
function keepOf(
  bctx: BookingContext,
  occurrences: Occurrence[],
  clashes: Awaited<ReturnType<typeof findClashes>>,
  skip: boolean,
) {
  if (!clashes.length) return { keep: occurrences, skipped: [] as string[] };
  if (!skip) throw clashConflict(clashes, bctx.club.zone, bctx.booker);
  const clashing = new Set(clashes.map((c) => c.date));
  const keep = occurrences.filter((o) => !clashing.has(o.date));
  if (!keep.length) throw clashConflict(clashes, bctx.club.zone, bctx.booker);
  return { keep, skipped: [...clashing] };
}

/** POST /api/courtbookingseries/?club: a booking, single or recurring; `skip_clashes` leaves the clashing dates out and lists them. */
export async function createBookingSeries({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: CreateBookingSeries };
}) {
  const booker = await dashboardBooker(ctx, input.club);
  return createSeriesAs(ctx, input.club, booker, input.body);
}

/**
 * The one create path of a series, for whoever books (staff and coaches from the dashboard,
 * players for themselves: player-bookings.service.ts): the allowed-check for that booker, the
 * clash check and the write in one transaction; `afterWrite` runs inside that transaction (the
 * player's confirmation e-mail is queued there, so it exists only if the booking commits).
 */
export async function createSeriesAs(
  ctx: Ctx,
  club: number,
  booker: Booker,
  body: CreateBookingSeries,
  afterWrite?: (tx: Tx, record: SeriesRecord, bctx: BookingContext) => Promise<void>,
) {
  const draft = draftOf(body);
  const bctx = await loadBookingContext(ctx.db, club, booker, draft);
  await assertAllowed(ctx, bctx, draft.ttype);
  const occurrences = bctx.occurrences;
  return withClashReport(ctx, bctx, occurrences, () =>
    ctx.db.transaction(async (tx) => {
      const clashes = await findClashes(tx, club, bctx.club.zone, bctx.courts, occurrences);
      const { keep, skipped } = keepOf(bctx, occurrences, clashes, body.skip_clashes);
      const row = await insertSeries(
        tx,
        bctx,
        { ...body, ttype: draft.ttype, start_date: occurrences[0].start, end_date: occurrences[0].end },
        keep,
        draft.court_set,
        draft.coach_set,
      );
      const record = await seriesRecordOf(tx, row, bctx.club.zone);
      if (afterWrite) await afterWrite(tx, record, bctx);
      return { ...record, skipped_dates: skipped };
    }),
  );
}

/** The stored series as its create schema reads it: the first booking's local times, courts and coaches of its first live instance. */
async function asInput(ctx: Ctx, series: SeriesRow, zone: string) {
  const record = await seriesRecordOf(ctx.db, series, zone);
  return {
    name: record.name,
    ttype: record.ttype,
    sport: record.sport ?? undefined,
    start_date: record.start_date,
    end_date: record.end_date,
    recurrence: record.recurrence,
    recurrence_end: record.recurrence_end,
    court_set: record.court_set,
    coach_set: record.coach_set,
    booked_person_set: record.booked_person_set.map(({ id: _id, share: _share, ...p }) => ({
      ...p,
      player: p.player ?? undefined,
      club_member: p.club_member ?? undefined,
    })),
    notes: record.notes,
  };
}

/**
 * PATCH /api/courtbookingseries/{id}/ (scope in updateBookingSeriesSchema). `all`: the series'
 * instances from now on are rewritten from the merged values (started ones stay; a date whose
 * instance was cancelled stays cancelled). `following` with `instance`: the series ends the day
 * before that instance and a new series, with the changes, takes over from its date; answers the new series.
 */
export async function updateBookingSeries({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateBookingSeries };
}) {
  const { series, booker } = await getSeriesForChange(ctx, input.id);
  const { scope = 'all', instance: instanceId, skip_clashes = false, ...changes } = input.body;
  const zone = (await getClubBookingFacts(ctx.db, series.club_id)).zone;
  const stored = await asInput(ctx, series, zone);
  let splitAt: Date | null = null;
  let merged: Record<string, unknown> = { ...stored, ...changes };
  if (scope === 'following') {
    const [instance] = instanceId
      ? await ctx.db
          .select()
          .from(bookingInstances)
          .where(
            and(
              eq(bookingInstances.club_id, series.club_id),
              eq(bookingInstances.series_id, series.id),
              eq(bookingInstances.id, instanceId),
            ),
          )
      : [];
    if (!instance) throw invalid(REFUSAL, { instance: ['Choose an instance of this booking'] });
    splitAt = instance.starts_at;
    // The new series starts on the instance's date at the (possibly changed) wall-clock times.
    const date = dateInZone(instance.starts_at, zone);
    const dayShift = (text: string) => `${date}${toClubLocal(text, zone).slice(10)}`;
    const start = toClubLocal(String(changes.start_date ?? stored.start_date), zone);
    const end = toClubLocal(String(changes.end_date ?? stored.end_date), zone);
    const days = DateTime.fromISO(end.slice(0, 10)).diff(DateTime.fromISO(start.slice(0, 10)), 'days').days;
    merged = {
      ...merged,
      start_date: dayShift(start),
      end_date: DateTime.fromISO(`${date}T${end.slice(11)}`)
        .plus({ days })
        .toFormat("yyyy-MM-dd'T'HH:mm"),
    };
  }
  const parsed = createBookingSeriesSchema.safeParse(merged);
  if (!parsed.success) throw invalid(REFUSAL, fieldErrorsOf(parsed.error.issues));
  const draft = draftOf(parsed.data);
  const now = clock.now();
  const all = occurrencesOf(draft, zone);
  const from = splitAt ?? now;
  // Following: the new series begins on the split date (its first time may be earlier than the old one's).
  let future = splitAt ? all : all.filter((o) => o.start >= from);
  const scheduleFields = ['start_date', 'end_date', 'recurrence', 'recurrence_end', 'court_set', 'coach_set'] as const;
  const rescheduled = scheduleFields.some(
    (k) => changes[k] !== undefined && JSON.stringify(changes[k]) !== JSON.stringify(stored[k]),
  );
  // Without a new schedule the series keeps its instances: price and check them as they are.
  const live = rescheduled || splitAt ? null : await liveOccurrencesFrom(ctx, series, now);
  const bctx = await loadBookingContext(ctx.db, series.club_id, booker, draft, live ?? future);
  if (live) future = live;
  if (future.length) await assertAllowed(ctx, bctx, draft.ttype, series.id);

  return withClashReport(ctx, bctx, future, () =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(bookingSeries)
        .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)))
        .for('update');
      if (!locked) throw notFound();
      bookingsChanged(tx, series.club_id);
      if (!splitAt && !rescheduled) {
        // Name, type, notes or booked persons only: the instances stay as they are (their ids too).
        const values = { ...parsed.data, ttype: draft.ttype, start_date: series.start_date, end_date: series.end_date };
        const { cost, columns } = seriesColumns(values, bctx, future);
        const [saved] = await tx
          .update(bookingSeries)
          .set(columns)
          .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)))
          .returning();
        await writePersons(tx, series.club_id, series.id, parsed.data.booked_person_set, cost);
        return { ...(await seriesRecordOf(tx, saved, zone)), skipped_dates: [] as string[] };
      }
      const cancelled = new Set(await deleteInstancesFrom(tx, series.club_id, series.id, from));
      const clashes = await findClashes(tx, series.club_id, zone, bctx.courts, future);
      const { keep, skipped } = keepOf(bctx, future, clashes, skip_clashes);
      const values = { ...parsed.data, ttype: draft.ttype, start_date: all[0].start, end_date: all[0].end };
      if (splitAt) {
        const lastDay = DateTime.fromJSDate(splitAt).setZone(zone).minus({ days: 1 }).toISODate()!;
        // The instances before the split stay with the old series; with none left, it is replaced whole.
        const [kept] = await tx
          .select({ id: bookingInstances.id })
          .from(bookingInstances)
          .where(and(eq(bookingInstances.club_id, series.club_id), eq(bookingInstances.series_id, series.id)))
          .limit(1);
        if (kept)
          await tx
            .update(bookingSeries)
            .set({ recurrence_end: lastDay })
            .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)));
        else
          await tx
            .delete(bookingSeries)
            .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)));
        const row = await insertSeries(tx, bctx, values, keep, draft.court_set, draft.coach_set);
        return { ...(await seriesRecordOf(tx, row, zone)), skipped_dates: skipped };
      }
      const written = keep.filter((o) => !cancelled.has(o.start.getTime()));
      await insertInstances(tx, series.club_id, series.id, written, draft.court_set, draft.coach_set);
      const { cost, columns } = seriesColumns(values, bctx, written);
      const [saved] = await tx
        .update(bookingSeries)
        .set(columns)
        .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, series.club_id)))
        .returning();
      await writePersons(tx, series.club_id, series.id, parsed.data.booked_person_set, cost);
      return { ...(await seriesRecordOf(tx, saved, zone)), skipped_dates: skipped };
    }),
  );
}

/** The series' live instances from `from` on, as occurrences. */
async function liveOccurrencesFrom(ctx: Ctx, series: SeriesRow, from: Date): Promise<Occurrence[]> {
  const rows = await ctx.db
    .select({ start: bookingInstances.starts_at, end: bookingInstances.ends_at })
    .from(bookingInstances)
    .where(
      and(
        eq(bookingInstances.club_id, series.club_id),
        eq(bookingInstances.series_id, series.id),
        isNull(bookingInstances.cancelled_at),
        gte(bookingInstances.starts_at, from),
      ),
    )
    .orderBy(asc(bookingInstances.starts_at));
  return rows.map((r) => ({ ...r, date: '' }));
}

/** The instances a series cancel would cancel now: live, not started (a coach: not inside their advance_hours_cancel). */
const instancesToCancel = (db: Ctx['db'] | Tx, series: SeriesRow, booker: Booker, now: Date, lock = false) => {
  const query = db
    .select()
    .from(bookingInstances)
    .where(
      and(
        eq(bookingInstances.club_id, series.club_id),
        eq(bookingInstances.series_id, series.id),
        gte(bookingInstances.starts_at, cancelFrom(booker, now)),
        isNull(bookingInstances.cancelled_at),
      ),
    )
    .orderBy(asc(bookingInstances.starts_at));
  return lock ? query.for('update') : query;
};

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
    }
    await applyRefund(ctx, tx, locked, plan, 'Booking cancelled by the club', { area: 'courtBookings' });
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

/** POST /api/courtbookingseries/{id}/booking_cost/: the price of its live instances and each paying person's share, with what it has paid and still owes. */
export async function bookingSeriesCost({ ctx, id }: { ctx: Ctx; id: number }) {
  const { series, booker: caller } = await getSeriesForChange(ctx, id);
  const { cost, currency, instances, states } = await shareStatesOf(ctx.db, series, caller);
  return {
    booking_series: series.id,
    currency: currency.toUpperCase(),
    price: fromMinor(cost.total, currency),
    instances: instances.length,
    paid: fromMinor(
      states.reduce((sum, s) => sum + s.paid, 0),
      currency,
    ),
    to_pay: fromMinor(
      states.reduce((sum, s) => sum + s.outstanding, 0),
      currency,
    ),
    shares: states.map((s) => shareRecordOf(s, currency)),
  };
}

/**
 * GET /api/courtbookingseries/{id}/: the series with its booked persons and instances, for the
 * dashboard's booking form and series view. Staff and the club's coaches read any of the club's
 * bookings (coaches see the calendar); `may_change` says whether this caller may change it, and
 * `transaction_set` holds its payments (pay_booking's transactions).
 */
export async function getBookingSeries({ ctx, id }: { ctx: Ctx; id: number }) {
  const [series] = await ctx.db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  if (!series) throw notFound(SERIES_NOT_FOUND);
  const booker = await dashboardBooker(ctx, series.club_id);
  const zone = (await getClubBookingFacts(ctx.db, series.club_id)).zone;
  const may_change = await assertMayChange(ctx.db, booker, series).then(
    () => true,
    () => false,
  );
  const record = await seriesRecordOf(ctx.db, series, zone);
  const { transaction_set, payment_shares } = await paymentStateOf(ctx, series.id, booker);
  // Each booked person's payment beside them: what their share is, has paid and still owes.
  const booked_person_set = record.booked_person_set.map((p) => {
    const share = payment_shares.find((s) => s.booked_person === p.id);
    return { ...p, paid: share?.paid ?? null, to_pay: share?.to_pay ?? null };
  });
  return { ...record, booked_person_set, may_change, transaction_set, payment_shares };
}
