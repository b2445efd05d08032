import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { clubs, paymentWebhookEvents, refunds, transactions } from '../../db/schema';
import { isPostgres, statusCounts } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

// Stripe's webhook under many deliveries at once, on PostgreSQL only (npm run test:pg): Stripe
// may deliver one event more than once, and at the same moment; it must be applied once. The
// event here records a refund made in Stripe's dashboard, which would be recorded twenty times if
// the event were applied twenty times. The gateway is the simulated one: the webhook is the same.

const SECRET = 'whsec_pg_race';

describe.runIf(isPostgres)('the Stripe webhook under many deliveries at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stripeWebhookSecret: SECRET });
  });
  afterAll(() => t.close());

  it('the same event delivered 20 times at once is applied once; every delivery answers 200', async () => {
    const [{ id: club }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
    const player = await login(t.app, 'player@example.com');
    const pos = await login(t.app, 'pos@example.com');
    const customer = (await t.app.inject({ url: '/api/stripecustomer/', headers: { authorization: player } })).json().id;
    await t.app.inject({ method: 'POST', url: `/api/stripecustomer/${customer}/add_payment_method/`, headers: { authorization: player }, payload: { payment_method_id: simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 }), make_default: true } });
    const sale = await t.app.inject({ method: 'POST', url: `/api/stripecustomer/${customer}/charge/`, headers: { authorization: pos, 'idempotency-key': 'pg-webhook-sale' }, payload: { club, purpose: 'S', amount: 30 } });
    expect(sale.statusCode, sale.body).toBe(201);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, sale.json().id));

    const payload = JSON.stringify({
      id: 'evt_pg_race', object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), livemode: false,
      data: { object: { id: 'ch_pg', object: 'charge', payment_intent: row.gateway_ref, amount: 3000, amount_refunded: 1000, refunds: { object: 'list', data: [{ id: 're_pg_dashboard', object: 'refund', amount: 1000, status: 'succeeded' }] } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const deliveries = Array.from({ length: 20 }, () => () =>
      t.app.inject({ method: 'POST', url: '/api/stripe/webhook/', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload }));
    const answers = await Promise.all(deliveries.map((start) => start()));

    expect(statusCounts(answers)).toEqual({ 200: 20 });
    expect(answers.filter((a) => a.json().applied === true)).toHaveLength(1);
    expect(await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, 'evt_pg_race'))).toHaveLength(1);
    const made = await t.db.select().from(refunds).where(and(eq(refunds.club_id, club), eq(refunds.transaction_id, row.id)));
    expect(made.map((r) => [r.amount_minor, r.refund_id])).toEqual([[1000, 're_pg_dashboard']]);
    expect((await t.db.select().from(transactions).where(eq(transactions.id, row.id)))[0].status).toBe('R');
  });
});
