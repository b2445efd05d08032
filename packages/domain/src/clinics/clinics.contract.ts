import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageParam, pageSizeParam } from '../contract/paging';
import { isoDateText } from '../validation/date-fields';
import { recordId } from '../validation/ids';
import {
  cancelOutcomeSchema,
  eventDetailSchema,
  eventListItemSchema,
  eventMapItemSchema,
  eventPersonSchema,
  eventRateRecordSchema,
  eventSessionSchema,
  eventSummarySchema,
  eventWithFailuresSchema,
  joinPriceSchema,
  joinedParticipantSchema,
  myParticipationSchema,
  myWaitlistEntrySchema,
  paidParticipantSchema,
  participantRecordSchema,
  waitlistEntrySchema,
  withdrawOutcomeSchema,
  withdrawnParticipantSchema,
} from './clinic.answers';
import { EVENT_TYPE_CODES, eventMessages } from './clinic-codes';
import {
  cloneEventSchema,
  createEventSchema,
  editEventParticipantSchema,
  editEventSessionSchema,
  eventMapSchema,
  eventRateSchema,
  joinEventSchema,
  participantSessionsSchema,
  payParticipantSchema,
  updateEventRateSchema,
  updateEventSchema,
  withdrawParticipantSchema,
} from './clinic.schema';

const tags = ['events'];
const params = z.object({ id: recordId() });
const clubQuery = z.object({ club: recordId('club is required') });
const checkQuery = z.object({ check: z.enum(['true', 'false'], { error: 'check must be true or false' }).optional() });
const isoDate = isoDateText();

const listQuery = z.object({
  club: recordId('club is required'),
  page: pageParam(),
  page_size: pageSizeParam(20),
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  status: z.enum(['D', 'P', 'C'], { error: 'status must be D, P or C' }).optional(),
  search: z.string().trim().max(100).optional(),
  ttype: z.enum(EVENT_TYPE_CODES as [string, ...string[]], { error: 'Choose an event type' }).optional(),
});

const invalidReason = eventMessages.invalid;
const staff = { area: 'clinics', club: 'query' } as const;
const staffOrPlayers = { area: 'clinics', player: true, club: 'query' } as const;
const eventRecord = { area: 'clinics', club: 'record', table: 'events', notFound: eventMessages.notFound } as const;
const eventForPlayers = { ...eventRecord, player: true } as const;
const sessionRecord = {
  area: 'clinics',
  club: 'record',
  table: 'event_sessions',
  notFound: eventMessages.sessionNotFound,
} as const;
const participantRecord = {
  area: 'clinics',
  club: 'record',
  table: 'event_participants',
  notFound: eventMessages.participantNotFound,
  owner: true,
} as const;
const rateRecord = {
  area: 'clinics',
  club: 'record',
  table: 'event_membership_type_rates',
  notFound: eventMessages.rateNotFound,
} as const;
const waitlistRecord = {
  area: 'clinics',
  club: 'record',
  table: 'event_waitlist',
  notFound: eventMessages.waitlistNotFound,
  owner: true,
} as const;

const eventExample = {
  club: 1,
  name: 'Tuesday squad',
  desc: 'Drills and match play',
  ttype: 'C',
  start_date: '2030-01-08',
  num_sessions: 4,
  recurrence: 'W',
  days_of_week: [{ day: 1, start_time: '18:00', end_time: '19:00' }],
};
const sessionsBody = participantSessionsSchema.meta({ examples: [{ session_set: [1] }] });

