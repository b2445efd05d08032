import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { clubFeatures, clubs, marketFeatures, outbox, storeProducts, transactions } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

// The Club Store through the API (spec 2 §7 Point of sale; docs/store.md): products, the cart's
// price with the club's tax settings, checkout by a member's card, a club customer's card, a
// card taken by phone, cash and cheque; a decline; one charge per key; a product with sales
// disabled rather than deleted; who may do what (AGENT and POINT_OF_SALE; others not).

let t: TestApp;
const auth: Record<string, string> = {};
let club = 0;
let harbour = 0;
let keySeq = 0;
const key = () => `test-sale-${++keySeq}-${clock.nowMs()}`;

type Who = 'pos' | 'agent' | 'fees' | 'player' | 'other';
async function call(who: Who | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    payload: payload as object,
    headers: who ? { authorization: auth[who] } : {},
  });
}
async function ok(status: number, who: Who, method: string, url: string, payload?: unknown) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
async function product(fields: Record<string, unknown> = {}) {
  return ok(201, 'pos', 'POST', '/api/clubproduct/', {
    club,
    name: 'Test balls',
    category: 'balls',
    member_price: 10,
    nonmember_price: 12,
    ...fields,
  });
}
async function memberId(search: string) {
  const found = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${club}&search=${encodeURIComponent(search)}`);
  expect(found.length).toBeGreaterThan(0);
  return found[0].id as number;
}
async function setTax(DefaultTax: number, TaxInclusivePrice: boolean) {
  const features = await ok(200, 'agent', 'GET', `/api/clubfeature/?club=${club}`);
  const pos = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'pointofsale');
  await ok(200, 'pos', 'PATCH', `/api/clubfeature/${pos.id}/`, { params: { DefaultTax, TaxInclusivePrice } });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of Object.entries({
    pos: 'pos@example.com',
    agent: 'agent@example.com',
    fees: 'fees@example.com',
    player: 'player@example.com',
    other: 'other-agent@example.com',
  })) {
    auth[who] = await login(t.app, email);
  }
  const rows = await t.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
  club = rows.find((r) => r.name.startsWith('Riverside'))!.id;
  harbour = rows.find((r) => r.name.startsWith('Harbour'))!.id;
});
afterAll(() => t.close());

describe('manage items', () => {
  it('lists the demo shop by category and name, filters by category and search', async () => {
    const all = await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${club}&page_size=100`);
    expect(all.count).toBeGreaterThanOrEqual(30);
    const categories = all.results.map((p: { category: string }) => p.category);
    expect(categories[0]).toBe('accessories');
    expect(new Set(categories).size).toBeGreaterThanOrEqual(8);
    const balls = await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${club}&category=balls`);
    expect(balls.results.every((p: { category: string }) => p.category === 'balls')).toBe(true);
    const restring = await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${club}&search=restring`);
    expect(restring.results.map((p: { name: string }) => p.name)).toContain('Restring, poly');
    const lesson = (await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${club}&search=LES-P60`)).results[0];
    expect(lesson).toMatchObject({
      category: 'lessons',
      member_price: '85.00',
      nonmember_price: '100.00',
      tax_rate: 10,
      duration: 60,
      currency: 'AUD',
    });
  });

  it('creates and edits a product; prices kept in minor units', async () => {
    const made = await product({
      name: 'Grip tape',
      brand: 'Yonex',
      code: 'YNX-1',
      category: 'accessories',
      member_price: '9.99',
      nonmember_price: 12.5,
      tax_rate: 12.5,
    });
    expect(made).toMatchObject({
      name: 'Grip tape',
      member_price: '9.99',
      nonmember_price: '12.50',
      tax_rate: 12.5,
      enabled: true,
      duration: null,
    });
    const [row] = await t.db.select().from(storeProducts).where(eq(storeProducts.id, made.id));
    expect(row).toMatchObject({ member_price_minor: 999, nonmember_price_minor: 1250, tax_rate_bp: 1250 });
    const edited = await ok(200, 'pos', 'PATCH', `/api/clubproduct/${made.id}/`, {
      nonmember_price: 13,
      tax_rate: null,
    });
    expect(edited).toMatchObject({ name: 'Grip tape', member_price: '9.99', nonmember_price: '13.00', tax_rate: null });
  });

  it('refuses a bad product with the store message and field errors', async () => {
    const res = await call('pos', 'POST', '/api/clubproduct/', {
      club,
      name: '',
      category: 'food',
      member_price: -1,
      nonmember_price: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Invalid product details');
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['name', 'category', 'member_price', 'nonmember_price']),
    );
  });

  it('deletes a product never sold; disables one with sales', async () => {
    const unsold = await product({ name: 'Never sold' });
    expect(await ok(200, 'pos', 'POST', `/api/clubproduct/${unsold.id}/delete_product/`)).toMatchObject({
      deleted: true,
    });
    expect((await call('pos', 'GET', `/api/clubproduct/${unsold.id}/`)).statusCode).toBe(404);

    const sold = await product({ name: 'Sold once' });
    await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club,
      products: [{ product_id: sold.id, quantity: 1 }],
      payment_method: 'S',
      name: 'Walk-in',
      idempotency_key: key(),
    });
    const res = await ok(200, 'pos', 'POST', `/api/clubproduct/${sold.id}/delete_product/`);
    expect(res).toMatchObject({
      deleted: false,
      disabled: true,
      detail: 'This product has sales, so it was disabled instead of deleted.',
      product: { enabled: false },
    });
    // A disabled product is not for sale.
    const refused = await call('pos', 'POST', '/api/pos/cart_details/', {
      club,
      products: [{ product_id: sold.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('Sold once is not for sale.');
  });
});

describe('cart_details', () => {
  it('prices with the defaults (no tax, inclusive), member prices for a current member, and a discount', async () => {
    const a = await product({ name: 'Price A', member_price: 10, nonmember_price: 12.95 });
    const b = await product({ name: 'Price B', member_price: 20, nonmember_price: 25, tax_rate: 10 });
    const nonMember = await ok(200, 'pos', 'POST', '/api/pos/cart_details/', {
      club,
      products: [{ product_id: a.id, quantity: 2 }],
    });
    expect(nonMember).toMatchObject({
      sub_total: '25.90',
      discount: '0.00',
      total_tax: '0.00',
      total_cost: '25.90',
      tax_inclusive: true,
      currency: 'AUD',
      member: null,
    });
    expect(nonMember.products_prices).toEqual([
      {
        product: a.id,
        name: 'Price A',
        quantity: 2,
        unit_price: '12.95',
        price: '25.90',
        discounted_price: '25.90',
        tax: '0.00',
        tax_rate: 0,
      },
    ]);

    const member = await memberId('player@example.com');
    const priced = await ok(200, 'pos', 'POST', '/api/pos/cart_details/', {
      club,
      member,
      discount: 10,
      products: [
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
        { product_id: a.id, quantity: 1 },
      ],
    });
    // Member prices: A 3 × 10.00 = 30.00 → 27.00; B 20.00 → 18.00, tax 10/110 = 1.636 → 1.64
    expect(priced).toMatchObject({
      sub_total: '50.00',
      discount: '5.00',
      total_tax: '1.64',
      total_cost: '45.00',
      member: { id: member, member_price: true },
    });
    expect(priced.products_prices.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
  });

  it("follows the club's DefaultTax and TaxInclusivePrice (exclusive adds the tax)", async () => {
    const c = await product({ name: 'Price C', member_price: 10, nonmember_price: 10 });
    await setTax(10, false);
    try {
      const priced = await ok(200, 'pos', 'POST', '/api/pos/cart_details/', {
        club,
        products: [{ product_id: c.id, quantity: 3 }],
      });
      expect(priced).toMatchObject({
        sub_total: '30.00',
        total_tax: '3.00',
        total_cost: '33.00',
        tax_inclusive: false,
      });
    } finally {
      await setTax(0, true);
    }
  });

  // The domain's price table (packages/domain/src/store/store-pricing.test.ts) through the API, the
  // products and settings as stored: the same figures, as decimal text; a cash sale of the cart
  // records the priced total (the checkout prices with the same function).
  describe('the price table through the API: tax inclusive and exclusive with a discount', () => {
    const products: Record<string, number> = {};
    beforeAll(async () => {
      products.balls = (await product({ name: 'Table balls', member_price: 11, nonmember_price: 12.95 })).id;
      products.grip = (await product({ name: 'Table grip', member_price: 10, nonmember_price: 11.5, tax_rate: 10 })).id;
      products.lesson = (
        await product({ name: 'Table lesson', member_price: 60, nonmember_price: 75, tax_rate: 0 })
      ).id;
      products.odd = (
        await product({ name: 'Table odd', member_price: 3.33, nonmember_price: 3.33, tax_rate: 12.5 })
      ).id;
    });
    afterAll(() => setTax(0, true));

    type Case = [
      string,
      { lines: [string, number][]; member: boolean; discount: number; DefaultTax: number; inclusive: boolean },
      { sub_total: string; discount: string; total_tax: string; total_cost: string },
    ];
    it.each<Case>([
      // 10 %: balls 25.90 → 23.31, grip 11.50 → 10.35 (tax 10 % = 1.035 → 1.04), lesson 75.00 → 67.50
      [
        'discount 10 %, exclusive, mixed rates',
        {
          lines: [
            ['balls', 2],
            ['grip', 1],
            ['lesson', 1],
          ],
          member: false,
          discount: 10,
          DefaultTax: 0,
          inclusive: false,
        },
        { sub_total: '112.40', discount: '11.24', total_tax: '1.04', total_cost: '102.20' },
      ],
      // member 15 %, DefaultTax 10 % on balls: 33.00 → 28.05 (tax 10/110 = 2.55), lesson 60.00 → 51.00 (0 %)
      [
        'member with a discount, inclusive, club DefaultTax',
        {
          lines: [
            ['balls', 3],
            ['lesson', 1],
          ],
          member: true,
          discount: 15,
          DefaultTax: 10,
          inclusive: true,
        },
        { sub_total: '93.00', discount: '13.95', total_tax: '2.55', total_cost: '79.05' },
      ],
      // 3.33 × 3 = 9.99; 12.5 % off = 1.24875 → 1.25 → 8.74; tax 12.5 % excl. = 1.0925 → 1.09
      [
        'rounding: fractional rate and discount, exclusive',
        { lines: [['odd', 3]], member: false, discount: 12.5, DefaultTax: 0, inclusive: false },
        { sub_total: '9.99', discount: '1.25', total_tax: '1.09', total_cost: '9.83' },
      ],
      // inclusive with a discount: grip 2 × 11.50 = 23.00 → 20.70, tax 10/110 = 1.8818 → 1.88; the total keeps the tax inside
      [
        'discount 10 %, inclusive, product rate',
        { lines: [['grip', 2]], member: false, discount: 10, DefaultTax: 0, inclusive: true },
        { sub_total: '23.00', discount: '2.30', total_tax: '1.88', total_cost: '20.70' },
      ],
    ])('%s', async (_, input, expected) => {
      await setTax(input.DefaultTax, input.inclusive);
      const body = {
        club,
        discount: input.discount,
        ...(input.member ? { member: await memberId('player@example.com') } : {}),
        products: input.lines.map(([name, quantity]) => ({ product_id: products[name], quantity })),
      };
      const priced = await ok(200, 'pos', 'POST', '/api/pos/cart_details/', body);
      expect(priced).toMatchObject({ ...expected, tax_inclusive: input.inclusive, currency: 'AUD' });
      const cents = (text: string) => Math.round(Number(text) * 100);
      const lines = priced.products_prices as { price: string; tax: string; discounted_price: string }[];
      expect(lines.reduce((sum, l) => sum + cents(l.price), 0)).toBe(cents(expected.sub_total));
      expect(lines.reduce((sum, l) => sum + cents(l.tax), 0)).toBe(cents(expected.total_tax));
      const sold = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
        ...body,
        payment_method: 'S',
        name: 'Table buyer',
        idempotency_key: key(),
      });
      expect(sold.transaction).toMatchObject({ status: 'P', amount: expected.total_cost });
      expect(sold.sale).toMatchObject({ total_cost: expected.total_cost, total_tax: expected.total_tax });
    });
  });

  it("refuses another club's product and an unknown member", async () => {
    const res = await call('pos', 'POST', '/api/pos/cart_details/', {
      club,
      products: [{ product_id: 999999, quantity: 1 }],
    });
    expect(res.json().reason).toBe('A product in the cart is no longer in the store.');
    const a = await product({ name: 'Price D' });
    const bad = await call('pos', 'POST', '/api/pos/cart_details/', {
      club,
      member: 999999,
      products: [{ product_id: a.id, quantity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('Member not found.');
  });
});

describe('checkout', () => {
  it("charges a member's card on file as a store sale (kind S) at the priced total, e-mails a receipt, and answers the same sale again for the same key", async () => {
    const a = await product({ name: 'Sale A', member_price: 10, nonmember_price: 12 });
    const b = await product({ name: 'Sale B', member_price: 5, nonmember_price: 6, tax_rate: 10 });
    const member = await memberId('player@example.com');
    const body = {
      club,
      member,
      discount: 10,
      products: [
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
      ],
      payment_method: 'C',
      idempotency_key: key(),
    };
    const priced = await ok(200, 'pos', 'POST', '/api/pos/cart_details/', body);
    const sold = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(sold.sale).toMatchObject({
      status: 'paid',
      total_cost: priced.total_cost,
      total_tax: priced.total_tax,
      discount: priced.discount,
      payment_method: 'C',
      buyer_email: 'player@example.com',
    });
    expect(sold.transaction).toMatchObject({
      kind: 'S',
      status: 'P',
      amount: '22.50',
      payment_method: 'C',
      card_last4: '4242',
      item_ref: `store_sale:${sold.sale.id}`,
      item_name: 'Sale A × 2, Sale B',
      quantity: 1,
    });
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com'));
    const receipt = mail.find((m) => m.text.includes(`S-${sold.sale.id}`));
    expect(receipt?.subject).toMatch(/^Your receipt from Riverside/);
    expect(receipt?.text).toContain('Total: 22.50 AUD');
    // Asked again: the same sale, no second charge.
    const again = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(again.sale.id).toBe(sold.sale.id);
    expect(again.replayed).toBe(true);
    const charged = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.item_ref, `store_sale:${sold.sale.id}`));
    expect(charged).toHaveLength(1);
    // It is in the Payments list.
    const list = await ok(200, 'agent', 'GET', `/api/transaction/?dest_club=${club}&kind=S&status=P`);
    expect(list.results[0].id).toBe(sold.transaction.id);
  });

  it('a declined card answers 400 with the reason, keeps the failed payment, and the same key pays once the card is changed', async () => {
    const a = await product({ name: 'Declined A' });
    const walkIn = await ok(201, 'pos', 'POST', '/api/clubcustomer/', {
      club,
      name: 'Dee Clined',
      email: 'dee@example.com',
    });
    await ok(201, 'pos', 'POST', `/api/clubcustomer/${walkIn.id}/add_payment_method/`, {
      payment_method_id: simulatedPaymentMethodId({ number: '4000000000000002', exp_month: 12, exp_year: 2034 }),
    });
    const body = { club, products: [{ product_id: a.id, quantity: 1 }], idempotency_key: key() };
    const declined = await call('pos', 'POST', `/api/clubcustomer/${walkIn.id}/charge/`, body);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().reason).toBe('Your card was declined.');
    const failed = await ok(200, 'agent', 'GET', `/api/transaction/?dest_club=${club}&status=F&kind=S`);
    expect(failed.results[0]).toMatchObject({ payer_name: 'Dee Clined', failure_code: 'card_declined' });
    // A card taken by phone replaces it: only brand, last four and expiry are kept.
    const moto = await ok(201, 'pos', 'POST', `/api/clubcustomer/${walkIn.id}/create_moto_details/`, {
      card_number: '5555 5555 5555 4444',
      card_expiry_month: 11,
      card_expiry_year: 2033,
      cvc: '123',
    });
    expect(moto.card).toEqual({ card_type: 'M', last4: '4444', exp_month: 11, exp_year: 2033 });
    const paid = await ok(201, 'pos', 'POST', `/api/clubcustomer/${walkIn.id}/charge/`, body);
    expect(paid.transaction).toMatchObject({ status: 'P', card_last4: '4444', club_customer: walkIn.id });
    expect(paid.sale).toMatchObject({ status: 'paid', club_customer: walkIn.id, buyer_email: 'dee@example.com' });
    const stored = JSON.stringify(
      await t.app
        .inject({ url: `/api/clubcustomer/?club=${club}&search=Dee`, headers: { authorization: auth.pos } })
        .then((r) => r.json()),
    );
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('123"');
  });

  it("completes at the till a sale whose card asks for the cardholder's authentication", async () => {
    const a = await product({ name: 'Auth A', member_price: 20, nonmember_price: 20 });
    const member = await memberId('player@example.com');
    const threeDs = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });
    const body = {
      club,
      member,
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'C',
      payment_method_id: threeDs('4000002500003155'),
      idempotency_key: key(),
    };
    const waiting = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(waiting.sale.status).toBe('pending');
    expect(waiting.transaction).toMatchObject({ status: 'A' });
    expect(waiting.client_secret).toMatch(/_secret_/);
    const mails = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com'))).filter((m) =>
        m.text.includes(`S-${waiting.sale.id}`),
      );
    expect(await mails()).toHaveLength(0);
    // Staff of the store only (FEES has Payments but not the store): 403.
    expect(
      (await call('fees', 'POST', `/api/pos/sale/${waiting.sale.id}/authenticate/`, { approved: true })).statusCode,
    ).toBe(403);
    const done = await ok(200, 'pos', 'POST', `/api/pos/sale/${waiting.sale.id}/authenticate/`, { approved: true });
    expect(done.sale).toMatchObject({ id: waiting.sale.id, status: 'paid' });
    expect(done.transaction).toMatchObject({ id: waiting.transaction.id, status: 'P', card_last4: '3155' });
    expect(await mails()).toHaveLength(1);
    // Asked again: as it stands, nothing charged or mailed again.
    expect(
      await ok(200, 'pos', 'POST', `/api/pos/sale/${waiting.sale.id}/authenticate/`, { approved: true }),
    ).toMatchObject({ sale: { status: 'paid' }, replayed: true });
    expect(await mails()).toHaveLength(1);

    // The cardholder fails the step: 400 with the reason, the sale failed; the same key pays with another card.
    const second = { ...body, idempotency_key: key() };
    const pending = await ok(201, 'pos', 'POST', '/api/pos/checkout/', second);
    const failed = await call('pos', 'POST', `/api/pos/sale/${pending.sale.id}/authenticate/`, { approved: false });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().reason).toBe('The card could not be authenticated.');
    expect(await ok(200, 'pos', 'GET', `/api/pos/sale/${pending.sale.id}/`)).toMatchObject({
      status: 'failed',
      transaction: { status: 'F', failure_code: 'payment_intent_authentication_failure' },
    });
    const paid = await ok(201, 'pos', 'POST', '/api/pos/checkout/', { ...second, payment_method_id: undefined });
    expect(paid.sale).toMatchObject({ id: pending.sale.id, status: 'paid' });

    // Authenticated, then declined by the issuer.
    const third = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      ...body,
      payment_method_id: threeDs('4000008260003178'),
      idempotency_key: key(),
    });
    const declined = await call('pos', 'POST', `/api/pos/sale/${third.sale.id}/authenticate/`, { approved: true });
    expect(declined.json().reason).toBe('Your card has insufficient funds.');
    expect(
      (await call('other', 'POST', `/api/pos/sale/${third.sale.id}/authenticate/`, { approved: true })).statusCode,
    ).toBe(404);
  });

  it('a walk-in card taken by phone is a mail / telephone order: no authentication step', async () => {
    const a = await product({ name: 'Phone A', member_price: 8, nonmember_price: 8 });
    const c = await ok(201, 'pos', 'POST', '/api/clubcustomer/', {
      club,
      name: 'Tele Phone',
      email: 'tele@example.com',
    });
    await ok(201, 'pos', 'POST', `/api/clubcustomer/${c.id}/create_moto_details/`, {
      card_number: '4000 0025 0000 3155',
      card_expiry_month: 12,
      card_expiry_year: 2034,
      cvc: '123',
    });
    const sold = await ok(201, 'pos', 'POST', `/api/clubcustomer/${c.id}/charge/`, {
      club,
      products: [{ product_id: a.id, quantity: 1 }],
      idempotency_key: key(),
    });
    expect(sold).toMatchObject({ sale: { status: 'paid' }, transaction: { status: 'P', card_last4: '3155' } });
  });

  it('refuses a moto card with a bad number or a past expiry', async () => {
    const c = await ok(201, 'pos', 'POST', '/api/clubcustomer/', {
      club,
      name: 'Phone Order',
      email: 'phone@example.com',
    });
    const bad = await call('pos', 'POST', `/api/clubcustomer/${c.id}/create_moto_details/`, {
      card_number: '4242424242424241',
      card_expiry_month: 12,
      card_expiry_year: 2034,
      cvc: '123',
    });
    expect(bad.json().reason).toBe('Enter a valid card number');
    const old = await call('pos', 'POST', `/api/clubcustomer/${c.id}/create_moto_details/`, {
      card_number: '4242424242424242',
      card_expiry_month: 1,
      card_expiry_year: 2020,
      cvc: '123',
    });
    expect(old.json().reason).toBe('Your card has expired.');
  });

  it('records cash and cheque as paid; a card needs a member or a customer', async () => {
    const a = await product({ name: 'Cash A', member_price: 3, nonmember_price: 3.5 });
    const cash = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club,
      products: [{ product_id: a.id, quantity: 2 }],
      payment_method: 'S',
      name: 'Walk-in',
      email: 'walkin@example.com',
      idempotency_key: key(),
    });
    expect(cash.transaction).toMatchObject({ status: 'P', payment_method: 'S', amount: '7.00', payer_name: 'Walk-in' });
    const cheque = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club,
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'Q',
      idempotency_key: key(),
    });
    expect(cheque.transaction).toMatchObject({ status: 'P', payment_method: 'Q' });
    const card = await call('pos', 'POST', '/api/pos/checkout/', {
      club,
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'C',
      idempotency_key: key(),
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().reason).toBe('Choose a member or a customer whose card to charge.');
    const nothing = await call('pos', 'POST', '/api/pos/checkout/', {
      club,
      products: [{ product_id: a.id, quantity: 1 }],
      discount: 100,
      payment_method: 'S',
      idempotency_key: key(),
    });
    expect(nothing.json().reason).toBe('The total must be greater than 0.');
  });

  it('a sale is refunded in part from Payments', async () => {
    const a = await product({ name: 'Refund A', member_price: 40, nonmember_price: 40 });
    const sold = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club,
      member: await memberId('player@example.com'),
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'C',
      idempotency_key: key(),
    });
    const refunded = await ok(201, 'agent', 'POST', `/api/transaction/${sold.transaction.id}/refund/`, {
      amount: 15,
      reason: 'Returned one item',
    });
    expect(refunded.transaction).toMatchObject({ status: 'R', refunded: '15.00', refundable: '25.00' });
  });
});

describe('access: AGENT and POINT_OF_SALE only', () => {
  it('lets AGENT in; refuses MEMBERSHIP_FEES (403), a member (404) and another club (404)', async () => {
    expect((await call('agent', 'GET', `/api/clubproduct/?club=${club}`)).statusCode).toBe(200);
    expect((await call('fees', 'GET', `/api/clubproduct/?club=${club}`)).statusCode).toBe(403);
    expect((await call('player', 'GET', `/api/clubproduct/?club=${club}`)).statusCode).toBe(404);
    expect((await call('other', 'GET', `/api/clubproduct/?club=${club}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/clubproduct/?club=${club}`)).statusCode).toBe(401);
    const a = await product({ name: 'Access A' });
    expect(
      (
        await call('fees', 'POST', '/api/pos/checkout/', {
          club,
          products: [{ product_id: a.id, quantity: 1 }],
          payment_method: 'S',
          idempotency_key: key(),
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('other', 'PATCH', `/api/clubproduct/${a.id}/`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('other', 'POST', `/api/clubproduct/${a.id}/delete_product/`)).statusCode).toBe(404);
    // Harbour's package (Starter) has no Point of sale: its store answers 403 naming the feature.
    const gated = await call('other', 'POST', '/api/pos/cart_details/', {
      club: harbour,
      products: [{ product_id: a.id, quantity: 1 }],
    });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().reason).toContain('Point of sale');
    // With the feature, Harbour's AGENT still cannot sell Riverside's product in Harbour's store.
    const [pos] = await t.db
      .select({ id: marketFeatures.id })
      .from(marketFeatures)
      .where(eq(marketFeatures.name, 'pointofsale'));
    await t.db
      .insert(clubFeatures)
      .values({ club_id: harbour, feature_id: pos.id, enabled: true, params: {} })
      .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true } });
    const cross = await call('other', 'POST', '/api/pos/cart_details/', {
      club: harbour,
      products: [{ product_id: a.id, quantity: 1 }],
    });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().reason).toBe('A product in the cart is no longer in the store.');
  });
});
