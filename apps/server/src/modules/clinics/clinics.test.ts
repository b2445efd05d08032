import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { simulatedPaymentMethodId } from '@rally/domain';
import { bookingsFixture, weekdayIn, ZONE, type BookingsFixture } from '../bookings/bookings.test-helpers';

// Events API (spec 3 §7; docs/clinics.md): sessions from a schedule, courts booked through the
// bookings area, statuses, joining with prices and limits, withdrawing, rates, clone, access.

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

/** The weekday (Monday 0) of a local date. */
const dayOf = (date: string) => DateTime.fromISO(date).weekday - 1;

async function makeEvent(fields: Record<string, unknown> = {}) {
  const start = weekdayIn(3);
  return f.expectCall(201, 'agent', 'POST', '/api/event/', {
    club: f.club,
    name: 'Tuesday squad',
    desc: 'Drills and match play',
    ttype: 'C',
    start_date: start,
    num_sessions: 4,
    recurrence: 'W',
    days_of_week: [{ day: dayOf(start), start_time: '18:00', end_time: '19:00' }],
    court_set: [f.courts[0]],
    member_price: 80,
    nonmember_price: 120,
    member_session_price: 25,
    nonmember_session_price: 35,
    ...fields,
  });
}

describe('events: schedule, courts, status', () => {
  it('makes weekly sessions at the local times, skipping excluded dates', async () => {
    const start = weekdayIn(3);
    const skip = DateTime.fromISO(start).plus({ weeks: 1 }).toISODate()!;
    const event = await makeEvent({ excluded_dates: [skip] });
    expect(event.status).toBe('D');
    expect(event.display_status).toBe('Draft');
    const made = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    expect(made.session_set.map((s: { start: string }) => s.start)).toEqual(
      [0, 2, 3, 4].map((w) => `${DateTime.fromISO(start).plus({ weeks: w }).toISODate()}T18:00`),
    );
    expect(made.session_set.every((s: { courts: number[] }) => s.courts[0] === f.courts[0])).toBe(true);
  });

  it('books the courts; a session whose court is taken comes back in failed_sessions', async () => {
    const event = await makeEvent();
    const made = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    const second = made.session_set[1];
    const hire = await f.book('agent', { name: 'Private hire', start_date: second.start, end_date: second.end });
    expect(hire.statusCode, hire.body).toBe(201);
    const booked = await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/book_courts/`);
    expect(booked.failed_sessions).toHaveLength(1);
    expect(booked.failed_sessions[0].session.id).toBe(second.id);
    expect(booked.failed_sessions[0].reason).toMatch(/Private hire/);
    expect(booked.session_set.filter((s: { booked: boolean }) => s.booked)).toHaveLength(3);
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
    const event = await makeEvent({ name: 'Hidden draft' });
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
    const event = await makeEvent({ name: 'To clone' });
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

describe('events: joining', () => {
  it('prices and joins as a member ("to pay"), refuses a second join, withdraws with a refund', async () => {
    const event = await makeEvent({ name: 'Join me', can_join_single_session: true });
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

  it('refuses single sessions when the event is joined whole only, and a full session', async () => {
    const event = await makeEvent({ name: 'Small group', max_participant_session: 1 });
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
    const event2 = await makeEvent({ name: 'Free for helpers' });
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
    const event = await makeEvent({ name: 'Members night', allow_nonmember: false });
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

describe('events: paying (the payments area)', () => {
  const card = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });
  beforeAll(async () => {
    const { id } = await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/');
    await f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${id}/add_payment_method/`, {
      payment_method_id: card('4242424242424242'),
      make_default: true,
    });
  });
  /** Runs `fn` with the club's default clinic terms changed, then puts them back. */
  const withTerms = async (fields: Record<string, unknown>, fn: () => Promise<void>) => {
    const terms = await f.expectCall(200, 'agent', 'GET', `/api/clubterms/?club=${f.club}&default=True&ttype=C`);
    const current = (terms.results ?? terms)[0];
    await f.expectCall(200, 'agent', 'PATCH', `/api/clubterms/${current.id}/`, fields);
    try {
      await fn();
    } finally {
      await f.expectCall(
        200,
        'agent',
        'PATCH',
        `/api/clubterms/${current.id}/`,
        Object.fromEntries(Object.keys(fields).map((k) => [k, current[k]])),
      );
    }
  };
  const published = async (name: string, fields: Record<string, unknown> = {}) => {
    const event = await makeEvent({ name, can_join_single_session: true, ...fields });
    await f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/create_sessions/`);
    return f.expectCall(200, 'agent', 'POST', `/api/event/${event.id}/publish/`);
  };

  it('joins two sessions paying by card (kind E), once; withdrawing from one refunds its share; the club cancelling refunds the rest', async () => {
    await withTerms({ cancel_by_player_action: 'R' }, async () => {
      const ev = await published('Paid squad');
      const two = ev.session_set.slice(0, 2).map((s: { id: number }) => s.id);
      const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
        session_set: two,
        agreed_terms: true,
        payment_method: 'C',
      });
      expect(joined).toMatchObject({ price: '50.00', payment_status: 'P', session_set: two });
      expect(joined.transaction).toMatchObject({
        kind: 'E',
        status: 'P',
        amount: '50.00',
        item_ref: `event_participant:${joined.id}`,
        card_last4: '4242',
      });
      // Paying again charges nothing more.
      expect(
        (await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/pay/`, {})).transaction_set,
      ).toHaveLength(1);
      const left = await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/withdraw/`, {
        session_set: [two[1]],
      });
      expect(left).toMatchObject({ refund: '25.00', price: '25.00', payment_status: 'P', session_set: [two[0]] });
      const paid = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${joined.transaction.id}/`);
      expect(paid).toMatchObject({ status: 'R', refunded: '25.00', refundable: '25.00' });
      // The club cancels the clinic: the rest is refunded (its terms' cancel_by_club_action R).
      await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/cancel/`);
      expect(await f.expectCall(200, 'agent', 'GET', `/api/transaction/${joined.transaction.id}/`)).toMatchObject({
        refunded: '50.00',
        refundable: '0.00',
      });
      const [after] = await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/get_participants/`);
      expect(after).toMatchObject({ price: '0.00', payment_status: 'N', session_set: [] });
    });
  });

  it('withdrawing under terms that give club credit: no refund, the credit in the answer', async () => {
    await withTerms({ cancel_by_player_action: 'C' }, async () => {
      const ev = await published('Credit squad');
      const two = ev.session_set.slice(0, 2).map((s: { id: number }) => s.id);
      const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
        session_set: two,
        agreed_terms: true,
        payment_method: 'C',
      });
      const left = await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/withdraw/`, {
        session_set: [two[1]],
      });
      expect(left).toMatchObject({ refund: '0.00', credit: '25.00', price: '25.00', payment_status: 'P' });
    });
  });

  it('a declined card leaves no place taken and the failed payment on record; staff record cash', async () => {
    const ev = await published('Declined squad');
    const one = [ev.session_set[0].id];
    const declined = await f.call('player', 'POST', `/api/event/${ev.id}/join/`, {
      session_set: one,
      agreed_terms: true,
      payment_method: 'C',
      payment_method_id: card('4000000000000002'),
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().reason).toBe('Your card was declined.');
    expect(await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/get_participants/`)).toEqual([]);
    // A player pays by card only; staff adding someone record cash.
    expect(
      (
        await f.call('player', 'POST', `/api/event/${ev.id}/join/`, {
          session_set: one,
          agreed_terms: true,
          payment_method: 'S',
        })
      ).json().reason,
    ).toBe('Pay by card.');
    const guest = await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/join/`, {
      name: 'Walk In',
      email: 'walkin@example.com',
      session_set: one,
      payment_method: 'S',
    });
    expect(guest).toMatchObject({ payment_status: 'P', price: '35.00' });
    expect(guest.transaction).toMatchObject({ status: 'P', payment_method: 'S', kind: 'E' });
    // Now with the good card: joined and paid.
    expect(
      await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
        session_set: one,
        agreed_terms: true,
        payment_method: 'C',
      }),
    ).toMatchObject({ payment_status: 'P' });
  });

  it('a card that asks for authentication: joined "to pay" (A) until the cardholder confirms, then settled once', async () => {
    const ev = await published('Authenticated squad');
    const one = [ev.session_set[1].id];
    const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
      session_set: one,
      agreed_terms: true,
      payment_method: 'C',
      payment_method_id: card('4000002500003155'),
    });
    expect(joined.payment_status).toBe('U');
    expect(joined.transaction.status).toBe('A');
    expect(joined.client_secret).toBeTruthy();
    // Asking to pay again before confirming answers the same waiting payment.
    const again = await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/pay/`, {
      payment_method_id: card('4000002500003155'),
    });
    expect(again.transaction.id).toBe(joined.transaction.id);
    expect(
      await f.expectCall(200, 'player', 'POST', `/api/transaction/${joined.transaction.id}/authenticate/`, {
        approved: true,
      }),
    ).toMatchObject({ status: 'P' });
    const settled = await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/pay/`, {});
    expect(settled).toMatchObject({ payment_status: 'P' });
    expect(settled.transaction_set).toHaveLength(1);
  });

  it('withdrawing inside player_cancel_days gives nothing back', async () => {
    await withTerms({ player_cancel_days: 30, cancel_by_player_action: 'R' }, async () => {
      const ev = await published('Late leavers');
      const one = [ev.session_set[0].id];
      const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
        session_set: one,
        agreed_terms: true,
        payment_method: 'C',
      });
      const left = await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/withdraw/`, {
        session_set: one,
      });
      expect(left).toMatchObject({ refund: '0.00', price: '25.00', payment_status: 'P' });
    });
  });
});

describe('events: access', () => {
  it('refuses staff without the clinics area (403) and other clubs (404)', async () => {
    const event = await makeEvent({ name: 'Access' });
    expect((await f.call('fees', 'POST', `/api/event/${event.id}/publish/`)).statusCode).toBe(403);
    expect((await f.call('other', 'GET', `/api/event/${event.id}/`)).statusCode).toBe(404);
    expect((await f.call('other', 'GET', `/api/event/${event.id}/`)).json().reason).toBe('Event not found.');
    expect(
      (await f.call('player', 'POST', '/api/event/', { club: f.club, name: 'x', desc: 'x', ttype: 'C' })).statusCode,
    ).toBe(404);
  });

  it("the clinic's coaches see its participants; other coaches and players are refused", async () => {
    const carlos = await f.coachOf('coach@example.com');
    const event = await makeEvent({ name: 'Coached squad', coach_set: [carlos] });
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
