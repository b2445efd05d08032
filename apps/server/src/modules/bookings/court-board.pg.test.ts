import type pg from 'pg';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { isPostgres } from '../../../test/concurrency';
import { login } from '../../../test/helpers';
import { dayViewCacheOf } from './day-view-cache';
import { bookingsFixture, weekdayIn, ZONE, type BookingsFixture } from './bookings.test-helpers';

// The club-events bus across servers (issue 29; PostgreSQL only, npm run test:pg): a second
// server on the same database, with its own pool and its own LISTEN connection as a second
// process has, hears of a booking the first one made: its court board stream says `change`
// within a second, and its day view cache drops that day's page and keeps the others.

describe.runIf(isPostgres)('the court board across two servers on one PostgreSQL', () => {
  let f: BookingsFixture;
  let second: Database;
  let secondApp: Awaited<ReturnType<typeof buildApp>>;
  let secondBase = '';
  beforeAll(async () => {
    f = await bookingsFixture();
    const url = (
      (f.t.db as unknown as { $client: pg.Pool }).$client as unknown as { options: { connectionString: string } }
    ).options.connectionString;
    second = openPostgres(url, 4);
    secondApp = await buildApp({ config: f.t.config, db: second.db });
    secondBase = await secondApp.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await secondApp?.close();
    await second?.close();
    await f?.close();
  });

  it("delivers one server's booking to the other's board stream within a second, and drops only that day there", async () => {
    const { token } = await f.expectCall(200, 'agent', 'POST', `/api/club/${f.club}/courtboard/`);
    const dayUrl = (date: string) => {
      const start = DateTime.fromISO(date, { zone: ZONE });
      return `/api/courtbookinginstance/?club=${f.club}&start=${encodeURIComponent(start.toUTC().toISO()!)}&end=${encodeURIComponent(start.plus({ days: 1 }).toUTC().toISO()!)}`;
    };
    const [booked, other] = [weekdayIn(6), weekdayIn(7)];
    const headers = { authorization: await login(f.t.app, 'agent@example.com') };
    const cache = dayViewCacheOf(second.db);
    const read = (date: string) => secondApp.inject({ method: 'GET', url: dayUrl(date), headers });
    await read(booked);
    await expect.poll(() => cache.enabled).toBe(true);
    await read(booked);
    await read(other);
    const stored = cache.size.entries;
    expect(stored).toBeGreaterThanOrEqual(2);

    const abort = new AbortController();
    const res = await fetch(`${secondBase}/api/courtboard/${token}/events/`, { signal: abort.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (word: string) => {
      while (!text.includes(word)) text += (await reader.read()).value ?? '';
    };
    try {
      await until('event: ready');
      const sent = performance.now();
      await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'First server hire',
        start_date: `${booked}T09:00`,
        end_date: `${booked}T10:00`,
        court_set: [f.courts[0]],
      });
      await until('event: change');
      expect(performance.now() - sent).toBeLessThan(1000);
      expect(text).toContain(`"from":"${DateTime.fromISO(`${booked}T09:00`, { zone: ZONE }).toUTC().toISO()}"`);
      // The other server's cache: the booked day's page gone, the other day's kept.
      expect(cache.size.entries).toBe(stored - 1);
      const names = (await read(booked)).json().results.map((r: { name: string }) => r.name);
      expect(names).toContain('First server hire');
    } finally {
      abort.abort();
    }
  });
});
