import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { clubs, outbox, refunds, storeSales, transactions } from '../../db/schema';
import { failOnceMailer } from './payments.test-helpers';
import { REFUND_DECLINED, type ChargeOutcome, type PaymentGateway } from '../../integrations/payments/gateway';
import { simulatedGateway } from '../../integrations/payments/simulated-gateway';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

// What must never go wrong with money, on the simulated gateway, through the API (docs/payments.md
// "An idempotency key stored before every call that moves money"):
// - a request whose database transaction rolls back after the gateway charged leaves no record,
//   and its retry charges nothing more: the gateway answers the first payment again;
// - a refund the card's bank refuses is recorded as failed, with the sentence staff see, and the
//   payment stays refundable;
// - no card number or CVC reaches the logs (Fastify's logger stream, captured), even when the
//   gateway fails and the request ends in a 500.

/** Every charge the gateway answered: its key and the payment it answered with. */
const charges: { key: string; id: string | null; status: ChargeOutcome['status'] }[] = [];
let motoDown = false;
const simulated = simulatedGateway({
  publicUrl: 'http://localhost:3000',
  stripeSecretKey: undefined,
  stripeConnectClientId: undefined,
});
const gateway: PaymentGateway = {
  ...simulated,
  async charge(request) {
    const outcome = await simulated.charge(request);
    charges.push({ key: request.idempotency_key, id: outcome.id, status: outcome.status });
    return outcome;
  },
  async createMotoPaymentMethod(card) {
    if (motoDown) throw new Error('connect ECONNRESET payments.example');
    return simulated.createMotoPaymentMethod!(card);
  },
};

/** The outbox fails once when asked to: the receipt is queued after the charge, in the same database transaction. */
const { mailer, failNext } = failOnceMailer();

/** Every line the server logs, at every level. */
const logLines: string[] = [];

