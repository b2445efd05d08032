import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/helpers';
import { statementsOf } from '../../../test/statements';
import { dayViewCacheOf } from './day-view-cache';
import { bookingsFixture, ownClock, weekdayIn, ZONE, type BookingsFixture } from './bookings.test-helpers';

// The staff calendar's reads (issue 29): GET /api/courtbookinginstance/future/ over a window is
// cached as the day view is (a booking on another day keeps it), and both answer with an ETag the
// browser revalidates: an unchanged page is a 304 without a body.

let f: BookingsFixture;
let time: ReturnType<typeof ownClock>;
beforeAll(async () => {
  // The file's own clock (its sessions made on it): no day of the real calendar plays a part.
  time = ownClock();
  f = await bookingsFixture();
});
afterAll(async () => {
  time.restore();
  await f.close();
});

const windowOf = (date: string) => {
  const day = DateTime.fromISO(date, { zone: ZONE });
  return `start=${encodeURIComponent(day.toISO()!)}&end=${encodeURIComponent(day.plus({ days: 1 }).toISO()!)}`;
};
/** The statements of `send` that read an instance page (the list's one statement). */
const pageReads = async (send: () => Promise<unknown>) =>
  (await statementsOf(f.t.database, send)).filter((s) => /json_build_object\(\s*'id', p\.id/.test(s)).length;

describe("the staff calendar's window", () => {
  it('is read once and kept until a booking of its day: one on another day leaves it kept', async () => {
    const [day, other] = [weekdayIn(33), weekdayIn(34)];
    const url = `/api/courtbookinginstance/future/?club=${f.club}&${windowOf(day)}&courts=${f.courts[0]}`;
    const names = async () =>
      (await f.expectCall(200, 'agent', 'GET', url)).results.map((r: { name: string }) => r.name) as string[];
    // The cache keeps pages once it listens to the bookings' changes (day-view-cache.ts).
    await names();
    await expect.poll(() => dayViewCacheOf(f.t.db).enabled).toBe(true);
    expect(await pageReads(names)).toBe(1);
    expect(await pageReads(names)).toBe(0);

    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Next day',
      ttype: 'C',
      recurrence: 'N',
      start_date: `${other}T10:00`,
      end_date: `${other}T11:00`,
      court_set: [f.courts[0]],
    });
    expect(await pageReads(names)).toBe(0);

    const made = await f.book('agent', { name: 'Same day', start_date: `${day}T10:00`, end_date: `${day}T11:00` });
    expect(made.statusCode, made.body).toBe(201);
    let seen: string[] = [];
    expect(await pageReads(async () => (seen = await names()))).toBe(1);
    expect(seen).toContain('Same day');
    expect(seen).not.toContain('Next day');
  });

  it('from now on (no start) is read each time: its window moves with the clock', async () => {
    const url = `/api/courtbookinginstance/future/?club=${f.club}&courts=${f.courts[1]}`;
    const read = () => f.expectCall(200, 'agent', 'GET', url);
    expect(await pageReads(read)).toBe(1);
    expect(await pageReads(read)).toBe(1);
  });
});

describe('the day view and the calendar answer with an ETag', () => {
  it('a 304 without a body while unchanged, gzipped or not; a new page after a booking of that day; none to a stranger', async () => {
    const [agent, player] = [await login(f.t.app, 'agent@example.com'), await login(f.t.app, 'player@example.com')];
    const get = (url: string, authorization: string, headers: Record<string, string> = {}) =>
      f.t.app.inject({ url, headers: { authorization, ...headers } });
    const day = weekdayIn(35);
    const urls = ['/api/courtbookinginstance/', '/api/courtbookinginstance/future/'].map(
      (path) => `${path}?club=${f.club}&${windowOf(day)}&courts=${f.courts[1]}`,
    );
    const etags: string[] = [];
    for (const url of urls) {
      const first = await get(url, agent);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.vary).toBe('Accept-Encoding, Authorization');
      etags.push(etag);
      for (const encoding of ['gzip', 'identity']) {
        const again = await get(url, agent, { 'if-none-match': etag, 'accept-encoding': encoding });
        expect([again.statusCode, again.body]).toEqual([304, '']);
        expect(again.headers.etag).toBe(etag);
      }
      // Access comes first: a stranger's request with the same ETag is refused (the club's bookings are not theirs to see), not told it is unchanged.
      expect((await get(url, player, { 'if-none-match': etag })).statusCode).toBe(404);
    }

    const made = await f.book('agent', {
      name: 'Changes the day',
      start_date: `${day}T12:00`,
      end_date: `${day}T13:00`,
      court_set: [f.courts[1]],
    });
    expect(made.statusCode, made.body).toBe(201);
    for (const [i, url] of urls.entries()) {
      const changed = await get(url, agent, { 'if-none-match': etags[i] });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etags[i]);
      expect(changed.json().results.map((r: { name: string }) => r.name)).toContain('Changes the day');
    }
  });
});
