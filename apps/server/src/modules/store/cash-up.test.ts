import { afterAll, describe, expect, it } from 'vitest';
import { storeTills } from '../../db/schema';
import { storeTestApp } from './store.test-helpers';
import * as clock from '../../clock';

// Closing a day at the desk through the API (issue 30, docs/cash-up.md): tills, a till's Z report
// by method, expected cash, a difference that needs a note, a closed day refusing sales, a later
// refund counted on the day it is made, closing twice, the list, and who may do it. The clock is
// the test's: a Wednesday in March 2027 at Riverside (Australia/Sydney).

const { s, key, call, ok, product, memberId } = storeTestApp();

const DAY = '2027-03-10';
const NEXT = '2027-03-11';
const restore = clock.setClock('2027-03-10T10:00:00+11:00');
afterAll(() => restore());

const sell = (till: number, payment_method: 'C' | 'Q' | 'S', productId: number, extra: Record<string, unknown> = {}) =>
  call('pos', 'POST', '/api/pos/checkout/', {
    club: s.club,
    products: [{ product_id: productId, quantity: 1 }],
    payment_method,
    name: 'Walk-in',
    idempotency_key: key(),
    till,
    ...extra,
  });
const report = (till: number, day = DAY) =>
  ok(200, 'pos', 'GET', `/api/pos/cashup/report/?club=${s.club}&till=${till}&day=${day}`);

