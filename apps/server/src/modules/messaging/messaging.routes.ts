import { z } from 'zod';
import {
  commentRecordSchema,
  groupClubMembersSchema,
  messageGroupChangesSchema,
  messageGroupFields,
  messageGroupRecordSchema,
  messagingMessages as M,
  newCommentSchema,
  newThreadSchema,
  playerThreadChangesSchema,
  playerThreadRecordSchema,
  recordId,
  threadDetailSchema,
  threadRecordSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, toPage } from '../../http/paging';
import { clubParam, clubQuery, idParams } from '../../http/route-parts';
import * as groups from './message-groups.service';
import * as threadsService from './threads.service';

const tags = ['messages'];
const groupRecord = { area: 'messages', club: 'record', table: 'message_groups', notFound: M.groupNotFound } as const;
// Members read their groups' threads; a player of the club too (a clinic group's participant need not be a member).
const threadRecord = {
  area: 'messages',
  member: true,
  player: true,
  club: 'record',
  table: 'threads',
  notFound: M.threadNotFound,
} as const;
const groupQuery = clubQuery.extend({ search: z.string().max(200).optional() });

export async function messagingRoutes(app: App) {
  app.get(
    '/messagegroup/',
    {
      config: { access: { area: 'messages', club: 'query' } },
      schema: {
        tags,
        summary: "The club's message groups by name; search matches the name",
        querystring: groupQuery,
        response: { 200: pageOf(messageGroupRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await groups.listMessageGroups({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/messagegroup/members/',
    {
      config: { access: { area: 'messages', club: 'query' } },
      schema: {
        tags,
        summary:
          'Club members to pick for a custom group: 25 whose name or e-mail matches search, or those named by ids (comma-separated)',
        querystring: z.object({
          club: clubParam,
          search: z.string().max(200).optional(),
          ids: z
            .string()
            .max(20_000)
            .regex(/^\d+(,\d+)*$/, 'ids must be comma-separated member ids')
            .optional(),
        }),
        response: { 200: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })) },
      },
    },
    async (req) =>
      groups.pickableMembers({
        ctx: ctxOf(req),
        input: { club: req.query.club, search: req.query.search, ids: req.query.ids?.split(',').map(Number) },
      }),
  );

  app.get(
    '/messagegroup/clinics/',
    {
      config: { access: { area: 'messages', club: 'query' } },
      schema: {
        tags,
        summary: "The club's clinics (events not cancelled) to choose a clinic group's clinic from, newest first",
        querystring: z.object({ club: clubParam }),
        response: {
          200: z.array(
            z.object({ id: z.number(), name: z.string(), ttype: z.string(), start_date: z.string().nullable() }),
          ),
        },
      },
    },
    async (req) => groups.clinicsForGroups({ ctx: ctxOf(req), club: req.query.club }),
  );

  app.post(
    '/messagegroup/',
    {
      config: { access: { area: 'messages', club: 'body' } },
      schema: {
        tags,
        summary:
          'Add a message group: ttype P (player_set: club member ids), M (membership_type_set), D (all members), C (clinic: an event id; its participants)',
        body: z.object(messageGroupFields).extend({ club: clubParam }),
        response: { 201: messageGroupRecordSchema },
      },
    },
    async (req, reply) => {
      const { club, ...body } = req.body;
      return reply.code(201).send(await groups.createMessageGroup({ ctx: ctxOf(req), input: { club, body } }));
    },
  );

  app.patch(
    '/messagegroup/:id/',
    {
      config: { access: groupRecord },
      schema: {
        tags,
        summary: 'Change a message group; a set sent replaces the old one',
        params: idParams,
        body: messageGroupChangesSchema,
        response: { 200: messageGroupRecordSchema },
      },
    },
    async (req) => groups.updateMessageGroup({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );

  app.delete(
    '/messagegroup/:id/',
    {
      config: { access: groupRecord },
      schema: { tags, summary: 'Remove a message group; its threads stay', params: idParams },
    },
    async (req, reply) => {
      await groups.deleteMessageGroup({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/messagegroup/:id/group_club_members/',
    {
      config: { access: groupRecord },
      schema: {
        tags,
        summary: 'Add club members (ids) to a custom (P) group',
        params: idParams,
        body: groupClubMembersSchema,
        response: { 200: messageGroupRecordSchema },
      },
    },
    async (req) =>
      groups.groupClubMembers({ ctx: ctxOf(req), input: { id: req.params.id, members: req.body.members } }),
  );

  app.get(
    '/inbox/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The clubs whose messages the caller reads as a member, with unread counts (the member inbox)',
        response: { 200: z.array(z.object({ club: z.number(), club_name: z.string(), unread: z.number() })) },
      },
    },
    async (req) => threadsService.inboxClubs({ ctx: ctxOf(req) }),
  );

  app.get(
    '/thread/',
    {
      config: { access: { area: 'messages', member: true, player: true, club: 'query' } },
      schema: {
        tags,
        summary:
          "The club's threads the caller may read (staff: all; a member: their groups'), latest activity first, with unread counts",
        querystring: clubQuery,
        response: { 200: pageOf(threadRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await threadsService.listThreads({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/thread/',
    {
      config: { access: { area: 'messages', club: 'body' } },
      schema: {
        tags,
        summary: 'Send a message to groups: starts a thread whose first comment is the message',
        body: newThreadSchema.extend({ club: clubParam }),
        response: { 201: threadDetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await threadsService.startThread({ ctx: ctxOf(req), input: req.body })),
  );

  app.get(
    '/thread/:id/',
    {
      config: { access: threadRecord },
      schema: {
        tags,
        summary: "A thread with its comments and the caller's player thread (read position)",
        params: idParams,
        response: { 200: threadDetailSchema },
      },
    },
    async (req) => threadsService.getThread({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/comment/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Reply in a thread (members only where its groups allow responses); from the club when an administrator writes',
        body: newCommentSchema,
        response: { 201: commentRecordSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await threadsService.postComment({ ctx: ctxOf(req), input: req.body })),
  );

  app.get(
    '/comment/new/:thread/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Comments that arrived since the caller's read_up_to (or after=<comment id>): polled by an open thread",
        params: z.object({ thread: recordId() }),
        querystring: z.object({ after: z.coerce.number().int().min(0).optional() }),
        response: { 200: z.array(commentRecordSchema) },
      },
    },
    async (req) =>
      threadsService.newComments({ ctx: ctxOf(req), input: { thread: req.params.thread, after: req.query.after } }),
  );

  app.patch(
    '/playerthread/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Mark the caller's thread read up to a comment id (it never moves back)",
        params: idParams,
        body: playerThreadChangesSchema,
        response: { 200: playerThreadRecordSchema },
      },
    },
    async (req) =>
      threadsService.markRead({ ctx: ctxOf(req), input: { id: req.params.id, read_up_to: req.body.read_up_to } }),
  );
}
