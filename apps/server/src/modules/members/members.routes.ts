import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { membersContract } from '@rally/domain';
import { answer, route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as members from './members.service';
import * as bulk from './member-import.service';
import * as types from './membership-types.service';
import * as groups from './member-groups.service';

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

/** What only the server adds to a bulk batch: 16 MB bodies, rows checked by the service, plain JSON. */
const bulkOptions = {
  bodyLimit: 16 * 1024 * 1024,
  validatorCompiler: rowsCheckedByService,
  serializerCompiler: plainJson,
};

/** A refused batch: 400 with every error row, and the first one's text as the reason the screen shows (spec 2 §5). */
const refusal = (result: bulk.BulkResult) => ({ reason: result.error_rows[0].error, ...result });

export async function membersRoutes(app: App) {
  route(app, membersContract.list, async (req) => {
    const { count, rows } = await members.listMembers({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(
    app,
    membersContract.importMembers,
    async (req, reply) => {
      const input = { club: req.query.club, flush: req.query.flush ?? false, body: req.body as unknown };
      if (req.query.preview) return bulk.previewImport({ ctx: ctxOf(req), input });
      const result = await bulk.importMembers({ ctx: ctxOf(req), input });
      return result.error_rows.length
        ? answer(reply, membersContract.importMembers, 400, refusal(result))
        : answer(reply, membersContract.importMembers, 201, result);
    },
    bulkOptions,
  );

  route(
    app,
    membersContract.updateMembers,
    async (req, reply) => {
      const result = await bulk.updateMembers({
        ctx: ctxOf(req),
        input: { club: req.query.club, body: req.body as unknown },
      });
      return result.error_rows.length ? answer(reply, membersContract.updateMembers, 400, refusal(result)) : result;
    },
    bulkOptions,
  );

  route(app, membersContract.remove, async (req) => {
    await members.deleteMember({ ctx: ctxOf(req), id: req.params.id });
  });

  route(app, membersContract.updateMembership, async (req) =>
    members.updateMembership({ ctx: ctxOf(req), id: req.params.id, body: req.body }),
  );

  route(app, membersContract.types, async (req) => {
    const { count, rows } = await types.listMembershipTypes({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(app, membersContract.createType, async (req) => {
    const { club, ...values } = req.body;
    return types.createMembershipType({ ctx: ctxOf(req), input: { club, values } });
  });

  route(app, membersContract.updateTypeById, async (req) => {
    const { id, club, ...changes } = req.body;
    return types.updateMembershipType({ ctx: ctxOf(req), input: { id, club, changes } });
  });

  route(app, membersContract.updateType, async (req) =>
    types.updateMembershipType({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );

  route(app, membersContract.removeType, async (req) => {
    await types.deleteMembershipType({ ctx: ctxOf(req), id: req.params.id, moveTo: req.query.move_to });
  });

  route(app, membersContract.groups, async (req) => {
    const { count, rows } = await groups.listMemberGroups({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(app, membersContract.createGroup, async (req) => {
    const { club, ...values } = req.body;
    return groups.createMemberGroup({ ctx: ctxOf(req), input: { club, values } });
  });

  route(app, membersContract.updateGroupById, async (req) => {
    const { id, club, ...changes } = req.body;
    return groups.updateMemberGroup({ ctx: ctxOf(req), input: { id, club, changes } });
  });

  route(app, membersContract.updateGroup, async (req) =>
    groups.updateMemberGroup({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );

  route(app, membersContract.removeGroup, async (req) => {
    await groups.deleteMemberGroup({ ctx: ctxOf(req), id: req.params.id });
  });
}
