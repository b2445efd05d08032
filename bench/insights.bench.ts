// The insights court bookings report over many bookings: 100 courts in a group of their own at
// Riverside, booked solid 08:00–20:00 day after day (one booking in twenty cancelled), 1,000,000
// booking instances on PostgreSQL and 100,000 on PGlite; the report for a 90-day range through
// the API (GET /api/reports/bookings/, app.inject) beside the bare SQL of the same aggregates
// (bookings' report reads called directly). Target (issue 16): ≤ 500 ms on PostgreSQL.
// Run: npm run bench -- insights   (BENCH_DATABASES=pglite or postgres for one of them;
// BENCH_INSTANCES_PG / BENCH_INSTANCES_PGLITE for other sizes)
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { clubs } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../apps/server/src/db/seed/reference.seed';
import * as reports from '../apps/server/src/modules/bookings/booking-reports.service';
import { onEachDatabase } from './lib/databases';

const ZONE = 'Australia/Sydney';
const COURTS = 100;
const PER_DAY = COURTS * 12;
const RUNS = 7;
const sizes = {
  postgres: Number(process.env.BENCH_INSTANCES_PG ?? 1_000_000),
  pglite: Number(process.env.BENCH_INSTANCES_PGLITE ?? 100_000),
};

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = async <Row>(db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchOn(label: string, database: Database) {
  const instances = database.kind === 'postgres' ? sizes.postgres : sizes.pglite;
  console.log(
    `\n-- ${label}: ${instances.toLocaleString('en')} booking instances on ${COURTS} courts (load average ${loadavg()[0].toFixed(1)})`,
  );
  let t = performance.now();
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  const db = database.db;
  const [riverside] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  const club = riverside.id;
  const days = Math.ceil(instances / PER_DAY);
  const first = DateTime.now().setZone(ZONE).startOf('day').minus({ days }).toISODate()!;

  // 100 courts in a group of their own, then the bookings, all in SQL.
  const [group] = await rowsOf<{ id: number }>(
    db,
    sql`insert into court_groups (club_id, name) values (${club}, 'Bench courts') returning id`,
  );
  await db.execute(sql`
    insert into courts (club_id, group_id, number, name, sport_id, surface_id)
    select ${club}, ${group.id}, 100 + g, 'Bench ' || g, s.sport_id, s.id
    from generate_series(1, ${COURTS}) g, (select id, sport_id from surfaces order by id limit 1) s`);
  const courtIds = (
    await rowsOf<{ id: number }>(db, sql`select id from courts where group_id = ${group.id} order by number`)
  ).map((r) => r.id);
  const seriesCount = Math.ceil(instances / 10);
  await db.execute(sql`
    insert into booking_series (club_id, name, ttype, start_date, end_date, currency, price_minor)
    select ${club}, 'Bench ' || g, case when g % 8 = 0 then 'L' else 'C' end, now(), now(), 'aud', 2400 from generate_series(1, ${seriesCount}) g`);
  const [{ base }] = await rowsOf<{ base: number }>(
    db,
    sql`select min(id) as base from booking_series where name like 'Bench %' and club_id = ${club}`,
  );
  const BATCH = 100_000;
  for (let from = 1; from <= instances; from += BATCH) {
    const to = Math.min(instances, from + BATCH - 1);
    await db.execute(sql`
      insert into booking_instances (club_id, series_id, starts_at, ends_at, cancelled_at)
      select ${club}, ${base}::int + (i - 1) / 10, x.t, x.t + interval '1 hour', case when i % 20 = 0 then x.t - interval '2 days' end
      from generate_series(${from}::int, ${to}::int) i
      cross join lateral (select ((${first}::date + (i - 1) / ${PER_DAY})::timestamp + make_interval(hours => 8 + ((i - 1) % ${PER_DAY}) / ${COURTS})) at time zone ${ZONE} as t) x`);
  }
  await db.execute(sql`
    insert into booking_slots (club_id, instance_id, court_id, during, live)
    select i.club_id, i.id, (${`{${courtIds.join(',')}}`}::int[])[1 + ((i.id - m.first) % ${COURTS})], tstzrange(i.starts_at, i.ends_at), i.cancelled_at is null
    from booking_instances i, (select min(id) as first from booking_instances where series_id >= ${base}) m
    where i.series_id >= ${base}`);
  await db.execute(sql`analyze`);
  console.log(`setup (migrate, demo, ${instances.toLocaleString('en')} instances): ${ms(t)}`);

  const config = loadConfig(
    {},
    {
      logLevel: 'silent',
      publicUrl: 'http://localhost:3000',
      webDist: '/nonexistent',
      authRateLimit: 1000,
      twoFactorExempt: true,
    },
  );
  const app = await buildApp({ config, db });
  await app.ready();
  const { token } = (
    await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'agent@example.com', password: DEMO_PASSWORD },
    })
  ).json();
  const headers = { authorization: `Token ${token}` };
  const to = DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()!;
  const from = DateTime.fromISO(to).minus({ days: 89 }).toISODate()!;

  for (const [name, query] of [
    ['whole club, 90 days', ''],
    ['the bench group (filter), 90 days', `&filter=${group.id}`],
  ] as const) {
    const url = `/api/reports/bookings/?club=${club}&datefrom=${from}&dateto=${to}${query}`;
    const api: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      api.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      total = res.json().total;
    }
    const scope: reports.ReportScope = { clubId: club, zone: ZONE, from, to, courtIds: query ? courtIds : null };
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      t = performance.now();
      await Promise.all([
        reports.bookedFigures(db, scope),
        reports.bookingCounts(db, {
          ...scope,
          from: DateTime.fromISO(from).minus({ days: 90 }).toISODate()!,
          to: DateTime.fromISO(from).minus({ days: 1 }).toISODate()!,
        }),
      ]);
      bare.push(performance.now() - t);
    }
    console.log(
      `bookings report, ${name} (${total.toLocaleString('en')} bookings): API median ${median(api).toFixed(0)} ms (best ${Math.min(...api).toFixed(0)}), bare SQL median ${median(bare).toFixed(0)} ms (best ${Math.min(...bare).toFixed(0)})`,
    );
  }
  await app.close();
}

await onEachDatabase(benchOn);
