import { z } from 'zod';
import {
  bookingRateRecordSchema,
  courtGroupRecordSchema,
  courtRecordSchema,
  courtRefusals,
  createBookingRateSchema,
  createCourtGroupSchema,
  createCourtSchema,
  createMembershipTypeRateSchema,
  membershipTypeRateRecordSchema,
  recordId,
  updateBookingRateSchema,
  updateCourtGroupSchema,
  updateCourtSchema,
  updateMembershipTypeRateSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, pageSizeParam, toPage } from '../../http/paging';
import * as groups from './court-groups.service';
import * as courts from './courts.service';
import * as rates from './booking-rates.service';
import * as typeRates from './membership-type-rates.service';
import { COURT_NOT_FOUND, GROUP_NOT_FOUND, RATE_NOT_FOUND, TYPE_RATE_NOT_FOUND } from './court-records';

const tags = ['courts'];
// Ids are PostgreSQL integers: a larger one is refused here rather than by the database.
const idParam = recordId();
const idParams = z.object({ id: idParam });
const optionalId = idParam.optional();
const clubParam = recordId('club is required');
// The club's whole set by default: the screens and the booking calendar take them in one go.
const listQuery = pageQuerySchema.extend({ club: clubParam, page_size: pageSizeParam(1000) });

const club = { club: 1 };

// The body schemas document the calls; the examples help the route harnesses build a valid one.
const courtBody = createCourtSchema.meta({ examples: [{ ...club, name: 'Court 9', sport: 1, surface: 1 }] });
const courtPatch = updateCourtSchema.meta({ examples: [{ name: 'Court 9', has_lights: true }] });
const groupBody = createCourtGroupSchema.meta({ examples: [{ ...club, name: 'Hot shots' }] });
const groupPatch = updateCourtGroupSchema.meta({ examples: [{ advance_days_booking: 10 }] });
const window = { start_hour: 22, start_minute: 0, end_hour: 23, end_minute: 0 };
const rateBody = createBookingRateSchema.meta({
  examples: [
    {
      ...club,
      courtgroup: 1,
      name: 'Late',
      ...window,
      member_def_price: 10,
      nonmember_def_price: 15,
      coach_book_price: 12,
    },
  ],
});
const ratePatch = updateBookingRateSchema.meta({ examples: [{ member_def_price: 11 }] });
const typeRateBody = createMembershipTypeRateSchema.meta({
  examples: [{ ...club, booking_rate: 1, membership_type: 1, can_book: true, price: 5 }],
});
const typeRatePatch = updateMembershipTypeRateSchema.meta({ examples: [{ price: 6 }] });
const typeRatePatchById = updateMembershipTypeRateSchema
  .extend({ id: idParam, club: clubParam.optional() })
  .meta({ examples: [{ id: 1, price: 6 }] });

// Each kind of record with the refusal its store gives a bad body (spec 2 §8).
const courtSettings = { area: 'courtSettings', club: 'body' } as const;
const record = (table: string, notFound: string) =>
  ({ area: 'courtSettings', club: 'record', table, notFound }) as const;
const groupRecord = { access: record('court_groups', GROUP_NOT_FOUND), invalidReason: courtRefusals.courtGroup };
const courtRecord = { access: record('courts', COURT_NOT_FOUND), invalidReason: courtRefusals.court };
const rateRecord = { access: record('court_booking_rates', RATE_NOT_FOUND), invalidReason: courtRefusals.bookingRate };
const typeRateRecord = {
  access: record('membership_type_booking_rates', TYPE_RATE_NOT_FOUND),
  invalidReason: courtRefusals.membershipTypeRate,
};

