import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, simulatedPaymentMethodId } from '@rally/domain';
import { paymentCards, refunds, transactions } from '../../db/schema';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { login } from '../../../test/helpers';

// Payments through the API on the simulated gateway: cards on file, each gateway outcome on a
// booking's payment (approve, decline, authentication then approve or fail, capture failure),
// paying twice charging once, refunds partial and whole never past what was captured, the
// Payments list's filters, and who may see and refund what.

let f: BookingsFixture;
let player = 0;
let customer = 0;
const card = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });
let slot = 0;

/** A one-hour booking for the demo player (the primary, paying person) on its own hour. */
async function bookForPlayer() {
  const hour = 8 + (slot % 12);
  const court = f.courts[Math.floor(slot / 12) % 2];
  const date = weekdayIn(2);
  slot++;
  const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
    name: `Paid hit ${slot}`,
    ttype: 'C',
    recurrence: 'N',
    court_set: [court],
    start_date: `${date}T${String(hour).padStart(2, '0')}:00`,
    end_date: `${date}T${String(hour + 1).padStart(2, '0')}:00`,
    booked_person_set: [{ player, primary: true, paying: true }],
  });
  return series.id as number;
}

async function useCard(number: string) {
  return f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
    payment_method_id: card(number),
    make_default: true,
  });
}

