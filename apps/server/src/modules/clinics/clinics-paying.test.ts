import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { bookingsFixture, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { makeEvent } from './clinics.test-helpers';

// Paying for an event through the payments area (docs/clinics.md): by card (kind E) once, refunds
// on withdrawing and on the club's cancelling, club credit, a decline, authentication, cash.

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

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
    const event = await makeEvent(f, { name, can_join_single_session: true, ...fields });
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
