// The API's reads under load: what every dashboard page load calls (GET /api/user/, GET
// /api/club/{id}/), a members page and a reference list, as Riverside's AGENT, beside a bare
// Fastify route and the same public reads without a token, all in one run. The whole app runs in
// this process behind a real loopback listener; the client runs in a worker thread with 20
// keep-alive connections. Each endpoint gets BENCH_SECONDS (default 6) in BENCH_ROUNDS (default
// 3) slices taken in turn with the others', so a busy moment on a shared machine falls on every
// endpoint alike rather than on one; each slice starts with a 0.5 s warm-up.
// Run: npm run bench -- api   (PGlite in memory, then PostgreSQL: see lib/databases.ts;
// BENCH_DATABASES=pglite or postgres for one of them, BENCH_ONLY=<text> for some endpoints)
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { cpus, loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { clubs } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../apps/server/src/db/seed/reference.seed';
import { onEachDatabase } from './lib/databases';
import { httpLoad, mergeLoads, type LoadResult } from './lib/load';

const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 0.5;

type Row = { database: string; endpoint: string; token: boolean; result: LoadResult };

/** A Fastify server with one route answering `body`: the ceiling of this machine and client. */
async function bareFastify(body: unknown) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => body);
  return { bare, base: await bare.listen({ host: '127.0.0.1', port: 0 }) };
}

async function measure(label: string, database: Database): Promise<Row[]> {
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  const config = loadConfig(
    {},
    { logLevel: 'silent', webDist: '/nonexistent', authRateLimit: 1_000_000, twoFactorExempt: true },
  );
  const app = await buildApp({ config, db: database.db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const sports = await (await fetch(`${base}/api/sport/`)).json();
  const { bare, base: bareBase } = await bareFastify(sports);
  try {
    const login = await fetch(`${base}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent@example.com', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const auth = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
    const [{ id: riverside }] = await database.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
    const runs: [string, string, boolean][] = [
      ['bare Fastify route (same body as /api/sport/)', `${bareBase}/bare`, false],
      ['GET /api/sport/', `${base}/api/sport/`, false],
      ['GET /api/sport/', `${base}/api/sport/`, true],
      [`GET /api/club/${riverside}/`, `${base}/api/club/${riverside}/`, false],
      [`GET /api/club/${riverside}/`, `${base}/api/club/${riverside}/`, true],
      ['GET /api/user/', `${base}/api/user/`, true],
      [`GET /api/clubmember/?club=${riverside}`, `${base}/api/clubmember/?club=${riverside}`, true],
    ];
    // BENCH_ONLY=<text>: only the endpoints whose name contains it (e.g. "sport", for a profile).
    const chosen = runs.filter(([name]) => !process.env.BENCH_ONLY || name.includes(process.env.BENCH_ONLY));
    const slices = chosen.map(() => [] as Awaited<ReturnType<typeof httpLoad>>[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, url, token]] of chosen.entries()) {
        slices[i].push(
          await httpLoad({
            url,
            headers: token ? auth : {},
            concurrency: CONCURRENCY,
            seconds: SECONDS / ROUNDS,
            warmUpSeconds: WARM_UP_SECONDS,
          }),
        );
      }
    }
    return chosen.map(([endpoint, , token], i) => ({
      database: label,
      endpoint,
      token,
      result: mergeLoads(slices[i]),
    }));
  } finally {
    await bare.close();
    await app.close();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
function print(rows: Row[]) {
  // The load average says whether the figures were taken on a busy machine.
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `${CONCURRENCY} connections, ${SECONDS} s per endpoint in ${ROUNDS} slices taken in turn; ${cpus().length} cores, load average ${load}`,
  );
  console.log('"vs no token": the same read\'s p50 with a token over its p50 without one.');
  console.log(
    [
      'database'.padEnd(26),
      'endpoint'.padEnd(46),
      'token'.padEnd(5),
      'req/s'.padStart(7),
      'p50'.padStart(9),
      'p99'.padStart(9),
      'vs no token'.padStart(12),
      '  non-2xx',
    ].join(' '),
  );
  for (const { database, endpoint, token, result } of rows) {
    const other = Object.entries(result.statuses)
      .filter(([s]) => !s.startsWith('2'))
      .map(([s, n]) => `${n}×${s}`)
      .join(' ');
    const without = token
      ? rows.find((r) => r.database === database && r.endpoint === endpoint && !r.token)
      : undefined;
    const ratio = without ? `${(result.p50 / without.result.p50).toFixed(2)}×` : '';
    console.log(
      [
        database.padEnd(26),
        endpoint.padEnd(46),
        (token ? 'yes' : 'no').padEnd(5),
        result.rps.toFixed(0).padStart(7),
        ms(result.p50).padStart(9),
        ms(result.p99).padStart(9),
        ratio.padStart(12),
        `  ${other || 'none'}`,
      ].join(' '),
    );
  }
}

const rows: Row[] = [];
await onEachDatabase(async (label, database) => {
  rows.push(...(await measure(label, database)));
});
print(rows);
