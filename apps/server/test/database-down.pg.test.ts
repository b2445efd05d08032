import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { DATABASE_UNAVAILABLE_REASON } from '../src/http/database-unavailable';
import { login } from './helpers';
import { tcpProxy } from './tcp-proxy';

// PostgreSQL going down under a running app and coming back (npm run test:pg only): the app
// reaches its database through a proxy the test stops (every connection cut, new ones refused)
// and starts again. While it is down every request that needs the database answers 503 with
// Retry-After and a reason (never a 500, never a 401 for a token it cannot look up), like
// /api/ready/; once it is back the same requests succeed without a restart.

describe.skipIf(!inject('pgUrl'))('PostgreSQL down under the app', () => {
  const name = `rally_t_${randomBytes(6).toString('hex')}`;
  const target = new URL(inject('pgUrl') || 'postgres://localhost');
  const proxy = tcpProxy(target.hostname, Number(target.port || 5432));
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDbName')}`);
    await admin.end();
    await proxy.start();
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString(), 4);
    const config = loadConfig(
      {},
      { logLevel: 'silent', publicUrl: 'http://localhost:3000', webDist: '/nonexistent', authRateLimit: 1000 },
    );
    app = await buildApp({ config, db: database.db });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy.stop();
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('answers 503 with Retry-After while the database is down, and serves again once it is back', async () => {
    const auth = await login(app, 'player@example.com');
    const asks = [
      { url: '/api/user/', headers: { authorization: auth } },
      { url: '/api/user/', headers: { authorization: `Token ${'1'.repeat(40)}` } },
      { method: 'POST' as const, url: '/api/login/', payload: { username: 'player@example.com', password: 'wrong' } },
      { url: '/api/club/' },
    ];
    expect((await app.inject(asks[0])).statusCode).toBe(200);

    await proxy.stop();
    for (const ask of asks) {
      const res = await app.inject(ask);
      expect(res.statusCode, `${ask.url} ${res.body}`).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ reason: DATABASE_UNAVAILABLE_REASON });
    }
    expect((await app.inject({ url: '/api/ready/' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health/' })).statusCode).toBe(200);

    await proxy.start();
    await expect.poll(async () => (await app.inject(asks[0])).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    expect((await app.inject(asks[1])).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/ready/' })).statusCode).toBe(200);
  });

  it('answers a request whose connection the server terminated with 503 or its answer, never 500', async () => {
    const auth = await login(app, 'player@example.com');
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    try {
      // 57P01 on every connection of the app's database (the pool's idle ones among them).
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
    } finally {
      await admin.end();
    }
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await app.inject({ url: '/api/user/', headers: { authorization: auth } })).statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(' '),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
