import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import { pageWindow, type PageQuery } from '../../http/paging';
import { findCourtIdsOfGroups } from '../courts/court-booking-reads.service';
import { registerCourtDeleteCheck } from '../courts/court-delete-checks.service';
import type { Ctx } from './booking-context';
import { dayViewCacheOf, type CachedPage, type PageWindow } from './day-view-cache';
import { bookedPersons, bookingCoaches, bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import * as clock from '../../clock';
import { containing } from '../../db/like';

// Reading booking instances (spec 2 §3, §7): the calendar's and the search's list with every
// filter (one statement, beside its cache key), and the count of live bookings still to come on
// some courts, which the courts area asks before a court is removed. Changing one instance:
// booking-instances.service.ts.

export type InstanceFilters = {
  club: number;
  start?: string;
  end?: string;
  coaches?: number[];
  booking_type?: string[];
  courts?: number[];
  courtGroups?: number[];
  name?: string;
  booking_series?: number;
  cancelled?: boolean;
};

/**
 * The one statement the instance list runs (GET /api/courtbookinginstance/ and /future/): the
 * count of every match and the page's records as JSON text, built by PostgreSQL, so the server
 * passes the text through instead of reading five result sets and serialising 300 objects (the
 * bookings bench times this same statement as the day view's "bare SQL").
 */
export async function instancePageQuery(db: Ctx['db'], input: PageQuery & InstanceFilters): Promise<SQL> {
  const club = input.club;
  const where: SQL[] = [sql`i.club_id = ${club}`];
  if (!input.cancelled) where.push(sql`i.cancelled_at is null`);
  if (input.start && input.end && Date.parse(input.end) < Date.parse(input.start)) {
    // A window that ends before it starts holds nothing (and tstzrange would refuse it).
    where.push(sql`false`);
  } else if (input.start && input.end) {
    // ends_at >= start and starts_at < end, as the GiST over the closed range answers it.
    where.push(
      sql`tstzrange(i.starts_at, i.ends_at, '[]') && tstzrange(${new Date(input.start).toISOString()}::timestamptz, ${new Date(input.end).toISOString()}::timestamptz, '[)')`,
    );
  } else {
    if (input.start) where.push(sql`i.ends_at >= ${new Date(input.start).toISOString()}::timestamptz`);
    if (input.end) where.push(sql`i.starts_at < ${new Date(input.end).toISOString()}::timestamptz`);
  }
  if (input.booking_series) where.push(sql`i.series_id = ${input.booking_series}`);
  if (input.booking_type?.length)
    where.push(
      sql`s.ttype in (${sql.join(
        input.booking_type.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (input.name) where.push(sql`s.name ilike ${containing(input.name)}`);
  const courts = [
    ...(input.courts ?? []),
    ...(input.courtGroups?.length ? await findCourtIdsOfGroups(db, club, input.courtGroups) : []),
  ];
  if (input.courts?.length || input.courtGroups?.length) {
    const ids = courts.length ? courts : [0];
    where.push(
      sql`exists (select 1 from ${bookingSlots} b where b.instance_id = i.id and b.club_id = ${club} and b.court_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (input.coaches?.length) {
    where.push(
      sql`exists (select 1 from ${bookingCoaches} k where k.instance_id = i.id and k.club_id = ${club} and k.club_coach_id in (${sql.join(
        input.coaches.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  const from = sql`from ${bookingInstances} i join ${bookingSeries} s on s.id = i.series_id and s.club_id = i.club_id where ${sql.join(where, sql` and `)}`;
  const { limit, offset } = pageWindow(input);
  // toISOString's form ('2030-01-08T10:00:00.000Z'); key order as toInstanceRecord's, then the series' fields and people.
  const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`
    select
      (select count(*)::int ${from}) as count,
      coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'booking_series', p.series_id, 'start', ${iso(sql`p.starts_at`)}, 'end', ${iso(sql`p.ends_at`)},
          'courts', coalesce((select json_agg(b.court_id order by b.court_id) from ${bookingSlots} b where b.club_id = ${club} and b.instance_id = p.id), '[]'),
          'coaches', coalesce((select json_agg(k.club_coach_id) from ${bookingCoaches} k where k.club_id = ${club} and k.instance_id = p.id), '[]'),
          'guests', p.guests, 'cancelled', p.cancelled_at is not null,
          'name', p.name, 'ttype', p.ttype, 'player_name', p.player_name, 'author', p.author_id,
          'people', coalesce((select json_agg(bp.full_name order by bp.id) from ${bookedPersons} bp where bp.club_id = ${club} and bp.series_id = p.series_id and bp.full_name <> ''), '[]')
        ) order by p.starts_at, p.id)
        from (select i.id, i.series_id, i.starts_at, i.ends_at, i.guests, i.cancelled_at, s.name, s.ttype, s.player_name, s.author_id ${from} order by i.starts_at, i.id limit ${limit} offset ${offset}) p
      ), '[]')::text as results`;
}

/** The cache key of a list query: its filters in one order, instants as ISO strings, lists sorted. */
export function instancePageKey(input: PageQuery & InstanceFilters): string {
  const sorted = <T>(list: T[] | undefined) => (list?.length ? [...list].sort() : undefined);
  const instantOf = (text: string | undefined) => (text ? new Date(text).toISOString() : undefined);
  return JSON.stringify([
    input.club,
    instantOf(input.start),
    instantOf(input.end),
    sorted(input.coaches),
    sorted(input.booking_type),
    sorted(input.courts),
    sorted(input.courtGroups),
    input.name ?? '',
    input.booking_series ?? null,
    input.cancelled ?? false,
    input.page,
    input.page_size,
  ]);
}

/** The instants a list query's page covers: [start, end), open where it gives none. */
export const instancePageWindow = (input: InstanceFilters): PageWindow => ({
  from: input.start ? new Date(input.start).getTime() : -Infinity,
  to: input.end ? new Date(input.end).getTime() : Infinity,
});

/**
 * GET /api/courtbookinginstance/: by start, with the series' name, type and booked persons. The
 * records come as JSON text (instancePageQuery), in the shape of toInstanceRecord plus name,
 * ttype, player_name, author and people. With `cached`, the page comes from the club's day view
 * cache when no booking of the club has changed since it was read (day-view-cache.ts); everyone
 * the route lets in (the club's Court Bookings staff and its coaches) sees the same records, so
 * the viewer is not part of the key.
 */
export async function listBookingInstances({
  ctx,
  input,
  cached = false,
}: {
  ctx: ServiceContext;
  input: PageQuery & InstanceFilters;
  cached?: boolean;
}): Promise<CachedPage> {
  await assertAccess(ctx, input.club, { area: 'courtBookings' });
  const cache = dayViewCacheOf(ctx.db);
  const key = cached ? instancePageKey(input) : null;
  if (key) {
    const hit = cache.get(input.club, key);
    if (hit) return hit;
  }
  // Taken before the read: a change committed while it runs leaves the page unstored.
  const version = cache.version(input.club);
  const result = await ctx.db.execute(await instancePageQuery(ctx.db, input));
  const [row] = (result as unknown as { rows: { count: number; results: string }[] }).rows;
  const page = { count: Number(row.count), results: row.results };
  return key ? cache.set(input.club, key, page, version, instancePageWindow(input)) : page;
}

/** Live bookings from now on of these courts: what a court or group delete must not orphan. */
export async function countFutureBookingsOfCourts(
  db: Ctx['db'],
  clubId: number,
  courtIds: readonly number[],
): Promise<number> {
  if (!courtIds.length) return 0;
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct ${bookingSlots.instance_id})::int` })
    .from(bookingSlots)
    .innerJoin(
      bookingInstances,
      and(eq(bookingInstances.id, bookingSlots.instance_id), eq(bookingInstances.club_id, bookingSlots.club_id)),
    )
    .where(
      and(
        eq(bookingSlots.club_id, clubId),
        eq(bookingSlots.live, true),
        isNull(bookingInstances.cancelled_at),
        inArray(bookingSlots.court_id, [...courtIds]),
        gte(bookingInstances.ends_at, clock.now()),
      ),
    );
  return Number(n);
}

// A court with bookings still to come may not be removed (issue 9): cancel or move them first.
registerCourtDeleteCheck(async (db, clubId, courts) => {
  for (const court of courts) {
    const upcoming = await countFutureBookingsOfCourts(db as Ctx['db'], clubId, [court.id]);
    if (upcoming > 0)
      return `${court.name} has ${upcoming} upcoming booking${upcoming === 1 ? '' : 's'}; cancel or move them before removing it.`;
  }
  return null;
});
