import { describe, expect, it } from 'vitest';
import {
  addProduct,
  canClearCart,
  cartItemCount,
  clearCart,
  emptyCart,
  isCartEmpty,
  removeProduct,
  setDiscount,
  setMember,
  setQuantity,
  stepQuantity,
  type Cart,
} from './cart.rules';

const ball = { id: 1, name: 'Balls' };
const cart = (products: Cart['products'], extra: Partial<Cart> = {}): Cart => ({
  club: 7,
  products,
  member: null,
  discount: 0,
  ...extra,
});

describe('emptyCart', () => {
  it('starts with no products, no member and no discount', () => {
    expect(emptyCart(7)).toEqual({ club: 7, products: [], member: null, discount: 0 });
    expect(isCartEmpty(emptyCart(7))).toBe(true);
  });
});

describe('addProduct', () => {
  it.each<[string, Cart, Parameters<typeof addProduct>[1], Cart['products']]>([
    ['a new product, default quantity 1', emptyCart(7), { product_id: 1 }, [{ product_id: 1, quantity: 1 }]],
    [
      'a new product with its record',
      emptyCart(7),
      { product_id: 1, quantity: 2, clubProduct: ball },
      [{ product_id: 1, quantity: 2, clubProduct: ball }],
    ],
    [
      'the same product accumulates',
      cart([{ product_id: 1, quantity: 2, clubProduct: ball }]),
      { product_id: 1, quantity: 3 },
      [{ product_id: 1, quantity: 5, clubProduct: ball }],
    ],
    [
      'a second product is appended',
      cart([{ product_id: 1, quantity: 2 }]),
      { product_id: 2 },
      [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
    ],
    [
      'quantity 0 changes nothing',
      cart([{ product_id: 1, quantity: 2 }]),
      { product_id: 1, quantity: 0 },
      [{ product_id: 1, quantity: 2 }],
    ],
    [
      'a negative quantity changes nothing',
      cart([{ product_id: 1, quantity: 2 }]),
      { product_id: 1, quantity: -5 },
      [{ product_id: 1, quantity: 2 }],
    ],
    ['NaN changes nothing', emptyCart(7), { product_id: 1, quantity: Number.NaN }, []],
  ])('%s', (_, before, product, products) => {
    const frozen = structuredClone(before);
    expect(addProduct(before, product).products).toEqual(products);
    expect(before).toEqual(frozen); // never mutates
  });

  it('takes the fresher product record when one is given', () => {
    const updated = { ...ball, name: 'Balls (can of 4)' };
    const after = addProduct(cart([{ product_id: 1, quantity: 1, clubProduct: ball }]), {
      product_id: 1,
      clubProduct: updated,
    });
    expect(after.products).toEqual([{ product_id: 1, quantity: 2, clubProduct: updated }]);
  });
});

describe('stepQuantity and setQuantity', () => {
  it.each([
    [2, +1, 3],
    [2, -1, 1],
    [1, -1, 0],
    [0, -1, 0],
    [0, +1, 1],
    [3, -10, 0],
    [3, Number.NaN, 3],
  ])('quantity %s stepped by %s -> %s', (quantity, delta, expected) => {
    expect(stepQuantity(cart([{ product_id: 1, quantity }]), 1, delta).products).toEqual([
      { product_id: 1, quantity: expected },
    ]);
  });

  it.each([
    [5, 5],
    [0, 0],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])('setQuantity(%s) -> %s', (quantity, expected) => {
    expect(setQuantity(cart([{ product_id: 1, quantity: 1 }]), 1, quantity).products[0].quantity).toBe(expected);
  });

  it('ignores a product that is not in the cart', () => {
    const before = cart([{ product_id: 1, quantity: 1 }]);
    expect(stepQuantity(before, 9, 1)).toBe(before);
    expect(setQuantity(before, 9, 4)).toBe(before);
  });
});

describe('removeProduct', () => {
  it.each<[string, Cart, number, Cart]>([
    [
      'keeps member and discount while products remain',
      cart(
        [
          { product_id: 1, quantity: 1 },
          { product_id: 2, quantity: 1 },
        ],
        { member: 3, discount: 10 },
      ),
      1,
      cart([{ product_id: 2, quantity: 1 }], { member: 3, discount: 10 }),
    ],
    [
      'removing the last product clears member and discount',
      cart([{ product_id: 1, quantity: 4 }], { member: 3, discount: 10 }),
      1,
      cart([], { member: null, discount: 0 }),
    ],
    [
      'an unknown product changes nothing',
      cart([{ product_id: 1, quantity: 4 }], { member: 3, discount: 10 }),
      9,
      cart([{ product_id: 1, quantity: 4 }], { member: 3, discount: 10 }),
    ],
  ])('%s', (_, before, productId, expected) => {
    expect(removeProduct(before, productId)).toEqual(expected);
  });
});

describe('member and discount', () => {
  it.each([
    [3, 3],
    [null, null],
  ])('setMember(%s)', (member, expected) => {
    expect(setMember(emptyCart(7), member).member).toBe(expected);
  });

  it.each([
    [15, 15],
    [12.5, 12.5],
    [0, 0],
    [-5, 0],
    [100, 100],
    [150, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('setDiscount(%s) -> %s', (discount, expected) => {
    expect(setDiscount(emptyCart(7), discount).discount).toBe(expected);
  });
});

describe('clearing', () => {
  it.each([
    [7, 7, true],
    [7, 8, false],
    [7, null, false],
    [7, undefined, false],
  ])('canClearCart(%s, current %s) = %s', (cartClub, currentClub, expected) => {
    expect(canClearCart(cartClub, currentClub)).toBe(expected);
  });

  it.each([
    [7, emptyCart(7)],
    [8, cart([{ product_id: 1, quantity: 2 }], { member: 3, discount: 5 })],
  ])('clearCart with current club %s', (current, expected) => {
    expect(clearCart(cart([{ product_id: 1, quantity: 2 }], { member: 3, discount: 5 }), current)).toEqual(expected);
  });
});

describe('cartItemCount', () => {
  it.each([
    [[], 0],
    [
      [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 3 },
      ],
      5,
    ],
  ])('%j -> %s', (products, expected) => {
    expect(cartItemCount(cart(products))).toBe(expected);
  });
});
