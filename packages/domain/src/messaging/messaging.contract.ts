import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { clubIdParam, recordId } from '../validation/ids';
import {
  commentRecordSchema,
  groupClinicSchema,
  groupClubMembersSchema,
  inboxClubSchema,
  messageGroupChangesSchema,
  messageGroupFields,
  messageGroupRecordSchema,
  messagingMessages as M,
  newCommentSchema,
  newThreadSchema,
  pickableMemberSchema,
  playerThreadChangesSchema,
  playerThreadRecordSchema,
  threadDetailSchema,
  threadRecordSchema,
} from './messaging.schema';

const tags = ['messages'];
const params = z.object({ id: recordId() });
const clubParam = clubIdParam();
const clubQuery = pageQuerySchema.extend({ club: clubParam });
const staffQuery = { area: 'messages', club: 'query' } as const;
const staffBody = { area: 'messages', club: 'body' } as const;
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

/** Club messages (spec 2 §7 Messages): message groups, threads started by a message, replies and read positions. */
export const messagingContract = {
  groups: endpoint({
    method: 'GET',
    path: '/messagegroup/',
    access: staffQuery,
    query: clubQuery.extend({ search: z.string().max(200).optional() }),
    response: { 200: pageOf(messageGroupRecordSchema) },
    summary: "The club's message groups by name; search matches the name",
    tags,
  }),
  pickableMembers: endpoint({
    method: 'GET',
    path: '/messagegroup/members/',
    access: staffQuery,
    query: z.object({
      club: clubParam,
      search: z.string().max(200).optional(),
      ids: z
        .string()
        .max(20_000)
        .regex(/^\d+(,\d+)*$/, 'ids must be comma-separated member ids')
        .optional(),
    }),
    response: { 200: z.array(pickableMemberSchema) },
    summary:
      'Club members to pick for a custom group: 25 whose name or e-mail matches search, or those named by ids (comma-separated)',
    tags,
  }),
  groupClinics: endpoint({
    method: 'GET',
    path: '/messagegroup/clinics/',
    access: staffQuery,
    query: z.object({ club: clubParam }),
    response: { 200: z.array(groupClinicSchema) },
    summary: "The club's clinics (events not cancelled) to choose a clinic group's clinic from, newest first",
    tags,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/messagegroup/',
    access: staffBody,
    body: z.object(messageGroupFields).extend({ club: clubParam }),
    response: { 201: messageGroupRecordSchema },
    summary:
      'Add a message group: ttype P (player_set: club member ids), M (membership_type_set), D (all members), C (clinic: an event id; its participants)',
    tags,
  }),
  updateGroup: endpoint({
    method: 'PATCH',
    path: '/messagegroup/:id/',
    access: groupRecord,
    params,
    body: messageGroupChangesSchema,
    response: { 200: messageGroupRecordSchema },
    summary: 'Change a message group; a set sent replaces the old one',
    tags,
  }),
  deleteGroup: endpoint({
    method: 'DELETE',
    path: '/messagegroup/:id/',
    access: groupRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a message group; its threads stay',
    tags,
  }),
  groupClubMembers: endpoint({
    method: 'POST',
    path: '/messagegroup/:id/group_club_members/',
    access: groupRecord,
    params,
    body: groupClubMembersSchema,
    response: { 200: messageGroupRecordSchema },
    summary: 'Add club members (ids) to a custom (P) group',
    tags,
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/inbox/',
    access: 'user',
    response: { 200: z.array(inboxClubSchema) },
    summary: 'The clubs whose messages the caller reads as a member, with unread counts (the member inbox)',
    tags,
  }),
  threads: endpoint({
    method: 'GET',
    path: '/thread/',
    access: { area: 'messages', member: true, player: true, club: 'query' },
    query: clubQuery,
    response: { 200: pageOf(threadRecordSchema) },
    summary:
      "The club's threads the caller may read (staff: all; a member: their groups'), latest activity first, with unread counts",
    tags,
  }),
  startThread: endpoint({
    method: 'POST',
    path: '/thread/',
    access: staffBody,
    body: newThreadSchema.extend({ club: clubParam }),
    response: { 201: threadDetailSchema },
    summary: 'Send a message to groups: starts a thread whose first comment is the message',
    tags,
  }),
  thread: endpoint({
    method: 'GET',
    path: '/thread/:id/',
    access: threadRecord,
    params,
    response: { 200: threadDetailSchema },
    summary: "A thread with its comments and the caller's player thread (read position)",
    tags,
  }),
  postComment: endpoint({
    method: 'POST',
    path: '/comment/',
    access: 'user',
    body: newCommentSchema,
    response: { 201: commentRecordSchema },
    summary:
      'Reply in a thread (members only where its groups allow responses); from the club when an administrator writes',
    tags,
  }),
  newComments: endpoint({
    method: 'GET',
    path: '/comment/new/:thread/',
    access: 'user',
    params: z.object({ thread: recordId() }),
    query: z.object({ after: z.coerce.number().int().min(0).optional() }),
    response: { 200: z.array(commentRecordSchema) },
    summary: "Comments that arrived since the caller's read_up_to (or after=<comment id>): polled by an open thread",
    tags,
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/playerthread/:id/',
    access: 'user',
    params,
    body: playerThreadChangesSchema,
    response: { 200: playerThreadRecordSchema },
    summary: "Mark the caller's thread read up to a comment id (it never moves back)",
    tags,
  }),
};
