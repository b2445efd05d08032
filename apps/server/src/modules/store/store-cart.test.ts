import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTestApp } from './store.test-helpers';

// The Club Store's cart priced through the API (POST /api/pos/cart_details/; docs/store.md): the
// defaults, member prices and a discount, the club's DefaultTax and TaxInclusivePrice, the price
// table inclusive and exclusive of tax, and what the cart refuses.

const { s, key, call, ok, product, memberId, setTax } = storeTestApp();

describe('cart_details', () => {
  it('prices with the defaults (no tax, inclusive), member prices for a current member, and a discount', async () => {
    const a = await product({ name: 'Price A', member_price: 10, nonmember_price: 12.95 });
    const b = await product({ name: 'Price B', member_price: 20, nonmember_price: 25, tax_rate: 10 });
    const nonMember = await ok(200, 'pos', 'POST', '/api/pos/cart_details/', {
      club: s.club,
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
      club: s.club,
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
        club: s.club,
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
        club: s.club,
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
      club: s.club,
      products: [{ product_id: 999999, quantity: 1 }],
    });
    expect(res.json().reason).toBe('A product in the cart is no longer in the store.');
    const a = await product({ name: 'Price D' });
    const bad = await call('pos', 'POST', '/api/pos/cart_details/', {
      club: s.club,
      member: 999999,
      products: [{ product_id: a.id, quantity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('Member not found.');
  });

  it('names the card on file the club may charge for the member: none without a card or without their consent', async () => {
    const a = await product({ name: 'Price E' });
    const priced = async (search: string) =>
      (
        await ok(200, 'pos', 'POST', '/api/pos/cart_details/', {
          club: s.club,
          member: await memberId(search),
          products: [{ product_id: a.id, quantity: 1 }],
        })
      ).member;
    // The demo player keeps a Visa on file and allows Riverside to charge it.
    expect(await priced('player@example.com')).toMatchObject({ card_on_file: { card_type: 'V', last4: '4242' } });
    // A member with no account has no card on file: the till offers a card form, not a card that does not exist.
    expect(await priced('max.brown')).toMatchObject({ name: 'Max Brown', card_on_file: null });
    // Consent withdrawn: the card is still on file, but the club may not charge it.
    const consents = await ok(200, 'player', 'GET', '/api/cardconsent/');
    const riverside = consents.find((c: { club: number }) => c.club === s.club);
    await ok(200, 'player', 'DELETE', `/api/cardconsent/${riverside.consent.id}/`);
    expect((await priced('player@example.com')).card_on_file).toBeNull();
    await ok(201, 'player', 'POST', '/api/cardconsent/', { club: s.club });
    expect((await priced('player@example.com')).card_on_file).toMatchObject({ last4: '4242' });
  });
});

describe('the member search', () => {
  it('puts the names that start with what was typed first: "Pat" finds Pat Player before a Patel', async () => {
    const found: { name: string }[] = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${s.club}&search=Pat`);
    const rank = ({ name }: { name: string }) =>
      /^pat/i.test(name) ? 0 : name.split(' ').some((part) => /^pat/i.test(part)) ? 1 : 2;
    const ranks = found.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(found.map((m) => m.name)).toContain('Pat Player');
  });
});