describe('tills and the cash-up of a till', () => {
  let front = 0;
  let back = 0;
  let cashSale = { transaction: { id: 0 } };

  it('store staff add tills with a float; players and other clubs cannot see them', async () => {
    front = (
      await ok(201, 'pos', 'POST', '/api/pos/till/', { club: s.club, name: 'Test front desk', opening_float: 100 })
    ).id;
    back = (await ok(201, 'pos', 'POST', '/api/pos/till/', { club: s.club, name: 'Test bar', opening_float: '50' })).id;
    const tills = await ok(200, 'pos', 'GET', `/api/pos/till/?club=${s.club}`);
    expect(tills.find((t: { id: number }) => t.id === front)).toMatchObject({
      name: 'Test front desk',
      opening_float: '100.00',
      active: true,
      currency: 'AUD',
    });
    expect((await call('player', 'GET', `/api/pos/till/?club=${s.club}`)).statusCode).toBe(404);
    expect((await call('other', 'PATCH', `/api/pos/till/${front}/`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await ok(200, 'pos', 'PATCH', `/api/pos/till/${back}/`, { opening_float: 40 })).opening_float).toBe(
      '40.00',
    );
  });

  it('shows sales by method and expected cash (float + cash sales − cash refunds), this till only', async () => {
    const balls = await product({ name: 'Cash-up balls', member_price: 10, nonmember_price: 12 });
    const grip = await product({ name: 'Cash-up grip', member_price: 5, nonmember_price: 7.5 });
    const cash1 = await sell(front, 'S', balls.id);
    expect(cash1.statusCode, cash1.body).toBe(201);
    cashSale = cash1.json();
    expect((await sell(front, 'S', grip.id)).statusCode).toBe(201);
    expect((await sell(front, 'Q', balls.id)).statusCode).toBe(201);
    const member = await memberId('player@example.com');
    const card = await sell(front, 'C', balls.id, { member, name: '' });
    expect(card.statusCode, card.body).toBe(201);
    expect((await sell(back, 'S', balls.id)).statusCode).toBe(201);
    // A cash refund of part of the first sale, from Payments, the same day.
    await ok(201, 'agent', 'POST', `/api/transaction/${cashSale.transaction.id}/refund/`, {
      amount: 2,
      reason: 'Dented can',
    });

    const z = await report(front);
    expect(z).toMatchObject({ till: front, day: DAY, closed: false, currency: 'AUD', opening_float: '100.00' });
    expect(z.sales).toEqual([
      { method: 'C', count: 1, amount: '12.00' },
      { method: 'Q', count: 1, amount: '12.00' },
      { method: 'S', count: 2, amount: '19.50' },
    ]);
    expect(z.refunds).toEqual([{ method: 'S', count: 1, amount: '2.00' }]);
    expect(z).toMatchObject({
      sales_total: '43.50',
      refunds_total: '2.00',
      expected_cash: '117.50',
      counted_cash: null,
    });
    const bar = await report(back);
    expect(bar.sales).toEqual([{ method: 'S', count: 1, amount: '12.00' }]);
    expect(bar.expected_cash).toBe('52.00');
  });

  it('a difference needs a note; closing stores who, when and the figures; closing again is refused', async () => {
    const close = { club: s.club, till: front, day: DAY, counted_cash: 115 };
    const noNote = await call('pos', 'POST', '/api/pos/cashup/', close);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note[0]).toBe('Say why the counted cash differs from the expected cash.');
    expect((await call('player', 'POST', '/api/pos/cashup/', { ...close, note: 'x' })).statusCode).toBe(404);
    expect((await call('fees', 'POST', '/api/pos/cashup/', { ...close, note: 'x' })).statusCode).toBe(403);
    const closed = await ok(201, 'pos', 'POST', '/api/pos/cashup/', { ...close, note: 'Change given from the float' });
    expect(closed).toMatchObject({
      closed: true,
      expected_cash: '117.50',
      counted_cash: '115.00',
      difference: '-2.50',
      note: 'Change given from the float',
      sales_total: '43.50',
    });
    expect(closed.id).toEqual(expect.any(Number));
    expect(closed.closed_by_name).not.toBe('');
    expect(Math.abs(Date.parse(closed.closed_at) - clock.nowMs())).toBeLessThan(60_000);
    const again = await call('pos', 'POST', '/api/pos/cashup/', { ...close, note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe(`Test front desk is already closed for ${DAY}.`);
    // Counted equal to expected needs no note.
    const exact = await ok(201, 'pos', 'POST', '/api/pos/cashup/', {
      club: s.club,
      till: back,
      day: DAY,
      counted_cash: 52,
    });
    expect(exact).toMatchObject({ difference: '0.00', note: '' });
    const list = await ok(200, 'pos', 'GET', `/api/pos/cashup/?club=${s.club}`);
    expect(list.map((c: { till: number }) => c.till)).toEqual(expect.arrayContaining([front, back]));
    expect(list.find((c: { till: number }) => c.till === front)).toMatchObject({
      till_name: 'Test front desk',
      difference: '-2.50',
    });
    expect((await call('player', 'GET', `/api/pos/cashup/?club=${s.club}`)).statusCode).toBe(404);
  });

  it('a closed day refuses a new sale at that till; another till still sells', async () => {
    const balls = await product({ name: 'After close', member_price: 10, nonmember_price: 12 });
    const refused = await sell(front, 'S', balls.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe(
      `Test front desk was closed for ${DAY}: its sales for that day cannot change. Sell on another till, or tomorrow.`,
    );
    const other = await ok(201, 'pos', 'POST', '/api/pos/till/', {
      club: s.club,
      name: 'Test spare',
      opening_float: 0,
    });
    expect((await sell(other.id, 'S', balls.id)).statusCode).toBe(201);
    // A sale at no till (the Store tab before a till is chosen) is not refused.
    expect((await sell(null as unknown as number, 'S', balls.id)).statusCode).toBe(201);
  });

  it("a refund the next day of a closed day's sale is counted on the next day; the closed day stays as it was", async () => {
    const back24 = clock.advanceClock(24 * 3600_000);
    try {
      await ok(201, 'agent', 'POST', `/api/transaction/${cashSale.transaction.id}/refund/`, {
        amount: 3,
        reason: 'Returned',
      });
      const closedDay = await report(front, DAY);
      expect(closedDay).toMatchObject({
        closed: true,
        refunds_total: '2.00',
        expected_cash: '117.50',
        counted_cash: '115.00',
      });
      const today = await ok(200, 'pos', 'GET', `/api/pos/cashup/report/?club=${s.club}&till=${front}`);
      expect(today).toMatchObject({
        day: NEXT,
        closed: false,
        sales: [],
        refunds: [{ method: 'S', count: 1, amount: '3.00' }],
      });
      expect(today.expected_cash).toBe('97.00');
      // The till sells again on its new day.
      const balls = await product({ name: 'Next day balls', member_price: 10, nonmember_price: 12 });
      expect((await sell(front, 'S', balls.id)).statusCode).toBe(201);
    } finally {
      back24();
    }
  });

  it('a day not yet begun cannot be closed; a till of another club is refused', async () => {
    const future = await call('pos', 'POST', '/api/pos/cashup/', {
      club: s.club,
      till: front,
      day: '2027-03-12',
      counted_cash: 0,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().reason).toBe('A day that has not started cannot be closed.');
    // Harbour's package has no Club Store: its till is written straight to the database.
    const [harbourTill] = await s.t.db
      .insert(storeTills)
      .values({ club_id: s.harbour, name: 'Harbour till' })
      .returning();
    const foreign = await call('pos', 'POST', '/api/pos/cashup/', {
      club: s.club,
      till: harbourTill.id,
      day: DAY,
      counted_cash: 0,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await sell(harbourTill.id, 'S', (await product()).id)).statusCode).toBe(400);
  });
});
