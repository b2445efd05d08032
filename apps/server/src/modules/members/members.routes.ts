import { z } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  clubIdParam,
  clubMemberSchema,
  memberOrderingSchema,
  createMembershipTypeSchema,
  flagParam,
  memberFiltersSchema,
  memberGroupFields,
  memberGroupRecordSchema,
  memberRefusals,
  membershipFields,
  membershipTypeFields,
  membershipTypeRecordSchema,
  memberFields,
  MAX_RECORD_ID,
  recordId,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, pageSizeParam, toPage } from '../../http/paging';
import * as members from './members.service';
import * as bulk from './member-import.service';
import * as types from './membership-types.service';
import * as groups from './member-groups.service';

const tags = ['members'];
const clubParam = clubIdParam();
const clubQuery = pageQuerySchema.extend({ club: clubParam });
const settingsQuery = clubQuery.extend({ page_size: pageSizeParam(1000) });
const memberListQuery = clubQuery.extend({ ...memberFiltersSchema.shape, ordering: memberOrderingSchema.optional() });
const idParams = z.object({ id: recordId() });
/** The id of the record a body names (PATCH on the list path). */
const bodyId = z
  .number({ error: 'id is required' })
  .int('id is required')
  .positive('id is required')
  .max(MAX_RECORD_ID, 'id is required');

/**
 * The one route body Fastify does not check: a bulk batch answers every bad row in `error_rows`
 * (row number, field errors, the row as sent) instead of one refusal, so the service reads the
 * raw array. The body schema stays for the docs; the query is checked as usual.
 */
const rowsCheckedByService: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (rows: unknown) => ({ value: rows }) : validatorCompiler(route as never);

// The bulk answers are built from typed rows (toClubMember); with 10,000 members, checking them
// again against the response schema would cost more than writing them. The schema stays for the docs.
const plainJson = () => (data: unknown) => JSON.stringify(data);

