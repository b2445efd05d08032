import { z } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  clubInvitationSchema,
  detailResponseSchema,
  flagParam,
  invitationKeySchema,
  invitationKinds,
  invitationMessages,
  myInvitationSchema,
  playerInvitationSchema,
  playerInviteAnswerSchema,
  playerInviteRowSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import { clubParam, idParams } from '../../http/route-parts';
import * as invitations from './invitations.service';
import * as playerInvites from './player-invites.service';

/** The bulk body is read by the service, which answers every bad row at once (as the member import does). */
const rowsCheckedByService: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (rows: unknown) => ({ value: rows }) : validatorCompiler(route as never);
const bulkRefusalSchema = playerInviteAnswerSchema
  .extend({ reason: z.string() })
  .or(z.object({ reason: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }));

const tags = ['invitations'];

/** Invitations to coach at or administer a club: the club's open ones, and the invited player's answers. */
export async function invitationsRoutes(app: App) {
  app.get(
    '/invitation/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's open invitations from clubs (to coach or to help run the club)",
        querystring: pageQuerySchema,
        response: { 200: pageOf(myInvitationSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await invitations.listMyInvitations({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  // The invited player answers; the service finds the invitation among the caller's own (404 otherwise).
  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/invitation/:id/${answer}/`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `${answer === 'accept' ? 'Accept' : 'Decline'} one of your invitations`,
          params: idParams,
          response: { 200: detailResponseSchema },
        },
      },
      async (req) =>
        invitations.respondToInvitation({ ctx: ctxOf(req), input: { id: req.params.id, accept: answer === 'accept' } }),
    );
  }

  app.post(
    '/invitation/accept/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accept an invitation with the key of its e-mailed link (logged in as the invited player)',
        body: invitationKeySchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (req) => invitations.respondToInvitation({ ctx: ctxOf(req), input: { key: req.body.key, accept: true } }),
  );

  app.get(
    '/clubinvitation/',
    {
      config: { access: { area: 'admins', club: 'query' } },
      schema: {
        tags,
        summary: "The club's open invitations (AGENT): to coach or to administer, with the address the AGENT gave",
        querystring: pageQuerySchema.extend({ club: clubParam, kind: z.enum(invitationKinds).optional() }),
        response: { 200: pageOf(clubInvitationSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await invitations.listClubInvitations({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  // An uploaded CSV file is sent as its text (Content-Type: text/csv); the service reads its header.
  if (!app.hasContentTypeParser('text/csv'))
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

  app.post(
    '/player/bulk/',
    {
      config: { access: { area: 'matcha', club: 'query' } },
      bodyLimit: 4 * 1024 * 1024,
      validatorCompiler: rowsCheckedByService,
      schema: {
        tags,
        summary:
          'Invite players to join Rally and follow the club (AGENT or MATCHA): a JSON array of {first_name, last_name, email, mobile, gender} or a CSV file (text/csv) with those columns; ' +
          'all or none (400 lists every bad row); gender_exempt=True lets gender be left unknown',
        querystring: z.object({ club: clubParam, gender_exempt: flagParam() }),
        body: z.array(playerInviteRowSchema(true)).or(z.string().describe('CSV text with a header row')),
        response: { 201: playerInviteAnswerSchema, 400: bulkRefusalSchema },
      },
    },
    async (req, reply) => {
      const result = await playerInvites.invitePlayers({
        ctx: ctxOf(req),
        input: { club: req.query.club, body: req.body as unknown, genderExempt: req.query.gender_exempt ?? false },
      });
      return result.error_rows.length
        ? reply.code(400).send({ reason: result.error_rows[0].error, ...result })
        : reply.code(201).send(result);
    },
  );

  app.get(
    '/playerinvitation/',
    {
      config: { access: { area: 'matcha', club: 'query' } },
      schema: {
        tags,
        summary: "The club's player invitations, newest first (AGENT or MATCHA)",
        querystring: pageQuerySchema.extend({ club: clubParam }),
        response: { 200: pageOf(playerInvitationSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await playerInvites.listPlayerInvitations({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.delete(
    '/playerinvitation/:id/',
    {
      config: {
        access: { area: 'matcha', club: 'record', table: 'club_invitations', notFound: invitationMessages.notFound },
      },
      schema: { tags, summary: 'Take back an open player invitation', params: idParams },
    },
    async (req, reply) => {
      await playerInvites.cancelPlayerInvitation({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/clubinvitation/:id/',
    {
      config: {
        access: { area: 'admins', club: 'record', table: 'club_invitations', notFound: invitationMessages.notFound },
      },
      schema: { tags, summary: 'Take back an open invitation', params: idParams },
    },
    async (req, reply) => {
      await invitations.cancelInvitation({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );
}