beforeAll(async () => {
  f = await bookingsFixture();
  player = await f.playerOf('player@example.com');
  customer = (await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/')).id;
});
afterAll(() => f.close());

describe('cards on file', () => {
  it('gives the publishable key to anyone', async () => {
    const res = await f.t.app.inject({ url: '/api/stripe_key/' });
    expect(res.json()).toMatchObject({ key: 'pk_simulated', gateway: 'simulated' });
    // The simulated gateway's card form is the app's own: nothing of Stripe's may load.
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe.com');
  });

  it('adds a card as brand, last four and expiry only; the first is the default', async () => {
    const intent = await f.expectCall(200, 'player', 'POST', `/api/stripecustomer/${customer}/create_new_intent/`);
    expect(intent.client_secret).toMatch(/^seti_sim_/);
    const visa = await f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: card('4242 4242 4242 4242'),
    });
    expect(visa).toMatchObject({ card_type: 'V', last4: '4242', exp_month: 12, exp_year: 2034, is_default: true });
    const master = await f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: card('5555555555554444'),
    });
    expect(master).toMatchObject({ card_type: 'M', last4: '4444', is_default: false });
    const mine = await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/');
    expect(mine.cards.map((c: { last4: string }) => c.last4)).toEqual(['4242', '4444']);
    // Nothing in the database holds more than the last four digits.
    const stored = JSON.stringify(await f.t.db.select().from(paymentCards));
    expect(stored).not.toContain('424242424242');
    expect(stored).not.toContain('555555555555');
  });

  it('refuses a payment method that is no card, and another player’s customer', async () => {
    const bad = await f.call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: 'pm_nonsense',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('This card could not be found. Add it again.');
    const other = await f.call('agent', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: card('4242424242424242'),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().reason).toBe('Customer not found.');
  });

  it('verifies a card only when it is on file (200), otherwise 400', async () => {
    await f.expectCall(200, 'player', 'POST', `/api/stripecustomer/${customer}/verify/`, {
      card_last4: '4242',
      card_exp_month: 12,
      card_exp_year: 2034,
    });
    const wrong = await f.call('player', 'POST', `/api/stripecustomer/${customer}/verify/`, {
      card_last4: '1111',
      card_exp_month: 12,
      card_exp_year: 2034,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('removes a card; another becomes the default', async () => {
    const extra = await useCard('378282246310005');
    expect(extra).toMatchObject({ card_type: 'A', is_default: true });
    await f.expectCall(204, 'player', 'DELETE', `/api/stripecustomer/${customer}/card/${extra.id}/`);
    const mine = await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/');
    expect(mine.cards.filter((c: { is_default: boolean }) => c.is_default)).toHaveLength(1);
  });
});

describe('paying a booking', () => {
  it('charges the booked player’s card once, however often it is paid', async () => {
    await useCard('4242424242424242');
    const id = await bookForPlayer();
    const cost = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${id}/booking_cost/`);
    const first = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {});
    expect(first.transaction).toMatchObject({
      status: 'P',
      kind: 'B',
      amount: cost.price,
      currency: 'AUD',
      payment_method: 'C',
      player,
      card_brand: 'V',
      card_last4: '4242',
      item_ref: `booking_series:${id}`,
    });
    const again = await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`);
    expect(again.transaction.id).toBe(first.transaction.id);
    expect(
      await f.t.db
        .select()
        .from(transactions)
        .where(eq(transactions.item_ref, `booking_series:${id}`)),
    ).toHaveLength(1);
  });

  it('records a decline with its reason, and a later attempt with another card pays', async () => {
    await useCard('4000000000009995');
    const id = await bookForPlayer();
    const declined = await f.call('player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {});
    expect(declined.statusCode).toBe(400);
    expect(declined.json().reason).toBe('Your card has insufficient funds.');
    const [failed] = await f.t.db
      .select()
      .from(transactions)
      .where(eq(transactions.item_ref, `booking_series:${id}`));
    expect(failed).toMatchObject({
      status: 'F',
      failure_code: 'insufficient_funds',
      failure_detail: { code: 'insufficient_funds', message: 'Your card has insufficient funds.', type: 'card_error' },
    });
    const paid = await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {
      payment_method_id: card('4242424242424242'),
    });
    expect(paid.transaction.status).toBe('P');
    expect(paid.transaction_set.map((t: { status: string }) => t.status)).toEqual(['F', 'P']);
  });

  it('asks for authentication, then approves', async () => {
    await useCard('4000002500003155');
    const id = await bookForPlayer();
    const pending = await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {});
    expect(pending.transaction.status).toBe('A');
    expect(pending.client_secret).toMatch(/_secret_/);
    const done = await f.expectCall(200, 'player', 'POST', `/api/transaction/${pending.transaction.id}/authenticate/`, {
      approved: true,
    });
    expect(done).toMatchObject({ status: 'P', card_last4: '3155' });
    // Paying again answers the paid transaction.
    const again = await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {});
    expect(again.transaction).toMatchObject({ id: pending.transaction.id, status: 'P' });
  });

  it('asks for authentication, then declines (or the cardholder fails it)', async () => {
    await useCard('4000008260003178');
    const id = await bookForPlayer();
    const pending = await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {});
    const done = await f.expectCall(200, 'player', 'POST', `/api/transaction/${pending.transaction.id}/authenticate/`, {
      approved: true,
    });
    expect(done).toMatchObject({ status: 'F', failure_code: 'insufficient_funds' });
    await useCard('4000002500003155');
    const id2 = await bookForPlayer();
    const pending2 = await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${id2}/pay_booking/`, {});
    const refused = await f.expectCall(
      200,
      'player',
      'POST',
      `/api/transaction/${pending2.transaction.id}/authenticate/`,
      { approved: false },
    );
    expect(refused).toMatchObject({ status: 'F', failure_code: 'payment_intent_authentication_failure' });
  });

  it('records a capture failure', async () => {
    await useCard('4000000000000341');
    const id = await bookForPlayer();
    const res = await f.call('player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('The payment was authorised but could not be captured.');
  });

  it('takes cash at the desk (staff only) without a card', async () => {
    const id = await bookForPlayer();
    const byPlayer = await f.call('player', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {
      payment_method: 'S',
    });
    expect(byPlayer.statusCode).toBe(400);
    const cash = await f.expectCall(200, 'bookings', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {
      payment_method: 'S',
    });
    expect(cash.transaction).toMatchObject({ status: 'P', payment_method: 'S', card_last4: null });
  });

  it("refunds what was paid when the club cancels the booking, by the court group's refund rule", async () => {
    await useCard('4242424242424242');
    const sql = (text: string) => f.t.db.execute(text as never);
    await sql(`update court_groups set refund_cancelled = true, refund_cancelled_by = 24 where id = ${f.group.id}`);
    try {
      const id = await bookForPlayer();
      const paid = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {});
      await f.expectCall(200, 'bookings', 'POST', `/api/courtbookingseries/${id}/cancel/`);
      const after = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${paid.transaction.id}/`);
      expect(after).toMatchObject({ status: 'R', refunded: paid.transaction.amount, refundable: '0.00' });
      expect(after.refund_set[0].reason).toBe('Booking cancelled by the club');
      // A booking never paid for cancels as before.
      await f.expectCall(200, 'bookings', 'POST', `/api/courtbookingseries/${await bookForPlayer()}/cancel/`);
    } finally {
      await sql(`update court_groups set refund_cancelled = false, refund_cancelled_by = 0 where id = ${f.group.id}`);
    }
  });

  it('keeps other people out of a booking’s payment', async () => {
    const id = await bookForPlayer();
    expect((await f.call('other', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {})).statusCode).toBe(404);
    expect((await f.call('fees', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {})).statusCode).toBe(403);
  });
});

