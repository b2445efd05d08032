import { z } from 'zod';
import { clubInvitationSchema, detailResponseSchema, invitationKeySchema, invitationKinds, invitationMessages, myInvitationSchema } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import { clubParam, idParams } from '../../http/route-parts';
import * as invitations from './invitations.service';

const tags = ['invitations'];

/** Invitations to coach at or administer a club: the club's open ones, and the invited player's answers. */
export async function invitationsRoutes(app: App) {
  app.get('/invitation/', {
    config: { access: 'user' },
    schema: { tags, summary: "The caller's open invitations from clubs (to coach or to help run the club)", querystring: pageQuerySchema, response: { 200: pageOf(myInvitationSchema) } },
  }, async (req) => {
    const { count, rows } = await invitations.listMyInvitations({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  // The invited player answers; the service finds the invitation among the caller's own (404 otherwise).
  for (const answer of ['accept', 'decline'] as const) {
    app.post(`/invitation/:id/${answer}/`, {
      config: { access: 'user' },
      schema: { tags, summary: `${answer === 'accept' ? 'Accept' : 'Decline'} one of your invitations`, params: idParams, response: { 200: detailResponseSchema } },
    }, async (req) => invitations.respondToInvitation({ ctx: ctxOf(req), input: { id: req.params.id, accept: answer === 'accept' } }));
  }

  app.post('/invitation/accept/', {
    config: { access: 'user' },
    schema: { tags, summary: 'Accept an invitation with the key of its e-mailed link (logged in as the invited player)', body: invitationKeySchema, response: { 200: detailResponseSchema } },
  }, async (req) => invitations.respondToInvitation({ ctx: ctxOf(req), input: { key: req.body.key, accept: true } }));

  app.get('/clubinvitation/', {
    config: { access: { area: 'admins', club: 'query' } },
    schema: {
      tags,
      summary: "The club's open invitations (AGENT): to coach or to administer, with the address the AGENT gave",
      querystring: pageQuerySchema.extend({ club: clubParam, kind: z.enum(invitationKinds).optional() }),
      response: { 200: pageOf(clubInvitationSchema) },
    },
  }, async (req) => {
    const { count, rows } = await invitations.listClubInvitations({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  app.delete('/clubinvitation/:id/', {
    config: { access: { area: 'admins', club: 'record', table: 'club_invitations', notFound: invitationMessages.notFound } },
    schema: { tags, summary: 'Take back an open invitation', params: idParams },
  }, async (req, reply) => {
    await invitations.cancelInvitation({ ctx: ctxOf(req), id: req.params.id });
    return reply.code(204).send();
  });
}
