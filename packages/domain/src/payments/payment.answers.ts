import { z } from 'zod';
import { CARD_BRANDS } from './payment-codes';
import { refundRecordSchema, transactionRecordSchema } from './transaction-record.schema';

// Payments' answers (spec 2 §3 stripe customer, payment method, transaction; §7) as the API gives
// them, for the payments' contracts (issue 26). Amounts are decimal text of the currency.

/** What the guard and the services answer for a transaction that is not the caller's (club's). */
export const transactionNotFound = 'Transaction not found.';
/** A payment or refund with no receipt (not paid, or paid before receipts: issue 30). */
export const receiptNotFound = 'Receipt not found.';

/** A card on file (GET /api/stripecustomer/); its type is CardOnFile (payment.types.ts). */
export const cardOnFileSchema = z.object({
  id: z.number(),
  payment_method_id: z.string(),
  card_type: z.enum(CARD_BRANDS),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  card_country_code: z.string(),
  is_default: z.boolean(),
});

/** The signed-in player's payment customer with their cards (payment.types.ts's PaymentCustomer). */
export const paymentCustomerSchema = z.object({ id: z.number(), player: z.number(), cards: z.array(cardOnFileSchema) });

/** The payment gateway the server uses: the simulated one (development, tests) or Stripe. */
export const paymentGatewaySchema = z.enum(['simulated', 'stripe']);

/** GET /api/stripe_key/: the gateway's publishable key for the browser. */
export const stripeKeySchema = z.object({
  key: z.string(),
  publishable_key: z.string(),
  gateway: paymentGatewaySchema,
});

/** POST /api/stripecustomer/{id}/create_new_intent/: a setup intent whose client secret confirms a new card. */
export const setupIntentSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  setup_intent_status: z.string(),
  publishable_key: z.string(),
  gateway: paymentGatewaySchema,
});

/** A transaction with the client secret of the card's authentication step when it needs one. */
export const chargedTransactionSchema = transactionRecordSchema.extend({ client_secret: z.string().nullable() });

/** One club on the player's consent list (card-consent.ts's CardConsentClub). */
export const cardConsentClubSchema = z.object({
  club: z.number(),
  club_name: z.string(),
  wording: z.string(),
  consent: z.object({ id: z.number(), wording: z.string(), given_at: z.string() }).nullable(),
});

/** POST /api/transaction/{id}/refund/: the refund and its transaction after it. */
export const refundResultSchema = z.object({ refund: refundRecordSchema, transaction: transactionRecordSchema });

/** What a handled Stripe event did: received, and applied (false when it was seen before or is not ours). */
export const webhookReceiptSchema = z.object({ received: z.boolean(), applied: z.boolean() });

/** A club customer (spec 2 §3): a walk-in buyer with at most one card (never its number). */
export const clubCustomerRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  email: z.string(),
  card: z
    .object({
      card_type: z.enum(CARD_BRANDS).nullable(),
      last4: z.string().nullable(),
      exp_month: z.number().nullable(),
      exp_year: z.number().nullable(),
    })
    .nullable(),
});
export type ClubCustomer = z.infer<typeof clubCustomerRecordSchema>;
