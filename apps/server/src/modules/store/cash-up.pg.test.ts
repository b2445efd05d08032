import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, storeCashUps } from '../../db/schema';
import { atOnce, isPostgres, statusCounts, times } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

// Closing a till's day under many requests at once, on PostgreSQL only (npm run test:pg): ten
// members of staff closing one till's day together close it once (docs/cash-up.md); a sale and a
// close at once either sells before the close (counted in it) or is refused after it.

describe.runIf(isPostgres)('closing a till day at once (PostgreSQL)', () => {
  let t: TestApp;
  let pos = '';
  let club = 0;
  const restore = clock.setClock('2027-03-10T16:00:00+11:00');

  beforeAll(async () => {
    t = await createTestApp();
    pos = await login(t.app, 'pos@example.com');
    club = (await t.db.select({ id: clubs.id, name: clubs.name }).from(clubs)).find((c) =>
      c.name.startsWith('Riverside'),
    )!.id;
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  const post = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers: { authorization: pos }, payload })).json();

  it('10 closes of one till day at once: one 201, nine 409, one cash-up', async () => {
    const till = await post('/api/pos/till/', { club, name: 'Race till', opening_float: 100 });
    const answers = await atOnce(
      t.app,
      times(10, (i) => ({
        method: 'POST',
        url: '/api/pos/cashup/',
        authorization: pos,
        payload: { club, till: till.id, day: '2027-03-10', counted_cash: 100 + i, note: `Count ${i}` },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 9 });
    const rows = await t.db
      .select()
      .from(storeCashUps)
      .where(and(eq(storeCashUps.club_id, club), eq(storeCashUps.till_id, till.id)));
    expect(rows).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    expect(rows[0].note).toBe(winner.note);
  });

  it('10 cash sales and a close at once: every sale is in the cash-up or refused', async () => {
    const till = await post('/api/pos/till/', { club, name: 'Busy till', opening_float: 0 });
    const product = await post('/api/clubproduct/', {
      club,
      name: 'Race can',
      category: 'balls',
      member_price: 10,
      nonmember_price: 10,
    });
    const sale = (i: number) => ({
      method: 'POST' as const,
      url: '/api/pos/checkout/',
      authorization: pos,
      payload: {
        club,
        products: [{ product_id: product.id, quantity: 1 }],
        payment_method: 'S',
        name: 'Walk-in',
        idempotency_key: `race-cash-up-${i}`,
        till: till.id,
      },
    });
    const close = {
      method: 'POST' as const,
      url: '/api/pos/cashup/',
      authorization: pos,
      payload: { club, till: till.id, day: '2027-03-10', counted_cash: 0, note: 'Counted before the last sales' },
    };
    const answers = await atOnce(t.app, [...times(5, sale), close, ...times(5, (i) => sale(i + 5))]);
    const sold = answers.filter((a, i) => i !== 5 && a.statusCode === 201).length;
    const refused = answers.filter((a, i) => i !== 5 && a.statusCode === 400).length;
    expect(sold + refused).toBe(10);
    const closed = answers[5].json();
    expect(answers[5].statusCode).toBe(201);
    expect(closed.sales_total).toBe(`${sold * 10}.00`);
  });
});