/** Courts, court groups and booking rates (spec 2 §3, §5, §7). */
export async function courtsRoutes(app: App) {
  // Reading the courts is for everyone who books them (coaches too); changing them is Courts and booking Settings.
  app.get(
    '/courtgroup/',
    {
      config: { access: { area: 'courtBookings', club: 'query' } },
      schema: {
        tags,
        summary: "The club's court groups, the default first, with their effective hours and courts",
        querystring: listQuery,
        response: { 200: pageOf(courtGroupRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await groups.listCourtGroups({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/courtgroup/',
    {
      config: { access: courtSettings, invalidReason: courtRefusals.courtGroup },
      schema: {
        tags,
        summary:
          'Add a court group; the defaults of spec 2 §3 fill what is left out, and a club’s first group is its default',
        body: groupBody,
        response: { 201: courtGroupRecordSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await groups.createCourtGroup({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } })),
  );

  app.patch(
    '/courtgroup/:id/',
    {
      config: groupRecord,
      schema: {
        tags,
        summary: 'Change a court group; default: true makes it the club’s default',
        params: idParams,
        body: groupPatch,
        response: { 200: courtGroupRecordSchema },
      },
    },
    async (req) => groups.updateCourtGroup({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/courtgroup/:id/',
    {
      config: { access: groupRecord.access },
      schema: { tags, summary: 'Remove a court group without courts, with its rates', params: idParams },
    },
    async (req, reply) => {
      await groups.deleteCourtGroup({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/court/',
    {
      config: { access: { area: 'courtBookings', club: 'query' } },
      schema: {
        tags,
        summary: "The club's courts by number, optionally of one group",
        querystring: listQuery.extend({ group: optionalId }),
        response: { 200: pageOf(courtRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await courts.listCourts({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/court/',
    {
      config: { access: courtSettings, invalidReason: courtRefusals.court },
      schema: {
        tags,
        summary: "Add a court; without a number it gets the club's highest number + 1",
        body: courtBody,
        response: { 201: courtRecordSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await courts.createCourt({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } })),
  );

  app.patch(
    '/court/:id/',
    {
      config: courtRecord,
      schema: {
        tags,
        summary: 'Change a court',
        params: idParams,
        body: courtPatch,
        response: { 200: courtRecordSchema },
      },
    },
    async (req) => courts.updateCourt({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/court/:id/',
    {
      config: { access: courtRecord.access },
      schema: { tags, summary: 'Remove a court', params: idParams },
    },
    async (req, reply) => {
      await courts.deleteCourt({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  // Coaches read the rates too (issue 9: they book at the coach price); changing them is Settings.
  // Spec 2 §7 reads them by ?courtgroup= alone: the club is the group's (http/club-of-record.ts).
  app.get(
    '/courtbookingrate/',
    {
      config: {
        access: { area: 'courtBookings', club: 'query' },
        clubOf: { in: 'query', field: 'courtgroup', table: 'court_groups', notFound: GROUP_NOT_FOUND },
      },
      schema: {
        tags,
        summary: "The club's booking rates, optionally of one court group, with their membership-type prices",
        querystring: listQuery.extend({ courtgroup: optionalId }),
        response: { 200: pageOf(bookingRateRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await rates.listBookingRates({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/courtbookingrate/',
    {
      config: {
        access: courtSettings,
        invalidReason: courtRefusals.bookingRate,
        clubOf: { in: 'body', field: 'courtgroup', table: 'court_groups', notFound: GROUP_NOT_FOUND },
      },
      schema: {
        tags,
        summary:
          "Add a booking rate to a court group; its window may not overlap another of the group's rates on a shared weekday",
        body: rateBody,
        response: { 201: bookingRateRecordSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await rates.createBookingRate({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } })),
  );

  app.patch(
    '/courtbookingrate/:id/',
    {
      config: rateRecord,
      schema: {
        tags,
        summary: 'Change a booking rate; member_rate_set, when given, replaces its membership-type prices',
        params: idParams,
        body: ratePatch,
        response: { 200: bookingRateRecordSchema },
      },
    },
    async (req) => rates.updateBookingRate({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/courtbookingrate/:id/',
    {
      config: { access: rateRecord.access },
      schema: { tags, summary: 'Remove a booking rate', params: idParams },
    },
    async (req, reply) => {
      await rates.deleteBookingRate({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/membershiptypebookingrate/',
    {
      config: {
        access: courtSettings,
        invalidReason: courtRefusals.membershipTypeRate,
        clubOf: { in: 'body', field: 'booking_rate', table: 'court_booking_rates', notFound: RATE_NOT_FOUND },
      },
      schema: {
        tags,
        summary: "A membership type's price for a booking rate (0 when it may not book)",
        body: typeRateBody,
        response: { 201: membershipTypeRateRecordSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await typeRates.createMembershipTypeRate({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } }),
        ),
  );

  // The spec's PATCH on the collection path names the record by body.id.
  app.patch(
    '/membershiptypebookingrate/',
    {
      config: {
        access: courtSettings,
        invalidReason: courtRefusals.membershipTypeRate,
        clubOf: { in: 'body', field: 'id', table: 'membership_type_booking_rates', notFound: TYPE_RATE_NOT_FOUND },
      },
      schema: {
        tags,
        summary: 'Change a membership type rate named by id in the body',
        body: typeRatePatchById,
        response: { 200: membershipTypeRateRecordSchema },
      },
    },
    async (req) => {
      const { id, club: _club, ...changes } = req.body;
      return typeRates.updateMembershipTypeRate({ ctx: ctxOf(req), input: { id, body: changes } });
    },
  );

  app.patch(
    '/membershiptypebookingrate/:id/',
    {
      config: typeRateRecord,
      schema: {
        tags,
        summary: 'Change whether a membership type may book in a rate, and its price',
        params: idParams,
        body: typeRatePatch,
        response: { 200: membershipTypeRateRecordSchema },
      },
    },
    async (req) =>
      typeRates.updateMembershipTypeRate({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/membershiptypebookingrate/:id/',
    {
      config: { access: typeRateRecord.access },
      schema: { tags, summary: "Remove a membership type's own price from a rate", params: idParams },
    },
    async (req, reply) => {
      await typeRates.deleteMembershipTypeRate({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );
}
