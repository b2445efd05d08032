import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { atOnce, statusCounts, times } from '../../../test/concurrency';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { login } from '../../../test/helpers';

// The last places of a clinic under many requests at once (docs/clinics.md): the event row is
// locked for every change of places, so a session never holds more than max_participant_session.
// PostgreSQL only (npm run test:pg): PGlite runs one transaction at a time.
describe.runIf(Boolean(inject('pgUrl')))('clinic places under many joins at once (PostgreSQL)', () => {
  let f: BookingsFixture;
  let agent = '';
  beforeAll(async () => {
    f = await bookingsFixture();
    agent = await login(f.t.app, 'agent@example.com');
  });
  afterAll(() => f.close());

  it('40 joins for the last 5 places: exactly 5 joined, 35 × 409 full, no 5xx', async () => {
    const start = weekdayIn(5);
    const event = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
      club: f.club,
      name: 'Race clinic',
      desc: 'Five places',
      ttype: 'C',
      start_date: start,
      num_sessions: 3,
      recurrence: 'W',
      max_participant_session: 6,
      days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '18:00', end_time: '19:00' }],
      member_price: 50,
      nonmember_price: 70,
    });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/join/`, {
      name: 'First In',
      email: 'first@example.com',
    });
    const answers = await atOnce(
      f.t.app,
      times(40, (i) => ({
        method: 'POST',
        url: `/api/event/${event.id}/join/`,
        authorization: agent,
        payload: { name: `Racer ${i}`, email: `racer${i}@example.com` },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 5, 409: 35 });
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => /^The session on .* is full\.$/.test(a.json().reason)),
    ).toBe(true);
    const detail = await f.expectCall(200, 'agent', 'GET', `/api/event/${event.id}/`);
    expect(detail.session_set.map((s: { participants: number }) => s.participants)).toEqual([6, 6, 6]);
  });

  it('one player joining twice at once: one participation', async () => {
    const start = weekdayIn(6);
    const event = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
      club: f.club,
      name: 'Double click',
      desc: 'One place each',
      ttype: 'C',
      start_date: start,
      num_sessions: 2,
      recurrence: 'W',
      days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '18:00', end_time: '19:00' }],
    });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    const player = await login(f.t.app, 'player@example.com');
    const answers = await atOnce(
      f.t.app,
      times(10, () => ({
        method: 'POST',
        url: `/api/event/${event.id}/join/`,
        authorization: player,
        payload: { agreed_terms: true },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
  });

  it('waiting list: two places freed at once go to exactly the first two waiting; joins at once never take a held place', async () => {
    const start = weekdayIn(7);
    const event = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
      club: f.club,
      name: 'Waiting race',
      desc: 'Two places',
      ttype: 'C',
      start_date: start,
      num_sessions: 1,
      recurrence: 'W',
      max_participant_session: 2,
      days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '18:00', end_time: '19:00' }],
    });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    const ev = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    const session = ev.session_set[0].id;
    const a = await f.expectCall(200, 'player', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true });
    const b = await f.expectCall(200, 'coach', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true });
    for (const who of ['coach2', 'fees', 'bookings'] as const)
      await f.expectCall(200, who, 'POST', `/api/eventsession/${session}/join_waitlist/`);
    const [player, coach] = [await login(f.t.app, 'player@example.com'), await login(f.t.app, 'coach@example.com')];
    const freed = await atOnce(f.t.app, [
      {
        method: 'POST',
        url: `/api/eventparticipant/${a.id}/withdraw/`,
        authorization: player,
        payload: { session_set: [session] },
      },
      {
        method: 'POST',
        url: `/api/eventparticipant/${b.id}/withdraw/`,
        authorization: coach,
        payload: { session_set: [session] },
      },
    ]);
    expect(statusCounts(freed)).toEqual({ 200: 2 });
    const statusOf = async (who: 'coach2' | 'fees' | 'bookings') =>
      (await f.expectCall(200, who, 'GET', `/api/eventwaitlist/mine/?club=${f.club}`)).find(
        (e: { session: number }) => e.session === session,
      )?.status;
    expect([await statusOf('coach2'), await statusOf('fees'), await statusOf('bookings')]).toEqual(['O', 'O', 'W']);
    // Both places are held: 20 guests added at once all find the session full.
    const rush = await atOnce(
      f.t.app,
      times(20, (i) => ({
        method: 'POST',
        url: `/api/event/${event.id}/join/`,
        authorization: agent,
        payload: { name: `Rusher ${i}`, email: `rusher${i}@example.com` },
      })),
    );
    expect(statusCounts(rush)).toEqual({ 409: 20 });
    const [coach2, fees] = [await login(f.t.app, 'coach2@example.com'), await login(f.t.app, 'fees@example.com')];
    const taken = await atOnce(f.t.app, [
      { method: 'POST', url: `/api/event/${event.id}/join/`, authorization: coach2, payload: { agreed_terms: true } },
      { method: 'POST', url: `/api/event/${event.id}/join/`, authorization: fees, payload: { agreed_terms: true } },
    ]);
    expect(statusCounts(taken)).toEqual({ 200: 2 });
    const detail = await f.expectCall(200, 'agent', 'GET', `/api/event/${event.id}/`);
    expect(detail.session_set[0].participants).toBe(2);
  });
});
