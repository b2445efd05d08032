import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentWebhookEvents, refunds, transactions } from '../../db/schema';
import { createTestApp } from '../../../test/helpers';
import { REFUND_FAILED_LATER } from './stripe-refund-events';
import { stripeTestApp } from './stripe.test-helpers';

// Stripe's signed webhook applied once: the signature, account.updated, a refund made in Stripe, a
// payment's authentication outcome, a refund failed later, other events. Riverside is connected to
// Stripe (the project's fake server); Pat Player has a Visa saved.

const { s, call, deliver, transactionRow, clubRow } = stripeTestApp({ connected: true, customer: true });

describe('POST /api/stripe/webhook/', () => {
  it('refuses a wrong signature, or none (400), and applies nothing', async () => {
    const wrong = await deliver(
      {
        id: 'evt_wrong',
        type: 'account.updated',
        data: { object: { id: 'acct_1Riverside', object: 'account', charges_enabled: false } },
      },
      'whsec_other',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().reason).toBe('The webhook signature does not match.');
    const none = await s.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_none"}',
    });
    expect(none.statusCode).toBe(400);
    expect((await s.t.db.select().from(paymentWebhookEvents)).map((e) => e.id)).not.toEqual(
      expect.arrayContaining(['evt_wrong']),
    );
    expect((await s.t.db.select().from(paymentWebhookEvents)).map((e) => e.id)).not.toEqual(
      expect.arrayContaining(['evt_none']),
    );
    expect((await clubRow()).connect_available).toBe(true);
  });

  it('applies account.updated: whether the club can take payments', async () => {
    const res = await deliver({
      id: 'evt_account_1',
      type: 'account.updated',
      data: { object: { id: 'acct_1Riverside', object: 'account', charges_enabled: false } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: true });
    expect((await clubRow()).connect_available).toBe(false);
    await deliver({
      id: 'evt_account_2',
      type: 'account.updated',
      data: { object: { id: 'acct_1Riverside', object: 'account', charges_enabled: true } },
    });
    expect((await clubRow()).connect_available).toBe(true);
  });

  it('applies a refund made in Stripe once when the event is sent twice', async () => {
    const sale = await call(
      'pos',
      'POST',
      `/api/stripecustomer/${s.customer}/charge/`,
      { club: s.club, purpose: 'S', amount: 20 },
      { 'idempotency-key': 'stripe-sale-2' },
    );
    const row = await transactionRow(sale.json().id);
    const event = {
      id: 'evt_refunded_1',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: row.gateway_ref,
          amount: 2000,
          amount_refunded: 500,
          refunds: {
            object: 'list',
            data: [{ id: 're_dashboard_1', object: 'refund', amount: 500, status: 'succeeded' }],
          },
        },
      },
    };
    expect((await deliver(event)).json()).toEqual({ received: true, applied: true });
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, applied: false });
    const made = await s.t.db.select().from(refunds).where(eq(refunds.transaction_id, row.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount_minor: 500, refund_id: 're_dashboard_1', status: 'P' });
    expect((await transactionRow(row.id)).status).toBe('R');
  });

  it('settles a payment waiting for authentication: payment_intent.succeeded and payment_failed', async () => {
    const outcomes: Record<string, string> = {};
    for (const [type, expected] of [
      ['payment_intent.succeeded', 'P'],
      ['payment_intent.payment_failed', 'F'],
    ] as const) {
      const card = await call('player', 'POST', `/api/stripecustomer/${s.customer}/add_payment_method/`, {
        payment_method_id: 'pm_card_authenticationRequired',
      });
      const res = await call('pos', 'POST', `/api/stripecustomer/${s.customer}/charge/`, {
        club: s.club,
        purpose: 'S',
        amount: 3,
        payment_method_id: card.json().payment_method_id,
      });
      const row = await transactionRow(res.json().id);
      expect(row.status).toBe('A');
      const intent =
        type === 'payment_intent.succeeded'
          ? {
              id: row.gateway_ref,
              object: 'payment_intent',
              status: 'succeeded',
              amount: 300,
              transfer_data: { destination: 'acct_1Riverside' },
            }
          : {
              id: row.gateway_ref,
              object: 'payment_intent',
              status: 'requires_payment_method',
              amount: 300,
              last_payment_error: {
                type: 'card_error',
                code: 'payment_intent_authentication_failure',
                message: 'We are unable to authenticate your payment method.',
              },
            };
      expect((await deliver({ id: `evt_${type}`, type, data: { object: intent } })).statusCode).toBe(200);
      const after = await transactionRow(row.id);
      outcomes[type] = after.status;
      expect(after.status).toBe(expected);
      if (expected === 'F')
        expect(after).toMatchObject({ failure_code: 'payment_intent_authentication_failure', client_secret: null });
      else expect(after).toMatchObject({ receiver_account: 'acct_1Riverside', destination_amount: 300 });
    }
    // A late failure never undoes a payment.
    const [done] = await s.t.db.select().from(transactions).where(eq(transactions.status, 'P')).limit(1);
    await deliver({
      id: 'evt_late',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: done.gateway_ref,
          object: 'payment_intent',
          status: 'requires_payment_method',
          last_payment_error: { type: 'card_error', code: 'card_declined', message: 'x' },
        },
      },
    });
    expect((await transactionRow(done.id)).status).toBe('P');
  });

  it("a refund the card's bank returns after the fact (charge.refund.updated: failed) is failed here, and the payment is paid again", async () => {
    const card = await call('player', 'POST', `/api/stripecustomer/${s.customer}/add_payment_method/`, {
      payment_method_id: 'pm_card_visa',
    });
    const sale = await call('pos', 'POST', `/api/stripecustomer/${s.customer}/charge/`, {
      club: s.club,
      purpose: 'S',
      amount: 12,
      payment_method_id: card.json().payment_method_id,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const refunded = (
      await call('agent', 'POST', `/api/transaction/${sale.json().id}/refund/`, { reason: 'Not collected' })
    ).json();
    expect(refunded).toMatchObject({
      refund: { status: 'P', refund_id: expect.stringMatching(/^re_/) },
      transaction: { status: 'R', refundable: '0.00' },
    });
    const event = {
      id: 'evt_refund_failed_later',
      type: 'charge.refund.updated',
      data: {
        object: {
          id: refunded.refund.refund_id,
          object: 'refund',
          amount: 1200,
          status: 'failed',
          failure_reason: 'expired_or_canceled_card',
        },
      },
    };
    expect((await deliver(event)).json()).toEqual({ received: true, applied: true });
    expect((await deliver(event)).json()).toEqual({ received: true, applied: false });
    const shown = (await call('agent', 'GET', `/api/transaction/${sale.json().id}/`)).json();
    expect(shown).toMatchObject({ status: 'P', refunded: '0.00', refundable: '12.00' });
    expect(shown.refund_set).toEqual([
      expect.objectContaining({
        status: 'F',
        failure_reason: 'expired_or_canceled_card',
        error_code: 'expired_or_canceled_card',
        failure_message: REFUND_FAILED_LATER,
      }),
    ]);
  });

  it('stores and ignores other events', async () => {
    expect(
      (
        await deliver({
          id: 'evt_other',
          type: 'customer.created',
          data: { object: { id: 'cus_x', object: 'customer' } },
        })
      ).json(),
    ).toEqual({ received: true, applied: true });
  });

  it('refuses every event when no webhook secret is set', async () => {
    const plain = await createTestApp({ stripeSecretKey: 'sk_test_fake', stripeApiBase: s.fake.url });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook/',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe('Stripe webhooks are not set up on this server.');
    } finally {
      await plain.close();
    }
  });
});
