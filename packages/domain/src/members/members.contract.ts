import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema, pageSizeParam } from '../contract/paging';
import { clubIdParam, MAX_RECORD_ID, recordId } from '../validation/ids';
import { flagParam } from './member-fields';
import { memberFiltersSchema } from './member-filters.schema';
import { bulkDeleteMembersSchema, memberOrderingSchema } from './member-list.schema';
import {
  clubMemberSchema,
  GROUP_NOT_FOUND,
  MEMBER_NOT_FOUND,
  memberFields,
  memberRefusals,
  membershipFields,
  TYPE_NOT_FOUND,
} from './member.schema';
import {
  createMembershipTypeSchema,
  memberGroupFields,
  memberGroupRecordSchema,
  membershipTypeFields,
  membershipTypeRecordSchema,
} from './membership.schema';

const tags = ['members'];
const clubParam = clubIdParam();
const clubQuery = pageQuerySchema.extend({ club: clubParam });
const settingsQuery = clubQuery.extend({ page_size: pageSizeParam(1000) });
const memberListQuery = clubQuery.extend({ ...memberFiltersSchema.shape, ordering: memberOrderingSchema.optional() });
const params = z.object({ id: recordId() });
/** The id of the record a body names (PATCH on the list path). */
const bodyId = z
  .number({ error: 'id is required' })
  .int('id is required')
  .positive('id is required')
  .max(MAX_RECORD_ID, 'id is required');

/** A row of a bulk batch the service refused: its number, its field errors, the row as sent. */
export const bulkErrorRowSchema = z.object({
  row: z.number(),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  data: z.unknown(),
});
/** A bulk batch's answer: the members written and the rows refused. */
export const bulkResultSchema = z.object({
  members: z.array(clubMemberSchema),
  error_rows: z.array(bulkErrorRowSchema),
});
const bulkRefusalSchema = bulkResultSchema.extend({ reason: z.string() });
const badRequest = z.object({ reason: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });
/** What an import does with one row. */
export const plannedRowSchema = z.object({
  index: z.number().describe('0-based position of the row in the array sent'),
  action: z.enum(['create', 'update', 'duplicate']),
  member_id: z.number().optional(),
  matched_by: z.enum(['membership_number', 'email']).optional(),
});
const importTotals = {
  rows: z.array(plannedRowSchema),
  created: z.number(),
  updated: z.number(),
  duplicates: z.number(),
};
/** An import's answer: the bulk result with what each row did. */
export const importResultSchema = bulkResultSchema.extend(importTotals);
/** A preview's answer: what each row would do, nothing written. */
export const importPreviewSchema = z.object({ ...importTotals, error_rows: z.array(bulkErrorRowSchema) });
const memberRow = z
  .object(memberFields)
  .partial()
  .meta({ description: 'A club member; email_set is a list of addresses.' });
const memberPatchRow = memberRow.extend({ id: bodyId });
const typePatch = z.object(membershipTypeFields).partial();
const groupPatch = z.object(memberGroupFields).partial();
// Ids in a body are numbers; `club` is read as the guard reads it (numeric text too).
const bodyClub = { club: clubParam };
const staffQuery = { area: 'members', club: 'query' } as const;
const staffBody = { area: 'members', club: 'body' } as const;
const memberRecord = { area: 'members', club: 'record', table: 'club_members', notFound: MEMBER_NOT_FOUND } as const;
const typeRecord = { area: 'members', club: 'record', table: 'membership_types', notFound: TYPE_NOT_FOUND } as const;
const groupRecord = { area: 'members', club: 'record', table: 'member_groups', notFound: GROUP_NOT_FOUND } as const;
const bulkQuery = z.object({ club: clubParam, flush: flagParam(), preview: flagParam() });

