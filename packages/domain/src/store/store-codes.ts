// The Club Store (spec 2 §3 club product, cart request, sale price result, club customer; §7
// Point of sale). Categories are the spec's nine, stored and sent by their names.

import { productCategoryNames } from '../reference/reference.schema';

/** Product categories (spec 2 §3), in the order the store shows them (the reference list GET /api/pos/prod_categories/ names the same). */
export const PRODUCT_CATEGORIES = productCategoryNames;
export type ProductCategoryName = (typeof PRODUCT_CATEGORIES)[number];

export const productCategoryLabels: Record<ProductCategoryName, string> = {
  accessories: 'Accessories',
  apparel: 'Apparel',
  balls: 'Balls',
  lessons: 'Lessons',
  racquets: 'Racquets',
  shoes: 'Shoes',
  stringing: 'Stringing',
  strings: 'Strings',
  other: 'Other',
};

/** The store's sentences, shared by the server and the screens. */
export const storeMessages = {
  productNotFound: 'Product not found.',
  customerNotFound: 'Customer not found.',
  saleNotFound: 'Sale not found.',
  invalidProduct: 'Invalid product details',
  productUnavailable: (name: string) => `${name} is not for sale.`,
  productMissing: 'A product in the cart is no longer in the store.',
  emptyCart: 'Add a product to the cart first.',
  nothingToCharge: 'The total must be greater than 0.',
  memberNotFound: 'Member not found.',
  disabledWithSales: 'This product has sales, so it was disabled instead of deleted.',
  deleted: 'Product deleted.',
  cardExpired: 'Your card has expired.',
  cardNumberInvalid: 'Enter a valid card number',
} as const;
