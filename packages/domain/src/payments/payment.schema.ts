import { z } from 'zod';
import { positiveNumber } from '../validation/rules';
import { clubIdParam, recordId } from '../validation/ids';
import { PAYMENT_METHODS } from './payment-codes';
import { toNumberIfNumeric } from '../validation/patterns';

// One zod schema per payment payload (spec 2 §7 Payments and Transactions), shared by the web's
// forms and the server's routes. Amounts are decimal amounts of the club's currency.

/** Largest single amount (in the currency's major unit) a charge or refund may be. */
export const MAX_PAYMENT_AMOUNT = 1_000_000;

const amountField = () =>
  positiveNumber().pipe(z.number().max(MAX_PAYMENT_AMOUNT, `Must be at most ${MAX_PAYMENT_AMOUNT}`));

/** POST /api/transaction/{id}/refund/: the amount (left out: all that is not yet refunded) and the reason. */
export const refundSchema = z.object({
  amount: amountField().optional(),
  reason: z.string().trim().min(1, 'Reason is required').max(500, 'Must be at most 500 characters'),
  /** Account credit (issue 30): give the amount back as club credit on the payer's account, not to the card. */
  to_credit: z.boolean().optional(),
});
export type RefundInput = z.input<typeof refundSchema>;

/** POST /api/stripecustomer/{id}/add_payment_method/ and /api/clubcustomer/{id}/add_payment_method/. */
export const addPaymentMethodSchema = z.object({
  payment_method_id: z.string().trim().min(1, 'payment_method_id is required').max(255),
  /** Make it the card charged by default (the first card always is). */
  make_default: z.boolean().optional(),
  /** Clubs (on whose register the player is) allowed to charge the player's cards on file when they are not there (cardConsentWording); players only. */
  consent_clubs: z.array(clubIdParam()).max(50).optional(),
});

/** POST /api/stripecustomer/{id}/verify/: does the customer hold this card? */
export const verifyCardSchema = z.object({
  card_last4: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Enter the last four digits'),
  card_exp_month: z.coerce.number().int().min(1, 'Enter a month from 1 to 12').max(12, 'Enter a month from 1 to 12'),
  card_exp_year: z.coerce.number().int().min(2000, 'Enter a four-digit year').max(2100, 'Enter a four-digit year'),
});

/** POST /api/stripecustomer/{id}/charge/: charge a customer's card for the club. `purpose` 'S' is a store sale. */
export const customerChargeSchema = z.object({
  club: clubIdParam(),
  purpose: z.enum(['S', 'B', 'M', 'E', 'O']).default('S'),
  amount: amountField(),
  description: z.string().trim().max(255).optional(),
  /** The card to charge; the customer's default card when left out. */
  payment_method_id: z.string().trim().max(255).optional(),
});

/**
 * A walk-in's card read out at the desk or by phone (a mail / telephone order): POST
 * /api/clubcustomer/{id}/create_moto_details/ (the Club Store) and a booking's `walk_in_card`
 * (pay_booking). Only brand, last four and expiry are kept.
 */
export const motoDetailsSchema = z.object({
  card_number: z
    .string({ error: 'Enter a valid card number' })
    .trim()
    .regex(/^[\d ]{12,23}$/, 'Enter a valid card number'),
  card_expiry_month: z.preprocess(
    toNumberIfNumeric,
    z
      .number({ error: 'Enter a month from 1 to 12' })
      .int('Enter a month from 1 to 12')
      .min(1, 'Enter a month from 1 to 12')
      .max(12, 'Enter a month from 1 to 12'),
  ),
  card_expiry_year: z.preprocess(
    toNumberIfNumeric,
    z
      .number({ error: 'Enter a four-digit year' })
      .int('Enter a four-digit year')
      .min(2000, 'Enter a four-digit year')
      .max(2100, 'Enter a four-digit year'),
  ),
  cvc: z
    .string({ error: 'Enter the 3 or 4 digit code' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit code'),
});
export type MotoDetailsInput = z.input<typeof motoDetailsSchema>;

/**
 * POST /api/courtbookingseries/{id}/pay_booking/: pay one booked person's share (`booked_person`),
 * or the rest for everyone (`for_everyone`, charged to the primary payer); neither pays the only
 * share, or the caller's own. A share is charged once, whatever the retries.
 */
export const payBookingSchema = z.object({
  /** C card (the payer's card on file, or `payment_method_id`), Q cheque, S cash. */
  payment_method: z.enum(PAYMENT_METHODS).default('C'),
  payment_method_id: z.string().trim().max(255).optional(),
  booked_person: recordId().optional(),
  for_everyone: z.boolean().default(false),
  /**
   * Staff only, by card: the card of a walk-in who pays (a share of someone who is not a player),
   * read out at the desk. It is kept on the booking's club customer (made from the share's name
   * and e-mail) and charged as a mail / telephone order; later charges of the booking use it.
   */
  walk_in_card: motoDetailsSchema.optional(),
});
export type PayBooking = z.output<typeof payBookingSchema>;

/** POST /api/mybooking/{id}/pay/: a player pays their own share of a booking by card. */
export const payMyShareSchema = z.object({
  payment_method_id: z.string().trim().max(255).optional(),
});

/** A player paying for themself (issue 30): C their card, or A their own account credit at the club. */
export const PLAYER_PAYMENT_METHODS = ['C', 'A'] as const;
export const playerPaymentMethodField = () =>
  z.enum(PLAYER_PAYMENT_METHODS, { error: 'Pay by card or from your account credit.' }).default('C');

/** POST /api/mybooking/{id}/pay/: my own share, by card or (issue 30) from my account credit at the club. */
export const payMyBookingSchema = payMyShareSchema.extend({ payment_method: playerPaymentMethodField() });

/** POST /api/transaction/{id}/authenticate/: the outcome of the card's authentication step. */
export const authenticateSchema = z.object({
  /** Simulated gateway only: whether the cardholder passed the check (Stripe reads the intent instead). */
  approved: z.boolean().default(true),
});

/** A card typed into the simulated card form (never sent to the server: it becomes a payment method id). */
export const cardFormSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/, 'Enter a card number'),
  exp_month: z.coerce.number().int().min(1, 'Enter a month from 1 to 12').max(12, 'Enter a month from 1 to 12'),
  exp_year: z.coerce.number().int().min(2024, 'Enter a four-digit year').max(2100, 'Enter a four-digit year'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit code'),
});
