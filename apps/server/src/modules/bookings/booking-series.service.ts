import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  createBookingSeriesSchema,
  dateInZone,
  fieldErrorsOf,
  type BookingType,
  type CreateBookingSeries,
  type Occurrence,
  type UpdateBookingSeries,
} from '@rally/domain';
import { invalid, notFound } from '../../http/errors';
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
import { dashboardBooker, getSeriesForChange } from './booking-access';
import { bookedPlayersOf, liveInstancesOf, seriesRecordOf, type SeriesRecord, type SeriesRow } from './booking-records';
import {
  deleteInstancesFrom,
  insertInstances,
  insertSeriesRecord,
  seriesColumns,
  writePersons,
} from './booking-writes';
import { bookingInstances, bookingSeries } from './bookings.tables';
import { tellBookedPlayers } from './booking-notices';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// Booking series (spec 2 §3, §7): create and edit with a scope (cancel and delete:
// booking-series-cancel.service.ts; reading one: booking-series-reads.service.ts). Every create and edit
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
export async function withClashReport<T>(
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
    if (clashes.length) throw clashConflict(clashes, bctx.club.zone, bctx.booker, bctx.club.locale);
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
  if (!skip) throw clashConflict(clashes, bctx.club.zone, bctx.booker, bctx.club.locale);
  const clashing = new Set(clashes.map((c) => c.date));
  const keep = occurrences.filter((o) => !clashing.has(o.date));
  if (!keep.length) throw clashConflict(clashes, bctx.club.zone, bctx.booker, bctx.club.locale);
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
  // The players staff (or a coach) put on it are told, with its first date.
  return createSeriesAs(ctx, input.club, booker, input.body, (tx, record) => {
    const first = record.booking_instance_set[0];
    const when = first ? { start: new Date(first.start), end: new Date(first.end) } : null;
    return tellBookedPlayers(
      ctx,
      tx,
      { id: record.id, club_id: input.club },
      'booking_made',
      when,
      bookedPlayersOf(record),
    );
  });
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
      // Without skip_clashes a clash refuses the whole booking, and the database refuses it anyway
      // (the no-overlap constraint, the hold guard's trigger): withClashReport turns that into the
      // same 409, so the clashes are read first only when some dates may be left out (issue 29).
      const clashes = body.skip_clashes ? await findClashes(tx, club, bctx.club.zone, bctx.courts, occurrences) : [];
      const { keep, skipped } = keepOf(bctx, occurrences, clashes, body.skip_clashes);
      const record = await insertSeriesRecord(
        tx,
        bctx,
        { ...body, ttype: draft.ttype, start_date: occurrences[0].start, end_date: occurrences[0].end },
        keep,
        draft.court_set,
        draft.coach_set,
      );
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
        const record = await insertSeriesRecord(tx, bctx, values, keep, draft.court_set, draft.coach_set);
        return { ...record, skipped_dates: skipped };
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
  const rows = await liveInstancesOf(ctx.db, series, from);
  return rows.map((r) => ({ start: r.starts_at, end: r.ends_at, date: '' }));
}
