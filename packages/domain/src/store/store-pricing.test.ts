import { describe, expect, it } from 'vitest';
import { percentToBasisPoints, priceSale, type PricedProduct, type StoreTaxSettings } from './store-pricing';
import { cartRequestSchema, createProductSchema, updateProductSchema } from './store.schema';

// The sale price of spec 2 §3 in tables: tax inclusive and exclusive, the product's own rate or
// the club's DefaultTax, a discount, member against non-member prices, and rounding in integer
// minor units (halves up).

const balls: PricedProduct = { id: 1, member_minor: 1100, nonmember_minor: 1295, tax_rate: null };
const grip: PricedProduct = { id: 2, member_minor: 1000, nonmember_minor: 1150, tax_rate: 10 };
const lesson: PricedProduct = { id: 3, member_minor: 6000, nonmember_minor: 7500, tax_rate: 0 };
const odd: PricedProduct = { id: 4, member_minor: 333, nonmember_minor: 333, tax_rate: 12.5 };

const inclusive = (DefaultTax = 0): StoreTaxSettings => ({ DefaultTax, TaxInclusivePrice: true });
const exclusive = (DefaultTax = 0): StoreTaxSettings => ({ DefaultTax, TaxInclusivePrice: false });

type Row = [
  string,
  { lines: { product: PricedProduct; quantity: number }[]; member: boolean; discount: number },
  StoreTaxSettings,
  { sub_total: number; discount: number; total_tax: number; total_cost: number },
];

