import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { payMyShareSchema } from '../payments/payment.schema';
import { transactionRecordSchema } from '../payments/transaction-record.schema';
import { recordId } from '../validation/ids';
import { messages } from '../validation/messages';

// The no-show and late-cancellation fees (issue 29, docs/bookings.md "Fees"): staff list and waive
// them, the player sees theirs and pays one they owe.

const tags = ['bookings'];
const params = z.object({ id: recordId() });

export const bookingFeeMessages = {
  notFound: 'Fee not found.',
  reason: 'Give a reason for waiving the fee.',
  waived: 'This fee has been waived.',
  paid: 'This fee has been paid.',
  notCharged: 'This fee was not charged.',
} as const;

/** N no-show, L late cancellation. */
export const bookingFeeKinds = ['N', 'L'] as const;
export type BookingFeeKind = (typeof bookingFeeKinds)[number];
/** P charged, O owed, W waived. */
export const bookingFeeStatuses = ['P', 'O', 'W'] as const;
export type BookingFeeStatus = (typeof bookingFeeStatuses)[number];

/** The fee's kind in words. */
export const bookingFeeKindLabels: Record<BookingFeeKind, string> = { N: 'No-show', L: 'Late cancellation' };
/** The fee's state in words. */
export const bookingFeeStatusLabels: Record<BookingFeeStatus, string> = { P: 'Charged', O: 'Owed', W: 'Waived' };

/** POST /api/bookingfee/{id}/waive/: why staff waive the fee (kept with who and when). */
export const waiveBookingFeeSchema = z.object({
  reason: z
    .string({ error: bookingFeeMessages.reason })
    .trim()
    .min(1, bookingFeeMessages.reason)
    .max(500, messages.max(500)),
});
export type WaiveBookingFee = z.infer<typeof waiveBookingFeeSchema>;

/** A fee as the API gives it: amounts as decimal text of `currency`. */
export const bookingFeeSchema = z.object({
  id: z.number(),
  club: z.number(),
  club_name: z.string(),
  kind: z.enum(bookingFeeKinds),
  status: z.enum(bookingFeeStatuses),
  amount: z.string(),
  currency: z.string(),
  player: z.number(),
  player_name: z.string(),
  /** The booking: its instance, name and local times (YYYY-MM-DDTHH:mm in the club's zone). */
  booking: z.object({ instance: z.number(), name: z.string(), start: z.string(), end: z.string() }),
  transaction: z.number().nullable(),
  created: z.string(),
  paid_at: z.string().nullable(),
  waived: z.object({ by: z.number().nullable(), by_name: z.string(), at: z.string(), reason: z.string() }).nullable(),
});
export type BookingFee = z.infer<typeof bookingFeeSchema>;

const clubQuery = z.object({
  club: recordId('club is required'),
  status: z.enum(bookingFeeStatuses, { error: 'status must be P, O or W' }).optional(),
});

export const bookingFeeContract = {
  list: endpoint({
    method: 'GET',
    path: '/bookingfee/',
    access: { area: 'courtBookings', club: 'query' },
    query: clubQuery,
    response: { 200: z.array(bookingFeeSchema) },
    summary: "The club's no-show and late-cancellation fees, newest first (status P charged, O owed, W waived)",
    tags,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/bookingfee/mine/',
    access: 'user',
    response: { 200: z.array(bookingFeeSchema) },
    summary: "The caller's fees at every club, owed first",
    tags,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/bookingfee/:id/pay/',
    access: 'user',
    params,
    body: z.preprocess((v) => v ?? {}, payMyShareSchema),
    response: {
      200: z.object({
        fee: bookingFeeSchema,
        transaction: transactionRecordSchema,
        client_secret: z.string().nullable(),
      }),
    },
    summary: 'Pay a fee you owe by card (once, whatever the retries)',
    tags,
  }),
  waive: endpoint({
    method: 'POST',
    path: '/bookingfee/:id/waive/',
    access: { area: 'courtBookings', club: 'record', table: 'booking_fees', notFound: bookingFeeMessages.notFound },
    params,
    body: waiveBookingFeeSchema.meta({ examples: [{ reason: 'Rain: the courts were closed' }] }),
    response: { 200: bookingFeeSchema },
    summary: 'Waive a fee with a reason: a charged one is refunded, an owed one cancelled',
    tags,
  }),
};
