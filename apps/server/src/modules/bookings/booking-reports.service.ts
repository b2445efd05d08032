import * as clock from '../../clock';
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
  /** A cancellation less than this many hours before the start is late: the club's cut-off (LateCancelHours), else LATE_CANCEL_HOURS. */
  lateCancelHours?: number;
};

export type BookingCounts = {
  completed: number;
  cancelled: number;
  late_cancelled: number;
  upcoming: number;
  total: number;
  booked_minutes: number;
};

type Row = Record<string, unknown>;
// Both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so.
const rowsOf = async (db: Db | Tx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** A PostgreSQL int[] literal, or null for "no filter". */
const intArray = (ids: readonly number[] | null) =>
  ids === null ? null : `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The instances of the scope: the club's, starting on a local day of the range, touching the courts. */
export function instancesOf(scope: ReportScope): SQL {
  const courts = intArray(scope.courtIds);
  return sql`
    i.club_id = ${scope.clubId}
    and i.starts_at >= (${scope.from}::date)::timestamp at time zone ${scope.zone}
    and i.starts_at < (${scope.to}::date + 1)::timestamp at time zone ${scope.zone}
    and (${courts}::int[] is null or exists (
      select 1 from booking_slots fs where fs.club_id = i.club_id and fs.instance_id = i.id and fs.court_id = any(${courts}::int[])))`;
}

/**
 * The scope read once, as common table expressions the figures share: `ranged` (the club's
 * instances starting on a local day of the range), `touched` (their slots on the scope's courts,
 * with their instance's fields) and `inst` (the scope's instances: all ranged ones without a
 * filter, else those with a court among the filter's, grouped from `touched`).
 *
 * A slot's time is its instance's (every write sets both from one occurrence), so the slots are
 * found by their own start through `booking_slots_club_start_idx`, as the instances are through
 * `booking_instances_club_time_idx`, and the two meet in one hash join: no probe per instance,
 * no scan of the club's every slot.
 */
function scopeCtes(scope: ReportScope): SQL {
  const courts = intArray(scope.courtIds);
  const from = sql`(${scope.from}::date)::timestamp at time zone ${scope.zone}`;
  const to = sql`(${scope.to}::date + 1)::timestamp at time zone ${scope.zone}`;
  return sql`
    ranged as materialized (
      select i.id, i.series_id, i.starts_at, i.ends_at, i.cancelled_at
      from booking_instances i
      where i.club_id = ${scope.clubId} and i.starts_at >= ${from} and i.starts_at < ${to}),
    touched as materialized (
      select s.court_id, lower(s.during) as b, upper(s.during) as e, r.cancelled_at is null as live, r.id, r.series_id, r.starts_at, r.ends_at, r.cancelled_at
      from booking_slots s
      join ranged r on r.id = s.instance_id
      where s.club_id = ${scope.clubId} and lower(s.during) >= ${from} and lower(s.during) < ${to}
        and (${courts}::int[] is null or s.court_id = any(${courts}::int[]))),
    inst as ${
      courts === null
        ? sql`not materialized (select * from ranged)`
        : sql`materialized (select id, series_id, starts_at, ends_at, cancelled_at from touched group by id, series_id, starts_at, ends_at, cancelled_at)`
    }`;
}

/**
 * Runs a report statement in a transaction of its own with the settings its plans want: no JIT
 * (compiling costs more than these plans run) and the memory to hash one row per instance.
 */
async function reading<T>(db: Db | Tx, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
    return read(tx);
  });
}

/** The counts of the scope's instances at `now`, as one JSON object (a select over `inst`). */
const countsJson = (now: Date, lateHours: number) => sql`
  select json_build_object(
    'completed', count(*) filter (where cancelled_at is null and ends_at <= ${now}),
    'cancelled', count(*) filter (where cancelled_at is not null),
    'late_cancelled', count(*) filter (where cancelled_at is not null and cancelled_at > starts_at - make_interval(hours => ${lateHours}::int)),
    'upcoming', count(*) filter (where cancelled_at is null and ends_at > ${now}),
    'total', count(*))
  from inst`;

/**
 * Minutes of a group's slots from their number per length (`n`, `length`): each length's minutes
 * computed once and multiplied, which is exactly the sum of every slot's minutes.
 */
const minutesOf = sql`coalesce(sum(n * (extract(epoch from length) / 60)), 0)`;

type CountsJson = { completed: number; cancelled: number; late_cancelled: number; upcoming: number; total: number };
const countsOf = (c: CountsJson, minutes: unknown): BookingCounts => ({
  completed: num(c.completed),
  cancelled: num(c.cancelled),
  late_cancelled: num(c.late_cancelled),
  upcoming: num(c.upcoming),
  total: num(c.total),
  booked_minutes: num(minutes),
});

/** Completed, cancelled (late ones too), upcoming and total bookings, and the booked court-minutes. */
export async function bookingCounts(db: Db | Tx, scope: ReportScope): Promise<BookingCounts> {
  const [row] = await reading(db, (tx) =>
    rowsOf(
      tx,
      sql`
    with ${scopeCtes(scope)}
    select (${countsJson(clock.now(), scope.lateCancelHours ?? LATE_CANCEL_HOURS)}) as counts,
      (select ${minutesOf} from (select e - b as length, count(*) as n from touched where live group by 1) x) as minutes`,
    ),
  );
  return countsOf(row.counts as CountsJson, row.minutes);
}

export type BookedFigures = {
  counts: BookingCounts;
  /** Booked court-minutes and bookings per court (a booking of two courts counts on each). */
  byCourt: Map<number, { bookings: number; minutes: number }>;
  /** Live bookings and booked court-minutes per booking type. */
  byType: { code: string; bookings: number; minutes: number }[];
  /**
   * Every booking of the scope (cancelled ones too, as in `total`) by who it is for: a member's
   * (one of its booked persons is on the register), guests' (booked persons, none on the
   * register) or naming no one (block bookings, maintenance, clinics' sessions): they add up to
   * the total.
   */
  people: { members: number; guests: number; unnamed: number };
  /** Live bookings on more than one of the scope's courts: each counts on every court it took. */
  multiCourt: number;
  /**
   * Booked court-minutes per local weekday (0 = Monday) and hour: each slot spread over the real
   * hours it covers, so a day when the clocks go back counts its repeated hour twice, as its
   * opening hours do.
   */
  byHour: { weekday: number; hour: number; minutes: number }[];
  /** Live bookings and booked court-minutes per local day. */
  byDay: { date: string; bookings: number; minutes: number }[];
};

/**
 * Every booked figure of the court bookings report in one statement over the scope read once
 * (`scopeCtes`). The live slots are counted per court and length (`by_court`), per time
 * (`by_time`: a club books the same hours over and over, so the spread over local hours is
 * worked out per distinct time, not per slot) and the live instances per start and type
 * (`by_start`), before the days and the types are.
 */
export async function bookedFigures(db: Db | Tx, scope: ReportScope): Promise<BookedFigures> {
  const zone = scope.zone;
  const [row] = await reading(db, (tx) =>
    rowsOf(
      tx,
      sql`
    with ${scopeCtes(scope)},
    by_court as materialized (
      select court_id, e - b as length, count(*) as n from touched where live group by 1, 2),
    by_start as materialized (
      select t.starts_at, b.ttype, count(distinct t.id) as bookings, sum(t.e - t.b) as booked
      from touched t
      join booking_series b on b.club_id = ${scope.clubId} and b.id = t.series_id
      where t.live
      group by t.starts_at, b.ttype),
    by_time as (
      select b, e, count(*) as n from touched where live group by b, e)
    select
      (${countsJson(clock.now(), scope.lateCancelHours ?? LATE_CANCEL_HOURS)}) as counts,
      (select ${minutesOf} from by_court) as minutes,
      (select json_agg(json_build_array(x.court_id, x.bookings, x.minutes)) from (
        select court_id, sum(n) as bookings, ${minutesOf} as minutes from by_court group by court_id) x) as by_court,
      (select json_agg(json_build_array(x.ttype, x.bookings, extract(epoch from x.booked) / 60)) from (
        select ttype, sum(bookings) as bookings, sum(booked) as booked from by_start group by ttype) x) as by_type,
      (select json_agg(json_build_array(x.day, x.bookings, extract(epoch from x.booked) / 60) order by x.day) from (
        select to_char(starts_at at time zone ${zone}, 'YYYY-MM-DD') as day, sum(bookings) as bookings, sum(booked) as booked from by_start group by 1) x) as by_day,
      (select json_build_array(count(*) filter (where x.k = 'm'), count(*) filter (where x.k = 'g'), count(*) filter (where x.k = 'n')) from (
        select case when bool_or(p.club_member_id is not null) then 'm' when count(p.id) > 0 then 'g' else 'n' end as k
        from inst i
        left join booked_persons p on p.club_id = ${scope.clubId} and p.series_id = i.series_id
        group by i.id) x) as people,
      (select count(*) from (select id from touched where live group by id having count(*) > 1) x) as multi_court,
      (select json_agg(json_build_array(x.weekday, x.hour, x.minutes)) from (
        select extract(isodow from h at time zone ${zone})::int - 1 as weekday, extract(hour from h at time zone ${zone})::int as hour,
          sum(t.n * (extract(epoch from least(h + interval '1 hour', t.e) - greatest(h, t.b)) / 60)) as minutes
        from by_time t
        cross join lateral generate_series(date_trunc('hour', t.b, ${zone}), t.e - interval '1 microsecond', interval '1 hour') h
        group by 1, 2) x) as by_hour`,
    ),
  );
  type Triple = [unknown, unknown, unknown];
  const list = (v: unknown) => (v ?? []) as Triple[];
  const [members, guests, unnamed] = row.people as [unknown, unknown, unknown];
  return {
    counts: countsOf(row.counts as CountsJson, row.minutes),
    byCourt: new Map(
      list(row.by_court).map(([court, bookings, minutes]) => [
        num(court),
        { bookings: num(bookings), minutes: num(minutes) },
      ]),
    ),
    byType: list(row.by_type).map(([code, bookings, minutes]) => ({
      code: String(code),
      bookings: num(bookings),
      minutes: num(minutes),
    })),
    people: { members: num(members), guests: num(guests), unnamed: num(unnamed) },
    multiCourt: num(row.multi_court),
    byHour: list(row.by_hour).map(([weekday, hour, minutes]) => ({
      weekday: num(weekday),
      hour: num(hour),
      minutes: num(minutes),
    })),
    byDay: list(row.by_day).map(([date, bookings, minutes]) => ({
      date: String(date),
      bookings: num(bookings),
      minutes: num(minutes),
    })),
  };
}

export type CoachBookingFigures = {
  sessions: number;
  clinics: number;
  minutes: number;
  cancellations: number;
  revenue_minor: number;
  students: number;
};

/**
 * Per club coach (club coach id): coaching sessions and clinic sessions taught (live bookings of
 * type L and E naming the coach), their minutes, cancelled bookings naming the coach, coaching
 * revenue (each live coaching booking's share of its series' price) and distinct students (the
 * booked persons of their live bookings, by player, else e-mail, else name).
 */
export async function coachFigures(db: Db | Tx, scope: ReportScope): Promise<Map<number, CoachBookingFigures>> {
  const scoped = { ...scope, courtIds: null };
  const rows = await rowsOf(
    db,
    sql`
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
    group by c.club_coach_id`,
  );
  const students = await rowsOf(
    db,
    sql`
    select c.club_coach_id, count(distinct coalesce('p' || p.player_id, 'e' || nullif(lower(p.email), ''), 'n' || lower(p.full_name))) as students
    from booking_coaches c
    join booking_instances i on i.club_id = c.club_id and i.id = c.instance_id
    join booked_persons p on p.club_id = i.club_id and p.series_id = i.series_id
    where ${instancesOf(scoped)} and i.cancelled_at is null
    group by c.club_coach_id`,
  );
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
