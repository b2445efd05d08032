import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { BookedPerson, BookingType, Occurrence } from '@rally/domain';
import type { Tx } from '../../db/client';
import { costOf, type BookingContext } from './booking-context';
import { newSeriesRecord } from './booking-records';
import { bookedPersons, bookingCoaches, bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingsChanged, spansOf } from './day-view-cache';
import type { ChangedSpan } from '../../events/club-events';

// Writing a series' rows: the series, its booked persons with their shares, and its instances
// with their court slots and coaches, inserted in batches (one statement per 1,000 rows).

const BATCH = 1000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/**
 * Inserts the instances of `occurrences` with their slots on `courtIds` and their coaches: one
 * statement per 1,000 instances (data-modifying CTEs; issue 29: a booking's three inserts were
 * three round trips). Returns the instances' ids in the order of `occurrences`.
 */
export async function insertInstances(
  tx: Tx,
  clubId: number,
  seriesId: number,
  occurrences: readonly Occurrence[],
  courtIds: readonly number[],
  coachIds: readonly number[],
  guests = '',
) {
  bookingsChanged(tx, clubId, spansOf(occurrences));
  const ids: number[] = [];
  for (const part of chunks([...occurrences])) {
    // The occurrences go as arrays with their place (ordinality), and come back by it.
    const result = await tx.execute<{ id: number; at: number }>(sql`
      with occurrence as (
        select o.starts_at, o.ends_at, o.at
        from unnest(
          ${sql.param(part.map((o) => o.start.toISOString()))}::timestamptz[],
          ${sql.param(part.map((o) => o.end.toISOString()))}::timestamptz[]
        ) with ordinality as o(starts_at, ends_at, at)
      ), instance as (
        insert into ${bookingInstances} (club_id, series_id, starts_at, ends_at, guests)
        select ${clubId}, ${seriesId}, starts_at, ends_at, ${guests} from occurrence order by at
        returning id, starts_at
      ), placed as (
        select instance.id, instance.starts_at, occurrence.ends_at, occurrence.at
        from instance join occurrence on occurrence.starts_at = instance.starts_at
      ), slot as (
        insert into ${bookingSlots} (club_id, instance_id, court_id, during)
        select ${clubId}, placed.id, court, tstzrange(placed.starts_at, placed.ends_at, '[)')
        from placed cross join unnest(${sql.param([...courtIds])}::int[]) as court
      ), coach as (
        insert into ${bookingCoaches} (club_id, instance_id, club_coach_id)
        select ${clubId}, placed.id, coach from placed cross join unnest(${sql.param([...coachIds])}::int[]) as coach
      )
      select id, at::int from placed order by at`);
    const rows = (result as unknown as { rows: { id: number; at: number }[] }).rows;
    if (rows.length !== part.length) throw new Error('A booking occurrence was written twice or not at all');
    ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids;
}

export type SeriesValues = {
  name: string;
  ttype: BookingType;
  sport?: number | null;
  start_date: Date;
  end_date: Date;
  recurrence: string;
  recurrence_end?: string | null;
  notes: string;
  booked_person_set: BookedPerson[];
  /** The guests every new instance gets ('' when none). */
  guests?: string;
};

/** The primary booked person (the one marked, else the first), whose name and e-mail the series carries. */
const primaryOf = (persons: BookedPerson[]) => persons.find((p) => p.primary) ?? persons[0];

/** The series columns of its values, priced over `occurrences` (the instances it has from now on). */
export function seriesColumns(values: SeriesValues, ctx: BookingContext, occurrences: readonly Occurrence[]) {
  const cost = costOf(ctx, [...occurrences]);
  const primary = primaryOf(values.booked_person_set);
  const bookerPays = cost.shares.find((s) => s.payer.person === -1);
  return {
    cost,
    columns: {
      name: values.name,
      ttype: values.ttype,
      sport_id: values.sport ?? null,
      player_id: primary?.player ?? (bookerPays ? ctx.booker.playerId : null),
      player_name:
        primary?.full_name ||
        (primary
          ? (cost.shares.find((s) => s.payer.person === values.booked_person_set.indexOf(primary))?.payer.name ?? '')
          : (bookerPays?.payer.name ?? '')),
      player_email: primary?.email ?? '',
      contact_number: primary?.number ?? '',
      notes: values.notes,
      start_date: values.start_date,
      end_date: values.end_date,
      recurrence: values.recurrence as 'N',
      recurrence_end: values.recurrence === 'N' ? null : (values.recurrence_end ?? null),
      price_minor: cost.total,
      currency: ctx.club.currency,
      paying: ctx.payers.length > 0,
    },
  };
}

/** Replaces the series' booked persons, each with their share of `cost`; returns them as written. */
export async function writePersons(
  tx: Tx,
  clubId: number,
  seriesId: number,
  persons: BookedPerson[],
  cost: ReturnType<typeof costOf>,
  /** The times the series' instances cover, when known (a new series: its occurrences'); else the whole club. */
  spans: ChangedSpan[] | null = null,
  /** A series inserted in this transaction: it has no persons yet, nothing to delete. */
  fresh = false,
) {
  bookingsChanged(tx, clubId, spans);
  if (!fresh)
    await tx.delete(bookedPersons).where(and(eq(bookedPersons.club_id, clubId), eq(bookedPersons.series_id, seriesId)));
  if (!persons.length) return [];
  return tx
    .insert(bookedPersons)
    .values(
      persons.map((p, index) => ({
        club_id: clubId,
        series_id: seriesId,
        player_id: p.player ?? null,
        club_member_id: p.club_member ?? null,
        full_name: p.full_name,
        email: p.email,
        number: p.number,
        notes: p.notes,
        paying: p.paying,
        primary: p === primaryOf(persons),
        share_minor: cost.shares.find((s) => s.payer.person === index)?.amount ?? 0,
      })),
    )
    .returning();
}

/** Inserts a new series with its persons and instances; returns its row. */
export async function insertSeries(
  tx: Tx,
  ctx: BookingContext,
  values: SeriesValues,
  occurrences: readonly Occurrence[],
  courtIds: number[],
  coachIds: number[],
) {
  return (await writeSeries(tx, ctx, values, occurrences, courtIds, coachIds)).row;
}

/**
 * Inserts a new series as insertSeries does, and returns its record (seriesRecordOf's shape) built
 * from what was written: a create reads nothing back (issue 29: four reads fewer a booking).
 */
export async function insertSeriesRecord(
  tx: Tx,
  ctx: BookingContext,
  values: SeriesValues,
  occurrences: readonly Occurrence[],
  courtIds: number[],
  coachIds: number[],
) {
  const { row, persons, ids } = await writeSeries(tx, ctx, values, occurrences, courtIds, coachIds);
  const instances = occurrences.map((o, i) => ({ id: ids[i], start: o.start, end: o.end }));
  return newSeriesRecord(row, persons, instances, courtIds, coachIds, values.guests ?? '', ctx.club.zone);
}

async function writeSeries(
  tx: Tx,
  ctx: BookingContext,
  values: SeriesValues,
  occurrences: readonly Occurrence[],
  courtIds: number[],
  coachIds: number[],
) {
  // A new series shows only on its instances' times: nothing else of the club's day views changes.
  const spans = spansOf(occurrences);
  bookingsChanged(tx, ctx.club.id, spans);
  const { cost, columns } = seriesColumns(values, ctx, occurrences);
  const [row] = await tx
    .insert(bookingSeries)
    .values({ ...columns, club_id: ctx.club.id, author_id: ctx.booker.playerId })
    .returning();
  const persons = await writePersons(tx, ctx.club.id, row.id, values.booked_person_set, cost, spans, true);
  const ids = await insertInstances(tx, ctx.club.id, row.id, occurrences, courtIds, coachIds, values.guests ?? '');
  return { row, persons, ids };
}

/** Deletes the series' instances starting at or after `from` (with their slots and coaches); returns the dates of those that were cancelled. */
export async function deleteInstancesFrom(tx: Tx, clubId: number, seriesId: number, from: Date) {
  bookingsChanged(tx, clubId);
  const where = and(
    eq(bookingInstances.club_id, clubId),
    eq(bookingInstances.series_id, seriesId),
    gte(bookingInstances.starts_at, from),
  );
  const rows = await tx
    .select({ id: bookingInstances.id, start: bookingInstances.starts_at, cancelled: bookingInstances.cancelled_at })
    .from(bookingInstances)
    .where(where);
  if (rows.length)
    await tx.delete(bookingInstances).where(
      and(
        eq(bookingInstances.club_id, clubId),
        inArray(
          bookingInstances.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.filter((r) => r.cancelled !== null).map((r) => r.start.getTime());
}

/** Locks a series and reads its live instances; null when it is gone or already cancelled. */
export async function lockLiveInstances(
  tx: Tx,
  clubId: number,
  seriesId: number,
): Promise<{ id: number; start: Date }[] | null> {
  const [series] = await tx
    .select()
    .from(bookingSeries)
    .where(and(eq(bookingSeries.id, seriesId), eq(bookingSeries.club_id, clubId)))
    .for('update');
  if (!series || series.cancelled_at) return null;
  return tx
    .select({ id: bookingInstances.id, start: bookingInstances.starts_at })
    .from(bookingInstances)
    .where(
      and(
        eq(bookingInstances.club_id, clubId),
        eq(bookingInstances.series_id, seriesId),
        isNull(bookingInstances.cancelled_at),
      ),
    );
}

/** Cancels these instances of a series and frees their courts; then marks the series cancelled. */
export async function cancelInstancesAndSeries(
  tx: Tx,
  clubId: number,
  seriesId: number,
  instanceIds: readonly number[],
  playerId: number,
  now: Date,
) {
  bookingsChanged(tx, clubId);
  if (instanceIds.length) {
    await tx
      .update(bookingInstances)
      .set({ cancelled_at: now, cancelled_by: playerId })
      .where(and(eq(bookingInstances.club_id, clubId), inArray(bookingInstances.id, [...instanceIds])));
    await tx
      .update(bookingSlots)
      .set({ live: false })
      .where(and(eq(bookingSlots.club_id, clubId), inArray(bookingSlots.instance_id, [...instanceIds])));
  }
  await tx
    .update(bookingSeries)
    .set({ cancelled_at: now })
    .where(and(eq(bookingSeries.id, seriesId), eq(bookingSeries.club_id, clubId)));
}
