import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { instantText } from '../validation/date-fields';
import { recordId } from '../validation/ids';
import {
  bookablePersonSchema,
  bookingAllowedAnswerSchema,
  bookingCancelPreviewSchema,
  bookingInstanceRecordSchema,
  bookingInstanceRowSchema,
  bookingNotFound,
  bookingPaymentSchema,
  bookingSeriesCostSchema,
  bookingSeriesDetailSchema,
  bookingSeriesRecordSchema,
  savedBookingSeriesSchema,
} from './booking.answers';
import { BOOKING_TYPE_CODES } from './booking-codes';
import {
  bookingAllowedSchema,
  bookingInvalidReason,
  createBookingSeriesSchema,
  updateBookingInstanceSchema,
  updateBookingSeriesSchema,
} from './booking.schema';
import { payBookingSchema } from '../payments/payment.schema';

const tags = ['bookings'];
const params = z.object({ id: recordId() });
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

const courtBookings = { area: 'courtBookings', club: 'query' } as const;
const seriesRecord = {
  area: 'courtBookings',
  club: 'record',
  table: 'booking_series',
  notFound: bookingNotFound,
} as const;
const instanceRecord = {
  area: 'courtBookings',
  club: 'record',
  table: 'booking_instances',
  notFound: bookingNotFound,
} as const;

/** Court bookings (spec 2 §3, §7): series, instances, the allowed-check; docs/bookings.md has the decisions. */
export const bookingsContract = {
  createSeries: endpoint({
    method: 'POST',
    path: '/courtbookingseries/',
    access: courtBookings,
    invalidReason: bookingInvalidReason,
    query: clubQuery,
    body: createBookingSeriesSchema.meta({ examples: [example] }),
    response: { 201: savedBookingSeriesSchema },
    summary:
      'Book courts, once or recurring; a clash refuses the whole series with its dates unless skip_clashes, which leaves them out and lists them',
    tags,
  }),
  series: endpoint({
    method: 'GET',
    path: '/courtbookingseries/:id/',
    access: seriesRecord,
    params,
    response: { 200: bookingSeriesDetailSchema },
    summary:
      'One series with its booked persons and instances; may_change says whether the caller may change it (a coach: only their own or assigned ones)',
    tags,
  }),
  people: endpoint({
    method: 'GET',
    path: '/courtbookingperson/',
    access: courtBookings,
    query: clubQuery.extend({ search: z.string().trim().max(100).default('') }),
    response: { 200: z.array(bookablePersonSchema) },
    summary:
      "The booking form's member search: up to 20 of the club's members by name, number or e-mail, with the kind they book as today",
    tags,
  }),
  updateSeries: endpoint({
    method: 'PATCH',
    path: '/courtbookingseries/:id/',
    access: seriesRecord,
    invalidReason: bookingInvalidReason,
    params,
    body: updateBookingSeriesSchema.meta({ examples: [{ name: 'Doubles with friends', notes: 'Bring balls' }] }),
    response: { 200: savedBookingSeriesSchema },
    summary: 'Change a series: scope all (from now on) or following (from an instance on, as a new series)',
    tags,
  }),
  cancelSeries: endpoint({
    method: 'POST',
    path: '/courtbookingseries/:id/cancel/',
    access: seriesRecord,
    params,
    response: { 200: bookingSeriesRecordSchema },
    summary:
      "Cancel a series: its instances not yet started free their courts; each payer's share of each date comes back by the court group's rule",
    tags,
  }),
  seriesCancelPreview: endpoint({
    method: 'GET',
    path: '/courtbookingseries/:id/cancel_preview/',
    access: seriesRecord,
    params,
    response: { 200: bookingCancelPreviewSchema },
    summary:
      "What cancelling the series now would do, asked before confirming: its dates to cancel and each payer's refund by the court group's rule",
    tags,
  }),
  seriesCost: endpoint({
    method: 'POST',
    path: '/courtbookingseries/:id/booking_cost/',
    access: seriesRecord,
    params,
    response: { 200: bookingSeriesCostSchema },
    summary: "The price of a series' live instances and each paying person's share",
    tags,
  }),
  paySeries: endpoint({
    method: 'POST',
    path: '/courtbookingseries/:id/pay_booking/',
    access: { ...seriesRecord, owner: 'player_id' },
    params,
    body: z.preprocess((v) => v ?? {}, payBookingSchema),
    response: { 200: bookingPaymentSchema },
    summary:
      "Pay the series' price once: the booked player's card on file (or payment_method_id), or cash or cheque taken by staff",
    tags,
  }),
  deleteSeries: endpoint({
    method: 'DELETE',
    path: '/courtbookingseries/:id/',
    access: seriesRecord,
    params,
    response: { 204: noContent },
    summary: 'Delete a series with its instances',
    tags,
  }),
  instances: endpoint({
    method: 'GET',
    path: '/courtbookinginstance/',
    access: courtBookings,
    query: instanceQuery,
    response: { 200: pageOf(bookingInstanceRowSchema) },
    summary: 'Booking instances by start, with every filter; search by name with paging',
    tags,
  }),
  futureInstances: endpoint({
    method: 'GET',
    path: '/courtbookinginstance/future/',
    access: courtBookings,
    query: seriesInstanceQuery,
    response: { 200: pageOf(bookingInstanceRowSchema) },
    summary: 'The series-future fetch: instances from now on (or from start), 1000 a page by default',
    tags,
  }),
  updateInstance: endpoint({
    method: 'PATCH',
    path: '/courtbookinginstance/:id/',
    access: instanceRecord,
    invalidReason: bookingInvalidReason,
    params,
    body: updateBookingInstanceSchema.meta({ examples: [{ guests: 'Sam' }] }),
    response: { 200: bookingInstanceRecordSchema },
    summary: 'Change one instance of a series (this instance only)',
    tags,
  }),
  cancelInstance: endpoint({
    method: 'POST',
    path: '/courtbookinginstance/:id/cancel/',
    access: instanceRecord,
    params,
    response: { 200: bookingInstanceRecordSchema },
    summary: 'Cancel one instance: it frees its courts',
    tags,
  }),
  instanceCancelPreview: endpoint({
    method: 'GET',
    path: '/courtbookinginstance/:id/cancel_preview/',
    access: instanceRecord,
    params,
    response: { 200: bookingCancelPreviewSchema },
    summary:
      "What cancelling this date now would give back to each payer by the court group's rule, asked before confirming",
    tags,
  }),
  deleteInstance: endpoint({
    method: 'DELETE',
    path: '/courtbookinginstance/:id/',
    access: instanceRecord,
    params,
    response: { 204: noContent },
    summary: 'Delete one instance; its series stays',
    tags,
  }),
  allowed: endpoint({
    method: 'POST',
    path: '/club/:id/booking_allowed/',
    access: 'user',
    invalidReason: bookingInvalidReason,
    params,
    body: bookingAllowedSchema.meta({
      examples: [{ start: '2030-01-08T10:00', end: '2030-01-08T11:00', recurrence: 'N', court_set: [1], ttype: 'C' }],
    }),
    response: { 200: bookingAllowedAnswerSchema },
    summary: 'Whether the caller may make this booking: allowed, and every rule it breaks as a sentence',
    tags,
  }),
};
