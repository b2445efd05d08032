import type { Minor } from '../money/money';

// The price of a sale (spec 2 §3 sale price result; §7 POST /pos/cart_details/): ONE pure
// function, used by the cart_details call and by the checkout that charges, so the price a
// cashier sees is the price charged. Integer minor units throughout; rates and the discount are
// percentages kept to two decimals (basis points inside).
//
// Per product line:
//   price            = unit price (member price when sold to a current member) × quantity
//   discounted_price = price − round(price × discount %)
//   tax              = tax inclusive: round(discounted × rate / (100 + rate))  (the tax inside the price)
//                      tax exclusive: round(discounted × rate / 100)            (added on top)
// The rate is the product's tax_rate, or the club's DefaultTax when the product has none.
// Totals: sub_total = Σ price; discount = Σ (price − discounted_price); total_tax = Σ tax;
// total_cost = Σ discounted_price (+ total_tax when prices exclude tax).
// Rounding: to the nearest minor unit, halves up (amounts are never negative).

/** What pricing needs of a product. Prices in minor units; tax_rate in percent, null for the club's default. */
export type PricedProduct = { id: number; member_minor: Minor; nonmember_minor: Minor; tax_rate: number | null };

/** The club's pointofsale params (spec 2 §3): DefaultTax (percent, default 0) and TaxInclusivePrice (default true). */
export type StoreTaxSettings = { DefaultTax: number; TaxInclusivePrice: boolean };

export type SaleLineInput = { product: PricedProduct; quantity: number };

export type SaleLinePrice = {
  product: number;
  quantity: number;
  unit_price: Minor;
  price: Minor;
  discounted_price: Minor;
  tax: Minor;
  /** The rate applied, in percent. */
  tax_rate: number;
};

export type SalePrice = {
  sub_total: Minor;
  discount: Minor;
  total_tax: Minor;
  total_cost: Minor;
  tax_inclusive: boolean;
  products_prices: SaleLinePrice[];
};

/** Percent (two decimals kept) as basis points: 12.5 → 1250. Non-finite or negative reads as 0, above 100 % as 100 %. */
export const percentToBasisPoints = (percent: number): number =>
  Number.isFinite(percent) ? Math.min(10_000, Math.max(0, Math.round(percent * 100))) : 0;

/** n / d rounded to the nearest integer, halves up, for n ≥ 0 and d > 0 (integers only: no float error). */
const divRound = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/** Prices a cart: each product line and the totals. `member` selects member prices. */
export function priceSale(
  input: { lines: readonly SaleLineInput[]; member: boolean; discount: number },
  settings: StoreTaxSettings,
): SalePrice {
  const discountBp = percentToBasisPoints(input.discount);
  const inclusive = settings.TaxInclusivePrice;
  const products_prices = input.lines.map(({ product, quantity }): SaleLinePrice => {
    const count = Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
    const unit = Math.max(0, input.member ? product.member_minor : product.nonmember_minor);
    const price = unit * count;
    const discounted = price - divRound(price * discountBp, 10_000);
    const rateBp = percentToBasisPoints(product.tax_rate ?? settings.DefaultTax);
    const tax = inclusive ? divRound(discounted * rateBp, 10_000 + rateBp) : divRound(discounted * rateBp, 10_000);
    return {
      product: product.id,
      quantity: count,
      unit_price: unit,
      price,
      discounted_price: discounted,
      tax,
      tax_rate: rateBp / 100,
    };
  });
  const sum = (pick: (l: SaleLinePrice) => number) => products_prices.reduce((s, l) => s + pick(l), 0);
  const sub_total = sum((l) => l.price);
  const discounted = sum((l) => l.discounted_price);
  const total_tax = sum((l) => l.tax);
  return {
    sub_total,
    discount: sub_total - discounted,
    total_tax,
    total_cost: inclusive ? discounted : discounted + total_tax,
    tax_inclusive: inclusive,
    products_prices,
  };
}
