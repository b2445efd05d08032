import { z } from 'zod';
import { CARD_BRANDS, PAYMENT_METHODS } from '../payments/payment-codes';
import { transactionRecordSchema } from '../payments/transaction-record.schema';
import { PRODUCT_CATEGORIES } from './store-codes';

// The Club Store's answers (spec 2 §3 club product, sale price result, club customer; §7 Point of
// sale) as the API gives them, for the store's contracts (issue 26): amounts are decimal text of
// the club's currency, tax rates and the discount percentages.

/** A club product (GET /api/clubproduct/{id}/). */
export const clubProductSchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  brand: z.string(),
  code: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  desc: z.string(),
  member_price: z.string(),
  nonmember_price: z.string(),
  /** Percent; null: the club's DefaultTax. */
  tax_rate: z.number().nullable(),
  enabled: z.boolean(),
  /** Minutes a lesson lasts. */
  duration: z.number().nullable(),
  /** Upper-case ISO code. */
  currency: z.string(),
  created: z.string(),
  created_by: z.number().nullable(),
});
export type ClubProduct = z.infer<typeof clubProductSchema>;

/** What POST /api/clubproduct/{id}/delete_product/ did: deleted, or disabled (it has sales). */
export const deletedProductSchema = z.object({
  deleted: z.boolean(),
  disabled: z.boolean(),
  detail: z.string(),
  product: clubProductSchema.nullable(),
});

/** The sale price result (spec 2 §3; POST /api/pos/cart_details/). */
export const salePriceResultSchema = z.object({
  sub_total: z.string(),
  discount: z.string(),
  total_tax: z.string(),
  total_cost: z.string(),
  tax_inclusive: z.boolean(),
  currency: z.string(),
  member: z
    .object({
      id: z.number().nullable(),
      name: z.string(),
      member_price: z.boolean(),
      /** The card on file the club may charge for them now (consent given, on the register); null: none, so no card-on-file payment is offered. */
      card_on_file: z.object({ card_type: z.enum(CARD_BRANDS), last4: z.string() }).nullable(),
      /** Account credit (issue 30): the member's balance and what they may still spend (the club's limit), when they have a Rally account. */
      account_credit: z.object({ balance: z.string(), available: z.string() }).nullable().optional(),
    })
    .nullable(),
  products_prices: z.array(
    z.object({
      product: z.number(),
      name: z.string(),
      quantity: z.number(),
      unit_price: z.string(),
      price: z.string(),
      discounted_price: z.string(),
      tax: z.string(),
      tax_rate: z.number(),
    }),
  ),
});
export type SalePriceResult = z.infer<typeof salePriceResultSchema>;

/** A member to sell to (GET /api/pos/members/), with whether member prices apply today. */
export const storeMemberSchema = z.object({
  /** The member's id; null for a player of the club who has no membership row. */
  id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  /** Tells two members of the same name apart in the picker ('' when the register has none). */
  membership_number: z.string(),
  player: z.number().nullable(),
  member_price: z.boolean(),
});
export type StoreMember = z.infer<typeof storeMemberSchema>;

// A club customer is the payments area's (bookings take walk-ins' cards too).
export { clubCustomerRecordSchema, type ClubCustomer } from '../payments/payment.answers';

/** A sale's states: pending (its card asks for authentication), paid, failed. */
export const SALE_STATUSES = ['pending', 'paid', 'failed'] as const;

/** A sale with its lines and its transaction (GET /api/pos/sale/{id}/). */
export const saleRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  status: z.enum(SALE_STATUSES),
  member: z.number().nullable(),
  player: z.number().nullable(),
  club_customer: z.number().nullable(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  discount_percent: z.number(),
  tax_inclusive: z.boolean(),
  sub_total: z.string(),
  discount: z.string(),
  total_tax: z.string(),
  total_cost: z.string(),
  currency: z.string(),
  notes: z.string(),
  created: z.string(),
  lines: z.array(
    z.object({
      product: z.number().nullable(),
      name: z.string(),
      quantity: z.number(),
      unit_price: z.string(),
      price: z.string(),
      discounted_price: z.string(),
      tax: z.string(),
      tax_rate: z.number(),
    }),
  ),
  transaction: transactionRecordSchema.nullable(),
});

/** A checkout's answer: the sale, its transaction, the client secret of a card that asks for authentication, and whether it was answered before (the same idempotency_key). */
export const saleResultSchema = z.object({
  sale: saleRecordSchema,
  transaction: transactionRecordSchema.nullable(),
  client_secret: z.string().nullable(),
  replayed: z.boolean(),
});
export type SaleResult = z.infer<typeof saleResultSchema>;
