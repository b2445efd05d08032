import { gunzipSync } from 'node:zlib';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '../../../test/helpers';
import { assertAccess } from '../../access/access';
import { players, users } from '../../db/schema';
import {
  bookEventSessions,
  cancelEventSessionBookings,
  deleteEventSessionBookings,
} from './event-session-bookings.service';
import { bookFixtureCourts, cancelFixtureCourts, moveFixtureCourts } from './fixture-court.service';
import { bookHitCourt, cancelHitCourt } from './hit-court.service';
import { bookingsChanged, DayViewCache, dayViewCacheOf } from './day-view-cache';
import { bookingsFixture, ownClock, weekdayIn, ZONE, type BookingsFixture } from './bookings.test-helpers';

// The day view cache (day-view-cache.ts, docs/bookings.md "The day view cache"): every kind of
// booking write is seen by the very next day view read, whoever made it, and a page read while a
// change was uncommitted is never stored as current.

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

type Row = {
  id: number;
  booking_series: number;
  name: string;
  start: string;
  courts: number[];
  guests: string;
  people: string[];
};
/** The day view of a local date at Riverside, as the calendar asks for it (staff). */
const dayView = async (date: string, who: 'agent' | 'coach' = 'agent') => {
  const start = DateTime.fromISO(date, { zone: ZONE });
  const url = `/api/courtbookinginstance/?club=${f.club}&start=${encodeURIComponent(start.toUTC().toISO()!)}&end=${encodeURIComponent(start.plus({ days: 1 }).toUTC().toISO()!)}&page_size=1000`;
  const page = (await f.expectCall(200, who, 'GET', url)) as { count: number; results: Row[] };
  return page.results.filter((r) => r.courts.some((c) => f.courts.includes(c)));
};
const cache = () => dayViewCacheOf(f.t.db);
const names = (rows: Row[]) => rows.map((r) => r.name).sort();
const ctxOf = async (email: string) => {
  const [row] = await f.t.db
    .select({ userId: users.id, playerId: players.id })
    .from(players)
    .innerJoin(users, eq(users.id, players.user_id))
    .where(eq(users.email, email));
  return { db: f.t.db, actor: row, standings: new Map() };
};

