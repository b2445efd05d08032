// Court bookings at scale (issue 9), on PGlite (in memory) and PostgreSQL (lib/databases.ts):
// Riverside gets a group of 20 more courts holding 100,000 booking instances (14 one-hour
// bookings a court a day over about a year, so a day holds ~280 of them: a busy club), then
// - the day view's query, GET /api/courtbookinginstance/?club&start&end&page_size=1000 (staff),
//   cold (the day view cache off: every request runs the statement) and cached (day-view-cache.ts;
//   the client takes gzip, as every browser does);
// - the player's availability search, GET /api/club/{id}/availability/?date (a member);
//   each at 50 keep-alive connections (req/s, p50, p99), beside the bare SQL time of the same
//   queries and the API's time for the request alone (median of sequential requests on one
//   node:http connection), whose ratio is the issue's 1.5× target. The bare SQL of a read is the
//   statements the request sends, recorded from the driver and run again alone one after another
//   exactly as sent, in turn with the request alone (medians of 100 each); the cached day view is
//   set beside its cold statement;
// - booking create, POST /api/courtbookingseries/ (staff, each a free slot), at 50 at once; its
//   bare SQL is its own statements timed at the driver as a create ran them alone (writes
//   cannot be run again as they were);
// - the day view while people book (issue 29): at 50 connections from the load worker, every tenth
//   request a create (each a free hour on a day past the loaded year), the day view's and the
//   creates' p50/p99 apart; as served (narrow invalidation) and with every create dropping the
//   club's every page (as before issue 29);
// - the process's memory (RSS, heap) after each, and a last block setting the figures against
//   the issue's targets (API alone within 1.5× the bare SQL; day view p99 ≤ 50 ms on PostgreSQL).
// Figures are printed, not asserted. Run: npm run bench -- bookings  (BENCH_DATABASES=pglite or
// postgres for one; BENCH_SECONDS per read, default 6; BENCH_SHOW_SQL=1 prints the statements)
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { clubs } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../apps/server/src/db/seed/reference.seed';
import { instancePageQuery } from '../apps/server/src/modules/bookings/booking-instance-list.service';
import { dayViewCacheOf } from '../apps/server/src/modules/bookings/day-view-cache';
import { onEachDatabase } from './lib/databases';
import { profiled } from './lib/cpu-profile';
import { httpLoad, runLoad, type LoadResult } from './lib/load';
import { COURTS, seedLoad } from './lib/bookings-load';
import { aloneBesideSql, bareSql, median, post, SQL_RUNS, statementsOf, timedStatementsOf } from './lib/sql-timing';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CREATES = 500;

type Row = {
  database: string;
  what: string;
  result: LoadResult;
  bareSql?: number;
  alone?: number;
  rssMb: number;
  heapMb: number;
};

/** The process's memory now (server, database and load workers share it; PGlite's WASM heap counts in RSS). */
const memory = () => {
  const m = process.memoryUsage();
  return { rssMb: m.rss / 2 ** 20, heapMb: m.heapUsed / 2 ** 20 };
};

