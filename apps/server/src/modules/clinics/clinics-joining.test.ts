import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@rally/domain';
import * as clock from '../../clock';
import { bookingsFixture, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { makeEvent } from './clinics.test-helpers';
import { clubMembers } from '../members/members.tables';

// Joining an event (spec 3 §7; docs/clinics.md): prices, a second join refused, withdrawing,
// single sessions, a full session, members only and membership type rates.

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

describe('events: joining', () => {
  it('prices and joins as a member ("to pay"), refuses a second join, withdraws with a refund', async () => {
    const event = await makeEvent(f, { name: 'Join me', can_join_single_session: true });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    // A draft is not there for players.
    expect((await f.call('player', 'POST', `/api/event/${event.id}/join/`, { check: true })).json().reason).toBe(
      'Event not found.',
    );
    const ev = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    const whole = await f.expectCall(200, 'player', 'POST', `/api/event/${event.id}/join/`, { check: true });
    expect(whole).toMatchObject({ price: '80.00', currency: 'AUD', member: true, sessions: 4 });
    const two = ev.session_set.slice(0, 2).map((s: { id: number }) => s.id);
    expect(
      await f.expectCall(200, 'player', 'POST', `/api/event/${event.id}/join/`, { check: true, session_set: two }),
    ).toMatchObject({ price: '50.00', sessions: 2 });
    expect((await f.call('player', 'POST', `/api/event/${event.id}/join/`, { session_set: two })).json().reason).toBe(
      'Please agree to the terms to join.',
    );
    const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${event.id}/join/`, {
      session_set: two,
      agreed_terms: true,
    });
    expect(joined).toMatchObject({
      price: '50.00',
      payment_status: 'U',
      member: true,
      session_set: two,
      all_sessions: false,
    });
    expect((await f.call('player', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true })).statusCode).toBe(
      409,
    );
    const list = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/get_participants/`);
    expect(list.map((p: { id: number }) => p.id)).toEqual([joined.id]);
    const mine = await f.expectCall(200, 'player', 'GET', `/api/eventparticipant/mine/?club=${f.club}`);
    expect(mine.find((p: { id: number }) => p.id === joined.id).event_name).toBe('Join me');
    const left = await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/withdraw/`, {
      session_set: [two[1]],
    });
    expect(left).toMatchObject({
      session_set: [two[0]],
      withdrawn_session_set: [two[1]],
      refund: '0.00',
      price: '25.00',
    });
    // Someone else's participation is not theirs to change (coach2 is staff without the clinics area).
    expect(
      (await f.call('coach2', 'POST', `/api/eventparticipant/${joined.id}/withdraw/`, { session_set: [two[0]] }))
        .statusCode,
    ).toBe(403);
  });

  it('holds players to the sign-up opening (advance_join_days): refused before it, in the list too; staff may add', async () => {
    // Sessions from three weekdays on; sign-up opens one day before the first (issue 27: a player
    // joined 36 days ahead with the value 1).
    const event = await makeEvent(f, { name: 'Opens late', advance_join_days: 1 });
    expect(event.advance_join_days).toBe(1);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    const early = await f.call('player', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().reason).toMatch(
      /^Sign-up for this event opens on \w{3}, \d{1,2} \w{3} \d{4}, 1 day before it starts\.$/,
    );
    expect((await f.call('player', 'POST', `/api/event/${event.id}/join/`, { check: true })).statusCode).toBe(400);
    const listed = await f.expectCall(200, 'player', 'GET', `/api/event/?club=${f.club}&page_size=100`);
    expect(listed.results.find((e: { id: number }) => e.id === event.id).join_refusals).toEqual([early.json().reason]);
    // The refusal's date reads in the club's locale (Club Settings), in the list too.
    await f.expectCall(200, 'agent', 'PATCH', `/api/club/${f.club}/`, { locale: 'de-DE' });
    const german = await f.call('player', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true });
    expect(german.json().reason).toMatch(
      /^Sign-up for this event opens on \w{2}\., \d{1,2}\. \S+ \d{4}, 1 day before it starts\.$/,
    );
    const relisted = await f.expectCall(200, 'player', 'GET', `/api/event/?club=${f.club}&page_size=100`);
    expect(relisted.results.find((e: { id: number }) => e.id === event.id).join_refusals).toEqual([
      german.json().reason,
    ]);
    await f.expectCall(200, 'agent', 'PATCH', `/api/club/${f.club}/`, { locale: DEFAULT_LOCALE });
    // Staff adding someone are not held to it.
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/join/`, {
      name: 'Early Bird',
      email: 'early@example.com',
    });
    // Opened wider, the player joins.
    await f.expectCall(200, 'agent', 'PATCH', `/api/event/${event.id}/`, { advance_join_days: 30 });
    await f.expectCall(200, 'player', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true });
  });

  it('staff add a member of the register picked by search: a member without an account joins at the member price', async () => {
    const event = await makeEvent(f, { name: 'Register pick' });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    const [row] = await f.t.db
      .insert(clubMembers)
      .values({
        club_id: f.club,
        first_name: 'Regina',
        last_name: 'Register',
        membership_number: 'PICK-1',
        email_set: ['regina@example.com'],
        membership_type_id: f.adult.id,
        billing_cycle: 'A',
        expires: clock.nowIn('Australia/Sydney').plus({ years: 1 }).toISODate()!,
        subscription_status: 'C',
      })
      .returning();
    const found = await f.expectCall(200, 'agent', 'GET', `/api/eventperson/?club=${f.club}&search=Regina%20Reg`);
    expect(found).toEqual([
      {
        id: row.id,
        player: null,
        name: 'Regina Register',
        email: 'regina@example.com',
        membership_number: 'PICK-1',
        kind: 'member',
      },
    ]);
    // Players may not search the register.
    expect((await f.call('player', 'GET', `/api/eventperson/?club=${f.club}&search=Regina`)).statusCode).toBe(404);
    const added = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/join/`, { member: row.id });
    expect(added).toMatchObject({ name: 'Regina Register', email: 'regina@example.com', member: true, price: '80.00' });
    // A non-member by name and e-mail still joins, at the non-member price.
    const guest = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/join/`, {
      name: 'Nora Nonmember',
      email: 'nora@example.com',
    });
    expect(guest).toMatchObject({ member: false, price: '120.00' });
    // Another club's member, or none: refused.
    expect((await f.call('agent', 'POST', `/api/event/${event.id}/join/`, { member: 999999 })).statusCode).toBe(400);
  });

  it('refuses single sessions when the event is joined whole only, and a full session', async () => {
    const event = await makeEvent(f, { name: 'Small group', max_participant_session: 1 });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    const ev = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    expect(
      (
        await f.call('player', 'POST', `/api/event/${event.id}/join/`, {
          check: true,
          session_set: [ev.session_set[0].id],
        })
      ).json().reason,
    ).toBe('This event can only be joined as a whole.');
    const guest = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/join/`, {
      name: 'Gina Guest',
      email: 'gina@example.com',
    });
    expect(guest).toMatchObject({ member: false, price: '120.00', player: null });
    const full = await f.call('player', 'POST', `/api/event/${event.id}/join/`, { agreed_terms: true });
    expect(full.statusCode).toBe(409);
    expect(full.json().reason).toMatch(/^The session on .* is full\.$/);
    // A staff member adding a non-paying participant sends price 0.
    const event2 = await makeEvent(f, { name: 'Free for helpers' });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event2.id}/create_sessions/`);
    expect(
      await f.expectCall(200, 'agent', 'POST', `/api/event/${event2.id}/join/`, {
        name: 'Helper',
        email: 'helper@example.com',
        paying: false,
      }),
    ).toMatchObject({ price: '0.00', payment_status: 'N' });
  });

  it('members only, and membership type rates (exclusive flags, the type price)', async () => {
    const event = await makeEvent(f, { name: 'Members night', allow_nonmember: false });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
    const both = await f.call('agent', 'POST', `/api/eventmembershiptyperate/?club=${f.club}`, {
      event: event.id,
      all_members: true,
      non_members: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.non_members).toEqual(['all_members and non_members cannot both be set']);
    const typeWith = await f.call('agent', 'POST', `/api/eventmembershiptyperate/?club=${f.club}`, {
      event: event.id,
      all_members: true,
      membership_type: f.adult.id,
    });
    expect(typeWith.json().errors.membership_type).toEqual([
      'A membership type cannot be combined with all_members or non_members',
    ]);
    const rate = await f.expectCall(201, 'agent', 'POST', `/api/eventmembershiptyperate/?club=${f.club}`, {
      event: event.id,
      all_members: true,
      all_sessions_price: 60,
    });
    expect((await f.expectCall(200, 'player', 'POST', `/api/event/${event.id}/join/`, { check: true })).price).toBe(
      '60.00',
    );
    expect(
      (await f.call('agent', 'PATCH', `/api/eventmembershiptyperate/${rate.id}/`, { non_members: true })).statusCode,
    ).toBe(400);
    expect(
      (
        await f.expectCall(200, 'agent', 'PATCH', `/api/eventmembershiptyperate/${rate.id}/`, {
          all_sessions_price: 55,
        })
      ).all_sessions_price,
    ).toBe('55.00');
    await f.expectCall(204, 'agent', 'DELETE', `/api/eventmembershiptyperate/${rate.id}/`);
    // coach2 (Paula) follows no register row at Riverside as a member: refused.
    const res = await f.call('coach2', 'POST', `/api/event/${event.id}/join/`, { check: true });
    expect(res.json().reason).toBe('This event is for members only.');
  });
});