describe('refunds', () => {
  let paidId = 0;
  beforeAll(async () => {
    await useCard('4242424242424242');
    const id = await bookForPlayer();
    paidId = (await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${id}/pay_booking/`, {})).transaction
      .id;
  });

  it('refunds part, then the rest, and never more than was captured', async () => {
    const { amount } = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${paidId}/`);
    const part = await f.expectCall(201, 'fees', 'POST', `/api/transaction/${paidId}/refund/`, {
      amount: 3.5,
      reason: 'Rain',
    });
    expect(part.refund).toMatchObject({ amount: '3.50', reason: 'Rain', status: 'P' });
    expect(part.transaction).toMatchObject({ status: 'R', refunded: '3.50' });
    const tooMuch = await f.call('agent', 'POST', `/api/transaction/${paidId}/refund/`, {
      amount: Number(amount),
      reason: 'Again',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().reason).toBe(
      `The refund cannot be more than the ${(Number(amount) - 3.5).toFixed(2)} AUD not yet refunded.`,
    );
    // In the club's locale (Club Settings) once it has one.
    await f.expectCall(200, 'agent', 'PATCH', `/api/club/${f.club}/`, { locale: 'de-DE' });
    const german = await f.call('agent', 'POST', `/api/transaction/${paidId}/refund/`, {
      amount: 100000,
      reason: 'Again',
    });
    expect(german.json().reason).toBe(
      `The refund cannot be more than the ${(Number(amount) - 3.5).toFixed(2).replace('.', ',')} AUD not yet refunded.`,
    );
    await f.expectCall(200, 'agent', 'PATCH', `/api/club/${f.club}/`, { locale: DEFAULT_LOCALE });
    const rest = await f.expectCall(201, 'agent', 'POST', `/api/transaction/${paidId}/refund/`, {
      reason: 'Court closed',
    });
    expect(rest.transaction).toMatchObject({ refunded: amount, refundable: '0.00' });
    const more = await f.call('agent', 'POST', `/api/transaction/${paidId}/refund/`, { reason: 'Once more' });
    expect(more.json().reason).toBe('This payment has been refunded in full.');
    const rows = await f.t.db.select().from(refunds).where(eq(refunds.transaction_id, paidId));
    expect(rows.reduce((s, r) => s + r.amount_minor, 0)).toBe(Math.round(Number(amount) * 100));
  });

  it('refuses a refund of a failed payment, a refund without a reason, and people without the Payments role', async () => {
    const [failed] = await f.t.db.select().from(transactions).where(eq(transactions.status, 'F')).limit(1);
    expect(
      (await f.call('agent', 'POST', `/api/transaction/${failed.id}/refund/`, { reason: 'x' })).json().reason,
    ).toBe('Only a successful payment can be refunded.');
    expect((await f.call('agent', 'POST', `/api/transaction/${paidId}/refund/`, { amount: 1 })).statusCode).toBe(400);
    expect((await f.call('other', 'POST', `/api/transaction/${paidId}/refund/`, { reason: 'x' })).statusCode).toBe(404);
    expect((await f.call('player', 'POST', `/api/transaction/${paidId}/refund/`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    const pos = await login(f.t.app, 'pos@example.com');
    expect(
      (
        await f.t.app.inject({
          method: 'POST',
          url: `/api/transaction/${paidId}/refund/`,
          headers: { authorization: pos },
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the Payments list', () => {
  it('filters by status, kind, player and dates, 100 a page by default', async () => {
    const all = await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}`);
    expect(all.count).toBeGreaterThan(60);
    expect(all.results).toHaveLength(Math.min(100, all.count));
    const created = all.results.map((t: { created: string }) => t.created);
    expect([...created].sort().reverse()).toEqual(created);
    for (const status of ['P', 'F', 'R']) {
      const list = await f.expectCall(200, 'fees', 'GET', `/api/transaction/?dest_club=${f.club}&status=${status}`);
      expect(list.count).toBeGreaterThan(0);
      expect(list.results.every((t: { status: string }) => t.status === status)).toBe(true);
    }
    const failed = (await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&status=F`))
      .results[0];
    expect(failed.failure_detail).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
      type: expect.any(String),
    });
    const refunded = (await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&status=R`))
      .results[0];
    expect(refunded.refund_set.length).toBeGreaterThan(0);
    const sales = await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&kind=S`);
    expect(sales.count).toBeGreaterThan(0);
    expect(sales.results.every((t: { kind: string }) => t.kind === 'S')).toBe(true);
    const players = await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&players=${player}`);
    expect(players.count).toBeGreaterThan(5);
    expect(players.results.every((t: { player: number }) => t.player === player)).toBe(true);
    expect(
      (
        await f.expectCall(
          200,
          'agent',
          'GET',
          `/api/transaction/?dest_club=${f.club}&datefrom=2001-01-01&dateto=2001-12-31`,
        )
      ).count,
    ).toBe(0);
    // A date off the calendar is refused with a reason (luxon's invalid date was a 500).
    for (const query of ['datefrom=2026-02-30', 'dateto=2026-02-30', 'datefrom=2026-13-01', 'dateto=2027-02-29']) {
      expect(await f.expectCall(400, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&${query}`)).toMatchObject({
        reason: 'Invalid Date',
      });
    }
    const paged = await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&page_size=2`);
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('page=2');
  });

  it('totals every row its filters match, not only the page: taken, refunded (partly too) and left', async () => {
    const list = `/api/transaction/?dest_club=${f.club}&status=R`;
    const all = await f.expectCall(200, 'agent', 'GET', `${list}&page_size=1000`);
    const minor = (text: string) => Math.round(Number(text) * 100);
    const sum = (pick: (t: { amount: string; refunded: string }) => string) =>
      all.results.reduce((s: number, t: { amount: string; refunded: string }) => s + minor(pick(t)), 0);
    // The demo's refunds are whole and partial: a partial one keeps the rest as taken.
    expect(all.results.some((t: { amount: string; refunded: string }) => minor(t.refunded) < minor(t.amount))).toBe(
      true,
    );
    const expected = {
      currency: 'AUD',
      payments: all.count,
      paid: (sum((t) => t.amount) / 100).toFixed(2),
      refunded: (sum((t) => t.refunded) / 100).toFixed(2),
      net: ((sum((t) => t.amount) - sum((t) => t.refunded)) / 100).toFixed(2),
    };
    expect(all.totals).toEqual([expected]);
    // A page of two carries the same totals: they are the filter's.
    expect((await f.expectCall(200, 'agent', 'GET', `${list}&page_size=2`)).totals).toEqual([expected]);
    // Failed payments took no money.
    expect((await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&status=F`)).totals).toEqual(
      [],
    );
  });

  it('is the club’s Payments staff’s only; a player sees their own payments', async () => {
    expect((await f.call('other', 'GET', `/api/transaction/?dest_club=${f.club}`)).statusCode).toBe(404);
    expect((await f.call('player', 'GET', `/api/transaction/?dest_club=${f.club}`)).statusCode).toBe(404);
    const pos = await login(f.t.app, 'pos@example.com');
    expect(
      (await f.t.app.inject({ url: `/api/transaction/?dest_club=${f.club}`, headers: { authorization: pos } }))
        .statusCode,
    ).toBe(403);
    const mine = await f.expectCall(200, 'player', 'GET', '/api/transaction/mine/');
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.results.every((t: { player: number }) => t.player === player)).toBe(true);
    expect((await f.call('other', 'GET', `/api/transaction/${mine.results[0].id}/`)).statusCode).toBe(404);
  });
});

describe('charging a customer from the Club Store', () => {
  it('charges once per Idempotency-Key, and only a player of the club', async () => {
    await useCard('4242424242424242');
    const pos = await login(f.t.app, 'pos@example.com');
    const charge = () =>
      f.t.app.inject({
        method: 'POST',
        url: `/api/stripecustomer/${customer}/charge/`,
        headers: { authorization: pos, 'idempotency-key': 'sale-1' },
        payload: { club: f.club, purpose: 'S', amount: 12.5 },
      });
    const first = await charge();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'P', kind: 'S', amount: '12.50' });
    expect((await charge()).json().id).toBe(first.json().id);
    const harbour = await f.call('other', 'POST', `/api/stripecustomer/${customer}/charge/`, {
      club: f.club,
      purpose: 'S',
      amount: 1,
    });
    expect(harbour.statusCode).toBe(404);
  });
});
