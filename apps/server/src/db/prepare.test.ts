// Demo data, with its published password, only where it is safe: the decision is config.ts's
// (tested in config.test.ts), the seeding prepareDatabase's. Here on a fresh, empty database:
// PostgreSQL under `npm run test:pg`, in-memory PGlite otherwise.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { prepareDatabase } from './prepare';
import { users } from './schema';

let database: Database;
let databaseUrl = 'postgres://app@db.example/app'; // PGlite runs: only the config reads it
let dropDatabase = async () => {};

beforeAll(async () => {
  const pgUrl = inject('pgUrl');
  if (!pgUrl) {
    database = await openPglite({});
    return;
  }
  const name = `rally_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  database = openPostgres(databaseUrl, 2);
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: pgUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}, 60_000);
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

const userCount = async () => (await database.db.select({ n: count() }).from(users))[0].n;

describe('preparing a fresh database at start', () => {
  it('on a DATABASE_URL without SEED_DEMO: migrated and reference data, no demo logins', async () => {
    const prepared = await prepareDatabase(database, loadConfig({ DATABASE_URL: databaseUrl }));
    expect(prepared).toEqual({ seededDemo: false, hasDemoLogins: false });
    expect(await userCount()).toBe(0);
  }, 60_000);

  it('with SEED_DEMO=true: the demo data once, and the logins reported on every later start', async () => {
    const config = loadConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true' });
    expect(await prepareDatabase(database, config)).toEqual({ seededDemo: true, hasDemoLogins: true });
    const seeded = await userCount();
    expect(seeded).toBeGreaterThan(0);
    expect(await prepareDatabase(database, config)).toEqual({ seededDemo: false, hasDemoLogins: true });
    expect(await userCount()).toBe(seeded);
  }, 60_000);
});
