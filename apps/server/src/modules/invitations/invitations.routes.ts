import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { invitationsContract } from '@rally/domain';
import { answer, route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as invitations from './invitations.service';
import * as myInvitations from './my-invitations.service';
import * as playerInvites from './player-invites.service';

/** The bulk body is read by the service, which answers every bad row at once (as the member import does). */
const rowsCheckedByService: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (rows: unknown) => ({ value: rows }) : validatorCompiler(route as never);

const c = invitationsContract;

/** Invitations to coach at or administer a club: the club's open ones, and the invited player's answers. */
export async function invitationsRoutes(app: App) {
  route(app, c.mine, async (req) => {
    const { count, rows } = await myInvitations.listMyInvitations({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  // The invited player answers; the service finds the invitation among the caller's own (404 otherwise).
  route(app, c.accept, async (req) =>
    myInvitations.respondToInvitation({ ctx: ctxOf(req), input: { id: req.params.id, accept: true } }),
  );
  route(app, c.decline, async (req) =>
    myInvitations.respondToInvitation({ ctx: ctxOf(req), input: { id: req.params.id, accept: false } }),
  );
  route(app, c.acceptByKey, async (req) =>
    myInvitations.respondToInvitation({ ctx: ctxOf(req), input: { key: req.body.key, accept: true } }),
  );

  route(app, c.clubList, async (req) => {
    const { count, rows } = await invitations.listClubInvitations({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  // An uploaded CSV file is sent as its text (Content-Type: text/csv); the service reads its header.
  if (!app.hasContentTypeParser('text/csv'))
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

  route(
    app,
    c.invitePlayers,
    async (req, reply) => {
      const result = await playerInvites.invitePlayers({
        ctx: ctxOf(req),
        input: { club: req.query.club, body: req.body as unknown, genderExempt: req.query.gender_exempt ?? false },
      });
      return result.error_rows.length
        ? answer(reply, c.invitePlayers, 400, { reason: result.error_rows[0].error, ...result })
        : result;
    },
    { bodyLimit: 4 * 1024 * 1024, validatorCompiler: rowsCheckedByService },
  );

  route(app, c.playerList, async (req) => {
    const { count, rows } = await playerInvites.listPlayerInvitations({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.cancelPlayerInvitation, async (req) => {
    await playerInvites.cancelPlayerInvitation({ ctx: ctxOf(req), id: req.params.id });
  });
  route(app, c.cancel, async (req) => {
    await invitations.cancelInvitation({ ctx: ctxOf(req), id: req.params.id });
  });
}