/** A club's members, membership types and member groups (spec 2 §3, §5, §8; the server module's README). */
export const membersContract = {
  list: endpoint({
    method: 'GET',
    path: '/clubmember/',
    access: staffQuery,
    query: memberListQuery,
    response: { 200: pageOf(clubMemberSchema) },
    summary:
      "A page of the club's members; search matches names, e-mails and membership number; ordering=<column> or -<column>",
    tags,
  }),
  importMembers: endpoint({
    method: 'POST',
    path: '/cmember/bulk/',
    access: staffQuery,
    query: bulkQuery,
    body: z.array(memberRow),
    response: {
      200: importPreviewSchema,
      201: importResultSchema,
      400: importResultSchema.extend({ reason: z.string() }).or(badRequest),
    },
    summary:
      'Add members (all or none); a row whose membership number or e-mail names a member updates it, or is a duplicate when it changes nothing. ' +
      'flush=True replaces the club’s members; preview=True answers what each row would do and writes nothing',
    tags,
  }),
  updateMembers: endpoint({
    method: 'PATCH',
    path: '/cmember/bulk/',
    access: staffQuery,
    query: z.object({ club: clubParam }),
    body: z.array(memberPatchRow),
    response: { 200: bulkResultSchema, 400: bulkRefusalSchema.or(badRequest) },
    summary: 'Change members (all or none): each row has the id and the fields to change',
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/clubmember/:id/',
    access: memberRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a member',
    tags,
  }),
  updateMembership: endpoint({
    method: 'PATCH',
    path: '/clubmember/:id/membership/',
    access: memberRecord,
    invalidReason: memberRefusals.membership,
    params,
    body: z.object(membershipFields).partial(),
    response: { 200: clubMemberSchema },
    summary: "Change a member's membership: type, billing cycle, expiry, subscription status, group",
    tags,
  }),
  types: endpoint({
    method: 'GET',
    path: '/clubmembershiptype/',
    access: staffQuery,
    query: settingsQuery,
    response: { 200: pageOf(membershipTypeRecordSchema) },
    summary: "The club's membership types by name, with their member counts",
    tags,
  }),
  createType: endpoint({
    method: 'POST',
    path: '/clubmembershiptype/',
    access: staffBody,
    invalidReason: memberRefusals.membershipType,
    body: createMembershipTypeSchema,
    response: { 201: membershipTypeRecordSchema },
    summary: 'Add a membership type',
    tags,
  }),
  updateTypeById: endpoint({
    method: 'PATCH',
    path: '/clubmembershiptype/',
    access: staffBody,
    invalidReason: memberRefusals.membershipType,
    body: typePatch.extend({ id: bodyId, ...bodyClub }),
    response: { 200: membershipTypeRecordSchema },
    summary: 'Change a membership type named by id in the body',
    tags,
  }),
  updateType: endpoint({
    method: 'PATCH',
    path: '/clubmembershiptype/:id/',
    access: typeRecord,
    invalidReason: memberRefusals.membershipType,
    params,
    body: typePatch,
    response: { 200: membershipTypeRecordSchema },
    summary: 'Change a membership type',
    tags,
  }),
  removeType: endpoint({
    method: 'DELETE',
    path: '/clubmembershiptype/:id/',
    access: typeRecord,
    params,
    query: z.object({
      move_to: recordId('Choose another membership type of this club to move the members to.').optional(),
    }),
    response: { 204: noContent },
    summary:
      'Remove a membership type. One that members hold is refused (409, with their count) unless move_to names the type they move to',
    tags,
  }),
  groups: endpoint({
    method: 'GET',
    path: '/clubmembergroup/',
    access: staffQuery,
    query: settingsQuery,
    response: { 200: pageOf(memberGroupRecordSchema) },
    summary: "The club's member groups by name, with their members' ids",
    tags,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/clubmembergroup/',
    access: staffBody,
    body: z.object(memberGroupFields).extend(bodyClub),
    response: { 201: memberGroupRecordSchema },
    summary: 'Add a member group (name, membership type, optionally its members)',
    tags,
  }),
  updateGroupById: endpoint({
    method: 'PATCH',
    path: '/clubmembergroup/',
    access: staffBody,
    body: groupPatch.extend({ id: bodyId, ...bodyClub }),
    response: { 200: memberGroupRecordSchema },
    summary: 'Change a member group named by id in the body; members, when given, replaces them',
    tags,
  }),
  updateGroup: endpoint({
    method: 'PATCH',
    path: '/clubmembergroup/:id/',
    access: groupRecord,
    params,
    body: groupPatch,
    response: { 200: memberGroupRecordSchema },
    summary: 'Change a member group; members, when given, replaces them',
    tags,
  }),
  removeGroup: endpoint({
    method: 'DELETE',
    path: '/clubmembergroup/:id/',
    access: groupRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a member group; its members stay, in no group',
    tags,
  }),
  bulkDelete: endpoint({
    method: 'POST',
    path: '/cmember/bulk_delete/',
    access: staffQuery,
    query: z.object({ club: clubParam }),
    body: bulkDeleteMembersSchema,
    response: { 200: z.object({ deleted: z.number() }) },
    summary:
      "Remove the chosen members of the club (all or none); an id that is not the club's member answers 404 and nothing is removed",
    tags,
  }),
};
