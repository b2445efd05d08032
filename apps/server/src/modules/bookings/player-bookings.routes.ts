import { z } from 'zod';
import { bookingInvalidReason, isoDateText, payMyShareSchema, playerBookingSchema, recordId } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageQuerySchema, toPage } from '../../http/paging';
import * as player from './player-bookings.service';
import * as availability from './player-availability.service';

// Players booking for themselves (issue 9): the club's free slots, a quote, the booking, My
// bookings with its refund question and cancel. docs/bookings.md "Players booking for themselves".

const tags = ['bookings'];
const idParams = z.object({ id: recordId() });
const playerOfClub = { player: true, member: true, club: 'params' } as const;
const bookBody = playerBookingSchema.meta({
  examples: [{ start: '2030-01-08T10:00', end: '2030-01-08T11:00', court: 1 }],
});
const dateMessage = 'date must be a date (YYYY-MM-DD)';
const availabilityQuery = z.object({
  date: isoDateText(dateMessage),
  duration: z.coerce
    .number({ error: 'duration must be 30 to 240 minutes in steps of 30' })
    .int()
    .min(30)
    .max(240)
    .multipleOf(30, 'duration must be 30 to 240 minutes in steps of 30')
    .default(60),
});
const myBookingQuery = pageQuerySchema.extend({
  when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' }).default('upcoming'),
});

export async function playerBookingsRoutes(app: App) {
  app.get(
    '/club/:id/availability/',
    {
      config: { access: playerOfClub },
      schema: {
        tags,
        summary: "The club's courts with their times of `duration` minutes on `date`, each free or not for the caller",
        params: idParams,
        querystring: availabilityQuery,
      },
    },
    async (req) =>
      availability.findAvailability({
        ctx: ctxOf(req),
        input: { club: req.params.id, date: req.query.date, duration: req.query.duration },
      }),
  );

  app.post(
    '/club/:id/book/quote/',
    {
      config: { access: playerOfClub, invalidReason: bookingInvalidReason },
      schema: {
        tags,
        summary: "A player's booking for themself: its price, how it is paid, and every rule it breaks",
        params: idParams,
        body: bookBody,
      },
    },
    async (req) => player.quotePlayerBooking({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );

  app.post(
    '/club/:id/book/',
    {
      config: { access: playerOfClub, invalidReason: bookingInvalidReason },
      schema: {
        tags,
        summary: 'Book a court for yourself, as a member or a non-member; a confirmation e-mail follows',
        params: idParams,
        body: bookBody,
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await player.createPlayerBooking({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } })),
  );

  app.get(
    '/mybooking/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's bookings at every club: upcoming (soonest first) or past and cancelled (latest first)",
        querystring: myBookingQuery,
      },
    },
    async (req) => {
      const { count, rows } = await player.listMyBookings({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/mybooking/:id/refund/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the caller may cancel this booking now and what would be refunded',
        params: idParams,
      },
    },
    async (req) => player.myBookingRefund({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/mybooking/:id/pay/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Pay your own share of a booking by card (once, whatever the retries or another payer at the same moment)',
        params: idParams,
        body: z.preprocess((v) => v ?? {}, payMyShareSchema),
      },
    },
    async (req) => player.payMyShare({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/mybooking/:id/cancel/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancel a booking you made, before it starts; the refund follows the club rules',
        params: idParams,
      },
    },
    async (req) => player.cancelMyBooking({ ctx: ctxOf(req), id: req.params.id }),
  );
}
