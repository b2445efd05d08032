import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema, pageSizeParam } from '../contract/paging';
import { recordId } from '../validation/ids';
import {
  bookingRateRecordSchema,
  createBookingRateSchema,
  createMembershipTypeRateSchema,
  membershipTypeRateRecordSchema,
  updateBookingRateSchema,
  updateMembershipTypeRateSchema,
} from './booking-rate.schema';
import { courtNotFound, courtRefusals } from './court-fields';
import {
  courtGroupRecordSchema,
  courtRecordSchema,
  createCourtGroupSchema,
  createCourtSchema,
  updateCourtGroupSchema,
  updateCourtSchema,
} from './court.schema';

const tags = ['courts'];
// Ids are PostgreSQL integers: a larger one is refused here rather than by the database.
const idParam = recordId();
const params = z.object({ id: idParam });
const optionalId = idParam.optional();
const clubParam = recordId('club is required');
// The club's whole set by default: the screens and the booking calendar take them in one go.
const listQuery = pageQuerySchema.extend({ club: clubParam, page_size: pageSizeParam(1000) });

const club = { club: 1 };
const window = { start_hour: 22, start_minute: 0, end_hour: 23, end_minute: 0 };

// Reading the courts is for everyone who books them (coaches too); changing them is Courts and booking Settings.
const readers = { area: 'courtBookings', club: 'query' } as const;
const courtSettings = { area: 'courtSettings', club: 'body' } as const;
const record = <const T extends string, const N extends string>(table: T, notFound: N) =>
  ({ area: 'courtSettings', club: 'record', table, notFound }) as const;
const groupRecord = record('court_groups', courtNotFound.courtGroup);
const courtRecord = record('courts', courtNotFound.court);
const rateRecord = record('court_booking_rates', courtNotFound.bookingRate);
const typeRateRecord = record('membership_type_booking_rates', courtNotFound.membershipTypeRate);

// The body schemas document the calls; the examples help the route harnesses build a valid one.

/** Court groups (spec 2 §3, §7). */
const courtGroups = {
  listGroups: endpoint({
    method: 'GET',
    path: '/courtgroup/',
    access: readers,
    query: listQuery,
    response: { 200: pageOf(courtGroupRecordSchema) },
    summary: "The club's court groups, the default first, with their effective hours and courts",
    tags,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/courtgroup/',
    access: courtSettings,
    invalidReason: courtRefusals.courtGroup,
    body: createCourtGroupSchema.meta({ examples: [{ ...club, name: 'Hot shots' }] }),
    response: { 201: courtGroupRecordSchema },
    summary:
      'Add a court group; the defaults of spec 2 §3 fill what is left out, and a club’s first group is its default',
    tags,
  }),
  updateGroup: endpoint({
    method: 'PATCH',
    path: '/courtgroup/:id/',
    access: groupRecord,
    invalidReason: courtRefusals.courtGroup,
    params,
    body: updateCourtGroupSchema.meta({ examples: [{ advance_days_booking: 10 }] }),
    response: { 200: courtGroupRecordSchema },
    summary: 'Change a court group; default: true makes it the club’s default',
    tags,
  }),
  removeGroup: endpoint({
    method: 'DELETE',
    path: '/courtgroup/:id/',
    access: groupRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a court group without courts, with its rates',
    tags,
  }),
};

/** Courts (spec 2 §3, §7). */
const courtsOnly = {
  list: endpoint({
    method: 'GET',
    path: '/court/',
    access: readers,
    query: listQuery.extend({ group: optionalId }),
    response: { 200: pageOf(courtRecordSchema) },
    summary: "The club's courts by number, optionally of one group",
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/court/',
    access: courtSettings,
    invalidReason: courtRefusals.court,
    body: createCourtSchema.meta({ examples: [{ ...club, name: 'Court 9', sport: 1, surface: 1 }] }),
    response: { 201: courtRecordSchema },
    summary: "Add a court; without a number it gets the club's highest number + 1",
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/court/:id/',
    access: courtRecord,
    invalidReason: courtRefusals.court,
    params,
    body: updateCourtSchema.meta({ examples: [{ name: 'Court 9', has_lights: true }] }),
    response: { 200: courtRecordSchema },
    summary: 'Change a court',
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/court/:id/',
    access: courtRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a court',
    tags,
  }),
};

