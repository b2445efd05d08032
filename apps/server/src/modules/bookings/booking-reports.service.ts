import { sql, type SQL } from 'drizzle-orm';
import { LATE_CANCEL_HOURS } from '@rally/domain';
import type { Db, Tx } from '../../db/client';

// What the insights reports read of court bookings (areas meet through services): aggregates
// computed by the database over a club's instances whose local start day is in a range, never
// rows loaded into the server. Local days and hours are the club's zone. A booking is an
// instance: cancelled ones count once as cancelled and book no hours; booked hours are per court
// (a booking of two courts for an hour is two court-hours).

export type ReportScope = {
  clubId: number;
  zone: string;
  /** Local days, both included. */
  from: string;
  to: string;
  /** Only bookings with a court among these (and only these courts' hours); null for all. */
  courtIds: readonly number[] | null;
};

export type BookingCounts = { completed: number; cancelled: number; late_cancelled: number; upcoming: number; total: number; booked_minutes: number };

type Row = Record<string, unknown>;
// Both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so.
const rowsOf = async (db: Db | Tx, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** A PostgreSQL int[] literal, or null for "no filter". */
const intArray = (ids: readonly number[] | null) => (ids === null ? null : `{${ids.map((id) => Math.trunc(id)).join(',')}}`);

/** The instances of the scope: the club's, starting on a local day of the range, touching the courts. */
function instancesOf(scope: ReportScope): SQL {
  const courts = intArray(scope.courtIds);
  return sql`
    i.club_id = ${scope.clubId}
    and i.starts_at >= (${scope.from}::date)::timestamp at time zone ${scope.zone}
    and i.starts_at < (${scope.to}::date + 1)::timestamp at time zone ${scope.zone}
    and (${courts}::int[] is null or exists (
      select 1 from booking_slots fs where fs.club_id = i.club_id and fs.instance_id = i.id and fs.court_id = any(${courts}::int[])))`;
}

/** Slots of live instances in the scope, on the scope's courts. */
function liveSlotsOf(scope: ReportScope): SQL {
  const courts = intArray(scope.courtIds);
  return sql`
    from booking_slots s
    join booking_instances i on i.club_id = s.club_id and i.id = s.instance_id
    where ${instancesOf(scope)} and i.cancelled_at is null
      and (${courts}::int[] is null or s.court_id = any(${courts}::int[]))`;
}

const slotMinutes = sql`extract(epoch from upper(s.during) - lower(s.during)) / 60`;

/** Completed, cancelled (late ones too), upcoming and total bookings, and the booked court-minutes. */
export async function bookingCounts(db: Db | Tx, scope: ReportScope): Promise<BookingCounts> {
  const [counts] = await rowsOf(db, sql`
    select
      count(*) filter (where i.cancelled_at is null and i.ends_at <= now()) as completed,
      count(*) filter (where i.cancelled_at is not null) as cancelled,
      count(*) filter (where i.cancelled_at is not null and i.cancelled_at > i.starts_at - make_interval(hours => ${LATE_CANCEL_HOURS})) as late_cancelled,
      count(*) filter (where i.cancelled_at is null and i.ends_at > now()) as upcoming,
      count(*) as total
    from booking_instances i where ${instancesOf(scope)}`);
  const [minutes] = await rowsOf(db, sql`select coalesce(sum(${slotMinutes}), 0) as minutes ${liveSlotsOf(scope)}`);
  return {
    completed: num(counts.completed),
    cancelled: num(counts.cancelled),
    late_cancelled: num(counts.late_cancelled),
    upcoming: num(counts.upcoming),
    total: num(counts.total),
    booked_minutes: num(minutes.minutes),
  };
}

/** Booked court-minutes and bookings per court (a booking of two courts counts on each). */
export async function bookedByCourt(db: Db | Tx, scope: ReportScope): Promise<Map<number, { bookings: number; minutes: number }>> {
  const rows = await rowsOf(db, sql`select s.court_id, count(*) as bookings, sum(${slotMinutes}) as minutes ${liveSlotsOf(scope)} group by s.court_id`);
  return new Map(rows.map((r) => [num(r.court_id), { bookings: num(r.bookings), minutes: num(r.minutes) }]));
}

/** Live bookings and booked court-minutes per booking type. */
export async function bookedByType(db: Db | Tx, scope: ReportScope): Promise<{ code: string; bookings: number; minutes: number }[]> {
  const courts = intArray(scope.courtIds);
  const rows = await rowsOf(db, sql`
    select b.ttype, count(distinct s.instance_id) as bookings, sum(${slotMinutes}) as minutes
    from booking_slots s
    join booking_instances i on i.club_id = s.club_id and i.id = s.instance_id
    join booking_series b on b.club_id = i.club_id and b.id = i.series_id
    where ${instancesOf(scope)} and i.cancelled_at is null
      and (${courts}::int[] is null or s.court_id = any(${courts}::int[]))
    group by b.ttype`);
  return rows.map((r) => ({ code: String(r.ttype), bookings: num(r.bookings), minutes: num(r.minutes) }));
}

/** Booked persons of live bookings: members (on the register) and the rest (guests). */
export async function membersAndGuests(db: Db | Tx, scope: ReportScope): Promise<{ members: number; guests: number }> {
  const [row] = await rowsOf(db, sql`
    select count(*) filter (where p.club_member_id is not null) as members, count(*) filter (where p.club_member_id is null) as guests
    from booking_instances i
    join booked_persons p on p.club_id = i.club_id and p.series_id = i.series_id
    where ${instancesOf(scope)} and i.cancelled_at is null`);
  return { members: num(row.members), guests: num(row.guests) };
}

/**
 * Booked court-minutes per local weekday (0 = Monday) and hour: each slot spread over the real
 * hours it covers, so a day when the clocks go back counts its repeated hour twice, as its
 * opening hours do.
 */
export async function bookedByHour(db: Db | Tx, scope: ReportScope): Promise<{ weekday: number; hour: number; minutes: number }[]> {
  const rows = await rowsOf(db, sql`
    select extract(isodow from h at time zone ${scope.zone})::int - 1 as weekday, extract(hour from h at time zone ${scope.zone})::int as hour,
      sum(extract(epoch from least(h + interval '1 hour', x.e) - greatest(h, x.b)) / 60) as minutes
    from (select lower(s.during) as b, upper(s.during) as e ${liveSlotsOf(scope)}) x
    cross join lateral generate_series(date_trunc('hour', x.b, ${scope.zone}), x.e - interval '1 microsecond', interval '1 hour') h
    group by 1, 2`);
  return rows.map((r) => ({ weekday: num(r.weekday), hour: num(r.hour), minutes: num(r.minutes) }));
}

/** Live bookings and booked court-minutes per local day. */
export async function bookedByDay(db: Db | Tx, scope: ReportScope): Promise<{ date: string; bookings: number; minutes: number }[]> {
  const rows = await rowsOf(db, sql`
    select to_char(i.starts_at at time zone ${scope.zone}, 'YYYY-MM-DD') as day, count(distinct i.id) as bookings, sum(${slotMinutes}) as minutes
    ${liveSlotsOf(scope)}
    group by 1 order by 1`);
  return rows.map((r) => ({ date: String(r.day), bookings: num(r.bookings), minutes: num(r.minutes) }));
}

export type CoachBookingFigures = { sessions: number; clinics: number; minutes: number; cancellations: number; revenue_minor: number; students: number };

/**
 * Per club coach (club coach id): coaching sessions and clinic sessions taught (live bookings of
 * type L and E naming the coach), their minutes, cancelled bookings naming the coach, coaching
 * revenue (each live coaching booking's share of its series' price) and distinct students (the
 * booked persons of their live bookings, by player, else e-mail, else name).
 */
export async function coachFigures(db: Db | Tx, scope: ReportScope): Promise<Map<number, CoachBookingFigures>> {
  const scoped = { ...scope, courtIds: null };
  const rows = await rowsOf(db, sql`
    select c.club_coach_id,
      count(*) filter (where i.cancelled_at is null and b.ttype = 'L') as sessions,
      count(*) filter (where i.cancelled_at is null and b.ttype = 'E') as clinics,
      coalesce(sum(extract(epoch from i.ends_at - i.starts_at) / 60) filter (where i.cancelled_at is null), 0) as minutes,
      count(*) filter (where i.cancelled_at is not null) as cancellations,
      coalesce(round(sum(b.price_minor::numeric / greatest(n.instances, 1)) filter (where i.cancelled_at is null and b.ttype = 'L' and b.paying)), 0) as revenue
    from booking_coaches c
    join booking_instances i on i.club_id = c.club_id and i.id = c.instance_id
    join booking_series b on b.club_id = i.club_id and b.id = i.series_id
    cross join lateral (select count(*) as instances from booking_instances n where n.club_id = b.club_id and n.series_id = b.id) n
    where ${instancesOf(scoped)}
    group by c.club_coach_id`);
  const students = await rowsOf(db, sql`
    select c.club_coach_id, count(distinct coalesce('p' || p.player_id, 'e' || nullif(lower(p.email), ''), 'n' || lower(p.full_name))) as students
    from booking_coaches c
    join booking_instances i on i.club_id = c.club_id and i.id = c.instance_id
    join booked_persons p on p.club_id = i.club_id and p.series_id = i.series_id
    where ${instancesOf(scoped)} and i.cancelled_at is null
    group by c.club_coach_id`);
  const studentsOf = new Map(students.map((r) => [num(r.club_coach_id), num(r.students)]));
  return new Map(
    rows.map((r) => [
      num(r.club_coach_id),
      {
        sessions: num(r.sessions),
        clinics: num(r.clinics),
        minutes: num(r.minutes),
        cancellations: num(r.cancellations),
        revenue_minor: num(r.revenue),
        students: studentsOf.get(num(r.club_coach_id)) ?? 0,
      },
    ]),
  );
}
