import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';

// The terms a clinic is joined on (GET /api/clubterms/?event: its own, else the club's default
// clinic terms; shown to players before joining) and the clinic sessions in the player's
// calendar feed (docs/clinics.md "Terms", "Calendar").

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

async function event(name: string, publish = true, fields: Record<string, unknown> = {}) {
  const start = weekdayIn(5);
  const made = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
    club: f.club,
    name,
    desc: 'Drills',
    ttype: 'C',
    start_date: start,
    num_sessions: 3,
    recurrence: 'W',
    can_join_single_session: true,
    days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '07:00', end_time: '08:00' }],
    member_price: 60,
    member_session_price: 20,
    nonmember_price: 90,
    nonmember_session_price: 30,
    ...fields,
  });
  await f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/create_sessions/`);
  return publish
    ? f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/publish/`)
    : f.expectCall(200, 'agent', 'GET', `/api/event/${made.id}/`);
}

describe('GET /api/clubterms/?event', () => {
  it("gives a published clinic's players the club's default clinic terms; drafts and other clubs are 404", async () => {
    const clubDefault = (await f.expectCall(200, 'agent', 'GET', `/api/clubterms/?club=${f.club}&default=True&ttype=C`))
      .results[0];
    const ev = await event('Terms squad');
    const answer = await f.expectCall(200, 'player', 'GET', `/api/clubterms/?event=${ev.id}`);
    expect(answer).toMatchObject({ count: 1, results: [clubDefault] });
    expect(answer.results[0]).toMatchObject({ club: f.club, default: true, ttype: 'C' });

    const draft = await event('Draft terms', false);
    const hidden = await f.call('player', 'GET', `/api/clubterms/?event=${draft.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().reason).toBe('Event not found.');
    expect((await f.expectCall(200, 'agent', 'GET', `/api/clubterms/?event=${draft.id}`)).count).toBe(1);
    expect((await f.call('other', 'GET', `/api/clubterms/?event=${ev.id}`)).statusCode).toBe(404);
    expect((await f.call('player', 'GET', '/api/clubterms/?event=999999')).json().reason).toBe('Event not found.');
    // The club's list of terms stays its dashboard's.
    expect((await f.call('player', 'GET', `/api/clubterms/?club=${f.club}`)).statusCode).toBe(404);
    expect((await f.call('player', 'GET', '/api/clubterms/')).statusCode).toBe(400);
  });

  it("an event's own terms win over the club's default", async () => {
    const own = await f.expectCall(201, 'agent', 'POST', '/api/clubterms/', {
      club: f.club,
      default: false,
      player_cancel_days: 7,
      terms_statement: 'Camp terms: no refunds inside a week.',
    });
    const ev = await event('Own terms camp', true, { terms: own.id });
    const answer = await f.expectCall(200, 'player', 'GET', `/api/clubterms/?event=${ev.id}`);
    expect(answer.results).toEqual([own]);
    // Back to the club's default (terms null); terms that are not the club's are refused.
    await f.expectCall(200, 'agent', 'PATCH', `/api/event/${ev.id}/`, { terms: null });
    expect((await f.expectCall(200, 'player', 'GET', `/api/clubterms/?event=${ev.id}`)).results[0]).toMatchObject({
      default: true,
    });
    const foreign = await f.call('agent', 'PATCH', `/api/event/${ev.id}/`, { terms: 999999 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.terms).toEqual(['Choose terms of this club']);
  });
});

describe('the calendar feed: clinic sessions', () => {
  it("holds the sessions the player has a place in, not those they left, and not other players'", async () => {
    const ev = await event('Calendar squad');
    const [first, second] = ev.session_set;
    const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
      session_set: [first.id, second.id],
      agreed_terms: true,
    });
    await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/withdraw/`, {
      session_set: [second.id],
    });
    const feed = await f.expectCall(200, 'player', 'GET', '/api/calendar/feed/');
    const ics = await f.t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    expect(ics.statusCode).toBe(200);
    const body = ics.body.replace(/\r\n /g, '');
    expect(body).toContain(`UID:clinic-session-${first.id}@rally`);
    expect(body).toContain('SUMMARY:Calendar squad · Riverside Tennis Club');
    expect(body).toContain(
      `DTSTART:${DateTime.fromISO(first.start, { zone: 'Australia/Sydney' }).toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'")}`,
    );
    expect(body).not.toContain(`clinic-session-${second.id}@rally`);
    const other = await f.expectCall(200, 'coach', 'GET', '/api/calendar/feed/');
    expect((await f.t.app.inject({ method: 'GET', url: new URL(other.url).pathname })).body).not.toContain(
      `clinic-session-${first.id}@rally`,
    );
    // Cancelled by the club: the session leaves the feed.
    await f.expectCall(200, 'agent', 'POST', `/api/eventsession/${first.id}/cancel/`);
    expect((await f.t.app.inject({ method: 'GET', url: new URL(feed.url).pathname })).body).not.toContain(
      `clinic-session-${first.id}@rally`,
    );
  });
});