async function measure(label: string, database: Database): Promise<Row[]> {
  console.log(`\n-- ${label}`);
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  const [{ id: club }] = await database.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, 'Riverside Tennis Club'));
  const load = await seedLoad(database, club);
  const config = loadConfig(
    {},
    { logLevel: 'silent', webDist: '/nonexistent', authRateLimit: 1_000_000, twoFactorExempt: true },
  );
  const app = await buildApp({ config, db: database.db });
  const base = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const tokenOf = async (email: string) => {
    const res = await fetch(`${base}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    return { authorization: `Token ${((await res.json()) as { token: string }).token}` };
  };
  const staff = await tokenOf('agent@example.com');
  const player = await tokenOf('player@example.com');
  const rows: Row[] = [];
  try {
    const zone = 'Australia/Sydney';
    const day = DateTime.now().setZone(zone).plus({ days: 2 }).startOf('day');
    const start = day.toUTC().toISO()!;
    const end = day.plus({ days: 1 }).toUTC().toISO()!;
    const dayUrl = `${base}/api/courtbookinginstance/?club=${club}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}&page_size=1000`;
    const count = ((await (await fetch(dayUrl, { headers: staff })).json()) as { count: number }).count;
    console.log(`the day view of ${day.toISODate()} holds ${count} bookings`);
    // The statement the API runs for this request (booking-instances.service.ts), not a look-alike.
    const daySql = await instancePageQuery(database.db, { club, start, end, page: 1, page_size: 1000 });
    // Cold: the day view cache off, every request reads the database (the server's own cost beside
    // the SQL). Cached: the cache on (day-view-cache.ts), every request after the first a hit.
    const cache = dayViewCacheOf(database.db);
    // On PostgreSQL the cache serves once its LISTEN is confirmed: wait for that before turning it off.
    for (let i = 0; i < 50 && !cache.enabled; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const daySqlTime = await bareSql(database, daySql);
    cache.enabled = false;
    // What a cold day view sends, with the token and the standing kept from the request before (as under load).
    await fetch(dayUrl, { headers: staff }).then((res) => res.arrayBuffer());
    const dayStatements = await statementsOf(database, () =>
      fetch(dayUrl, { headers: staff }).then((res) => res.arrayBuffer()),
    );
    console.log(`a cold day view sends ${dayStatements.length} statement(s) to the database`);
    const coldLoad = await httpLoad({
      url: dayUrl,
      headers: staff,
      concurrency: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: 0.5,
    });
    rows.push({
      database: label,
      what: `day view, cold (${count} bookings)`,
      result: coldLoad,
      ...(await aloneBesideSql(dayUrl, staff, database, dayStatements)),
      ...memory(),
    });
    cache.enabled = true;
    await fetch(dayUrl, { headers: staff }).then((res) => res.arrayBuffer());
    const cachedLoad = await httpLoad({
      url: dayUrl,
      headers: { ...staff, 'accept-encoding': 'gzip, deflate, br' },
      concurrency: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: 0.5,
    });
    rows.push({
      database: label,
      what: `day view, cached (${count} bookings)`,
      result: cachedLoad,
      bareSql: daySqlTime,
      alone: (await aloneBesideSql(dayUrl, staff, database)).alone,
      ...memory(),
    });

    const availabilityUrl = `${base}/api/club/${club}/availability/?date=${day.toISODate()}`;
    const probe = await fetch(availabilityUrl, { headers: player });
    if (!probe.ok) throw new Error(`availability answered ${probe.status}: ${await probe.text()}`);
    const courtIds = ((await probe.json()) as { courts: { id: number }[] }).courts.map((c) => c.id);
    const availabilitySql = sql`
      select court_id, lower(during), upper(during) from booking_slots
      where club_id = ${club} and live and court_id in (${sql.join(
        courtIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and during && tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')`;
    const availabilityStatements = await statementsOf(database, () =>
      fetch(availabilityUrl, { headers: player }).then((res) => res.arrayBuffer()),
    );
    if (process.env.BENCH_SHOW_SQL)
      for (const st of availabilityStatements) console.log(st.text.replace(/\s+/g, ' ').slice(0, 220));
    console.log(
      `an availability search sends ${availabilityStatements.length} statements to the database; its court slots' read alone takes ${(await bareSql(database, availabilitySql)).toFixed(1)} ms`,
    );
    const availabilityLoad = await httpLoad({
      url: availabilityUrl,
      headers: player,
      concurrency: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: 0.5,
    });
    rows.push({
      database: label,
      what: `availability (${courtIds.length} courts)`,
      result: availabilityLoad,
      ...(await aloneBesideSql(availabilityUrl, player, database, availabilityStatements)),
      ...memory(),
    });

    // Creates: each a free hour on a bench court, past the seeded year.
    const first = DateTime.now().setZone(zone).plus({ days: load.days }).startOf('day');
    let next = 0;
    const bodyOf = (i: number) => {
      const court = load.courts[i % COURTS];
      const at = first.plus({ days: Math.floor(i / (COURTS * 12)), hours: 8 + (Math.floor(i / COURTS) % 12) });
      return {
        name: `Bench create ${i}`,
        ttype: 'C',
        start_date: at.toFormat("yyyy-MM-dd'T'HH:mm"),
        end_date: at.plus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"),
        recurrence: 'N',
        court_set: [court.id],
      };
    };
    const create = async () => post(`${base}/api/courtbookingseries/?club=${club}`, staff, bodyOf(next++));
    const createLoad = await runLoad(create, { total: CREATES, concurrency: CONNECTIONS, limitMs: 120_000 });
    // Creates one after another (free slots after the loaded ones): each one's time alone, and its
    // own statements timed at the driver as it ran them.
    const createRuns: (Awaited<ReturnType<typeof timedStatementsOf>> & { alone: number })[] = [];
    for (let i = 0; i < SQL_RUNS; i++) {
      const t = performance.now();
      const run = await timedStatementsOf(database, create);
      createRuns.push({ ...run, alone: performance.now() - t });
    }
    const createSqlMs = median(createRuns.map((r) => r.ms));
    if (process.env.BENCH_SHOW_SQL) for (const st of createRuns[createRuns.length - 1].statements) console.log(st);
    console.log(
      `a create sends ${createRuns[0].count} statements (its transaction's begin and commit among them), ${createSqlMs.toFixed(1)} ms at the driver`,
    );
    rows.push({
      database: label,
      what: `booking create (${CREATES}, staff)`,
      result: createLoad,
      bareSql: createSqlMs,
      alone: median(createRuns.map((r) => r.alone)),
      ...memory(),
    });

    // The day view while people book (issue 29): one booking create in ten requests, the rest the
    // day view, at 50 connections; each kind's latencies apart. Narrow: as served (a create drops
    // only the pages of its own times); club-wide: every create drops the club's every page, as
    // before issue 29 (the cache's invalidate made to ignore the spans).
    // The reads ask as a browser does (gzip, br: the staff calendar's fetch), as the cached row
    // above; the narrow mix is run once more asking for no compression, the 83 kB page itself.
    const browser = { ...staff, 'accept-encoding': 'gzip, deflate, br' };
    const mixes = [
      { mode: 'narrow', headers: browser },
      { mode: 'narrow, uncompressed', headers: staff },
      { mode: 'club-wide', headers: browser },
    ] as const;
    for (const { mode, headers } of mixes) {
      const narrow = cache.invalidate.bind(cache);
      if (mode === 'club-wide') cache.invalidate = (changed) => narrow(changed, null);
      try {
        const bodies = Array.from({ length: 3_000 }, () => JSON.stringify(bodyOf(next++)));
        const loop = monitorEventLoopDelay({ resolution: 1 });
        loop.enable();
        const busyBefore = performance.eventLoopUtilization();
        const mixed = await profiled(`mix ${mode}`, () =>
          httpLoad({
            url: dayUrl,
            headers,
            concurrency: CONNECTIONS,
            seconds: SECONDS,
            warmUpSeconds: 0.5,
            mix: { url: `${base}/api/courtbookingseries/?club=${club}`, bodies, every: 10 },
          }),
        );
        loop.disable();
        const busy = performance.eventLoopUtilization(busyBefore).utilization;
        console.log(
          `the server's event loop during the mix (${mode}): ${(100 * busy).toFixed(0)} % busy, delay p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
        );
        rows.push({ database: label, what: `day view, writes in the mix (${mode})`, result: mixed, ...memory() });
        rows.push({
          database: label,
          what: `booking create, writes in the mix (${mode})`,
          result: { ...mixed, ...mixed.mixed!, failed: 0, statuses: {} },
          ...memory(),
        });
      } finally {
        cache.invalidate = narrow;
      }
    }
  } finally {
    await app.close();
  }
  return rows;
}

const ms = (n: number | undefined) => (n === undefined ? '' : `${n.toFixed(1)} ms`);
function print(rows: Row[]) {
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per read; ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '"bare SQL": a read\'s statements (recorded from the driver) run alone one after another as sent, in turn with the request alone, median of 100; the cached day view beside its cold statement; the create: its statements timed at the driver as each create ran them.',
  );
  console.log(
    '"API alone": the median of the same request sent one after another on one connection (100); "×SQL" is API alone / bare SQL (target ≤ 1.5).',
  );
  console.log('"RSS", "heap": the bench process (server, database, load workers) after the row, MB.');
  console.log(
    [
      'database'.padEnd(28),
      'what'.padEnd(38),
      'req/s'.padStart(7),
      'p50'.padStart(9),
      'p99'.padStart(9),
      'bare SQL'.padStart(10),
      'API alone'.padStart(10),
      '×SQL'.padStart(6),
      'RSS'.padStart(6),
      'heap'.padStart(6),
      '  non-2xx',
    ].join(' '),
  );
  for (const { database, what, result, bareSql: bare, alone, rssMb, heapMb } of rows) {
    const other = Object.entries(result.statuses)
      .filter(([s]) => !s.startsWith('2'))
      .map(([s, n]) => `${n}×${s}`)
      .join(' ');
    const ratio = bare && alone ? `${(alone / bare).toFixed(1)}×` : '';
    console.log(
      [
        database.padEnd(28),
        what.padEnd(38),
        result.rps.toFixed(0).padStart(7),
        ms(result.p50).padStart(9),
        ms(result.p99).padStart(9),
        ms(bare).padStart(10),
        ms(alone).padStart(10),
        ratio.padStart(6),
        rssMb.toFixed(0).padStart(6),
        heapMb.toFixed(0).padStart(6),
        `  ${other || 'none'}`,
      ].join(' '),
    );
  }
  // The issue's targets, each met or not (on a loaded shared machine, compare rows rather than trust the verdicts).
  console.log(
    `\ntargets (issue 9; load average now ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}: above ~1.5 on these ${cpus().length} cores the verdicts say more about the machine than the code):`,
  );
  for (const { database, what, result, bareSql: bare, alone } of rows) {
    if (bare && alone)
      console.log(
        `  ${database}, ${what}: API alone ${ms(alone)} vs bare SQL ${ms(bare)} = ${(alone / bare).toFixed(1)}× (target ≤ 1.5×): ${alone <= 1.5 * bare ? 'MET' : 'NOT MET'}`,
      );
    if (what.startsWith('day view') && database.startsWith('PostgreSQL') && !what.includes('club-wide'))
      console.log(
        `  ${database}, ${what}: p99 at ${CONNECTIONS} connections ${ms(result.p99)} (target ≤ 50 ms): ${result.p99 <= 50 ? 'MET' : 'NOT MET'}`,
      );
  }
  console.log(
    '  (cold: the day view cache off, each request reads the database; cached: the same request answered from the cache after the first.)',
  );
}

const rows: Row[] = [];
await onEachDatabase(
  async (label, database) => {
    rows.push(...(await measure(label, database)));
  },
  { poolSize: 10 },
);
print(rows);
