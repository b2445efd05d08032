import { z } from 'zod';
import {
  EVENT_TYPE_CODES,
  cloneEventSchema,
  isoDateText,
  createEventSchema,
  editEventParticipantSchema,
  editEventSessionSchema,
  eventMapSchema,
  eventMessages,
  eventRateSchema,
  joinEventSchema,
  participantSessionsSchema,
  payParticipantSchema,
  recordId,
  updateEventRateSchema,
  updateEventSchema,
  withdrawParticipantSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageParam, pageSizeParam, toPage } from '../../http/paging';
import * as ev from './clinics.service';
import * as sessions from './clinic-sessions.service';
import * as participants from './clinic-participants.service';
import * as rates from './clinic-rates.service';
import * as waitlist from './clinic-waitlist.service';
import * as coaching from './clinic-coaches.service';
import * as joining from './clinic-join.service';

const tags = ['events'];
const idParams = z.object({ id: recordId() });
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
const createBody = createEventSchema.meta({ examples: [eventExample] });
const updateBody = updateEventSchema.meta({ examples: [{ name: 'Tuesday squad' }] });
const rateBody = eventRateSchema.meta({ examples: [{ event: 1, all_members: true, all_sessions_price: 80 }] });
const ratePatch = updateEventRateSchema;
const withdrawBody = participantSessionsSchema.meta({ examples: [{ session_set: [1] }] });

