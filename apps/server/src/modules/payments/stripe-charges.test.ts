import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema';
import { stripeTestApp } from './stripe.test-helpers';
import * as clock from '../../clock';

// Charges on the club's connected account with Stripe configured (the SDK talking to the project's
// fake Stripe server): a store charge with its idempotency key, a decline, authentication, a card
// taken by phone (MOTO), and a refund in part. Riverside is connected; Pat Player has a Visa saved.

const { s, call, authenticateAtStripe, transactionRow } = stripeTestApp({ connected: true, customer: true });

describe('charges and refunds on the connected account', () => {
  let paid = 0;

  it('charges a store sale as a destination charge with the stored idempotency key', async () => {
    const res = await call(
      'pos',
      'POST',
      `/api/stripecustomer/${s.customer}/charge/`,
      { club: s.club, purpose: 'S', amount: 40 },
      { 'idempotency-key': 'stripe-sale-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'P',
      amount: '40.00',
      receiver_account: 'acct_1Riverside',
      destination_amount: '40.00',
      card_brand: 'V',
      card_last4: '4242',
    });
    paid = res.json().id;
    const row = await transactionRow(paid);
    const sent = s.fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1)!;
    expect(sent.idempotencyKey).toBe(row.gateway_key);
    expect(sent.params).toMatchObject({ amount: '4000', transfer_data: { destination: 'acct_1Riverside' } });
    expect(row.gateway_ref).toMatch(/^pi_/);
    // Asked again with the key: the same transaction, no second PaymentIntent.
    const intents = s.fake.paymentIntents.size;
    expect(
      (
        await call(
          'pos',
          'POST',
          `/api/stripecustomer/${s.customer}/charge/`,
          { club: s.club, purpose: 'S', amount: 40 },
          { 'idempotency-key': 'stripe-sale-1' },
        )
      ).json().id,
    ).toBe(paid);
    expect(s.fake.paymentIntents.size).toBe(intents);
  });

  it("answers a decline with the card's reason and keeps the failed transaction", async () => {
    const card = await call('player', 'POST', `/api/stripecustomer/${s.customer}/add_payment_method/`, {
      payment_method_id: 'pm_card_chargeDeclined',
    });
    const res = await call('pos', 'POST', `/api/stripecustomer/${s.customer}/charge/`, {
      club: s.club,
      purpose: 'S',
      amount: 5,
      payment_method_id: card.json().payment_method_id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Your card was declined.');
    const [failed] = await s.t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, s.club), eq(transactions.failure_code, 'card_declined')));
    expect(failed).toMatchObject({ status: 'F', failure_reason: 'Your card was declined.' });
  });

  it('waits for authentication, then the transaction completes', async () => {
    const card = await call('player', 'POST', `/api/stripecustomer/${s.customer}/add_payment_method/`, {
      payment_method_id: 'pm_card_authenticationRequired',
    });
    const res = await call('pos', 'POST', `/api/stripecustomer/${s.customer}/charge/`, {
      club: s.club,
      purpose: 'S',
      amount: 7,
      payment_method_id: card.json().payment_method_id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'A', client_secret: expect.stringMatching(/^pi_.*_secret_/) });
    const row = await transactionRow(res.json().id);
    await authenticateAtStripe(row.gateway_ref);
    const done = await call('player', 'POST', `/api/transaction/${row.id}/authenticate/`, { approved: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'P', receiver_account: 'acct_1Riverside' });
  });

  it("takes a walk-in customer's card by phone (MOTO) and sells the cart on it, flagged MOTO", async () => {
    const year = clock.now().getUTCFullYear() + 2;
    const walkIn = await call('pos', 'POST', '/api/clubcustomer/', {
      club: s.club,
      name: 'Moe Phone',
      email: 'moe@example.com',
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const id = walkIn.json().id;
    // An authentication-required card: by phone there is no cardholder to authenticate, and MOTO is out of scope.
    const moto = await call('pos', 'POST', `/api/clubcustomer/${id}/create_moto_details/`, {
      card_number: '4000 0025 0000 3155',
      card_expiry_month: 10,
      card_expiry_year: year,
      cvc: '321',
    });
    expect(moto.statusCode, moto.body).toBe(201);
    expect(moto.json().card).toEqual({ card_type: 'V', last4: '3155', exp_month: 10, exp_year: year });
    const created = s.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_methods').at(-1)!;
    expect(created.params).toMatchObject({
      type: 'card',
      card: { number: '4000002500003155', cvc: '321' },
      metadata: { moto: 'true' },
    });
    const product = await call('pos', 'POST', '/api/clubproduct/', {
      club: s.club,
      name: 'Phone order balls',
      category: 'balls',
      member_price: 9,
      nonmember_price: 11,
    });
    const sale = await call('pos', 'POST', `/api/clubcustomer/${id}/charge/`, {
      club: s.club,
      member: null,
      discount: 0,
      products: [{ product_id: product.json().id, quantity: 2 }],
      purpose: 'S',
      idempotency_key: 'moto-sale-1',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({
      sale: { status: 'paid', total_cost: '22.00' },
      transaction: { status: 'P', card_last4: '3155', receiver_account: 'acct_1Riverside' },
    });
    const sent = s.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    expect(sent.params).toMatchObject({ amount: '2200', payment_method_options: { card: { moto: 'true' } } });
    // Nothing of the number or CVC is kept.
    const stored = JSON.stringify((await call('pos', 'GET', `/api/clubcustomer/?club=${s.club}&search=Moe`)).json());
    expect(stored).not.toMatch(/4000002500003155|321"/);
  });

  it("refunds in part at Stripe, reversing the club's transfer", async () => {
    const res = await call('fees', 'POST', `/api/transaction/${paid}/refund/`, { amount: 15, reason: 'Wrong size' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      refund: { amount: '15.00', status: 'P', refund_id: expect.stringMatching(/^re_/) },
      transaction: { status: 'R', refunded: '15.00', refundable: '25.00' },
    });
    const sent = s.fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(sent.params).toMatchObject({ amount: '1500', reverse_transfer: 'true', metadata: { reason: 'Wrong size' } });
    expect(sent.idempotencyKey).toMatch(/^refund-/);
  });
});
