import { z } from 'zod';
import { changesOf, flag, requiredName } from '../courts/court-fields';
import { clubIdParam, recordId } from '../validation/ids';
import { messages } from '../validation/messages';
import { emailField, optionalText } from '../validation/rules';
import { toNumberIfNumeric } from '../validation/patterns';
import { CART_DISCOUNT_MAX } from '../cart/cart.rules';
import { PAYMENT_METHODS } from '../payments/payment-codes';
import { PRODUCT_CATEGORIES } from './store-codes';

// One zod schema per Club Store payload (spec 2 §3, §7 Point of sale), shared by the forms and
// the routes. Prices are decimal amounts of the club's currency; tax rates and the discount are
// percentages.

/** Largest price of one product, in the currency's major unit. */
export const MAX_PRODUCT_PRICE = 100_000;
/** Most units of one product in one sale. */
export const MAX_CART_QUANTITY = 999;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A price of 0 or more (numeric text is read as a number). */
export const productPrice = () =>
  z.preprocess(
    toNumberIfNumeric,
    z
      .number({ error: messages.positiveNumberOrZero })
      .min(0, messages.positiveNumberOrZero)
      .max(MAX_PRODUCT_PRICE, messages.maxValue(MAX_PRODUCT_PRICE)),
  );

/** A percentage from 0 to 100; blank is null (the club's DefaultTax applies). */
const taxRate = () =>
  z.preprocess(
    (v) => (blank(v) ? null : toNumberIfNumeric(v)),
    z
      .number({ error: messages.positiveNumberOrZero })
      .min(0, messages.positiveNumberOrZero)
      .max(100, messages.maxValue(100))
      .nullable(),
  );

/** Minutes a lesson lasts; blank is null. */
const duration = () =>
  z.preprocess(
    (v) => (blank(v) ? null : toNumberIfNumeric(v)),
    z
      .number({ error: 'Must be a whole number of minutes' })
      .int('Must be a whole number of minutes')
      .min(0, messages.positiveNumberOrZero)
      .max(1440, messages.maxValue(1440))
      .nullable(),
  );

const productFields = {
  name: requiredName('Name', 100),
  brand: optionalText(100),
  code: optionalText(50),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose a category' }),
  desc: optionalText(1000),
  member_price: productPrice(),
  nonmember_price: productPrice(),
  tax_rate: taxRate().default(null),
  enabled: flag(true),
  duration: duration().default(null),
};

/** POST /api/clubproduct/: a new product of the club. */
export const createProductSchema = z.object({ club: clubIdParam(), ...productFields });
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/** PATCH /api/clubproduct/{id}/: the fields sent change, the others keep their value. */
export const updateProductSchema = changesOf(productFields);
export type UpdateProduct = z.output<typeof updateProductSchema>;

/** The product form's values (the create payload without the club). */
export const productFormSchema = z.object(productFields);
export type ProductFormValues = z.input<typeof productFormSchema>;

const quantity = z.preprocess(
  toNumberIfNumeric,
  z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole quantity')
    .min(0, messages.positiveNumberOrZero)
    .max(MAX_CART_QUANTITY, messages.maxValue(MAX_CART_QUANTITY)),
);

/** One cart line as the request carries it (spec 2 §3: product id and quantity). */
export const cartLineSchema = z.object({ product_id: recordId('product_id is required'), quantity });

/** POST /api/pos/cart_details/ (spec 2 §3 cart request): club, member, discount (percent), products. */
export const cartRequestSchema = z.object({
  club: clubIdParam(),
  member: z.preprocess((v) => (blank(v) ? null : v), recordId('member must be a member id').nullable()).default(null),
  discount: z.preprocess(
    (v) => (blank(v) ? 0 : toNumberIfNumeric(v)),
    z
      .number({ error: messages.positiveNumberOrZero })
      .min(0, messages.positiveNumberOrZero)
      .max(CART_DISCOUNT_MAX, messages.maxValue(CART_DISCOUNT_MAX)),
  ),
  products: z
    .array(cartLineSchema, { error: 'products is required' })
    .min(1, 'Add a product to the cart first.')
    .max(100, messages.max(100)),
});
export type CartRequest = z.output<typeof cartRequestSchema>;

/** A key the browser makes once per checkout: asking again with it never charges twice. */
export const idempotencyKeyField = () =>
  z
    .string({ error: 'idempotency_key is required' })
    .trim()
    .min(8, 'idempotency_key is required')
    .max(100)
    .regex(/^[A-Za-z0-9_:.-]+$/, 'idempotency_key must be letters, digits, _ : . -');

/**
 * POST /api/pos/checkout/: sells the cart. `payment_method` C charges a card: the club customer's
 * (`club_customer`) or else the member's card on file (`payment_method_id` picks one); Q cheque
 * and S cash are recorded as paid. `name` and `email` name a buyer who is neither.
 */
export const checkoutSchema = cartRequestSchema.extend({
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Choose how the buyer pays' }).default('C'),
  club_customer: z
    .preprocess((v) => (blank(v) ? null : v), recordId('club_customer must be a customer id').nullable())
    .default(null),
  payment_method_id: z.string().trim().max(255).optional(),
  name: optionalText(200),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), messages.email)
    .transform((v) => v.toLowerCase())
    .optional()
    .default(''),
  notes: optionalText(500),
  idempotency_key: idempotencyKeyField(),
  /** The till the sale is made at (issue 30, docs/cash-up.md); null: a sale at no till. */
  till: z.preprocess((v) => (blank(v) ? null : v), recordId('till must be a till id').nullable()).default(null),
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** POST /api/clubcustomer/{id}/charge/: sells the cart to the club customer on their card (purpose 'S'). */
export const customerSaleSchema = cartRequestSchema.extend({
  purpose: z.literal('S', { error: "purpose must be 'S'" }).default('S'),
  notes: optionalText(500),
  idempotency_key: idempotencyKeyField(),
});
export type CustomerSaleInput = z.output<typeof customerSaleSchema>;

/** POST /api/clubcustomer/ (spec 2 §3 club customer): a walk-in buyer. */
export const clubCustomerSchema = z.object({
  club: clubIdParam(),
  name: requiredName('Name', 200),
  email: emailField('Email'),
});
export type ClubCustomerInput = z.input<typeof clubCustomerSchema>;

// The card a walk-in reads out (create_moto_details) is the payments area's: bookings take it too.
export { motoDetailsSchema, type MotoDetailsInput } from '../payments/payment.schema';
