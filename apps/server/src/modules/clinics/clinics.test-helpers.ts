import { DateTime } from 'luxon';
import { simulatedPaymentMethodId } from '@rally/domain';
import { expect } from 'vitest';
import {
  playerBookingsFixture,
  weekdayIn,
  type BookingsFixture,
  type PlayerBookingsFixture,
} from '../bookings/bookings.test-helpers';

// What the events API tests share (clinics*.test.ts, on the bookings fixture): a weekday number and
// a weekly clinic made by Riverside's agent, four sessions from three weekdays on.

/** The weekday (Monday 0) of a local date. */
export const dayOf = (date: string) => DateTime.fromISO(date).weekday - 1;

/** A draft weekly clinic on the first court, Tuesday squad by default; `fields` override. */
export async function makeEvent(f: BookingsFixture, fields: Record<string, unknown> = {}) {
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

/**
 * The refunds tests' fixture (clinics-refunds, clinics-credit), on its own clock (TEST_NOW, Pat a
 * current member then): Pat with a default card, and the club's default clinic terms set to
 * `action` (R refund to the card, C club credit) for players and the club alike, no notice needed.
 * `close()` puts the terms back and the clock.
 */
export async function clinicRefundsFixture(action: 'R' | 'C') {
  const f = await playerBookingsFixture();
  const card = simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 });
  const { id } = await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/');
  await f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${id}/add_payment_method/`, {
    payment_method_id: card,
    make_default: true,
  });
  const terms = await f.expectCall(200, 'agent', 'GET', `/api/clubterms/?club=${f.club}&default=True&ttype=C`);
  const current = (terms.results ?? terms)[0];
  const before = {
    player_cancel_days: current.player_cancel_days,
    cancel_by_player_action: current.cancel_by_player_action,
    cancel_by_club_action: current.cancel_by_club_action,
  };
  await f.expectCall(200, 'agent', 'PATCH', `/api/clubterms/${current.id}/`, {
    player_cancel_days: 0,
    cancel_by_player_action: action,
    cancel_by_club_action: action,
  });
  const close = async () => {
    await f.expectCall(200, 'agent', 'PATCH', `/api/clubterms/${current.id}/`, before);
    await f.close();
  };
  return { ...f, close };
}

/** A published clinic of 4 weekly sessions ten weekdays on (AUD 25 a session for members), with an all-members rate when `rate` is given. */
export async function publishedClinic(f: PlayerBookingsFixture, name: string, rate?: Record<string, unknown>) {
  const start = weekdayIn(10);
  const made = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
    club: f.club,
    name,
    desc: 'Refunds',
    ttype: 'C',
    start_date: start,
    num_sessions: 4,
    recurrence: 'W',
    can_join_single_session: true,
    days_of_week: [{ day: dayOf(start), start_time: '07:00', end_time: '08:00' }],
    member_price: 80,
    nonmember_price: 120,
    member_session_price: 25,
    nonmember_session_price: 35,
  });
  if (rate)
    await f.expectCall(201, 'agent', 'POST', `/api/eventmembershiptyperate/?club=${f.club}`, {
      event: made.id,
      all_members: true,
      can_join_single_session: true,
      single_session_price: 25,
      all_sessions_price: 80,
      ...rate,
    });
  await f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/create_sessions/`);
  return f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/publish/`);
}

/** Pat joins the first two sessions of `ev` by card: 50.00 paid. */
export async function joinTwoSessions(f: PlayerBookingsFixture, ev: { id: number; session_set: { id: number }[] }) {
  const two = ev.session_set.slice(0, 2).map((s) => s.id);
  const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
    session_set: two,
    agreed_terms: true,
    payment_method: 'C',
  });
  expect(joined).toMatchObject({ price: '50.00', payment_status: 'P' });
  return { two, joined };
}
