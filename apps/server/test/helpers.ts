import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo.seed';

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
    const database = openPostgres(url.toString(), 5);
    return {
      ...database,
      close: async () => {
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

/** Builds the app on a fresh database; `close()` stops both. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const config = loadConfig({}, { logLevel: 'silent', publicUrl: 'http://localhost:3000', webDist: '/nonexistent', authRateLimit: 1000, ...overrides });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
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