let t: TestApp;
let club = 0;
const auth: Record<string, string> = {};
let seq = 0;
const key = () => `safety-${++seq}-${clock.nowMs()}`;

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as object, headers: { authorization: auth[who] } });
}
async function ok(status: number, who: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
async function product(name: string, price: number) {
  return (
    await ok(201, 'pos', 'POST', '/api/clubproduct/', {
      club,
      name,
      category: 'balls',
      member_price: price,
      nonmember_price: price,
    })
  ).id as number;
}
async function member() {
  const found = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${club}&search=player%40example.com`);
  return found[0].id as number;
}

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { payments: gateway, mailer });
  // Fastify's logger (pino) writes every line, its children's too, to one stream: capture it.
  const streamSymbol = Object.getOwnPropertySymbols(t.app.log).find((s) => s.toString() === 'Symbol(pino.stream)');
  expect(streamSymbol).toBeDefined();
  const stream = (t.app.log as unknown as Record<symbol, { write: (line: string) => boolean }>)[streamSymbol!];
  stream.write = (line: string) => {
    logLines.push(String(line));
    return true;
  };
  for (const [who, email] of Object.entries({ pos: 'pos@example.com', agent: 'agent@example.com' }))
    auth[who] = await login(t.app, email);
  [{ id: club }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
});
afterAll(() => t.close());
beforeEach(() => {
  charges.length = 0;
});

describe('a request rolled back after the gateway charged', () => {
  it('leaves no record; its retry charges nothing more and records the one payment', async () => {
    const body = {
      club,
      member: await member(),
      products: [{ product_id: await product('Rollback balls', 14), quantity: 2 }],
      payment_method: 'C',
      idempotency_key: key(),
    };
    const itemKey = `store_sale:${body.idempotency_key}`;
    failNext();
    const first = await call('pos', 'POST', '/api/pos/checkout/', body);
    expect(first.statusCode).toBe(500);
    // The gateway took the payment; the checkout's database transaction (sale, lines, transaction) rolled back.
    expect(charges).toMatchObject([{ status: 'succeeded', key: `club-${club}-${itemKey}` }]);
    expect(
      await t.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.club_id, club), eq(transactions.idempotency_key, itemKey))),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(storeSales).where(eq(storeSales.idempotency_key, body.idempotency_key)),
    ).toHaveLength(0);

    const retry = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(retry.sale.status).toBe('paid');
    expect(retry.transaction).toMatchObject({ status: 'P', amount: '28.00' });
    // The same gateway key, answered with the first payment: one payment at the gateway.
    expect(charges).toHaveLength(2);
    expect(charges[1]).toEqual(charges[0]);
    const rows = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, club), like(transactions.idempotency_key, `${itemKey}%`)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'P', gateway_ref: charges[0].id, gateway_key: charges[0].key });
    // Asked a third time: the recorded payment, nothing sent to the gateway.
    const again = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(again).toMatchObject({ replayed: true, transaction: { id: retry.transaction.id } });
    expect(charges).toHaveLength(2);
  });
});

describe('a refund the card’s bank refuses (test card 4000 0000 0000 5126)', () => {
  it('is recorded as failed with the sentence staff see; the payment stays paid and refundable', async () => {
    const card = simulatedPaymentMethodId({ number: '4000 0000 0000 5126', exp_month: 12, exp_year: 2034 });
    const sold = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club,
      member: await member(),
      products: [{ product_id: await product('Refund-fail racket', 120), quantity: 1 }],
      payment_method: 'C',
      payment_method_id: card,
      idempotency_key: key(),
    });
    expect(sold.transaction).toMatchObject({ status: 'P', card_last4: '5126' });

    const part = await ok(201, 'agent', 'POST', `/api/transaction/${sold.transaction.id}/refund/`, {
      amount: 20,
      reason: 'Strings frayed',
    });
    expect(part.refund).toMatchObject({ amount: '20.00', status: 'F', ...REFUND_DECLINED });
    expect(part.transaction).toMatchObject({ status: 'P', refunded: '0.00', refundable: '120.00' });

    // The detail staff open shows the failed refund and its sentence; a failed refund does not count against what can be refunded.
    const detail = await ok(200, 'agent', 'GET', `/api/transaction/${sold.transaction.id}/`);
    expect(detail.refund_set).toEqual([
      expect.objectContaining({
        status: 'F',
        reason: 'Strings frayed',
        failure_message: REFUND_DECLINED.failure_message,
      }),
    ]);
    const whole = await ok(201, 'agent', 'POST', `/api/transaction/${sold.transaction.id}/refund/`, {
      reason: 'Returned',
    });
    expect(whole.refund).toMatchObject({ amount: '120.00', status: 'F' });
    expect(whole.transaction).toMatchObject({ status: 'P', refundable: '120.00' });
    expect(
      (await ok(200, 'agent', 'GET', `/api/transaction/?dest_club=${club}&status=R`)).results.map(
        (r: { id: number }) => r.id,
      ),
    ).not.toContain(sold.transaction.id);
    expect(await t.db.select().from(refunds).where(eq(refunds.transaction_id, sold.transaction.id))).toHaveLength(2);
  });
});

describe('no card number or CVC in the logs', () => {
  it('create_moto_details and a charge on that card, a refused card and a gateway failure (500) log neither', async () => {
    logLines.length = 0;
    const number = '3782 822463 10005';
    const digits = number.replace(/\D/g, '');
    const cvc = '7391';
    const customer = await ok(201, 'pos', 'POST', '/api/clubcustomer/', {
      club,
      name: 'Log Watcher',
      email: 'log-watcher@example.com',
    });
    const moto = await ok(201, 'pos', 'POST', `/api/clubcustomer/${customer.id}/create_moto_details/`, {
      card_number: number,
      card_expiry_month: 10,
      card_expiry_year: 2035,
      cvc,
    });
    expect(moto.card).toMatchObject({ last4: '0005' });
    const sold = await ok(201, 'pos', 'POST', `/api/clubcustomer/${customer.id}/charge/`, {
      club,
      products: [{ product_id: await product('Log balls', 9), quantity: 1 }],
      idempotency_key: key(),
    });
    expect(sold.transaction).toMatchObject({ status: 'P', card_last4: '0005' });
    const refused = await call('pos', 'POST', `/api/clubcustomer/${customer.id}/create_moto_details/`, {
      card_number: '4242 4242 4242 4241',
      card_expiry_month: 10,
      card_expiry_year: 2035,
      cvc: '8164',
    });
    expect(refused.statusCode).toBe(400);
    motoDown = true;
    try {
      const failed = await call('pos', 'POST', `/api/clubcustomer/${customer.id}/create_moto_details/`, {
        card_number: number,
        card_expiry_month: 10,
        card_expiry_year: 2035,
        cvc,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      motoDown = false;
    }

    const logs = logLines.join('');
    // The requests were logged (one line each, and the 500's error with its stack)…
    expect(logs).toContain('create_moto_details');
    expect(logs).toContain('ECONNRESET');
    // …but never a card number (with or without spaces, nor the digits before the last four) or a CVC.
    for (const text of [digits, number, digits.slice(0, 11), '4242424242424241', '4242 4242 4242 4241'])
      expect(logs).not.toContain(text);
    expect(logs).not.toMatch(/cvc|card_number/i);
    for (const secret of [cvc, '8164'])
      for (const quoted of [`"${secret}"`, `'${secret}'`, `=${secret}`]) expect(logs).not.toContain(quoted);
    // The e-mailed receipt names the card by brand and last four only.
    const receipts = await t.db.select().from(outbox).where(eq(outbox.to, 'log-watcher@example.com'));
    expect(receipts.map((m) => m.text).join('')).not.toContain(digits.slice(0, 11));
  });
});