/** Events (spec 3 §7): clinics and their sessions, participants and rates; docs/clinics.md has the decisions. */
export async function clinicsRoutes(app: App) {
  app.get(
    '/event/',
    {
      config: { access: { area: 'clinics', player: true, club: 'query' } },
      schema: {
        tags,
        summary:
          "A club's events (staff: all; players: the published ones), 20 a page; join_refusals: why the caller may not join each",
        querystring: listQuery,
      },
    },
    async (req) => {
      const { count, rows } = await joining.listEventsToJoin({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/event/coached/',
    {
      config: { access: { area: 'clinics', player: true, club: 'query' } },
      schema: {
        tags,
        summary: "The club's published events the caller coaches (they see their participants)",
        querystring: clubQuery,
      },
    },
    async (req) => coaching.listCoachedEvents({ ctx: ctxOf(req), club: req.query.club }),
  );

  app.post(
    '/event/',
    {
      config: { access: { area: 'clinics', club: 'body' }, invalidReason },
      schema: { tags, summary: 'Create an event (a draft)', body: createBody },
    },
    async (req, reply) => reply.code(201).send(await ev.createEvent({ ctx: ctxOf(req), input: req.body })),
  );

  app.get(
    '/event/:id/',
    {
      config: { access: eventForPlayers },
      schema: { tags, summary: 'An event with its sessions and membership type rates', params: idParams },
    },
    async (req) => ev.getEvent({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.patch(
    '/event/:id/',
    {
      config: { access: eventRecord, invalidReason },
      schema: { tags, summary: "Change an event's fields", params: idParams, body: updateBody },
    },
    async (req) => ev.updateEvent({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/event/:id/',
    {
      config: { access: eventRecord },
      schema: { tags, summary: 'Delete a draft event', params: idParams },
    },
    async (req, reply) => {
      await ev.deleteEvent({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/event/:id/create_sessions/',
    {
      config: { access: eventRecord },
      schema: { tags, summary: "Make the event's sessions from its schedule", params: idParams },
    },
    async (req) => ev.createSessions({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/event/:id/book_courts/',
    {
      config: { access: eventRecord },
      schema: {
        tags,
        summary: "Book the courts of the event's sessions; failed_sessions lists those that could not be booked",
        params: idParams,
      },
    },
    async (req) => ev.bookCourts({ ctx: ctxOf(req), id: req.params.id }),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/event/:id/${action}/`,
      {
        config: { access: eventRecord },
        schema: { tags, summary: `${action[0].toUpperCase()}${action.slice(1)} the event`, params: idParams },
      },
      async (req) => ev.setEventStatus({ ctx: ctxOf(req), id: (req.params as { id: number }).id, action }),
    );
  }

  app.post(
    '/event/:id/cancel/',
    {
      config: { access: eventRecord },
      schema: {
        tags,
        summary:
          'Cancel the event (its sessions not yet over; participants refunded per the terms and their rates); ?check=true answers the refund outcome only',
        params: idParams,
        querystring: checkQuery,
      },
    },
    async (req) =>
      ev.setEventStatus({ ctx: ctxOf(req), id: req.params.id, action: 'cancel', check: req.query.check === 'true' }),
  );

  app.post(
    '/event/:id/clone/',
    {
      config: { access: eventRecord, invalidReason },
      schema: {
        tags,
        summary: 'Copy the event on a new schedule (start_date required; end_date overrides num_sessions)',
        params: idParams,
        body: cloneEventSchema.meta({ examples: [{ start_date: '2030-02-05', num_sessions: 4 }] }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await ev.cloneEvent({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } })),
  );

  app.post(
    '/event/:id/join/',
    {
      config: { access: eventForPlayers, invalidReason },
      schema: {
        tags,
        summary: 'Join the event whole or by sessions; check: true answers the price only',
        params: idParams,
        body: joinEventSchema.meta({ examples: [{ check: true }] }),
      },
    },
    async (req) => joining.joinEvent({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/event/:id/get_participants/',
    {
      config: { access: eventForPlayers },
      schema: { tags, summary: "The event's participants with their sessions", params: idParams },
    },
    async (req) => participants.eventParticipantsOf({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/eventsession/:id/edit/',
    {
      config: { access: sessionRecord, invalidReason },
      schema: {
        tags,
        summary: "Change a session's times, courts or coaches (a booked session is booked again)",
        params: idParams,
        body: editEventSessionSchema.meta({ examples: [{ court_set: [1] }] }),
      },
    },
    async (req) => sessions.editSession({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/eventsession/:id/cancel/',
    {
      config: { access: sessionRecord },
      schema: {
        tags,
        summary: 'Cancel a session and its court booking; ?check=true answers the refund outcome only',
        params: idParams,
        querystring: checkQuery,
      },
    },
    async (req) => sessions.cancelSession({ ctx: ctxOf(req), id: req.params.id, check: req.query.check === 'true' }),
  );

  app.post(
    '/eventsession/:id/create_booking/',
    {
      config: { access: sessionRecord },
      schema: { tags, summary: "Book a session's courts", params: idParams },
    },
    async (req) => sessions.createSessionBooking({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/eventsession/:id/get_participants/',
    {
      config: { access: sessionRecord },
      schema: { tags, summary: "A session's participants", params: idParams },
    },
    async (req) => sessions.sessionParticipants({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/eventsession/:id/join_waitlist/',
    {
      config: { access: { ...sessionRecord, player: true } },
      schema: {
        tags,
        summary: 'Queue for a place in a full session (the first one waiting is offered a freed place)',
        params: idParams,
      },
    },
    async (req) => waitlist.joinWaitlist({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/eventwaitlist/mine/',
    {
      config: { access: { area: 'clinics', player: true, club: 'query' } },
      schema: {
        tags,
        summary:
          "The caller's live waiting-list entries at a club (W waiting with position, O offered until offer_expires)",
        querystring: clubQuery,
      },
    },
    async (req) => waitlist.myWaitlist({ ctx: ctxOf(req), club: req.query.club }),
  );

  app.post(
    '/eventwaitlist/:id/leave/',
    {
      config: {
        access: {
          area: 'clinics',
          club: 'record',
          table: 'event_waitlist',
          notFound: 'Waiting list entry not found.',
          owner: true,
        },
      },
      schema: {
        tags,
        summary: 'Leave the waiting list (a place offered passes to the next one waiting)',
        params: idParams,
      },
    },
    async (req) => waitlist.leaveWaitlist({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/eventparticipant/mine/',
    {
      config: { access: { area: 'clinics', player: true, club: 'query' } },
      schema: { tags, summary: "The caller's own participations at a club", querystring: clubQuery },
    },
    async (req) => participants.myParticipations({ ctx: ctxOf(req), club: req.query.club }),
  );

  app.post(
    '/eventparticipant/:id/add_sessions/',
    {
      config: { access: participantRecord, invalidReason },
      schema: { tags, summary: 'Add sessions to a participant', params: idParams, body: withdrawBody },
    },
    async (req) => participants.addSessions({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/eventparticipant/:id/pay/',
    {
      config: { access: participantRecord, invalidReason },
      schema: {
        tags,
        summary:
          "Pay what the participant owes (card; staff also cheque or cash); after a card's authentication it settles the payment",
        params: idParams,
        body: payParticipantSchema.meta({ examples: [{ payment_method: 'C' }] }),
      },
    },
    async (req) => participants.payParticipant({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/eventparticipant/:id/edit/',
    {
      config: { access: participantRecord, invalidReason },
      schema: {
        tags,
        summary: "Change a participant's dob, email, name, gender, number or notes",
        params: idParams,
        body: editEventParticipantSchema.meta({ examples: [{ notes: 'Left-handed' }] }),
      },
    },
    async (req) => participants.editParticipant({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/eventparticipant/:id/withdraw/',
    {
      config: { access: participantRecord, invalidReason },
      schema: {
        tags,
        summary:
          'Withdraw a participant from sessions, refunded per the terms and their rate; check: true answers the refund outcome only',
        params: idParams,
        body: withdrawParticipantSchema.meta({ examples: [{ session_set: [1] }] }),
      },
    },
    async (req) => participants.withdrawParticipant({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/eventmembershiptyperate/',
    {
      config: { access: staff, invalidReason },
      schema: { tags, summary: 'Add a membership type rate to an event', querystring: clubQuery, body: rateBody },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await rates.createEventRate({ ctx: ctxOf(req), input: { club: req.query.club, body: req.body } })),
  );

  app.patch(
    '/eventmembershiptyperate/:id/',
    {
      config: { access: rateRecord, invalidReason },
      schema: {
        tags,
        summary: 'Change a membership type rate',
        params: idParams,
        body: ratePatch.meta({ examples: [{ all_sessions_price: 90 }] }),
      },
    },
    async (req) => rates.updateEventRate({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/eventmembershiptyperate/:id/',
    {
      config: { access: rateRecord },
      schema: { tags, summary: 'Remove a membership type rate', params: idParams },
    },
    async (req, reply) => {
      await rates.deleteEventRate({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/club/:id/get_event_map/',
    {
      config: { access: { area: 'clinics', player: true, club: 'params' } },
      schema: {
        tags,
        summary: "The club's event sessions in a date range, for a calendar",
        params: idParams,
        body: eventMapSchema.meta({ examples: [{ from: '2030-01-01', to: '2030-01-31' }] }),
      },
    },
    async (req) => ev.eventMap({ ctx: ctxOf(req), input: { club: req.params.id, ...req.body } }),
  );
}