/** Events (spec 3 §7): clinics and their sessions, participants and rates; docs/clinics.md has the decisions. */
export const clinicsContract = {
  list: endpoint({
    method: 'GET',
    path: '/event/',
    access: staffOrPlayers,
    query: listQuery,
    response: { 200: pageOf(eventListItemSchema) },
    summary:
      "A club's events (staff: all; players: the published ones), 20 a page; join_refusals: why the caller may not join each",
    tags,
  }),
  people: endpoint({
    method: 'GET',
    path: '/eventperson/',
    access: staff,
    query: clubQuery.extend({ search: z.string().trim().max(100).default('') }),
    response: { 200: z.array(eventPersonSchema) },
    summary:
      "Staff adding a participant: up to 20 of the club's register by name, number or e-mail, with the kind they join as today",
    tags,
  }),
  coached: endpoint({
    method: 'GET',
    path: '/event/coached/',
    access: staffOrPlayers,
    query: clubQuery,
    response: { 200: z.array(eventSummarySchema) },
    summary: "The club's published events the caller coaches (they see their participants)",
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/event/',
    access: { area: 'clinics', club: 'body' },
    invalidReason,
    body: createEventSchema.meta({ examples: [eventExample] }),
    response: { 201: eventDetailSchema },
    summary: 'Create an event (a draft)',
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: '/event/:id/',
    access: eventForPlayers,
    params,
    response: { 200: eventDetailSchema },
    summary: 'An event with its sessions and membership type rates',
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/event/:id/',
    access: eventRecord,
    invalidReason,
    params,
    body: updateEventSchema.meta({ examples: [{ name: 'Tuesday squad' }] }),
    response: { 200: eventDetailSchema },
    summary: "Change an event's fields",
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/event/:id/',
    access: eventRecord,
    params,
    response: { 204: noContent },
    summary: 'Delete a draft event',
    tags,
  }),
  createSessions: endpoint({
    method: 'POST',
    path: '/event/:id/create_sessions/',
    access: eventRecord,
    params,
    response: { 200: eventWithFailuresSchema },
    summary: "Make the event's sessions from its schedule",
    tags,
  }),
  bookCourts: endpoint({
    method: 'POST',
    path: '/event/:id/book_courts/',
    access: eventRecord,
    params,
    response: { 200: eventWithFailuresSchema },
    summary: "Book the courts of the event's sessions; failed_sessions lists those that could not be booked",
    tags,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/event/:id/publish/',
    access: eventRecord,
    params,
    response: { 200: eventDetailSchema },
    summary: 'Publish the event',
    tags,
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/event/:id/unpublish/',
    access: eventRecord,
    params,
    response: { 200: eventDetailSchema },
    summary: 'Unpublish the event',
    tags,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/event/:id/cancel/',
    access: eventRecord,
    params,
    query: checkQuery,
    // ?check=true: the refund outcome.
    response: { 200: z.union([eventDetailSchema, cancelOutcomeSchema]) },
    summary:
      'Cancel the event (its sessions not yet over; participants refunded per the terms and their rates); ?check=true answers the refund outcome only',
    tags,
  }),
  clone: endpoint({
    method: 'POST',
    path: '/event/:id/clone/',
    access: eventRecord,
    invalidReason,
    params,
    body: cloneEventSchema.meta({ examples: [{ start_date: '2030-02-05', num_sessions: 4 }] }),
    response: { 201: eventDetailSchema },
    summary: 'Copy the event on a new schedule (start_date required; end_date overrides num_sessions)',
    tags,
  }),
  join: endpoint({
    method: 'POST',
    path: '/event/:id/join/',
    access: eventForPlayers,
    invalidReason,
    params,
    body: joinEventSchema.meta({ examples: [{ check: true }] }),
    // check: true answers the price.
    response: { 200: z.union([joinedParticipantSchema, joinPriceSchema]) },
    summary: 'Join the event whole or by sessions; check: true answers the price only',
    tags,
  }),
  participants: endpoint({
    method: 'POST',
    path: '/event/:id/get_participants/',
    access: eventForPlayers,
    params,
    response: { 200: z.array(participantRecordSchema) },
    summary: "The event's participants with their sessions",
    tags,
  }),
  editSession: endpoint({
    method: 'POST',
    path: '/eventsession/:id/edit/',
    access: sessionRecord,
    invalidReason,
    params,
    body: editEventSessionSchema.meta({ examples: [{ court_set: [1] }] }),
    response: { 200: eventSessionSchema },
    summary: "Change a session's times, courts or coaches (a booked session is booked again)",
    tags,
  }),
  cancelSession: endpoint({
    method: 'POST',
    path: '/eventsession/:id/cancel/',
    access: sessionRecord,
    params,
    query: checkQuery,
    // ?check=true: the refund outcome.
    response: { 200: z.union([eventSessionSchema, cancelOutcomeSchema]) },
    summary: 'Cancel a session and its court booking; ?check=true answers the refund outcome only',
    tags,
  }),
  bookSession: endpoint({
    method: 'POST',
    path: '/eventsession/:id/create_booking/',
    access: sessionRecord,
    params,
    response: { 200: eventSessionSchema },
    summary: "Book a session's courts",
    tags,
  }),
  sessionParticipants: endpoint({
    method: 'POST',
    path: '/eventsession/:id/get_participants/',
    access: sessionRecord,
    params,
    response: { 200: z.array(participantRecordSchema) },
    summary: "A session's participants",
    tags,
  }),
  joinWaitlist: endpoint({
    method: 'POST',
    path: '/eventsession/:id/join_waitlist/',
    access: { ...sessionRecord, player: true },
    params,
    response: { 200: waitlistEntrySchema },
    summary: 'Queue for a place in a full session (the first one waiting is offered a freed place)',
    tags,
  }),
  myWaitlist: endpoint({
    method: 'GET',
    path: '/eventwaitlist/mine/',
    access: staffOrPlayers,
    query: clubQuery,
    response: { 200: z.array(myWaitlistEntrySchema) },
    summary:
      "The caller's live waiting-list entries at a club (W waiting with position, O offered until offer_expires)",
    tags,
  }),
  leaveWaitlist: endpoint({
    method: 'POST',
    path: '/eventwaitlist/:id/leave/',
    access: waitlistRecord,
    params,
    response: { 200: waitlistEntrySchema },
    summary: 'Leave the waiting list (a place offered passes to the next one waiting)',
    tags,
  }),
  myParticipations: endpoint({
    method: 'GET',
    path: '/eventparticipant/mine/',
    access: staffOrPlayers,
    query: clubQuery,
    response: { 200: z.array(myParticipationSchema) },
    summary: "The caller's own participations at a club",
    tags,
  }),
  addSessions: endpoint({
    method: 'POST',
    path: '/eventparticipant/:id/add_sessions/',
    access: participantRecord,
    invalidReason,
    params,
    body: sessionsBody,
    response: { 200: participantRecordSchema },
    summary: 'Add sessions to a participant',
    tags,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/eventparticipant/:id/pay/',
    access: participantRecord,
    invalidReason,
    params,
    body: payParticipantSchema.meta({ examples: [{ payment_method: 'C' }] }),
    response: { 200: paidParticipantSchema },
    summary:
      "Pay what the participant owes (card; staff also cheque or cash); after a card's authentication it settles the payment",
    tags,
  }),
  editParticipant: endpoint({
    method: 'POST',
    path: '/eventparticipant/:id/edit/',
    access: participantRecord,
    invalidReason,
    params,
    body: editEventParticipantSchema.meta({ examples: [{ notes: 'Left-handed' }] }),
    response: { 200: participantRecordSchema },
    summary: "Change a participant's dob, email, name, gender, number or notes",
    tags,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/eventparticipant/:id/withdraw/',
    access: participantRecord,
    invalidReason,
    params,
    body: withdrawParticipantSchema.meta({ examples: [{ session_set: [1] }] }),
    // check: true answers the refund outcome.
    response: { 200: z.union([withdrawnParticipantSchema, withdrawOutcomeSchema]) },
    summary:
      'Withdraw a participant from sessions, refunded per the terms and their rate; check: true answers the refund outcome only',
    tags,
  }),
  createRate: endpoint({
    method: 'POST',
    path: '/eventmembershiptyperate/',
    access: staff,
    invalidReason,
    query: clubQuery,
    body: eventRateSchema.meta({ examples: [{ event: 1, all_members: true, all_sessions_price: 80 }] }),
    response: { 201: eventRateRecordSchema },
    summary: 'Add a membership type rate to an event',
    tags,
  }),
  updateRate: endpoint({
    method: 'PATCH',
    path: '/eventmembershiptyperate/:id/',
    access: rateRecord,
    invalidReason,
    params,
    body: updateEventRateSchema.meta({ examples: [{ all_sessions_price: 90 }] }),
    response: { 200: eventRateRecordSchema },
    summary: 'Change a membership type rate',
    tags,
  }),
  removeRate: endpoint({
    method: 'DELETE',
    path: '/eventmembershiptyperate/:id/',
    access: rateRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a membership type rate',
    tags,
  }),
  eventMap: endpoint({
    method: 'POST',
    path: '/club/:id/get_event_map/',
    access: { area: 'clinics', player: true, club: 'params' },
    params,
    body: eventMapSchema.meta({ examples: [{ from: '2030-01-01', to: '2030-01-31' }] }),
    response: { 200: z.array(eventMapItemSchema) },
    summary: "The club's event sessions in a date range, for a calendar",
    tags,
  }),
};
