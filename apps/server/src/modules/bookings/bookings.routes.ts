import { z } from 'zod';
import {
  BOOKING_TYPE_CODES,
  bookingAllowedSchema,
  bookingInvalidReason,
  createBookingSeriesSchema,
  instantText,
  payBookingSchema,
  recordId,
  updateBookingInstanceSchema,
  updateBookingSeriesSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageQuerySchema, sendJsonPage } from '../../http/paging';
import * as series from './booking-series.service';
import * as instances from './booking-instances.service';
import { checkBookingAllowed } from './booking-allowed.service';
import { searchBookablePeople } from './booking-people.service';
import { payBookingSeries } from './booking-payment.service';
import { INSTANCE_NOT_FOUND, SERIES_NOT_FOUND } from './booking-records';
import * as clock from '../../clock';

const tags = ['bookings'];
const idParams = z.object({ id: recordId() });
const clubQuery = z.object({ club: recordId('club is required') });

/** A list filter given as repeated parameters or comma-separated: ?courts=1,2 or ?courts=1&courts=2. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
    z.array(item).max(100).optional(),
  );
const ids = listOf(
  z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
);
const instant = instantText('Must be a date or date and time').optional();

const instanceQuery = pageQuerySchema.extend({
  club: recordId('club is required'),
  start: instant,
  end: instant,
  coaches: ids,
  booking_type: listOf(z.enum(BOOKING_TYPE_CODES as [string, ...string[]])),
  courts: ids,
  courtGroups: ids,
  name: z.string().trim().max(100).optional(),
  booking_series: recordId().optional(),
  cancelled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
// The series-future fetch and the calendar take a series' or a day's instances in one go.
const seriesInstanceQuery = instanceQuery.extend({ page_size: z.coerce.number().int().min(1).max(1000).default(1000) });

const example = {
  name: 'Doubles with friends',
  ttype: 'C',
  start_date: '2030-01-08T10:00',
  end_date: '2030-01-08T11:00',
  recurrence: 'N',
  court_set: [1],
};
const seriesBody = createBookingSeriesSchema.meta({ examples: [example] });
const seriesPatch = updateBookingSeriesSchema.meta({
  examples: [{ name: 'Doubles with friends', notes: 'Bring balls' }],
});
const instancePatch = updateBookingInstanceSchema.meta({ examples: [{ guests: 'Sam' }] });
const allowedBody = bookingAllowedSchema.meta({
  examples: [{ start: '2030-01-08T10:00', end: '2030-01-08T11:00', recurrence: 'N', court_set: [1], ttype: 'C' }],
});

const courtBookings = { area: 'courtBookings', club: 'query' } as const;
const seriesRecord = {
  access: { area: 'courtBookings', club: 'record', table: 'booking_series', notFound: SERIES_NOT_FOUND },
  invalidReason: bookingInvalidReason,
} as const;
const instanceRecord = {
  access: { area: 'courtBookings', club: 'record', table: 'booking_instances', notFound: INSTANCE_NOT_FOUND },
  invalidReason: bookingInvalidReason,
} as const;

/** Court bookings (spec 2 §3, §7): series, instances, the allowed-check; docs/bookings.md has the decisions. */
export async function bookingsRoutes(app: App) {
  app.post(
    '/courtbookingseries/',
    {
      config: { access: courtBookings, invalidReason: bookingInvalidReason },
      schema: {
        tags,
        summary:
          'Book courts, once or recurring; a clash refuses the whole series with its dates unless skip_clashes, which leaves them out and lists them',
        querystring: clubQuery,
        body: seriesBody,
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await series.createBookingSeries({ ctx: ctxOf(req), input: { club: req.query.club, body: req.body } })),
  );

  app.get(
    '/courtbookingseries/:id/',
    {
      config: { access: seriesRecord.access },
      schema: {
        tags,
        summary:
          'One series with its booked persons and instances; may_change says whether the caller may change it (a coach: only their own or assigned ones)',
        params: idParams,
      },
    },
    async (req) => series.getBookingSeries({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/courtbookingperson/',
    {
      config: { access: courtBookings },
      schema: {
        tags,
        summary:
          "The booking form's member search: up to 20 of the club's members by name, number or e-mail, with the kind they book as today",
        querystring: clubQuery.extend({ search: z.string().trim().max(100).default('') }),
      },
    },
    async (req) => searchBookablePeople({ ctx: ctxOf(req), input: { club: req.query.club, search: req.query.search } }),
  );

  app.patch(
    '/courtbookingseries/:id/',
    {
      config: seriesRecord,
      schema: {
        tags,
        summary: 'Change a series: scope all (from now on) or following (from an instance on, as a new series)',
        params: idParams,
        body: seriesPatch,
      },
    },
    async (req) => series.updateBookingSeries({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/courtbookingseries/:id/cancel/',
    {
      config: { access: seriesRecord.access },
      schema: {
        tags,
        summary:
          "Cancel a series: its instances not yet started free their courts; each payer's share of each date comes back by the court group's rule",
        params: idParams,
      },
    },
    async (req) => series.cancelBookingSeries({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/courtbookingseries/:id/cancel_preview/',
    {
      config: { access: seriesRecord.access },
      schema: {
        tags,
        summary:
          "What cancelling the series now would do, asked before confirming: its dates to cancel and each payer's refund by the court group's rule",
        params: idParams,
      },
    },
    async (req) => series.seriesCancelPreview({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/courtbookingseries/:id/booking_cost/',
    {
      config: { access: seriesRecord.access },
      schema: {
        tags,
        summary: "The price of a series' live instances and each paying person's share",
        params: idParams,
      },
    },
    async (req) => series.bookingSeriesCost({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/courtbookingseries/:id/pay_booking/',
    {
      config: { access: { ...seriesRecord.access, owner: 'player_id' } },
      schema: {
        tags,
        summary:
          "Pay the series' price once: the booked player's card on file (or payment_method_id), or cash or cheque taken by staff",
        params: idParams,
        body: z.preprocess((v) => v ?? {}, payBookingSchema),
      },
    },
    async (req) => payBookingSeries({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.delete(
    '/courtbookingseries/:id/',
    {
      config: { access: seriesRecord.access },
      schema: { tags, summary: 'Delete a series with its instances', params: idParams },
    },
    async (req, reply) => {
      await series.deleteBookingSeries({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/courtbookinginstance/',
    {
      config: { access: courtBookings },
      schema: {
        tags,
        summary: 'Booking instances by start, with every filter; search by name with paging',
        querystring: instanceQuery,
      },
    },
    async (req, reply) => {
      const page = await instances.listBookingInstances({ ctx: ctxOf(req), input: req.query, cached: true });
      return sendJsonPage(req, reply, req.query, page);
    },
  );

  app.get(
    '/courtbookinginstance/future/',
    {
      config: { access: courtBookings },
      schema: {
        tags,
        summary: 'The series-future fetch: instances from now on (or from start), 1000 a page by default',
        querystring: seriesInstanceQuery,
      },
    },
    async (req, reply) => {
      const input = { ...req.query, start: req.query.start ?? clock.now().toISOString() };
      const page = await instances.listBookingInstances({ ctx: ctxOf(req), input });
      return sendJsonPage(req, reply, req.query, page);
    },
  );

  app.patch(
    '/courtbookinginstance/:id/',
    {
      config: instanceRecord,
      schema: {
        tags,
        summary: 'Change one instance of a series (this instance only)',
        params: idParams,
        body: instancePatch,
      },
    },
    async (req) => instances.updateBookingInstance({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/courtbookinginstance/:id/cancel/',
    {
      config: { access: instanceRecord.access },
      schema: { tags, summary: 'Cancel one instance: it frees its courts', params: idParams },
    },
    async (req) => instances.cancelBookingInstance({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/courtbookinginstance/:id/cancel_preview/',
    {
      config: { access: instanceRecord.access },
      schema: {
        tags,
        summary:
          "What cancelling this date now would give back to each payer by the court group's rule, asked before confirming",
        params: idParams,
      },
    },
    async (req) => instances.instanceCancelPreview({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.delete(
    '/courtbookinginstance/:id/',
    {
      config: { access: instanceRecord.access },
      schema: { tags, summary: 'Delete one instance; its series stays', params: idParams },
    },
    async (req, reply) => {
      await instances.deleteBookingInstance({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/club/:id/booking_allowed/',
    {
      config: { access: 'user', invalidReason: bookingInvalidReason },
      schema: {
        tags,
        summary: 'Whether the caller may make this booking: allowed, and every rule it breaks as a sentence',
        params: idParams,
        body: allowedBody,
      },
    },
    async (req) => checkBookingAllowed({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );
}
