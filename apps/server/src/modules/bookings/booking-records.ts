import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { bookingNotFound, fromMinor, toLocalDateTime } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { bookedPersons, bookingCoaches, bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';

// The API's shapes of a series and an instance (spec 2 §3 booking series, booking instance,
// booked person), read scoped by club.

export const SERIES_NOT_FOUND = bookingNotFound;
export const INSTANCE_NOT_FOUND = bookingNotFound;

/** The payments' item reference of a series: its transactions and the key that makes paying twice charge once. */
export const seriesItemRef = (id: number) => `booking_series:${id}`;

export type SeriesRow = typeof bookingSeries.$inferSelect;
export type InstanceRow = typeof bookingInstances.$inferSelect;

/**
 * The series' live instances, soonest first; with `from`, only those starting then or later.
 * `lock` takes them FOR UPDATE (a cancel).
 */
export const liveInstancesOf = (db: Db | Tx, series: Pick<SeriesRow, 'id' | 'club_id'>, from?: Date, lock = false) => {
  const query = db
    .select()
    .from(bookingInstances)
    .where(
      and(
        eq(bookingInstances.club_id, series.club_id),
        eq(bookingInstances.series_id, series.id),
        isNull(bookingInstances.cancelled_at),
        from ? gte(bookingInstances.starts_at, from) : undefined,
      ),
    )
    .orderBy(asc(bookingInstances.starts_at));
  return lock ? query.for('update') : query;
};

/** '[start,end)': a slot's time range as PostgreSQL reads a tstzrange. */
export const rangeOf = (start: Date, end: Date) => `[${start.toISOString()},${end.toISOString()})`;

export type InstanceRecord = {
  id: number;
  booking_series: number;
  start: string;
  end: string;
  courts: number[];
  coaches: number[];
  guests: string;
  cancelled: boolean;
};

/** Courts and coaches of these instances, by instance id. */
export async function partsOf(db: Db | Tx, clubId: number, instanceIds: number[]) {
  const courts = new Map<number, number[]>();
  const coaches = new Map<number, number[]>();
  if (!instanceIds.length) return { courts, coaches };
  // One after the other: `db` may be a transaction, whose one client must not be sent a second
  // query while the first runs (node-postgres deprecates it; the bench printed the warning).
  const slots = await db
    .select({ instance: bookingSlots.instance_id, court: bookingSlots.court_id })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.club_id, clubId), inArray(bookingSlots.instance_id, instanceIds)))
    .orderBy(asc(bookingSlots.court_id));
  const coachRows = await db
    .select({ instance: bookingCoaches.instance_id, coach: bookingCoaches.club_coach_id })
    .from(bookingCoaches)
    .where(and(eq(bookingCoaches.club_id, clubId), inArray(bookingCoaches.instance_id, instanceIds)));
  for (const s of slots) courts.set(s.instance, [...(courts.get(s.instance) ?? []), s.court]);
  for (const c of coachRows) coaches.set(c.instance, [...(coaches.get(c.instance) ?? []), c.coach]);
  return { courts, coaches };
}

export const toInstanceRecord = (row: InstanceRow, parts: Awaited<ReturnType<typeof partsOf>>): InstanceRecord => ({
  id: row.id,
  booking_series: row.series_id,
  start: row.starts_at.toISOString(),
  end: row.ends_at.toISOString(),
  courts: parts.courts.get(row.id) ?? [],
  coaches: parts.coaches.get(row.id) ?? [],
  guests: row.guests,
  cancelled: row.cancelled_at !== null,
});

