import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo.seed';
import { jobHandlers } from '../src/jobs';
import { runDueJobs } from '../src/integrations/jobs/worker';

export { DEMO_PASSWORD };

/** A fresh copy of the template database (migrated, reference + demo data) for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `rally_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDbName')}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    // Ten connections: enough for the race tests (test/concurrency.ts) to overlap for real.
    const database = openPostgres(url.toString(), 10);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return {
      ...database,
      close: async () => {
        // pool.end() resolves before its clients have finished disconnecting, so the DROP … WITH
        // (FORCE) below can terminate one mid-goodbye; the pool reports that as an 'error' event,
        // which with no listener is an uncaught exception that fails the run. Expected here.
        pool.on('error', () => {});
        await database.close();
        const dropper = new pg.Client({ connectionString: pgUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject('templateFile'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Builds the app on a fresh database; `close()` stops both. `build` passes extra build options
 * (onRoute, a substitute mailer or payment gateway). No job worker runs: `runJobs()` runs the
 * jobs due now (or at `now`), e-mail delivery among them, when a test wants their outcome.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  build: Pick<BuildOptions, 'onRoute' | 'mailer' | 'payments'> = {},
) {
  const database = await openTestDatabase();
  const config = loadConfig(
    {},
    {
      logLevel: 'silent',
      publicUrl: 'http://localhost:3000',
      webDist: '/nonexistent',
      authRateLimit: 1000,
      clubSignupRateLimit: 1000,
      checkResponses: true,
      // AGENTs open their clubs without two-step sign-in in tests (docs/two-factor.md); its own tests turn this off.
      twoFactorExempt: true,
      ...overrides,
    },
  );
  const app = await buildApp({ config, db: database.db, ...build });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    runJobs: (now?: Date) => runDueJobs({ db: database.db, log: app.log, handlers: jobHandlers(app.deps), now }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Logs in through the API and returns the `Authorization` header value. */
export async function login(app: TestApp['app'], email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return `Token ${res.json().token}`;
}
