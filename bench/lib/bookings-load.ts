// The bookings bench's load (bookings.bench.ts): a group of 20 more courts at a club holding
// 100,000 booking instances (14 one-hour bookings a court a day over about a year).
import { and, eq, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/db/client';
import { courtBookingRates, courtGroups, courts, sports, surfaces } from '../../apps/server/src/db/schema';

export const INSTANCES = 100_000;
export const COURTS = 20;
export const HOURS = 14; // bookings a court a day

export async function seedLoad(database: Database, clubId: number) {
  const db = database.db;
  const [tennis] = await db.select().from(sports).where(eq(sports.name, 'tennis'));
  const [hard] = await db
    .select()
    .from(surfaces)
    .where(and(eq(surfaces.sport_id, tennis.id), eq(surfaces.name, 'Hard')));
  const allDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '00:00' }));
  const [group] = await db
    .insert(courtGroups)
    .values({
      club_id: clubId,
      name: 'Bench courts',
      inherit_club_hours: false,
      opening_hours: allDay,
      advance_days_booking: 30,
      max_booking_duration_members: 240,
      max_booking_duration_nonmembers: 240,
    })
    .returning();
  await db.insert(courtBookingRates).values({
    club_id: clubId,
    court_group_id: group.id,
    name: 'All day',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    start_hour: 0,
    end_hour: 24,
    member_def_price: '12',
    nonmember_def_price: '20',
    coach_book_price: '15',
  });
  const courtRows = await db
    .insert(courts)
    .values(
      Array.from({ length: COURTS }, (_, i) => ({
        club_id: clubId,
        group_id: group.id,
        number: 101 + i,
        name: `Bench ${i + 1}`,
        sport_id: tennis.id,
        surface_id: hard.id,
      })),
    )
    .returning();
  const days = Math.ceil(INSTANCES / (COURTS * HOURS));
  const t = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into booking_series (club_id, name, ttype, start_date, end_date, recurrence, price_minor, currency, paying)
      select ${clubId}, 'Bench ' || c.number, 'C', now(), now() + interval '1 hour', 'N', 0, 'aud', false
      from courts c where c.group_id = ${group.id}`);
    await tx.execute(sql`
      insert into booking_instances (club_id, series_id, starts_at, ends_at)
      select ${clubId}, s.id, d + make_interval(hours => h), d + make_interval(hours => h + 1)
      from booking_series s
      cross join generate_series(date_trunc('day', now()) - make_interval(days => ${Math.floor(days / 2)}), date_trunc('day', now()) + make_interval(days => ${days - Math.floor(days / 2) - 1}), interval '1 day') d
      cross join generate_series(${24 - HOURS}, 23) h
      where s.club_id = ${clubId} and s.name like 'Bench %'`);
    await tx.execute(sql`
      insert into booking_slots (club_id, instance_id, court_id, during)
      select i.club_id, i.id, c.id, tstzrange(i.starts_at, i.ends_at, '[)')
      from booking_instances i
      join booking_series s on s.id = i.series_id and s.club_id = i.club_id
      join courts c on c.club_id = s.club_id and c.group_id = ${group.id} and 'Bench ' || c.number = s.name`);
  });
  await db.execute(sql`analyze`);
  const [{ n }] = (
    (await db.execute(
      sql`select count(*)::int as n from booking_instances i join booking_series s on s.id = i.series_id where s.name like 'Bench %'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(
    `seeded ${n.toLocaleString('en')} instances on ${COURTS} courts in ${(performance.now() - t).toFixed(0)} ms`,
  );
  return { group, courts: courtRows, days };
}