/** The series with its booked persons and instances, in the API's shape; `zone` gives the local times. */
export async function seriesRecordOf(db: Db | Tx, row: SeriesRow, zone: string) {
  // Sequential for the same reason as partsOf: `db` may be a transaction.
  const persons = await db
    .select()
    .from(bookedPersons)
    .where(and(eq(bookedPersons.club_id, row.club_id), eq(bookedPersons.series_id, row.id)))
    .orderBy(asc(bookedPersons.id));
  const instances = await db
    .select()
    .from(bookingInstances)
    .where(and(eq(bookingInstances.club_id, row.club_id), eq(bookingInstances.series_id, row.id)))
    .orderBy(asc(bookingInstances.starts_at));
  const parts = await partsOf(
    db,
    row.club_id,
    instances.map((i) => i.id),
  );
  return recordOf(
    row,
    persons,
    instances.map((i) => toInstanceRecord(i, parts)),
    zone,
  );
}

/**
 * The record of a series just inserted, from what its insert wrote (no read back): its row and
 * persons as returned, and its new instances in the order of their starts, each on `courtIds`
 * (in id order, as partsOf reads them) with `coachIds`. The same record seriesRecordOf reads.
 */
export function newSeriesRecord(
  row: SeriesRow,
  persons: PersonRow[],
  instances: readonly { id: number; start: Date; end: Date }[],
  courtIds: readonly number[],
  coachIds: readonly number[],
  guests: string,
  zone: string,
) {
  const courts = [...courtIds].sort((a, b) => a - b);
  const records = [...instances]
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id)
    .map((i) => ({
      id: i.id,
      booking_series: row.id,
      start: i.start.toISOString(),
      end: i.end.toISOString(),
      courts,
      coaches: [...coachIds],
      guests,
      cancelled: false,
    }));
  return recordOf(row, persons, records, zone);
}

type PersonRow = typeof bookedPersons.$inferSelect;

function recordOf(row: SeriesRow, persons: PersonRow[], instanceRecords: InstanceRecord[], zone: string) {
  const live = instanceRecords.filter((i) => !i.cancelled);
  return {
    id: row.id,
    club: row.club_id,
    name: row.name,
    ttype: row.ttype,
    sport: row.sport_id,
    author: row.author_id,
    player: row.player_id,
    player_name: row.player_name,
    player_email: row.player_email,
    contact_number: row.contact_number,
    notes: row.notes,
    // Spec 2 §3: the series carries its guests and the clinic session it books the court of. The
    // guests are its first live instance's, as its courts and coaches are (each instance keeps its own).
    guests: (live[0] ?? instanceRecords[0])?.guests ?? '',
    event_session: row.event_session_id,
    start_date: toLocalDateTime(row.start_date, zone),
    end_date: toLocalDateTime(row.end_date, zone),
    recurrence: row.recurrence,
    recurrence_end: row.recurrence_end,
    price: fromMinor(row.price_minor, row.currency),
    currency: row.currency.toUpperCase(),
    paying: row.paying,
    cancelled: row.cancelled_at !== null,
    court_set: [...new Set((live[0] ?? instanceRecords[0])?.courts ?? [])],
    coach_set: [...new Set((live[0] ?? instanceRecords[0])?.coaches ?? [])],
    booked_person_set: persons.map((p) => ({
      id: p.id,
      player: p.player_id,
      club_member: p.club_member_id,
      full_name: p.full_name,
      email: p.email,
      number: p.number,
      notes: p.notes,
      paying: p.paying,
      primary: p.primary,
      share: fromMinor(p.share_minor, row.currency),
    })),
    booking_instance_set: instanceRecords,
  };
}
export type SeriesRecord = Awaited<ReturnType<typeof seriesRecordOf>>;

/** The instance ids of a series of the club (none when it is another club's). */
export async function instanceIdsOfSeries(db: Db | Tx, clubId: number, seriesId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookingInstances.id })
    .from(bookingInstances)
    .where(and(eq(bookingInstances.club_id, clubId), eq(bookingInstances.series_id, seriesId)));
  return rows.map((r) => r.id);
}

/** The players (with a player record) booked on a series record. */
export const bookedPlayersOf = (record: Pick<SeriesRecord, 'booked_person_set'>) =>
  record.booked_person_set.flatMap((p) => (p.player === null ? [] : [p.player]));