const errorRowSchema = z.object({
  row: z.number(),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  data: z.unknown(),
});
const bulkResultSchema = z.object({ members: z.array(clubMemberSchema), error_rows: z.array(errorRowSchema) });
const bulkRefusalSchema = bulkResultSchema.extend({ reason: z.string() });
const plannedRowSchema = z.object({
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
const importResultSchema = bulkResultSchema.extend(importTotals);
const importPreviewSchema = z.object({ ...importTotals, error_rows: z.array(errorRowSchema) });
const memberRow = z
  .object(memberFields)
  .partial()
  .meta({ description: 'A club member; email_set is a list of addresses.' });
const memberPatchRow = memberRow.extend({ id: bodyId });
const typePatch = z.object(membershipTypeFields).partial();
const groupPatch = z.object(memberGroupFields).partial();
// Ids in a body are numbers; `club` is read as the guard reads it (numeric text too).
const bodyClub = { club: clubParam };
const memberRecord = {
  area: 'members',
  club: 'record',
  table: 'club_members',
  notFound: members.MEMBER_NOT_FOUND,
} as const;
const typeRecord = {
  area: 'members',
  club: 'record',
  table: 'membership_types',
  notFound: types.TYPE_NOT_FOUND,
} as const;
const groupRecord = {
  area: 'members',
  club: 'record',
  table: 'member_groups',
  notFound: groups.GROUP_NOT_FOUND,
} as const;
const bulkQuery = z.object({ club: clubParam, flush: flagParam(), preview: flagParam() });

/** A refused batch: 400 with every error row, and the first one's text as the reason the screen shows (spec 2 §5). */
const refusal = (result: bulk.BulkResult) => ({ reason: result.error_rows[0].error, ...result });

export async function membersRoutes(app: App) {
  app.get(
    '/clubmember/',
    {
      config: { access: { area: 'members', club: 'query' } },
      schema: {
        tags,
        summary:
          "A page of the club's members; search matches names, e-mails and membership number; ordering=<column> or -<column>",
        querystring: memberListQuery,
        response: { 200: pageOf(clubMemberSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await members.listMembers({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/cmember/bulk/',
    {
      config: { access: { area: 'members', club: 'query' } },
      bodyLimit: 16 * 1024 * 1024,
      validatorCompiler: rowsCheckedByService,
      serializerCompiler: plainJson,
      schema: {
        tags,
        summary:
          'Add members (all or none); a row whose membership number or e-mail names a member updates it, or is a duplicate when it changes nothing. ' +
          'flush=True replaces the club’s members; preview=True answers what each row would do and writes nothing',
        querystring: bulkQuery,
        body: z.array(memberRow),
        response: {
          200: importPreviewSchema,
          201: importResultSchema,
          400: bulkRefusalSchema.or(
            z.object({ reason: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
          ),
        },
      },
    },
    async (req, reply) => {
      const input = { club: req.query.club, flush: req.query.flush ?? false, body: req.body as unknown };
      if (req.query.preview) return reply.code(200).send(await bulk.previewImport({ ctx: ctxOf(req), input }));
      const result = await bulk.importMembers({ ctx: ctxOf(req), input });
      return result.error_rows.length ? reply.code(400).send(refusal(result)) : reply.code(201).send(result);
    },
  );

  app.patch(
    '/cmember/bulk/',
    {
      config: { access: { area: 'members', club: 'query' } },
      bodyLimit: 16 * 1024 * 1024,
      validatorCompiler: rowsCheckedByService,
      serializerCompiler: plainJson,
      schema: {
        tags,
        summary: 'Change members (all or none): each row has the id and the fields to change',
        querystring: z.object({ club: clubParam }),
        body: z.array(memberPatchRow),
        response: {
          200: bulkResultSchema,
          400: bulkRefusalSchema.or(
            z.object({ reason: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
          ),
        },
      },
    },
    async (req, reply) => {
      const result = await bulk.updateMembers({
        ctx: ctxOf(req),
        input: { club: req.query.club, body: req.body as unknown },
      });
      return result.error_rows.length ? reply.code(400).send(refusal(result)) : reply.code(200).send(result);
    },
  );

  app.delete(
    '/clubmember/:id/',
    {
      config: { access: memberRecord },
      schema: { tags, summary: 'Remove a member', params: idParams },
    },
    async (req, reply) => {
      await members.deleteMember({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.patch(
    '/clubmember/:id/membership/',
    {
      config: { access: memberRecord, invalidReason: memberRefusals.membership },
      schema: {
        tags,
        summary: "Change a member's membership: type, billing cycle, expiry, subscription status, group",
        params: idParams,
        body: z.object(membershipFields).partial(),
        response: { 200: clubMemberSchema },
      },
    },
    async (req) => members.updateMembership({ ctx: ctxOf(req), id: req.params.id, body: req.body }),
  );

  app.get(
    '/clubmembershiptype/',
    {
      config: { access: { area: 'members', club: 'query' } },
      schema: {
        tags,
        summary: "The club's membership types by name, with their member counts",
        querystring: settingsQuery,
        response: { 200: pageOf(membershipTypeRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await types.listMembershipTypes({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/clubmembershiptype/',
    {
      config: { access: { area: 'members', club: 'body' }, invalidReason: memberRefusals.membershipType },
      schema: {
        tags,
        summary: 'Add a membership type',
        body: createMembershipTypeSchema,
        response: { 201: membershipTypeRecordSchema },
      },
    },
    async (req, reply) => {
      const { club, ...values } = req.body;
      return reply.code(201).send(await types.createMembershipType({ ctx: ctxOf(req), input: { club, values } }));
    },
  );

  app.patch(
    '/clubmembershiptype/',
    {
      config: { access: { area: 'members', club: 'body' }, invalidReason: memberRefusals.membershipType },
      schema: {
        tags,
        summary: 'Change a membership type named by id in the body',
        body: typePatch.extend({ id: bodyId, ...bodyClub }),
        response: { 200: membershipTypeRecordSchema },
      },
    },
    async (req) => {
      const { id, club, ...changes } = req.body;
      return types.updateMembershipType({ ctx: ctxOf(req), input: { id, club, changes } });
    },
  );

  app.patch(
    '/clubmembershiptype/:id/',
    {
      config: { access: typeRecord, invalidReason: memberRefusals.membershipType },
      schema: {
        tags,
        summary: 'Change a membership type',
        params: idParams,
        body: typePatch,
        response: { 200: membershipTypeRecordSchema },
      },
    },
    async (req) => types.updateMembershipType({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );

  app.delete(
    '/clubmembershiptype/:id/',
    {
      config: { access: typeRecord },
      schema: {
        tags,
        summary:
          'Remove a membership type. One that members hold is refused (409, with their count) unless move_to names the type they move to',
        params: idParams,
        querystring: z.object({
          move_to: recordId('Choose another membership type of this club to move the members to.').optional(),
        }),
      },
    },
    async (req, reply) => {
      await types.deleteMembershipType({ ctx: ctxOf(req), id: req.params.id, moveTo: req.query.move_to });
      return reply.code(204).send();
    },
  );

  app.get(
    '/clubmembergroup/',
    {
      config: { access: { area: 'members', club: 'query' } },
      schema: {
        tags,
        summary: "The club's member groups by name, with their members' ids",
        querystring: settingsQuery,
        response: { 200: pageOf(memberGroupRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await groups.listMemberGroups({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/clubmembergroup/',
    {
      config: { access: { area: 'members', club: 'body' } },
      schema: {
        tags,
        summary: 'Add a member group (name, membership type, optionally its members)',
        body: z.object(memberGroupFields).extend(bodyClub),
        response: { 201: memberGroupRecordSchema },
      },
    },
    async (req, reply) => {
      const { club, ...values } = req.body;
      return reply.code(201).send(await groups.createMemberGroup({ ctx: ctxOf(req), input: { club, values } }));
    },
  );

  app.patch(
    '/clubmembergroup/',
    {
      config: { access: { area: 'members', club: 'body' } },
      schema: {
        tags,
        summary: 'Change a member group named by id in the body; members, when given, replaces them',
        body: groupPatch.extend({ id: bodyId, ...bodyClub }),
        response: { 200: memberGroupRecordSchema },
      },
    },
    async (req) => {
      const { id, club, ...changes } = req.body;
      return groups.updateMemberGroup({ ctx: ctxOf(req), input: { id, club, changes } });
    },
  );

  app.patch(
    '/clubmembergroup/:id/',
    {
      config: { access: groupRecord },
      schema: {
        tags,
        summary: 'Change a member group; members, when given, replaces them',
        params: idParams,
        body: groupPatch,
        response: { 200: memberGroupRecordSchema },
      },
    },
    async (req) => groups.updateMemberGroup({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );

  app.delete(
    '/clubmembergroup/:id/',
    {
      config: { access: groupRecord },
      schema: { tags, summary: 'Remove a member group; its members stay, in no group', params: idParams },
    },
    async (req, reply) => {
      await groups.deleteMemberGroup({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );
}
