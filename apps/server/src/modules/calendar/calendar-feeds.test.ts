import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../http/auth';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { calendarFeeds } from './calendar-feeds.tables';

// The private calendar feed (issue 9): the links, the iCal of the player's live bookings by the
// secret token with no login, and resetting, which revokes the old link. Only the token's hash is
// stored (issue 25): the links come once, in the answer that made them.

let f: BookingsFixture;
/** Pat's links, as the first GET gave them. */
let links: { url: string; webcal: string };
beforeAll(async () => {
  f = await bookingsFixture();
  await f.t.db.execute(
    `update club_features set params = params || '{"MaxBookingMinutesPerDayMember": 600}'::jsonb where club_id = ${f.club}` as never,
  );
});
afterAll(() => f.close());

const path = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => f.t.app.inject({ method: 'GET', url: path(url) });

describe('the calendar feed', () => {
  it('gives the private link once, with subscribe links for Google, Apple and Outlook; the database keeps only its hash', async () => {
    const feed = await f.expectCall(200, 'player', 'GET', '/api/calendar/feed/');
    links = feed;
    expect(feed.url).toMatch(/^http:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(feed.webcal).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect(feed.google).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcal)}`);
    expect(feed.outlook).toContain(`addfromweb?url=${encodeURIComponent(feed.url)}`);
    const token = /\/api\/calendar\/([\w-]+)\.ics$/.exec(feed.url)![1];
    const [row] = await f.t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.player_id, await f.playerOf('player@example.com')));
    expect(row.token_hash).toBe(hashKey(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // Asked again: the feed is there (since when), its links are not (the token is not kept).
    expect(await f.expectCall(200, 'player', 'GET', '/api/calendar/feed/')).toEqual({
      url: null,
      webcal: null,
      google: null,
      outlook: null,
      created_at: feed.created_at,
    });
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    expect((await f.t.app.inject({ method: 'GET', url: '/api/calendar/feed/' })).statusCode).toBe(401);
  });

  it("serves the player's live bookings as iCal without a login, and not cancelled ones", async () => {
    const date = weekdayIn(3);
    const kept = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${date}T10:00`,
      end: `${date}T11:00`,
      court: f.courts[0],
    });
    const dropped = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${date}T12:00`,
      end: `${date}T13:00`,
      court: f.courts[0],
    });
    await f.expectCall(200, 'player', 'POST', `/api/mybooking/${dropped.id}/cancel/`);
    const res = await fetchFeed(links.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR/);
    expect(res.body).toContain(`UID:booking-${kept.id}@rally`);
    expect(res.body).toContain('SUMMARY:Court T1 · Riverside Tennis Club');
    expect(res.body).toContain(
      `DTSTART:${new Date(kept.start)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(res.body).not.toContain(`UID:booking-${dropped.id}@rally`);
    // Another player's feed holds none of Pat's bookings.
    const other = await f.expectCall(200, 'agent', 'GET', '/api/calendar/feed/');
    expect((await fetchFeed(other.url)).body).not.toContain(`booking-${kept.id}@rally`);
  });

  it('resetting makes a new link and the old one answers 404', async () => {
    const old = links;
    const fresh = await f.expectCall(200, 'player', 'POST', '/api/calendar/feed/reset/');
    expect(fresh.url).not.toBe(old.url);
    const gone = await fetchFeed(old.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().reason).toBe('Calendar not found.');
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
    expect(await f.expectCall(200, 'player', 'GET', '/api/calendar/feed/')).toMatchObject({
      url: null,
      created_at: fresh.created_at,
    });
  });

  it('answers an unknown or malformed token with a refusal, never a feed', async () => {
    expect(
      (await f.t.app.inject({ method: 'GET', url: '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode,
    ).toBe(404);
    expect((await f.t.app.inject({ method: 'GET', url: '/api/calendar/nope' })).statusCode).toBe(400);
  });
});