describe('priceSale', () => {
  it.each<Row>([
    [
      'defaults: no tax, inclusive',
      { lines: [{ product: balls, quantity: 2 }], member: false, discount: 0 },
      inclusive(),
      { sub_total: 2590, discount: 0, total_tax: 0, total_cost: 2590 },
    ],
    [
      'member price',
      { lines: [{ product: balls, quantity: 2 }], member: true, discount: 0 },
      inclusive(),
      { sub_total: 2200, discount: 0, total_tax: 0, total_cost: 2200 },
    ],
    // 1150 incl. 10 %: 1150 × 10/110 = 104.5 → 105
    [
      'inclusive, product rate 10 %',
      { lines: [{ product: grip, quantity: 1 }], member: false, discount: 0 },
      inclusive(),
      { sub_total: 1150, discount: 0, total_tax: 105, total_cost: 1150 },
    ],
    [
      'exclusive, product rate 10 %',
      { lines: [{ product: grip, quantity: 1 }], member: false, discount: 0 },
      exclusive(),
      { sub_total: 1150, discount: 0, total_tax: 115, total_cost: 1265 },
    ],
    // DefaultTax 10 % applies to balls (no rate of its own): 2590 × 10/110 = 235.45 → 235
    [
      'inclusive, club DefaultTax',
      { lines: [{ product: balls, quantity: 2 }], member: false, discount: 0 },
      inclusive(10),
      { sub_total: 2590, discount: 0, total_tax: 235, total_cost: 2590 },
    ],
    [
      'a rate of 0 % beats DefaultTax',
      { lines: [{ product: lesson, quantity: 1 }], member: false, discount: 0 },
      exclusive(10),
      { sub_total: 7500, discount: 0, total_tax: 0, total_cost: 7500 },
    ],
    // 10 %: balls 2590 → 2331, grip 1150 → 1035 (tax 10 % of 1035 = 103.5 → 104), lesson 7500 → 6750
    [
      'discount 10 %, exclusive, mixed rates',
      {
        lines: [
          { product: balls, quantity: 2 },
          { product: grip, quantity: 1 },
          { product: lesson, quantity: 1 },
        ],
        member: false,
        discount: 10,
      },
      exclusive(),
      { sub_total: 11240, discount: 1124, total_tax: 104, total_cost: 10220 },
    ],
    // member 15 %: balls 3300 → 2805 (tax 10/110 = 255), lesson 6000 → 5100 (0)
    [
      'member with a discount, inclusive',
      {
        lines: [
          { product: balls, quantity: 3 },
          { product: lesson, quantity: 1 },
        ],
        member: true,
        discount: 15,
      },
      inclusive(10),
      { sub_total: 9300, discount: 1395, total_tax: 255, total_cost: 7905 },
    ],
    // 333 × 3 = 999; 12.5 % off = 124.875 → 125 → 874; tax 12.5 % excl. = 109.25 → 109
    [
      'rounding: fractional rate and discount',
      { lines: [{ product: odd, quantity: 3 }], member: false, discount: 12.5 },
      exclusive(),
      { sub_total: 999, discount: 125, total_tax: 109, total_cost: 983 },
    ],
    // 5 × 10/100 = 0.5 → 1 (halves up)
    [
      'rounding: a half cent goes up',
      {
        lines: [{ product: { id: 5, member_minor: 5, nonmember_minor: 5, tax_rate: 10 }, quantity: 1 }],
        member: false,
        discount: 0,
      },
      exclusive(),
      { sub_total: 5, discount: 0, total_tax: 1, total_cost: 6 },
    ],
    [
      '100 % off costs nothing',
      { lines: [{ product: grip, quantity: 2 }], member: false, discount: 100 },
      exclusive(),
      { sub_total: 2300, discount: 2300, total_tax: 0, total_cost: 0 },
    ],
    [
      'quantity 0 costs nothing',
      {
        lines: [
          { product: grip, quantity: 0 },
          { product: balls, quantity: 1 },
        ],
        member: false,
        discount: 0,
      },
      inclusive(),
      { sub_total: 1295, discount: 0, total_tax: 0, total_cost: 1295 },
    ],
  ])('%s', (_, input, settings, expected) => {
    const result = priceSale(input, settings);
    expect(result).toMatchObject(expected);
    for (const line of result.products_prices) {
      expect(
        Number.isInteger(line.price) && Number.isInteger(line.discounted_price) && Number.isInteger(line.tax),
      ).toBe(true);
    }
    // The totals are the sums of the lines.
    expect(result.sub_total).toBe(result.products_prices.reduce((s, l) => s + l.price, 0));
    expect(result.total_tax).toBe(result.products_prices.reduce((s, l) => s + l.tax, 0));
  });

  it('gives each line its price, discounted price, tax and quantity', () => {
    const result = priceSale({ lines: [{ product: grip, quantity: 2 }], member: true, discount: 10 }, inclusive());
    expect(result.products_prices).toEqual([
      { product: 2, quantity: 2, unit_price: 1000, price: 2000, discounted_price: 1800, tax: 164, tax_rate: 10 },
    ]);
  });

  it.each([
    [12.5, 1250],
    [0.005, 1],
    [-3, 0],
    [250, 10_000],
    [Number.NaN, 0],
  ])('percentToBasisPoints(%s) = %s', (percent, bp) => expect(percentToBasisPoints(percent)).toBe(bp));
});

describe('store payloads', () => {
  it('reads a product with defaults and numeric text', () => {
    const parsed = createProductSchema.parse({
      club: 1,
      name: ' Balls ',
      category: 'balls',
      member_price: '11.00',
      nonmember_price: 12.95,
    });
    expect(parsed).toMatchObject({
      name: 'Balls',
      brand: '',
      member_price: 11,
      nonmember_price: 12.95,
      tax_rate: null,
      enabled: true,
      duration: null,
    });
  });

  it('refuses a negative price, an unknown category and a tax above 100', () => {
    const result = createProductSchema.safeParse({
      club: 1,
      name: 'X',
      category: 'food',
      member_price: -1,
      nonmember_price: 1,
      tax_rate: 101,
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['category', 'member_price', 'tax_rate']));
  });

  it('a PATCH keeps out what it does not send', () => {
    expect(updateProductSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });

  it('reads a cart request; the discount stays within 0..100', () => {
    expect(cartRequestSchema.parse({ club: 1, products: [{ product_id: 3, quantity: '2' }] })).toEqual({
      club: 1,
      member: null,
      discount: 0,
      products: [{ product_id: 3, quantity: 2 }],
    });
    expect(
      cartRequestSchema.safeParse({ club: 1, discount: 120, products: [{ product_id: 3, quantity: 1 }] }).success,
    ).toBe(false);
    expect(cartRequestSchema.safeParse({ club: 1, products: [] }).success).toBe(false);
  });
});
