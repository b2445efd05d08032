import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { players, transactions, users } from '../../db/schema';
import type { ServiceContext } from '../../context';
import { assertAccess } from '../../access/access';
import { chargeTransaction, RECORDED_FROM_GATEWAY, type ChargeInput } from './payments.service';
import { stripeTestApp } from './stripe.test-helpers';

// A charge whose caller rolls back after Stripe took the money: the idempotency key stored before
// every call that moves money makes the retry find Stripe's first PaymentIntent, and the webhook
// records a payment no transaction here has. Riverside is connected to Stripe (the project's fake
// server); Pat Player has a Visa saved.

const { s, call, deliver, transactionRow } = stripeTestApp({ connected: true, customer: true });

describe('an idempotency key stored before every call that moves money: a caller rolled back after Stripe charged', () => {
  let ctx: ServiceContext;
  let payer = 0;
  beforeAll(async () => {
    const [agent] = await s.t.db
      .select({ userId: users.id, playerId: players.id })
      .from(users)
      .innerJoin(players, eq(players.user_id, users.id))
      .where(eq(users.email, 'agent@example.com'));
    [{ id: payer }] = await s.t.db
      .select({ id: players.id })
      .from(players)
      .innerJoin(users, eq(users.id, players.user_id))
      .where(eq(users.email, 'player@example.com'));
    // As a request's: the standing read once, before the transaction (PGlite has one connection).
    ctx = { ...s.t.app.deps, log: s.t.app.log, actor: agent, standings: new Map() };
    await assertAccess(ctx, s.club, { area: 'payments' });
  });
  /** What a paying area asks for: its item's key, derived from its own records, the same on a retry. */
  const request = (key: string): ChargeInput => ({
    club: s.club,
    payer: { player: payer },
    kind: 'E',
    description: 'Clinic: rollback',
    item: { name: 'Clinic: rollback', ref: `event_participant:${key}` },
    amount: 2500,
    method: 'C',
    idempotencyKey: key,
    paymentMethodId: 'pm_card_visa',
  });
  /** The caller's database transaction charges, then fails (a later statement, the connection): all of it rolls back. */
  const chargeThenFail = (key: string) =>
    expect(
      s.t.db.transaction(async (tx) => {
        await chargeTransaction(ctx, tx, request(key));
        throw new Error('the caller failed after the charge');
      }),
    ).rejects.toThrow('the caller failed after the charge');
  const intentsOf = (key: string) =>
    [...s.fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).idempotency_key === key);
  const rowsOf = (key: string) =>
    s.t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, s.club), like(transactions.idempotency_key, `${key}%`)));

  it('the retry sends the same key and parameters: Stripe answers the first PaymentIntent, one payment is recorded', async () => {
    const key = 'rollback-retry-1';
    await chargeThenFail(key);
    expect(intentsOf(key)).toHaveLength(1);
    const [intent] = intentsOf(key);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2500,
      metadata: {
        club: String(s.club),
        kind: 'E',
        idempotency_key: key,
        gateway_key: `club-${s.club}-${key}`,
        item_ref: `event_participant:${key}`,
        player: String(payer),
      },
    });
    expect(await rowsOf(key)).toHaveLength(0);

    const retry = await s.t.db.transaction((tx) => chargeTransaction(ctx, tx, request(key)));
    expect(retry).toMatchObject({ paid: true, transaction: { status: 'P', amount: '25.00' } });
    const sent = s.fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `club-${s.club}-${key}`,
    );
    expect(sent).toHaveLength(2);
    expect(sent[1].params).toEqual(sent[0].params);
    expect(intentsOf(key)).toHaveLength(1);
    expect((await transactionRow(retry.transaction.id)).gateway_ref).toBe(intent.id);

    // Stripe's webhook for it then finds the transaction: nothing more is recorded.
    expect(
      (await deliver({ id: `evt_${key}`, type: 'payment_intent.succeeded', data: { object: intent } })).json(),
    ).toEqual({ received: true, applied: true });
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it("the webhook records a payment no transaction here has, flagged for staff; the request's retry finds it and charges nothing", async () => {
    const key = 'rollback-webhook-1';
    await chargeThenFail(key);
    const [intent] = intentsOf(key);
    expect(
      (await deliver({ id: `evt_${key}`, type: 'payment_intent.succeeded', data: { object: intent } })).json(),
    ).toEqual({ received: true, applied: true });
    const [recorded] = await rowsOf(key);
    expect(recorded).toMatchObject({
      status: 'P',
      kind: 'E',
      payment_method: 'C',
      amount_minor: 2500,
      idempotency_key: key,
      gateway_ref: intent.id,
      item_ref: `event_participant:${key}`,
      player_id: payer,
      receiver_account: 'acct_1Riverside',
      failure_detail: RECORDED_FROM_GATEWAY,
    });
    // Staff see it in Payments with the note, and may refund it.
    const shown = (await call('agent', 'GET', `/api/transaction/${recorded.id}/`)).json();
    expect(shown).toMatchObject({
      status: 'P',
      refundable: '25.00',
      failure_detail: { code: 'recorded_from_gateway' },
    });
    // Delivered again: applied once.
    expect(
      (await deliver({ id: `evt_${key}`, type: 'payment_intent.succeeded', data: { object: intent } })).json(),
    ).toEqual({ received: true, applied: false });

    const requests = s.fake.requests.length;
    const retry = await s.t.db.transaction((tx) => chargeTransaction(ctx, tx, request(key)));
    expect(retry).toMatchObject({ paid: true, replayed: true, transaction: { id: recorded.id, failure_detail: null } });
    expect(s.fake.requests.length).toBe(requests);
    expect(intentsOf(key)).toHaveLength(1);
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it('a payment that names no club here, or a failed one, records nothing', async () => {
    const before = (await s.t.db.select().from(transactions)).length;
    await deliver({
      id: 'evt_foreign',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_foreign',
          object: 'payment_intent',
          status: 'succeeded',
          amount: 100,
          currency: 'aud',
          metadata: {},
        },
      },
    });
    await deliver({
      id: 'evt_foreign_failed',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_foreign_2',
          object: 'payment_intent',
          status: 'requires_payment_method',
          amount: 100,
          currency: 'aud',
          metadata: { club: String(s.club) },
          last_payment_error: { type: 'card_error', code: 'card_declined', message: 'x' },
        },
      },
    });
    expect((await s.t.db.select().from(transactions)).length).toBe(before);
  });
});
