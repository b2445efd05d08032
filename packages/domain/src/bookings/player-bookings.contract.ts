import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { payMyBookingSchema } from '../payments/payment.schema';
import { transactionRecordSchema } from '../payments/transaction-record.schema';
import { isoDateText } from '../validation/date-fields';
import { recordId } from '../validation/ids';
import { bookingInvalidReason } from './booking.schema';
import {
  availabilitySchema,
  bookingPartnerSchema,
  freeCourtsSchema,
  lessonCoachSchema,
  myBookingRefundSchema,
  myBookingSchema,
  playerBookingQuoteSchema,
} from './player-booking.answers';
import { playerBookingSchema } from './player-booking.schema';
import { memberSeriesBookedSchema, memberSeriesQuoteSchema, memberSeriesSchema } from './member-series.schema';

// Players booking for themselves (issue 9): the club's free slots, a quote, the booking, My
// bookings with its refund question and cancel. docs/bookings.md "Players booking for themselves".

const tags = ['bookings'];
const params = z.object({ id: recordId() });
const playerOfClub = { player: true, member: true, club: 'params' } as const;
const bookBody = playerBookingSchema.meta({
  examples: [
    { start: '2030-01-08T10:00', end: '2030-01-08T11:00', court: 1 },
    { start: '2030-01-08T10:00', end: '2030-01-08T11:00', court: 1, partners: [12], guests: ['Sam Guest'] },
  ],
});
const seriesBody = memberSeriesSchema.meta({
  examples: [{ start: '2030-01-08T18:00', end: '2030-01-08T19:00', court: 1, weeks: 10 }],
});
const dateMessage = 'date must be a date (YYYY-MM-DD)';
const durationMessage = 'duration must be 30 to 240 minutes in steps of 30';
const duration = z.coerce
  .number({ error: durationMessage })
  .int(durationMessage)
  .min(30, durationMessage)
  .max(240, durationMessage)
  .multipleOf(30, durationMessage)
  .default(60);

/** Players booking courts for themselves and their My bookings. */
export const playerBookingsContract = {
  availability: endpoint({
    method: 'GET',
    path: '/club/:id/availability/',
    access: playerOfClub,
    params,
    query: z.object({
      date: isoDateText(dateMessage),
      duration,
    }),
    response: { 200: availabilitySchema },
    summary: "The club's courts with their times of `duration` minutes on `date`, each free or not for the caller",
    tags,
  }),
  freeCourts: endpoint({
    method: 'GET',
    path: '/club/:id/free_courts/',
    access: playerOfClub,
    params,
    query: z.object({
      date: isoDateText(dateMessage),
      time: z.string().regex(/^([01]\d|2[0-3]):[03]0$/, 'time must be HH:mm on the hour or half hour'),
      duration,
    }),
    response: { 200: freeCourtsSchema },
    summary: "Time first: the courts free at `time` on `date` (the club's preferred first) and the nearest free times",
    tags,
  }),
  lessonCoaches: endpoint({
    method: 'GET',
    path: '/club/:id/lesson_coaches/',
    access: playerOfClub,
    params,
    query: z.object({ date: isoDateText(dateMessage), duration }),
    response: { 200: z.array(lessonCoachSchema) },
    summary: "The club's coaches with their lesson price and the times on `date` they and a court are free",
    tags,
  }),
  partners: endpoint({
    method: 'GET',
    path: '/club/:id/partners/',
    access: playerOfClub,
    params,
    query: z.object({ search: z.string().trim().max(100).default('') }),
    response: { 200: z.array(bookingPartnerSchema) },
    summary: "The club's members a player may book with, by name (up to 10; names only)",
    tags,
  }),
  quote: endpoint({
    method: 'POST',
    path: '/club/:id/book/quote/',
    access: playerOfClub,
    invalidReason: bookingInvalidReason,
    params,
    body: bookBody,
    response: { 200: playerBookingQuoteSchema },
    summary: "A player's booking for themself: its price, how it is paid, and every rule it breaks",
    tags,
  }),
  book: endpoint({
    method: 'POST',
    path: '/club/:id/book/',
    access: playerOfClub,
    invalidReason: bookingInvalidReason,
    params,
    body: bookBody,
    response: { 201: myBookingSchema },
    summary: 'Book a court for yourself, as a member or a non-member; a confirmation e-mail follows',
    tags,
  }),
  seriesQuote: endpoint({
    method: 'POST',
    path: '/club/:id/book/series/quote/',
    access: playerOfClub,
    invalidReason: bookingInvalidReason,
    params,
    body: seriesBody,
    response: { 200: memberSeriesQuoteSchema },
    summary: "A member's own weekly slot for a term: each date checked as a single booking, the quotas, the price",
    tags,
  }),
  series: endpoint({
    method: 'POST',
    path: '/club/:id/book/series/',
    access: playerOfClub,
    invalidReason: bookingInvalidReason,
    params,
    body: seriesBody,
    response: { 201: memberSeriesBookedSchema },
    summary: 'Book your own weekly slot for a term, within the club quotas; dates that cannot be booked are skipped',
    tags,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/mybooking/',
    access: 'user',
    query: pageQuerySchema.extend({
      when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' }).default('upcoming'),
    }),
    response: { 200: pageOf(myBookingSchema) },
    summary: "The caller's bookings at every club: upcoming (soonest first) or past and cancelled (latest first)",
    tags,
  }),
  refund: endpoint({
    method: 'GET',
    path: '/mybooking/:id/refund/',
    access: 'user',
    params,
    response: { 200: myBookingRefundSchema },
    summary: 'Whether the caller may cancel this booking now and what would be refunded',
    tags,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/mybooking/:id/pay/',
    access: 'user',
    params,
    body: z.preprocess((v) => v ?? {}, payMyBookingSchema),
    response: {
      200: z.object({
        booking: myBookingSchema,
        transaction: transactionRecordSchema,
        client_secret: z.string().nullable(),
      }),
    },
    summary:
      'Pay your own share of a booking by card or from your account credit (once, whatever the retries or another payer at the same moment)',
    tags,
  }),
  cancelRest: endpoint({
    method: 'POST',
    path: '/mybooking/:id/cancel_rest/',
    access: 'user',
    params,
    response: { 200: z.object({ cancelled: z.number(), refund: z.string(), currency: z.string() }) },
    summary: 'Cancel this date of your weekly slot and every later one; the refund follows the club rules',
    tags,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/mybooking/:id/cancel/',
    access: 'user',
    params,
    response: { 200: myBookingSchema.extend({ refund: z.string() }) },
    summary: 'Cancel a booking you made, before it starts; the refund follows the club rules',
    tags,
  }),
};