/** Booking rates and their membership-type prices (spec 2 §5, §7). */
const rates = {
  // Coaches read the rates too (issue 9: they book at the coach price); changing them is Settings.
  // Spec 2 §7 reads them by ?courtgroup= alone: the server finds the club from the group.
  listRates: endpoint({
    method: 'GET',
    path: '/courtbookingrate/',
    access: readers,
    query: listQuery.extend({ courtgroup: optionalId }),
    response: { 200: pageOf(bookingRateRecordSchema) },
    summary: "The club's booking rates, optionally of one court group, with their membership-type prices",
    tags,
  }),
  createRate: endpoint({
    method: 'POST',
    path: '/courtbookingrate/',
    access: courtSettings,
    invalidReason: courtRefusals.bookingRate,
    body: createBookingRateSchema.meta({
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
    }),
    response: { 201: bookingRateRecordSchema },
    summary:
      "Add a booking rate to a court group; its window may not overlap another of the group's rates on a shared weekday",
    tags,
  }),
  updateRate: endpoint({
    method: 'PATCH',
    path: '/courtbookingrate/:id/',
    access: rateRecord,
    invalidReason: courtRefusals.bookingRate,
    params,
    body: updateBookingRateSchema.meta({ examples: [{ member_def_price: 11 }] }),
    response: { 200: bookingRateRecordSchema },
    summary: 'Change a booking rate; member_rate_set, when given, replaces its membership-type prices',
    tags,
  }),
  removeRate: endpoint({
    method: 'DELETE',
    path: '/courtbookingrate/:id/',
    access: rateRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a booking rate',
    tags,
  }),
  createTypeRate: endpoint({
    method: 'POST',
    path: '/membershiptypebookingrate/',
    access: courtSettings,
    invalidReason: courtRefusals.membershipTypeRate,
    body: createMembershipTypeRateSchema.meta({
      examples: [{ ...club, booking_rate: 1, membership_type: 1, can_book: true, price: 5 }],
    }),
    response: { 201: membershipTypeRateRecordSchema },
    summary: "A membership type's price for a booking rate (0 when it may not book)",
    tags,
  }),
  // The spec's PATCH on the collection path names the record by body.id.
  updateTypeRateById: endpoint({
    method: 'PATCH',
    path: '/membershiptypebookingrate/',
    access: courtSettings,
    invalidReason: courtRefusals.membershipTypeRate,
    body: updateMembershipTypeRateSchema
      .extend({ id: idParam, club: clubParam.optional() })
      .meta({ examples: [{ id: 1, price: 6 }] }),
    response: { 200: membershipTypeRateRecordSchema },
    summary: 'Change a membership type rate named by id in the body',
    tags,
  }),
  updateTypeRate: endpoint({
    method: 'PATCH',
    path: '/membershiptypebookingrate/:id/',
    access: typeRateRecord,
    invalidReason: courtRefusals.membershipTypeRate,
    params,
    body: updateMembershipTypeRateSchema.meta({ examples: [{ price: 6 }] }),
    response: { 200: membershipTypeRateRecordSchema },
    summary: 'Change whether a membership type may book in a rate, and its price',
    tags,
  }),
  removeTypeRate: endpoint({
    method: 'DELETE',
    path: '/membershiptypebookingrate/:id/',
    access: typeRateRecord,
    params,
    response: { 204: noContent },
    summary: "Remove a membership type's own price from a rate",
    tags,
  }),
};

/** Courts, court groups and booking rates (spec 2 §3, §5, §7). */
export const courtsContract = { ...courtGroups, ...courtsOnly, ...rates };
