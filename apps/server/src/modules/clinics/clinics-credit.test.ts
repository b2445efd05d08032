import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerBookingsFixture } from '../bookings/bookings.test-helpers';
import { clinicRefundsFixture, joinTwoSessions, publishedClinic } from './clinics.test-helpers';

// Account credit (issue 30; docs/account-credit.md) from clinics: a withdrawal under terms whose
// player action is C (club credit) is a refund to credit, an entry on the player's account that the
// statement shows, and the same when the club cancels under terms C. Nothing goes back to the card.
// On the file's own clock (TEST_NOW) with the club's default clinic terms at C (clinicRefundsFixture).

let f: PlayerBookingsFixture;
beforeAll(async () => {
  f = await clinicRefundsFixture('C');
});
afterAll(async () => {
  await f.close();
});

const clinic = (name: string, rate?: Record<string, unknown>) => publishedClinic(f, name, rate);
const joinTwo = (ev: { id: number; session_set: { id: number }[] }) => joinTwoSessions(f, ev);

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
