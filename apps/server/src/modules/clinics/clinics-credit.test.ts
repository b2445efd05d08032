import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { simulatedPaymentMethodId } from '@rally/domain';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';

// Account credit (issue 30; docs/account-credit.md) from clinics: a withdrawal under terms whose
// player action is C (club credit) is a refund to credit, an entry on the player's account that the
// statement shows, and the same when the club cancels under terms C. Nothing goes back to the card.

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
  // The club's default clinic terms: club credit either way, no notice needed.
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
    cancel_by_player_action: 'C',
    cancel_by_club_action: 'C',
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
    desc: 'Credit',
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

async function statement() {
  const mine = await f.expectCall(200, 'player', 'GET', '/api/accountcredit/mine/');
  return mine.find((s: { club: number }) => s.club === f.club) ?? { balance: '0.00', entries: [] };
}

describe('clinics: club credit under terms C', () => {
  it('a withdrawal keeps the money as club credit: a refund to credit, an entry on the statement', async () => {
    const before = Number((await statement()).balance);
    const ev = await clinic('Credit on withdraw');
    const { two, joined } = await joinTwo(ev);
    const url = `/api/eventparticipant/${joined.id}/withdraw/`;
    const check = await f.expectCall(200, 'player', 'POST', url, { session_set: [two[1]], check: true });
    expect(check).toMatchObject({ refund: '0.00', credit: '25.00', outcome: '25.00 AUD is kept as club credit.' });
    expect(await f.expectCall(200, 'player', 'POST', url, { session_set: [two[1]] })).toMatchObject({
      refund: '0.00',
      credit: '25.00',
      price: '25.00',
    });
    const st = await statement();
    expect(Number(st.balance)).toBe(before + 25);
    expect(st.entries[0]).toMatchObject({ kind: 'R', amount: '25.00', item_ref: `event_participant:${joined.id}` });
    // The card payment shows the part refunded to credit; nothing went back to the card.
    const t = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${st.entries[0].transaction}/`);
    expect(t).toMatchObject({ refunded: '25.00', refundable: '25.00' });
    expect(t.refund_set[0]).toMatchObject({ to_credit: true, refund_id: null, amount: '25.00' });
  });

  it('the club cancelling under terms C keeps each share as club credit', async () => {
    const before = Number((await statement()).balance);
    const ev = await clinic('Credit on club cancel');
    await joinTwo(ev);
    await f.expectCall(200, 'agent', 'POST', `/api/event/${ev.id}/cancel/`);
    const st = await statement();
    expect(Number(st.balance)).toBe(before + 50);
    expect(st.entries[0]).toMatchObject({ kind: 'R', amount: '50.00' });
  });
});

describe('clinics: a player pays their place from account credit (method A)', () => {
  it('joins paying by account: the place paid, the spend on the statement; past the balance, refused with nothing joined', async () => {
    const before = await statement();
    // Enough for two sessions (50.00) and a little: the club's staff put it on the account.
    await f.expectCall(201, 'agent', 'POST', '/api/accountcredit/adjust/', {
      club: f.club,
      player: await f.playerOf('player@example.com'),
      amount: 60 - Number(before.balance),
      reason: 'Test balance',
    });
    const ev = await clinic('Paid by account');
    const two = ev.session_set.slice(0, 2).map((s: { id: number }) => s.id);
    const joined = await f.expectCall(200, 'player', 'POST', `/api/event/${ev.id}/join/`, {
      session_set: two,
      agreed_terms: true,
      payment_method: 'A',
    });
    expect(joined).toMatchObject({ price: '50.00', payment_status: 'P' });
    const st = await statement();
    expect(st.balance).toBe('10.00');
    expect(st.entries[0]).toMatchObject({ kind: 'S', amount: '-50.00', item_ref: `event_participant:${joined.id}` });
    const t = await f.expectCall(200, 'player', 'GET', `/api/transaction/${st.entries[0].transaction}/`);
    expect(t).toMatchObject({ payment_method: 'A', kind: 'E', status: 'P' });
    expect(t.receipt_number).toMatch(/^\d{4}-\d{6}$/);
    // Another clinic at 50.00 with 10.00 left: refused, not joined.
    const other = await clinic('Too dear for the account');
    const refused = await f.call('player', 'POST', `/api/event/${other.id}/join/`, {
      session_set: other.session_set.slice(0, 2).map((s: { id: number }) => s.id),
      agreed_terms: true,
      payment_method: 'A',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('Not enough credit: 10.00 AUD left.');
    const held = (await f.sql(
      `select count(*)::int as n from event_participants where event_id = ${other.id}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(held.rows[0].n).toBe(0);
    expect((await statement()).balance).toBe('10.00');
  });
});
