import { z } from 'zod';
import { transactionRecordSchema } from '../payments/transaction-record.schema';
import { clubCustomerRecordSchema } from '../payments/payment.answers';
import { BOOKING_TYPE_CODES, RECURRENCE_CODES } from './booking-codes';

// Court bookings' answers (spec 2 §3 booking series, booking instance, booked person; §7) as the
// API gives them, for the bookings' contracts (issue 26): amounts are decimal text of the club's
// currency, instants ISO text, a series' start_date and end_date the club's wall clock.

/** What the guard and the services answer for a series or an instance that is not the caller's club's. */
export const bookingNotFound = 'Booking not found.';

/** One instance of a series (the list's, a series' booking_instance_set, an instance's change). */
export const bookingInstanceRecordSchema = z.object({
  id: z.number(),
  booking_series: z.number(),
  start: z.string(),
  end: z.string(),
  courts: z.array(z.number()),
  coaches: z.array(z.number()),
  guests: z.string(),
  cancelled: z.boolean(),
});
export type BookingInstanceRecord = z.infer<typeof bookingInstanceRecordSchema>;

/** An instance as GET /api/courtbookinginstance/ lists it: with its series' name, type, player and booked persons' names. */
export const bookingInstanceRowSchema = bookingInstanceRecordSchema.extend({
  name: z.string(),
  ttype: z.enum(BOOKING_TYPE_CODES),
  player_name: z.string(),
  author: z.number().nullable(),
  people: z.array(z.string()),
});
export type BookingInstanceRow = z.infer<typeof bookingInstanceRowSchema>;

/** A booked person of a series (spec 2 §3), with their share of its price. */
export const bookedPersonRecordSchema = z.object({
  id: z.number(),
  player: z.number().nullable(),
  club_member: z.number().nullable(),
  full_name: z.string(),
  email: z.string(),
  number: z.string(),
  notes: z.string(),
  paying: z.boolean(),
  primary: z.boolean(),
  share: z.string(),
});

/** A series with its booked persons and instances. */
export const bookingSeriesRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  ttype: z.enum(BOOKING_TYPE_CODES),
  sport: z.number().nullable(),
  author: z.number().nullable(),
  player: z.number().nullable(),
  player_name: z.string(),
  player_email: z.string(),
  contact_number: z.string(),
  notes: z.string(),
  /** Spec 2 §3: the guests it was booked with (its first live instance's; each instance has its own). */
  guests: z.string(),
  /** The clinic session whose court this series books, or null. */
  event_session: z.number().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  recurrence: z.enum(RECURRENCE_CODES),
  recurrence_end: z.string().nullable(),
  price: z.string(),
  currency: z.string(),
  paying: z.boolean(),
  cancelled: z.boolean(),
  court_set: z.array(z.number()),
  coach_set: z.array(z.number()),
  booked_person_set: z.array(bookedPersonRecordSchema),
  booking_instance_set: z.array(bookingInstanceRecordSchema),
});

/** A series just booked or changed: the dates a clash left out when skip_clashes asked for it. */
export const savedBookingSeriesSchema = bookingSeriesRecordSchema.extend({ skipped_dates: z.array(z.string()) });

/** A paying person's share of a series: paid, pending (a payment under way) and still to pay. */
export const paymentShareSchema = z.object({
  booked_person: z.number().nullable(),
  name: z.string(),
  kind: z.string(),
  primary: z.boolean(),
  player: z.number().nullable(),
  amount: z.string(),
  paid: z.string(),
  pending: z.string(),
  to_pay: z.string(),
  settled: z.boolean(),
});
export type PaymentShare = z.infer<typeof paymentShareSchema>;

/** A transaction of a series with each booked person's part of it. */
export const bookingTransactionSchema = transactionRecordSchema.extend({
  shares: z.array(z.object({ booked_person: z.number().nullable(), name: z.string(), amount: z.string() })),
});
export type BookingTransaction = z.infer<typeof bookingTransactionSchema>;

/** GET /api/courtbookingseries/{id}/: the series, what each person paid and has to pay, its transactions, whether the caller may change it. */
export const bookingSeriesDetailSchema = bookingSeriesRecordSchema.extend({
  booked_person_set: z.array(
    bookedPersonRecordSchema.extend({ paid: z.string().nullable(), to_pay: z.string().nullable() }),
  ),
  may_change: z.boolean(),
  transaction_set: z.array(bookingTransactionSchema),
  payment_shares: z.array(paymentShareSchema),
  /** Spec 2 §3: the walk-in who pays by a card taken at the desk (pay_booking's walk_in_card), and that card's expiry. */
  club_customer: clubCustomerRecordSchema.nullable(),
  card_exp_month: z.number().nullable(),
  card_exp_year: z.number().nullable(),
});
export type BookingSeriesDetail = z.infer<typeof bookingSeriesDetailSchema>;

/** A member the booking form may book for (GET /api/courtbookingperson/), with the kind they book as today. */
export const bookablePersonSchema = z.object({
  id: z.number(),
  player: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  /** Tells two members of the same name apart in the picker ('' when the register has none). */
  membership_number: z.string(),
  kind: z.enum(['member', 'nonmember']),
  membership_type: z.number().nullable(),
});
export type BookablePerson = z.infer<typeof bookablePersonSchema>;

/** What cancelling a series or an instance now would do: its dates and each payer's refund. */
export const bookingCancelPreviewSchema = z.object({
  can_cancel: z.boolean(),
  reason: z.string(),
  instances: z.number(),
  refunded_instances: z.number(),
  paid: z.string(),
  refund: z.string(),
  currency: z.string(),
  shares: z.array(
    z.object({ booked_person: z.number().nullable(), name: z.string(), paid: z.string(), refund: z.string() }),
  ),
});
export type BookingCancelPreview = z.infer<typeof bookingCancelPreviewSchema>;

/** POST /api/courtbookingseries/{id}/booking_cost/: the live instances' price and each paying person's share. */
export const bookingSeriesCostSchema = z.object({
  booking_series: z.number(),
  currency: z.string(),
  price: z.string(),
  instances: z.number(),
  paid: z.string(),
  to_pay: z.string(),
  shares: z.array(paymentShareSchema),
});

/** POST /api/courtbookingseries/{id}/pay_booking/: the payment and the series' payment state after it. */
export const bookingPaymentSchema = z.object({
  booking_series: z.number(),
  transaction: transactionRecordSchema,
  client_secret: z.string().nullable(),
  transaction_set: z.array(bookingTransactionSchema),
  payment_shares: z.array(paymentShareSchema),
});

/** POST /api/club/{id}/booking_allowed/: allowed and every rule broken; a valid booking adds its dates, clashes and price. */
export const bookingAllowedAnswerSchema = z.object({
  allowed: z.boolean(),
  reasons: z.array(z.string()),
  clash_dates: z.array(z.string()).optional(),
  dates: z.array(z.string()).optional(),
  price: z.string().optional(),
  currency: z.string().optional(),
  as: z.enum(['player', 'staff', 'coach']).optional(),
});
export type BookingAllowedAnswer = z.infer<typeof bookingAllowedAnswerSchema>;
