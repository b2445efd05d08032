import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerBookingsFixture } from '../bookings/bookings.test-helpers';
import { clinicRefundsFixture, joinTwoSessions, publishedClinic } from './clinics.test-helpers';

// Refunds by the rate a place was bought at (spec 3 §3 event membership type rate: refund,
// refund_club_cancel; docs/clinics.md "Refunds"), and the outcome in words before confirming
// (withdraw `check`, cancel `?check=true`), which changes nothing.
// On the file's own clock (TEST_NOW) with the club's default clinic terms at R (clinicRefundsFixture).

let f: PlayerBookingsFixture;
beforeAll(async () => {
  f = await clinicRefundsFixture('R');
});
afterAll(async () => {
  await f.close();
});

const clinic = (name: string, rate?: Record<string, unknown>) => publishedClinic(f, name, rate);
const joinTwo = (ev: { id: number; session_set: { id: number }[] }) => joinTwoSessions(f, ev);

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
