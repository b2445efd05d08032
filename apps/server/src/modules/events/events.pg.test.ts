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
      club: f.club, name: 'Race clinic', desc: 'Five places', ttype: 'C', start_date: start, num_sessions: 3, recurrence: 'W', max_participant_session: 6,
      days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '18:00', end_time: '19:00' }], member_price: 50, nonmember_price: 70,
    });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/join/`, { name: 'First In', email: 'first@example.com' });
    const answers = await atOnce(f.t.app, times(40, (i) => ({ method: 'POST', url: `/api/event/${event.id}/join/`, authorization: agent, payload: { name: `Racer ${i}`, email: `racer${i}@example.com` } })));
    expect(statusCounts(answers)).toEqual({ 200: 5, 409: 35 });
    expect(answers.filter((a) => a.statusCode === 409).every((a) => /^The session on .* is full\.$/.test(a.json().reason))).toBe(true);
    const detail = await f.expectCall(200, 'agent', 'GET', `/api/event/${event.id}/`);
    expect(detail.session_set.map((s: { participants: number }) => s.participants)).toEqual([6, 6, 6]);
  });

  it('one player joining twice at once: one participation', async () => {
    const start = weekdayIn(6);
    const event = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
      club: f.club, name: 'Double click', desc: 'One place each', ttype: 'C', start_date: start, num_sessions: 2, recurrence: 'W',
      days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '18:00', end_time: '19:00' }],
    });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    const player = await login(f.t.app, 'player@example.com');
    const answers = await atOnce(f.t.app, times(10, () => ({ method: 'POST', url: `/api/event/${event.id}/join/`, authorization: player, payload: { agreed_terms: true } })));
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
  });
});
