import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { bookingsFixture, weekdayIn, ZONE, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { makeEvent } from './clinics.test-helpers';

// Events API (spec 3 §7; docs/clinics.md): sessions from a schedule, courts booked through the
// bookings area, statuses, clone, access. Joining: clinics-joining.test.ts; paying: clinics-paying.test.ts.

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

describe('events: schedule, courts, status', () => {
  it('makes weekly sessions at the local times, skipping excluded dates', async () => {
    const start = weekdayIn(3);
    const skip = DateTime.fromISO(start).plus({ weeks: 1 }).toISODate()!;
    const event = await makeEvent(f, { excluded_dates: [skip] });
    expect(event.status).toBe('D');
    expect(event.display_status).toBe('Draft');
    const made = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    expect(made.session_set.map((s: { start: string }) => s.start)).toEqual(
      [0, 2, 3, 4].map((w) => `${DateTime.fromISO(start).plus({ weeks: w }).toISODate()}T18:00`),
    );
    expect(made.session_set.every((s: { courts: number[] }) => s.courts[0] === f.courts[0])).toBe(true);
  });

  it('books the courts; a session whose court is taken comes back in failed_sessions', async () => {
    const event = await makeEvent(f);
    const made = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    const second = made.session_set[1];
    const hire = await f.book('agent', { name: 'Private hire', start_date: second.start, end_date: second.end });
    expect(hire.statusCode, hire.body).toBe(201);
    const booked = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/book_courts/`);
    expect(booked.failed_sessions).toHaveLength(1);
    expect(booked.failed_sessions[0].session.id).toBe(second.id);
    expect(booked.failed_sessions[0].reason).toMatch(/Private hire/);
    expect(booked.session_set.filter((s: { booked: boolean }) => s.booked)).toHaveLength(3);
    // The session's booking series names its session (spec 2 §3 event_session).
    const first = made.session_set[0].id;
    const { rows } = (await f.t.db.execute(
      `select id from booking_series where event_session_id = ${first}` as never,
    )) as unknown as { rows: { id: number }[] };
    const series = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${rows[0].id}/`);
    expect(series.event_session).toBe(first);
    // A court hire on a booked session is refused by the bookings area.
    const clash = await f.book('agent', {
      name: 'Late hire',
      start_date: made.session_set[0].start,
      end_date: made.session_set[0].end,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().reason).toMatch(/Tuesday squad/);
    // Cancelling the event frees its courts.
    const cancelled = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/cancel/`);
    expect(cancelled.display_status).toBe('Cancelled');
    expect(cancelled.session_set.every((s: { cancelled: boolean }) => s.cancelled)).toBe(true);
    expect(
      (
        await f.book('agent', {
          name: 'Late hire',
          start_date: made.session_set[0].start,
          end_date: made.session_set[0].end,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('publishes and unpublishes; players see published events only; only drafts are deleted', async () => {
    const event = await makeEvent(f, { name: 'Hidden draft' });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    const players = async () =>
      (await f.expectCall(200, 'player', 'GET', `/api/event/?club=${f.club}&search=Hidden`)).results;
    expect(await players()).toEqual([]);
    expect((await f.call('player', 'GET', `/api/event/${event.id}/`)).statusCode).toBe(404);
    const published = await f.expectCall(200, 'bookings', 'POST', `/api/event/${event.id}/publish/`);
    expect(published.display_status).toBe('Published');
    expect((await players()).map((e: { id: number }) => e.id)).toEqual([event.id]);
    expect((await f.call('agent', 'DELETE', `/api/event/${event.id}/`)).json().reason).toBe(
      'Only a draft event can be deleted.',
    );
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/unpublish/`);
    await f.expectCall(204, 'agent', 'DELETE', `/api/event/${event.id}/`);
    expect((await f.call('agent', 'GET', `/api/event/${event.id}/`)).statusCode).toBe(404);
  });

  it('lists with filters and 20 a page', async () => {
    const page = await f.expectCall(200, 'agent', 'GET', `/api/event/?club=${f.club}&status=P&ttype=C`);
    expect(page.next === null || page.next.includes('page_size=20')).toBe(true);
    expect(page.results.every((e: { status: string }) => e.status === 'P')).toBe(true);
  });

  it('refuses a session window that ends before it starts, and a missing name', async () => {
    const res = await f.call('agent', 'POST', '/api/event/', {
      club: f.club,
      desc: 'x',
      ttype: 'C',
      days_of_week: [{ day: 0, start_time: '10:00', end_time: '09:00' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual(['Name is required']);
    expect(res.json().errors['days_of_week.0.end_time'] ?? res.json().errors.days_of_week).toBeTruthy();
  });

  it('clones on a new schedule: an end date overrides the count', async () => {
    const event = await makeEvent(f, { name: 'To clone' });
    const start = DateTime.fromISO(event.start_date).plus({ weeks: 6 }).toISODate()!;
    const end = DateTime.fromISO(start).plus({ weeks: 2 }).toISODate()!;
    const copy = await f.expectCall(201, 'agent', 'POST', `/api/event/${event.id}/clone/`, {
      start_date: start,
      end_date: end,
      num_sessions: 10,
    });
    expect(copy.status).toBe('D');
    expect(copy.num_sessions).toBe(null);
    expect(copy.session_set).toHaveLength(3);
    expect((await f.call('agent', 'POST', `/api/event/${event.id}/clone/`, {})).statusCode).toBe(400);
  });
});

describe('events: access', () => {
  it('refuses staff without the clinics area (403) and other clubs (404)', async () => {
    const event = await makeEvent(f, { name: 'Access' });
    expect((await f.call('fees', 'POST', `/api/event/${event.id}/publish/`)).statusCode).toBe(403);
    expect((await f.call('other', 'GET', `/api/event/${event.id}/`)).statusCode).toBe(404);
    expect((await f.call('other', 'GET', `/api/event/${event.id}/`)).json().reason).toBe('Event not found.');
    expect(
      (await f.call('player', 'POST', '/api/event/', { club: f.club, name: 'x', desc: 'x', ttype: 'C' })).statusCode,
    ).toBe(404);
  });

  it("the clinic's coaches see its participants; other coaches and players are refused", async () => {
    const carlos = await f.coachOf('coach@example.com');
    const event = await makeEvent(f, { name: 'Coached squad', coach_set: [carlos] });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    // A draft is not the coach's yet.
    expect(await f.expectCall(200, 'coach', 'GET', `/api/event/coached/?club=${f.club}`)).not.toContainEqual(
      expect.objectContaining({ id: event.id }),
    );
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    await f.expectCall(200, 'player', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true });
    const coached = await f.expectCall(200, 'coach', 'GET', `/api/event/coached/?club=${f.club}`);
    expect(coached.map((e: { id: number }) => e.id)).toContain(event.id);
    const people = await f.expectCall(200, 'coach', 'POST', `/api/event/${event.id}/get_participants/`);
    expect(people).toHaveLength(1);
    expect(
      (await f.expectCall(200, 'coach2', 'GET', `/api/event/coached/?club=${f.club}`)).map((e: { id: number }) => e.id),
    ).not.toContain(event.id);
    expect((await f.call('coach2', 'POST', `/api/event/${event.id}/get_participants/`)).statusCode).toBe(403);
    expect((await f.call('player', 'POST', `/api/event/${event.id}/get_participants/`)).statusCode).toBe(404);
    expect((await f.call('other', 'POST', `/api/event/${event.id}/get_participants/`)).statusCode).toBe(404);
  });

  it('the event map lists sessions in a range', async () => {
    const start = weekdayIn(3);
    const map = await f.expectCall(200, 'agent', 'POST', `/api/club/${f.club}/get_event_map/`, {
      from: start,
      to: DateTime.fromISO(start).plus({ days: 1 }).toISODate(),
    });
    expect(map.length).toBeGreaterThan(0);
    expect(map[0].session.start.slice(0, 10)).toBe(start);
    expect(ZONE).toBe('Australia/Sydney');
    // A date off the calendar is refused with a reason (JavaScript read 2026-02-30 as 2 March, luxon as invalid: a 500).
    for (const body of [
      { from: '2026-02-30', to: '2026-03-05' },
      { from: '2026-02-01', to: '2027-02-29' },
    ]) {
      expect(await f.expectCall(400, 'agent', 'POST', `/api/club/${f.club}/get_event_map/`, body)).toMatchObject({
        reason: 'Invalid Date',
      });
    }
  });
});
