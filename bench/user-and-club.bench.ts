// GET /api/user/ and GET /api/club/{id}/ as Riverside's AGENT: the two calls every dashboard
// page load makes. The whole app runs in this process behind a real loopback listener; requests
// go through fetch (keep-alive), 20 in flight, 2,000 per endpoint or 30 s, whichever comes first.
// Databases: PGlite in memory, and PostgreSQL from BENCH_DATABASE_URL (a fresh database is
// created on it and dropped after) or else a throw-away server on BENCH_PG_PORT (default 5434).
import { eq } from 'drizzle-orm';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { clubs } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../apps/server/src/db/seed/reference.seed';
import { runLoad, type LoadResult } from './lib/load';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const TOTAL = 2_000;
const CONCURRENCY = 20;
const LIMIT_MS = 30_000;
const WARM_UP = 100;

type Row = { database: string; endpoint: string; result: LoadResult };

/** Migrates and seeds (reference + demo), serves the app on 127.0.0.1, measures both endpoints. */
async function measure(label: string, database: Database): Promise<Row[]> {
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  const config = loadConfig({}, { logLevel: 'silent', webDist: '/nonexistent', authRateLimit: 1_000_000 });
  const app = await buildApp({ config, db: database.db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${base}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'agent@example.com', password: DEMO_PASSWORD }) });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const headers = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
    const [{ id: riversideId }] = await database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
    const rows: Row[] = [];
    for (const endpoint of ['/api/user/', `/api/club/${riversideId}/`]) {
      const get = async () => {
        const res = await fetch(`${base}${endpoint}`, { headers });
        await res.arrayBuffer();
        return res.status;
      };
      await runLoad(get, { total: WARM_UP, concurrency: CONCURRENCY, limitMs: LIMIT_MS });
      rows.push({ database: label, endpoint: `GET ${endpoint}`, result: await runLoad(get, { total: TOTAL, concurrency: CONCURRENCY, limitMs: LIMIT_MS }) });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

/** PostgreSQL to measure on: a fresh database on BENCH_DATABASE_URL's server, or a throw-away server. */
async function withPostgres(run: (url: string, label: string) => Promise<void>) {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const name = `rally_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(given);
      url.pathname = `/${name}`;
      await run(url.toString(), 'PostgreSQL (BENCH_DATABASE_URL)');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    return;
  }
  const server = startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 5434));
  if (!server) {
    console.log('PostgreSQL: skipped (not installed; set BENCH_DATABASE_URL or apt-get install postgresql)');
    return;
  }
  try {
    await run(server.url, `PostgreSQL ${server.version} (local, fsync off)`);
  } finally {
    server.stop();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
function print(rows: Row[]) {
  // The load average says whether the figures were taken on a busy machine.
  const load = loadavg().map((n) => n.toFixed(1)).join(' ');
  console.log(`${CONCURRENCY} in flight, ${TOTAL} requests per endpoint (or ${LIMIT_MS / 1000} s), after ${WARM_UP} warm-up requests; ${cpus().length} cores, load average ${load}`);
  console.log(['database'.padEnd(36), 'endpoint'.padEnd(18), 'requests'.padStart(8), 'req/s'.padStart(8), 'p50'.padStart(10), 'p99'.padStart(10), '  non-2xx'].join(' '));
  for (const { database, endpoint, result } of rows) {
    const other = Object.entries(result.statuses).filter(([s]) => !s.startsWith('2')).map(([s, n]) => `${n}×${s}`).join(' ');
    console.log([database.padEnd(36), endpoint.padEnd(18), String(result.done).padStart(8), result.rps.toFixed(0).padStart(8), ms(result.p50).padStart(10), ms(result.p99).padStart(10), `  ${other || 'none'}`].join(' '));
  }
}

const rows = await measure('PGlite (in memory)', await openPglite({}));
await withPostgres(async (url, label) => {
  rows.push(...(await measure(label, openPostgres(url))));
});
print(rows);
