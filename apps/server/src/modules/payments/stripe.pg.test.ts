import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { clubs, paymentWebhookEvents, players, refunds, transactions, users } from '../../db/schema';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import { chargeTransaction } from './payments.service';
import { isPostgres, statusCounts } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

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
    const [{ id: club }] = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
    const player = await login(t.app, 'player@example.com');
    const pos = await login(t.app, 'pos@example.com');
    const customer = (await t.app.inject({ url: '/api/stripecustomer/', headers: { authorization: player } })).json()
      .id;
    await t.app.inject({
      method: 'POST',
      url: `/api/stripecustomer/${customer}/add_payment_method/`,
      headers: { authorization: player },
      payload: {
        payment_method_id: simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 }),
        make_default: true,
      },
    });
    const sale = await t.app.inject({
      method: 'POST',
      url: `/api/stripecustomer/${customer}/charge/`,
      headers: { authorization: pos, 'idempotency-key': 'pg-webhook-sale' },
      payload: { club, purpose: 'S', amount: 30 },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, sale.json().id));

    const payload = JSON.stringify({
      id: 'evt_pg_race',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(clock.nowMs() / 1000),
      livemode: false,
      data: {
        object: {
          id: 'ch_pg',
          object: 'charge',
          payment_intent: row.gateway_ref,
          amount: 3000,
          amount_refunded: 1000,
          refunds: {
            object: 'list',
            data: [{ id: 're_pg_dashboard', object: 'refund', amount: 1000, status: 'succeeded' }],
          },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const deliveries = Array.from(
      { length: 20 },
      () => () =>
        t.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook/',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        }),
    );
    const answers = await Promise.all(deliveries.map((start) => start()));

    expect(statusCounts(answers)).toEqual({ 200: 20 });
    expect(answers.filter((a) => a.json().applied === true)).toHaveLength(1);
    expect(
      await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, 'evt_pg_race')),
    ).toHaveLength(1);
    const made = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.club_id, club), eq(refunds.transaction_id, row.id)));
    expect(made.map((r) => [r.amount_minor, r.refund_id])).toEqual([[1000, 're_pg_dashboard']]);
    expect((await t.db.select().from(transactions).where(eq(transactions.id, row.id)))[0].status).toBe('R');
  });

  // Reconciliation (docs/payments.md "An idempotency key stored before every call that moves money").
  const deliver = (id: string, intent: object) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(clock.nowMs() / 1000),
      livemode: false,
      data: { object: intent },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
  };
  const intentOf = (club: number, id: string, key: string) => ({
    id,
    object: 'payment_intent',
    status: 'succeeded',
    amount: 1800,
    currency: 'aud',
    description: 'Clinic: race',
    metadata: {
      club: String(club),
      kind: 'E',
      idempotency_key: key,
      gateway_key: `club-${club}-${key}`,
      item_ref: `event_participant:${key}`,
    },
  });
  const rowsOf = (club: number, key: string) =>
    t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, club), like(transactions.idempotency_key, `${key}%`)));

  it('a payment with no transaction here, reported by 20 events at once, is recorded once', async () => {
    const [{ id: club }] = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
    const intent = intentOf(club, 'pi_pg_orphan', 'pg-orphan-1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => () => deliver(`evt_pg_orphan_${i}`, intent)).map((start) => start()),
    );
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    const rows = await rowsOf(club, 'pg-orphan-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'P',
      gateway_ref: 'pi_pg_orphan',
      amount_minor: 1800,
      failure_detail: { code: 'recorded_from_gateway' },
    });
  });

  it('the webhook of a payment whose request is still open waits for it, then records nothing more', async () => {
    const [{ id: club }] = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
    const [agent] = await t.db
      .select({ userId: users.id, playerId: players.id })
      .from(users)
      .innerJoin(players, eq(players.user_id, users.id))
      .where(eq(users.email, 'agent@example.com'));
    const [{ id: payer }] = await t.db
      .select({ id: players.id })
      .from(players)
      .innerJoin(users, eq(users.id, players.user_id))
      .where(eq(users.email, 'player@example.com'));
    const ctx: ServiceContext = { ...t.app.deps, log: t.app.log, actor: agent, standings: new Map() };
    await assertAccess(ctx, club, { area: 'payments' });
    const key = 'pg-open-1';
    let charged!: (id: string) => void;
    const gatewayRef = new Promise<string>((resolve) => (charged = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The caller charges, then holds its transaction open (more work of its own) before committing.
    const caller = t.db.transaction(async (tx) => {
      const result = await chargeTransaction(ctx, tx, {
        club,
        payer: { player: payer },
        kind: 'E',
        description: 'Clinic: race',
        item: { name: 'Clinic: race', ref: `event_participant:${key}` },
        amount: 1800,
        method: 'C',
        idempotencyKey: key,
        paymentMethodId: simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 }),
      });
      charged((await tx.select().from(transactions).where(eq(transactions.id, result.transaction.id)))[0].gateway_ref!);
      await held;
      return result;
    });
    const ref = await gatewayRef;
    // Stripe's webhook arrives before the caller commits: it cannot see the caller's row, and its insert waits on the key.
    const hook = deliver('evt_pg_open', { ...intentOf(club, ref, key) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    const result = await caller;
    expect((await hook).statusCode).toBe(200);
    const rows = await rowsOf(club, key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: result.transaction.id, status: 'P', gateway_ref: ref, failure_detail: null });
  });
});
