import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, storeSales, transactions } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import { simulatedGateway } from '../../integrations/payments/simulated-gateway';
import { atOnce, isPostgres, statusCounts, times } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

// The store's checkout under many requests at once, on PostgreSQL only (npm run test:pg): one
// idempotency key asked 50 times at once is one sale, one transaction and one gateway charge;
// a product deleted while it is being sold is disabled, never lost with its sale.

describe.runIf(isPostgres)('Club Store checkout under many requests at once (PostgreSQL)', () => {
  let t: TestApp;
  let pos = '';
  let club = 0;
  let member = 0;
  const calls = { charge: 0 };
  const inner = simulatedGateway({
    publicUrl: 'http://localhost:3000',
    stripeSecretKey: undefined,
    stripeConnectClientId: undefined,
  });
  const counting: PaymentGateway = {
    ...inner,
    charge: (request) => {
      calls.charge++;
      return inner.charge(request);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({}, { payments: counting });
    pos = await login(t.app, 'pos@example.com');
    club = (await t.db.select({ id: clubs.id, name: clubs.name }).from(clubs)).find((c) =>
      c.name.startsWith('Riverside'),
    )!.id;
    const found = await t.app.inject({
      url: `/api/pos/members/?club=${club}&search=player@example.com`,
      headers: { authorization: pos },
    });
    member = found.json()[0].id;
  });
  afterAll(() => t.close());

  const newProduct = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/clubproduct/',
        headers: { authorization: pos },
        payload: { club, name, category: 'balls', member_price: 10, nonmember_price: 12 },
      })
    ).json().id as number;

  it('50 checkouts of one cart with one idempotency key: one sale, one transaction, one charge', async () => {
    const product = await newProduct('Race balls');
    const before = calls.charge;
    const payload = {
      club,
      member,
      discount: 10,
      products: [{ product_id: product, quantity: 3 }],
      payment_method: 'C',
      idempotency_key: 'race-checkout-1',
    };
    const answers = await atOnce(
      t.app,
      times(50, () => ({ method: 'POST', url: '/api/pos/checkout/', authorization: pos, payload })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 50 });
    expect(new Set(answers.map((a) => a.json().sale.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().transaction.id)).size).toBe(1);
    expect(answers.filter((a) => !a.json().replayed)).toHaveLength(1);
    expect(calls.charge - before).toBe(1);
    const sales = await t.db.select().from(storeSales).where(eq(storeSales.idempotency_key, 'race-checkout-1'));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ status: 'paid', total_minor: 2700 });
    expect(
      await t.db.select().from(transactions).where(like(transactions.idempotency_key, 'store_sale:race-checkout-1%')),
    ).toHaveLength(1);
  });

  it('a product deleted while 20 sales of it run at once: every sale keeps its line, the product is disabled', async () => {
    const product = await newProduct('Race grips');
    const sells = times(20, (i) => ({
      method: 'POST' as const,
      url: '/api/pos/checkout/',
      authorization: pos,
      payload: {
        club,
        products: [{ product_id: product, quantity: 1 }],
        payment_method: 'S',
        name: 'Walk-in',
        idempotency_key: `race-delete-${i}`,
      },
    }));
    const answers = await atOnce(t.app, [
      ...sells,
      { method: 'POST', url: `/api/clubproduct/${product}/delete_product/`, authorization: pos },
    ]);
    const deletion = answers[20];
    expect(deletion.statusCode).toBe(200);
    const sold = answers.slice(0, 20).filter((a) => a.statusCode === 201).length;
    // Sales that ran before the delete are kept (it disables instead); after it, the product is gone or not for sale.
    if (sold > 0) expect(deletion.json()).toMatchObject({ deleted: false, disabled: true });
    for (const a of answers.slice(0, 20)) expect([201, 400]).toContain(a.statusCode);
  });
});