describe('the day view cache', () => {
  it('answers a repeated day view from the cache, the same page, for staff and coaches alike', async () => {
    const date = weekdayIn(9);
    // On PostgreSQL the cache serves once its LISTEN is confirmed (the first read starts it).
    await dayView(date);
    await expect.poll(() => cache().enabled).toBe(true);
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Cached hire',
      start_date: `${date}T07:00`,
      end_date: `${date}T08:00`,
      court_set: [f.courts[0]],
    });
    // The create's NOTIFY reaches the cache a moment after its commit (on a busy machine, after a
    // read or two): read until a stored page stays stored.
    await expect
      .poll(async () => {
        await dayView(date);
        const kept = cache().size.entries;
        await dayView(date);
        return kept > 0 && cache().size.entries === kept;
      })
      .toBe(true);
    const first = await dayView(date);
    const stored = cache().size.entries;
    expect(stored).toBeGreaterThan(0);
    expect(await dayView(date)).toEqual(first);
    expect(await dayView(date, 'coach')).toEqual(first);
    expect(cache().size.entries).toBe(stored);
    expect(names(first)).toEqual(['Cached hire']);
  });

  it('shows each staff write in the next read: create, series edit, instance edit, cancel, delete', async () => {
    const date = weekdayIn(11);
    expect(await dayView(date)).toEqual([]);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Write one',
      start_date: `${date}T08:00`,
      end_date: `${date}T09:00`,
      court_set: [f.courts[0]],
    });
    expect(names(await dayView(date))).toEqual(['Write one']);

    await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookingseries/${series.id}/`, { name: 'Write one renamed' });
    expect(names(await dayView(date))).toEqual(['Write one renamed']);

    const [instance] = await dayView(date);
    await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookinginstance/${instance.id}/`, {
      start: `${date}T09:00`,
      end: `${date}T10:00`,
      courts: [f.courts[1]],
      guests: 'Sam',
    });
    const [moved] = await dayView(date);
    expect(moved).toMatchObject({ courts: [f.courts[1]], guests: 'Sam' });
    expect(moved.start).toBe(DateTime.fromISO(`${date}T09:00`, { zone: ZONE }).toUTC().toISO());

    await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${instance.id}/cancel/`);
    expect(await dayView(date)).toEqual([]);

    const second = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Write two',
      start_date: `${date}T11:00`,
      end_date: `${date}T12:00`,
      court_set: [f.courts[0]],
    });
    const third = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Write three',
      start_date: `${date}T13:00`,
      end_date: `${date}T14:00`,
      court_set: [f.courts[0]],
    });
    const fourth = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Write four',
      start_date: `${date}T15:00`,
      end_date: `${date}T16:00`,
      court_set: [f.courts[0]],
    });
    expect(names(await dayView(date))).toEqual(['Write four', 'Write three', 'Write two']);
    await f.expectCall(204, 'agent', 'DELETE', `/api/courtbookinginstance/${second.booking_instance_set[0].id}/`);
    expect(names(await dayView(date))).toEqual(['Write four', 'Write three']);
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${third.id}/cancel/`);
    expect(names(await dayView(date))).toEqual(['Write four']);
    await f.expectCall(204, 'agent', 'DELETE', `/api/courtbookingseries/${fourth.id}/`);
    expect(await dayView(date)).toEqual([]);
  });

  it('shows a booked person change, and a payment moves the club on', async () => {
    const date = weekdayIn(13);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Paid hire',
      start_date: `${date}T08:00`,
      end_date: `${date}T09:00`,
      court_set: [f.courts[0]],
      booked_person_set: [{ full_name: 'Gina Guest', email: 'gina@example.com', paying: true }],
    });
    expect((await dayView(date))[0].people).toEqual(['Gina Guest']);
    await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookingseries/${series.id}/`, {
      booked_person_set: [{ full_name: 'Hal Guest', email: 'hal@example.com', paying: true }],
    });
    expect((await dayView(date))[0].people).toEqual(['Hal Guest']);
    const before = cache().version(f.club);
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {
      payment_method: 'S',
    });
    expect(cache().version(f.club)).toBeGreaterThan(before);
  });

  it("shows a player's own booking and its cancel from My bookings", async () => {
    const date = weekdayIn(3);
    const booked = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${date}T19:00`,
      end: `${date}T20:00`,
      court: f.courts[1],
    });
    expect((await dayView(date)).map((r) => r.start)).toContain(
      DateTime.fromISO(`${date}T19:00`, { zone: ZONE }).toUTC().toISO(),
    );
    await f.expectCall(200, 'player', 'POST', `/api/mybooking/${booked.id}/cancel/`);
    expect((await dayView(date)).map((r) => r.start)).not.toContain(
      DateTime.fromISO(`${date}T19:00`, { zone: ZONE }).toUTC().toISO(),
    );
  });

  it("shows the other areas' bookings made in their own transactions: event sessions, hits and fixture courts", async () => {
    const date = weekdayIn(5);
    const at = (time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();
    expect(await dayView(date)).toEqual([]);
    const agent = await ctxOf('agent@example.com');
    // The clinics area checks access before its transaction: PGlite's one connection is the transaction's then.
    await assertAccess(agent, f.club, { area: 'clinics' });

    const [session] = await f.t.db.transaction((tx) =>
      bookEventSessions(agent, tx, f.club, [
        {
          session: 990001,
          name: 'Cache clinic',
          start: at('06:00'),
          end: at('07:00'),
          courtIds: [f.courts[0]],
          coachIds: [],
        },
      ]),
    );
    expect(session.reason).toBeNull();
    expect(names(await dayView(date))).toEqual(['Cache clinic']);
    await f.t.db.transaction((tx) => cancelEventSessionBookings(agent, tx, f.club, [session.series!]));
    expect(await dayView(date)).toEqual([]);
    await f.t.db.transaction((tx) => deleteEventSessionBookings(agent, tx, f.club, [session.series!]));

    const player = await ctxOf('player@example.com');
    const hit = await f.t.db.transaction((tx) =>
      bookHitCourt(tx, {
        clubId: f.club,
        playerId: player.actor.playerId,
        court: f.courts[1],
        start: at('08:00'),
        minutes: 60,
        name: 'Cache hit',
        zone: ZONE,
      }),
    );
    expect(names(await dayView(date))).toEqual(['Cache hit']);
    await f.t.db.transaction((tx) => cancelHitCourt(tx, f.club, hit.series, player.actor.playerId, new Date(0)));
    expect(await dayView(date)).toEqual([]);

    const fixture = await f.t.db.transaction((tx) =>
      bookFixtureCourts(tx, {
        clubId: f.club,
        playerId: agent.actor.playerId,
        courts: [f.courts[0]],
        date,
        time: '10:00',
        minutes: 90,
        name: 'Cache fixture',
      }),
    );
    expect(names(await dayView(date))).toEqual(['Cache fixture']);
    expect(
      await f.t.db.transaction((tx) =>
        moveFixtureCourts(tx, f.club, fixture.series, date, '12:00', agent.actor.playerId),
      ),
    ).toBe(true);
    expect((await dayView(date))[0].start).toBe(at('12:00').toISOString());
    await f.t.db.transaction((tx) => cancelFixtureCourts(tx, f.club, fixture.series, agent.actor.playerId));
    expect(await dayView(date)).toEqual([]);
  });

  it("hears of writes no bookings code made (SQL by hand, another table's cascade) through the tables' NOTIFY", async () => {
    const date = weekdayIn(15);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Before by hand',
      start_date: `${date}T08:00`,
      end_date: `${date}T09:00`,
      court_set: [f.courts[0]],
    });
    expect(names(await dayView(date))).toEqual(['Before by hand']);
    await f.t.db.execute(`update booking_series set name = 'Renamed by hand' where id = ${series.id}` as never);
    // The notification arrives at the commit, on the listener's own connection: soon, not at once.
    await vi.waitFor(async () => expect(names(await dayView(date))).toEqual(['Renamed by hand']), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('sends a page served again gzipped to a client that takes it, the same JSON; as it is to one that does not', async () => {
    const date = weekdayIn(13);
    const start = DateTime.fromISO(date, { zone: ZONE });
    const url = `/api/courtbookinginstance/?club=${f.club}&start=${encodeURIComponent(start.toUTC().toISO()!)}&end=${encodeURIComponent(start.plus({ days: 1 }).toUTC().toISO()!)}&page_size=1000`;
    const authorization = await login(f.t.app, 'agent@example.com');
    const get = (encoding?: string) =>
      f.t.app.inject({ url, headers: { authorization, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Gzipped hire',
      start_date: `${date}T07:00`,
      end_date: `${date}T08:00`,
      court_set: [f.courts[0]],
    });
    await expect.poll(() => cache().enabled).toBe(true);
    const first = await get('gzip, deflate, br'); // read and stored: sent as it is
    expect(first.headers['content-encoding']).toBeUndefined();
    const again = await get('gzip, deflate, br');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers.vary).toBe('Accept-Encoding, Authorization');
    expect(JSON.parse(gunzipSync(again.rawPayload).toString())).toEqual(first.json());
    expect(first.json().results.map((r: Row) => r.name)).toContain('Gzipped hire');
    for (const refused of [undefined, 'identity', 'gzip;q=0, identity']) {
      const plain = await get(refused);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(first.json());
    }
  });

  it('moves the club on only after the commit, and not at all on a rollback', async () => {
    // A club no booking was written for: the earlier tests' notifications (on PostgreSQL they
    // arrive when they arrive) cannot move its version.
    const club = 987_654;
    const before = cache().version(club);
    await f.t.db.transaction(async (tx) => {
      bookingsChanged(tx, club);
      await tx.transaction(async (sp) => bookingsChanged(sp, club));
      expect(cache().version(club)).toBe(before);
    });
    const committed = cache().version(club);
    expect(committed).toBeGreaterThan(before);
    await expect(
      f.t.db.transaction(async (tx) => {
        bookingsChanged(tx, club);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(cache().version(club)).toBe(committed);
  });
});

describe('DayViewCache', () => {
  const page = (results: string) => ({ count: 1, results });
  it('does not store a page read before a change it did not see', () => {
    const c = new DayViewCache();
    const version = c.version(1);
    c.invalidate(1); // a change committed while the read ran
    c.set(1, 'a', page('[1]'), version);
    expect(c.get(1, 'a')).toBeUndefined();
    c.set(1, 'a', page('[2]'), c.version(1));
    expect(c.get(1, 'a')?.results).toBe('[2]');
    c.invalidate(2); // another club's change leaves it
    expect(c.get(1, 'a')?.results).toBe('[2]');
    c.invalidate(1);
    expect(c.get(1, 'a')).toBeUndefined();
    const v = c.version(3);
    c.invalidateAll();
    c.set(3, 'b', page('[3]'), v);
    expect(c.get(3, 'b')).toBeUndefined();
  });

  it('keeps at most its cap of pages and characters, dropping the least recently used', () => {
    const c = new DayViewCache(2, 10);
    c.set(1, 'a', page('[1]'), 0);
    c.set(1, 'b', page('[2]'), 0);
    c.get(1, 'a');
    c.set(1, 'c', page('[3]'), 0);
    expect([c.get(1, 'a'), c.get(1, 'b'), c.get(1, 'c')].map((p) => p?.results)).toEqual(['[1]', undefined, '[3]']);
    c.set(2, 'd', page('[1234567]'), 0);
    expect(c.size.chars).toBeLessThanOrEqual(10);
    c.set(2, 'e', page('[too long for it]'), 0);
    expect(c.get(2, 'e')).toBeUndefined();
  });
});
