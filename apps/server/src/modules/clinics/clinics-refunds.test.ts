import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { simulatedPaymentMethodId } from '@rally/domain';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';

// Refunds by the rate a place was bought at (spec 3 §3 event membership type rate: refund,
// refund_club_cancel; docs/clinics.md "Refunds"), and the outcome in words before confirming
// (withdraw `check`, cancel `?check=true`), which changes nothing.

let f: BookingsFixture;
const card = simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 });
let termsId: number;
let termsBefore: Record<string, unknown>;
beforeAll(async () => {
  f = await bookingsFixture();
  const { id } = await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/');
  await f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${id}/add_payment_method/`, {
    payment_method_id: card,
    make_default: true,
  });
  // The club's default clinic terms: refunds to the card either way, no notice needed.
  const terms = await f.expectCall(200, 'agent', 'GET', `/api/clubterms/?club=${f.club}&default=True&ttype=C`);
  const current = (terms.results ?? terms)[0];
  termsId = current.id;
  termsBefore = {
    player_cancel_days: current.player_cancel_days,
    cancel_by_player_action: current.cancel_by_player_action,
    cancel_by_club_action: current.cancel_by_club_action,
  };
  await f.expectCall(200, 'agent', 'PATCH', `/api/clubterms/${termsId}/`, {
    player_cancel_days: 0,
    cancel_by_player_action: 'R',
    cancel_by_club_action: 'R',
  });
});
afterAll(async () => {
  await f.expectCall(200, 'agent', 'PATCH', `/api/clubterms/${termsId}/`, termsBefore);
  await f.close();
});

/** A published clinic of 4 weekly sessions (AUD 25 a session for members), with an all-members rate when `rate` is given. */
async function clinic(name: string, rate?: Record<string, unknown>) {
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
    days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '07:00', end_time: '08:00' }],
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

async function joinTwo(ev: { id: number; session_set: { id: number }[] }) {
  const two = ev.session_set.slice(0, 2).map((s) => s.id);
  const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
    session_set: two,
    agreed_terms: true,
    payment_method: 'C',
  });
  expect(joined).toMatchObject({ price: '50.00', payment_status: 'P' });
  return { two, joined };
}

describe('events: refunds by the rate', () => {
  it('a place without a rate: the outcome is shown first (nothing changes), then refunded as shown', async () => {
    const ev = await clinic('Refunds plain');
    const { two, joined } = await joinTwo(ev);
    const url = `/api/eventparticipant/${joined.id}/withdraw/`;
    const check = await f.expectCall(200, 'player', 'POST', url, { session_set: [two[1]], check: true });
    expect(check).toMatchObject({
      sessions: 1,
      refund: '25.00',
      credit: '0.00',
      price: '25.00',
      outcome: '25.00 AUD is refunded to the card.',
    });
    expect((await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/get_participants/`))[0]).toMatchObject({
      session_set: two,
      price: '50.00',
    });
    expect(await f.expectCall(200, 'player', 'POST', url, { session_set: [two[1]] })).toMatchObject({
      refund: '25.00',
      price: '25.00',
    });
  });

  it('a rate without refund: withdrawing gives nothing back (said before), the club cancelling still refunds', async () => {
    const ev = await clinic('Refunds none on withdraw', { refund: false });
    expect(
      await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
        check: true,
        session_set: [ev.session_set[0].id],
      }),
    ).toMatchObject({ refund: false, refund_club_cancel: true });
    const { two, joined } = await joinTwo(ev);
    const url = `/api/eventparticipant/${joined.id}/withdraw/`;
    const check = await f.expectCall(200, 'player', 'POST', url, { session_set: [two[1]], check: true });
    expect(check).toMatchObject({
      refund: '0.00',
      price: '50.00',
      outcome: 'Nothing is refunded: the rate this place was bought at gives no refund on withdrawing.',
    });
    expect(await f.expectCall(200, 'player', 'POST', url, { session_set: [two[1]] })).toMatchObject({
      refund: '0.00',
      price: '50.00',
      payment_status: 'P',
      session_set: [two[0]],
    });
    // The club cancelling refunds what is left (refund_club_cancel true).
    const cancel = await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/cancel/?check=true`);
    expect(cancel).toMatchObject({
      participants: 1,
      refund: '50.00',
      not_refunded: 0,
      outcome: '1 participant holds a place: 50.00 AUD is refunded to their cards.',
    });
    expect((await f.expectCall(200, 'agent', 'GET', `/api/event/${ev.id}/`)).status).toBe('P');
    await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/cancel/`);
    expect(await f.expectCall(200, 'agent', 'GET', `/api/transaction/${joined.transaction.id}/`)).toMatchObject({
      refunded: '50.00',
    });
  });

  it('a rate without refund_club_cancel: the club cancelling a session gives nothing back (said before)', async () => {
    const ev = await clinic('Refunds none on club cancel', { refund_club_cancel: false });
    const { two, joined } = await joinTwo(ev);
    const url = `/api/eventsession/${two[0]}/cancel/`;
    const check = await f.expectCall(200, 'agent', 'POST', `${url}?check=true`);
    expect(check).toMatchObject({
      participants: 1,
      refund: '0.00',
      not_refunded: 1,
      outcome: '1 participant holds a place: 1 is not refunded (their rate gives no refund when the club cancels).',
    });
    expect((await f.expectCall(200, 'agent', 'GET', `/api/event/${ev.id}/`)).session_set[0].cancelled).toBe(false);
    await f.expectCall(200, 'agent', 'POST', url);
    expect(await f.expectCall(200, 'agent', 'GET', `/api/transaction/${joined.transaction.id}/`)).toMatchObject({
      refunded: '0.00',
    });
    const [after] = await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/get_participants/`);
    expect(after).toMatchObject({ price: '50.00', session_set: [two[1]], withdrawn_session_set: [two[0]] });
    // Withdrawing (refund true) still refunds the share of what is left.
    const left = await f.expectCall(200, 'player', 'POST', `/api/eventparticipant/${joined.id}/withdraw/`, {
      session_set: [two[1]],
    });
    expect(left).toMatchObject({ refund: '50.00', price: '0.00' });
  });

  it('staff withdraw a participant from chosen sessions, with the outcome first', async () => {
    const ev = await clinic('Refunds by staff');
    const { two, joined } = await joinTwo(ev);
    const url = `/api/eventparticipant/${joined.id}/withdraw/`;
    expect(await f.expectCall(200, 'agent', 'POST', url, { session_set: [two[0]], check: true })).toMatchObject({
      sessions: 1,
      refund: '25.00',
      outcome: '25.00 AUD is refunded to the card.',
    });
    expect(await f.expectCall(200, 'agent', 'POST', url, { session_set: [two[0]] })).toMatchObject({
      refund: '25.00',
      session_set: [two[1]],
      withdrawn_session_set: [two[0]],
    });
    const bad = await f.call('agent', 'POST', url, { session_set: [two[0]], check: true });
    expect(bad.json().errors.session_set).toEqual(['Choose sessions this participant has joined']);
  });
});
