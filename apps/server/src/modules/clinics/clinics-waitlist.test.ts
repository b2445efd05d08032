import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { EVENT_WAITLIST_OFFER_HOURS, formatDateTime, zoneFormat } from '@rally/domain';
import { and, eq, like } from 'drizzle-orm';
import { outbox } from '../../integrations/mail/mail.tables';
import { ZONE, bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';
import * as clock from '../../clock';

// The waiting list of a full session (docs/clinics.md "Waiting list"): a freed place is offered to
// the first player waiting, held for them for EVENT_WAITLIST_OFFER_HOURS; the jobs queue ends an
// offer not taken and passes it on. The tests move the jobs' clock (runJobs(now)).

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

const hoursFromNow = (h: number) => new Date(clock.nowMs() + h * 3_600_000);

async function fullSession(name: string) {
  const start = weekdayIn(4);
  const event = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
    club: f.club,
    name,
    desc: 'One place a session',
    ttype: 'C',
    start_date: start,
    num_sessions: 2,
    recurrence: 'W',
    max_participant_session: 1,
    can_join_single_session: true,
    days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '18:00', end_time: '19:00' }],
  });
  await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
  const ev = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
  return { ev, session: ev.session_set[0].id as number };
}

const live = async (who: 'coach' | 'coach2' | 'player', session: number) =>
  (await f.expectCall(200, who, 'GET', `/api/eventwaitlist/mine/?club=${f.club}`)).find(
    (e: { session: number }) => e.session === session,
  ) ?? null;

describe('events: waiting list', () => {
  it('a full session offers a waiting list; a freed place goes to the first one waiting, held for a set time, then passed on', async () => {
    const { ev, session } = await fullSession('Waiting squad');
    const join = `/api/event/${ev.id}/join/`;
    const holder = await f.expectCall(200, 'player', 'POST', join, { session_set: [session], agreed_terms: true });
    // Places left: no waiting list; full: join refused, waiting list offered.
    expect(
      (await f.call('coach', 'POST', `/api/eventsession/${ev.session_set[1].id}/join_waitlist/`)).json().reason,
    ).toBe('This session has places left: join it instead.');
    expect((await f.call('coach', 'POST', join, { session_set: [session], agreed_terms: true })).statusCode).toBe(409);
    expect(await f.expectCall(200, 'coach', 'POST', `/api/eventsession/${session}/join_waitlist/`)).toMatchObject({
      status: 'W',
      position: 1,
    });
    expect(await f.expectCall(200, 'coach2', 'POST', `/api/eventsession/${session}/join_waitlist/`)).toMatchObject({
      status: 'W',
      position: 2,
    });
    expect((await f.call('coach', 'POST', `/api/eventsession/${session}/join_waitlist/`)).statusCode).toBe(409);
    expect((await f.call('player', 'POST', `/api/eventsession/${session}/join_waitlist/`)).json().reason).toBe(
      'You already have a place in this session.',
    );

    // The holder withdraws: the place is offered to the first one waiting and held for them.
    await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${holder.id}/withdraw/`, {
      session_set: [session],
    });
    const offer = await live('coach', session);
    expect(offer.status).toBe('O');
    expect(offer.offer_expires).toBeTruthy();
    // The player offered the place is told by e-mail, with the offer's end in the club's time.
    const expiresText = formatDateTime(offer.offer_expires, zoneFormat(ZONE), { weekday: true });
    const offerMails = () => f.t.db.select().from(outbox).where(like(outbox.subject, '%a place in Waiting squad%'));
    const [mail] = await f.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'coach@example.com'), like(outbox.subject, '%Waiting squad%')));
    expect(mail.subject).toBe(`Rally: a place in Waiting squad is yours until ${expiresText}`);
    expect(mail.text).toContain(`held for you until ${expiresText} (Riverside Tennis Club's time)`);
    expect(mail.text).toContain(`http://localhost:3000/clubs/clinics?clubId=${f.club}`);
    expect(await offerMails()).toHaveLength(1);
    expect((await f.call('coach2', 'POST', join, { session_set: [session], agreed_terms: true })).statusCode).toBe(409);
    expect(await live('coach2', session)).toMatchObject({ status: 'W', position: 1 });

    // Before the time is up nothing moves; after it, the offer lapses and passes on.
    await f.t.runJobs(hoursFromNow(EVENT_WAITLIST_OFFER_HOURS - 1));
    expect((await live('coach', session)).status).toBe('O');
    await f.t.runJobs(hoursFromNow(EVENT_WAITLIST_OFFER_HOURS + 1));
    expect(await live('coach', session)).toBe(null);
    expect((await live('coach2', session)).status).toBe('O');
    expect((await offerMails()).map((m) => m.to)).toEqual(['coach@example.com', 'coach2@example.com']);
    expect((await f.call('coach', 'POST', join, { session_set: [session], agreed_terms: true })).statusCode).toBe(409);

    // The second one takes it: their entry is done, the session is full again.
    await f.expectCall(200, 'coach2', 'POST', join, { session_set: [session], agreed_terms: true });
    expect(await live('coach2', session)).toBe(null);
    const detail = await f.expectCall(200, 'agent', 'GET', `/api/event/${ev.id}/`);
    expect(detail.session_set[0]).toMatchObject({ participants: 1, places_left: 0 });
  });

  it('the list says when a clinic is full (a clinic joined whole with one full session; one of single sessions when all are)', async () => {
    const listed = async (who: 'coach' | 'player', id: number) =>
      (await f.expectCall(200, who, 'GET', `/api/event/?club=${f.club}&page_size=100`)).results.find(
        (e: { id: number }) => e.id === id,
      );
    const { ev, session } = await fullSession('Full list squad');
    expect(await listed('coach', ev.id)).toMatchObject({ places_left: 1, full: false });
    await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
      session_set: [session],
      agreed_terms: true,
    });
    // One of two sessions full: single sessions may still be joined.
    expect(await listed('coach', ev.id)).toMatchObject({ places_left: 0, full: false });
    await f.expectCall(200, 'agent', 'PATCH', `/api/event/${ev.id}/`, { can_join_single_session: false });
    // Joined whole only, one full session is a full clinic; its waiting list is open to players.
    expect(await listed('coach', ev.id)).toMatchObject({ places_left: 0, full: true });
    expect(await f.expectCall(200, 'coach', 'POST', `/api/eventsession/${session}/join_waitlist/`)).toMatchObject({
      status: 'W',
      position: 1,
    });
  });

  it('leaving the list while holding an offer passes it on at once', async () => {
    const { ev, session } = await fullSession('Leaving squad');
    const holder = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
      session_set: [session],
      agreed_terms: true,
    });
    const first = await f.expectCall(200, 'coach', 'POST', `/api/eventsession/${session}/join_waitlist/`);
    await f.expectCall(200, 'coach2', 'POST', `/api/eventsession/${session}/join_waitlist/`);
    await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${holder.id}/withdraw/`, {
      session_set: [session],
    });
    expect((await f.call('coach2', 'POST', `/api/eventwaitlist/${first.id}/leave/`)).statusCode).toBe(403);
    expect(await f.expectCall(200, 'coach', 'POST', `/api/eventwaitlist/${first.id}/leave/`)).toMatchObject({
      status: 'X',
    });
    expect((await live('coach2', session)).status).toBe('O');
  });
});
