import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseBookingsChange } from '../../events/club-events';
import { DayViewCache, dayViewCacheOf } from './day-view-cache';
import { bookingsFixture, weekdayIn, ZONE, type BookingsFixture } from './bookings.test-helpers';

// Narrow invalidation (issue 29, docs/court-board.md): a write drops only the cached day views
// whose window its times overlap, in this process (bookingsChanged with the instances' spans) and
// through the tables' triggers (NOTIFY rally_bookings '<club>:<from>:<to>'), and a read that
// overlapped a change elsewhere still stores its page.

describe('DayViewCache, narrowly', () => {
  const page = (results: string) => ({ count: 1, results });
  const day = { from: 1_000, to: 2_000 };

  it('drops only the pages a change overlaps, and a change without spans drops them all', () => {
    const c = new DayViewCache();
    c.set(1, 'day', page('[1]'), c.version(1), day);
    c.set(1, 'next', page('[2]'), c.version(1), { from: 2_000, to: 3_000 });
    c.invalidate(1, [{ from: 2_500, to: 2_600 }]);
    expect(c.get(1, 'day')?.results).toBe('[1]');
    expect(c.get(1, 'next')).toBeUndefined();
    // An instance ending as the window starts is in it (the day view's closed range).
    c.invalidate(1, [{ from: 500, to: 1_000 }]);
    expect(c.get(1, 'day')).toBeUndefined();
    c.set(1, 'day', page('[3]'), c.version(1), day);
    c.invalidate(1, [{ from: 2_000, to: 2_100 }]); // starts as the window ends: not in it
    expect(c.get(1, 'day')?.results).toBe('[3]');
    c.invalidate(1);
    expect(c.get(1, 'day')).toBeUndefined();
  });

  it('stores a page read across a change elsewhere, never one read across a change in its window', () => {
    const c = new DayViewCache();
    const version = c.version(1);
    c.invalidate(1, [{ from: 5_000, to: 6_000 }]);
    c.set(1, 'day', page('[1]'), version, day);
    expect(c.get(1, 'day')?.results).toBe('[1]');
    const again = c.version(1);
    c.invalidate(1, [{ from: 1_500, to: 1_600 }]);
    c.set(1, 'other', page('[2]'), again, day);
    expect(c.get(1, 'other')).toBeUndefined();
    // Older than the kept log: cannot be told, not stored.
    const old = c.version(1);
    for (let i = 0; i < 300; i++) c.invalidate(1, [{ from: 9_000, to: 9_001 }]);
    c.set(1, 'late', page('[3]'), old, day);
    expect(c.get(1, 'late')).toBeUndefined();
  });

  it('reads the triggers’ payloads', () => {
    expect(parseBookingsChange('12:1000:2000')).toEqual({ club: 12, span: { from: 1000, to: 2000 } });
    expect(parseBookingsChange('12')).toEqual({ club: 12, span: null });
    expect(parseBookingsChange('x')).toBeNull();
  });
});

describe('the day view cache while people book', () => {
  let f: BookingsFixture;
  beforeAll(async () => {
    f = await bookingsFixture();
  });
  afterAll(() => f.close());

  const dayView = (date: string) => {
    const start = DateTime.fromISO(date, { zone: ZONE });
    const url = `/api/courtbookinginstance/?club=${f.club}&start=${encodeURIComponent(start.toUTC().toISO()!)}&end=${encodeURIComponent(start.plus({ days: 1 }).toUTC().toISO()!)}&page_size=1000`;
    return f.expectCall(200, 'agent', 'GET', url) as Promise<{ results: { id: number; name: string }[] }>;
  };
  /** The day's bookings this test made (the fixture has its own). */
  const hires = async (date: string) =>
    (await dayView(date)).results.map((r) => r.name).filter((name) => name === 'Tuesday hire');
  const cache = () => dayViewCacheOf(f.t.db);
  /** Whether the day's next read is answered from the cache (a miss stores its page). */
  const servedFromCache = async (date: string) => {
    const set = vi.spyOn(cache(), 'set');
    try {
      await dayView(date);
      return set.mock.calls.length === 0;
    } finally {
      set.mockRestore();
    }
  };

  it('keeps the other days cached when a booking is made, and a move by hand drops both its days', async () => {
    const [monday, tuesday, wednesday] = [weekdayIn(20), weekdayIn(21), weekdayIn(22)];
    await dayView(monday);
    await expect.poll(() => cache().enabled).toBe(true);
    const booked = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Tuesday hire',
      start_date: `${tuesday}T10:00`,
      end_date: `${tuesday}T11:00`,
      court_set: [f.courts[0]],
    });
    // Monday's page, read after the create's notifications have arrived, stays cached.
    await expect.poll(async () => servedFromCache(monday)).toBe(true);
    await expect.poll(async () => servedFromCache(monday)).toBe(true);
    expect(await hires(tuesday)).toEqual(['Tuesday hire']);
    await dayView(wednesday);
    await expect.poll(async () => servedFromCache(wednesday)).toBe(true);

    // SQL by hand (no bookings code announces it): the trigger names the old day and the new one.
    const instance = booked.booking_instance_set[0].id as number;
    await f.t.db.execute(
      sql`update booking_instances set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day' where club_id = ${f.club} and id = ${instance}`,
    );
    await expect.poll(() => hires(wednesday)).toEqual(['Tuesday hire']);
    await expect.poll(() => hires(tuesday)).toEqual([]);
    expect(await servedFromCache(monday)).toBe(true);
  });
});
