import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { findNotReadyReason } from './health.service';
import { setClock } from '../../clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health/', () => {
  it("answers without a token while the process is alive, with the server clock's time", async () => {
    const restore = setClock('2030-01-07T09:00:00+11:00', { stopped: true });
    try {
      const res = await t.app.inject({ url: '/api/health/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', time: '2030-01-06T22:00:00.000Z' });
    } finally {
      restore();
    }
  });
});

describe('GET /api/ready/', () => {
  it('is ready when the database answers and holds every migration', async () => {
    const res = await t.app.inject({ url: '/api/ready/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 when a migration of this build is missing from the database', async () => {
    const [{ last }] = (
      (await t.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { last: string }[];
      }
    ).rows;
    await t.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${last}`,
    );
    try {
      const res = await t.app.inject({ url: '/api/ready/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ reason: 'The database migrations have not all been applied.' });
    } finally {
      await t.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${last} where created_at = ${Number(last) - 1}`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready/' })).statusCode).toBe(200);
  });
});

describe('API answers', () => {
  it('carry Cache-Control: no-store, errors and unknown API paths included', async () => {
    for (const url of ['/api/health/', '/api/user/', '/api/no-such-thing/']) {
      const res = await t.app.inject({ url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('but a reference list is kept and revalidated (http/revalidate.ts)', async () => {
    const res = await t.app.inject({ url: '/api/country/' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
  });
});

describe('the readiness check with the database gone', () => {
  it('says the database does not answer when a query fails', async () => {
    const failing = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    expect(await findNotReadyReason(failing)).toBe('The database does not answer.');
  });

  it('gives up on a database that hangs after two seconds', async () => {
    vi.useFakeTimers();
    try {
      const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
      const reason = findNotReadyReason(hanging);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await reason).toBe('The database did not answer in time.');
    } finally {
      vi.useRealTimers();
    }
  });
});
