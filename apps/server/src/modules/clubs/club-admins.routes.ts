import { z } from 'zod';
import { inviteAdmin } from '../invitations/invitations.service';
import {
  recordId,
  clubInvitationSchema,
  applyClubAdminSchema,
  clubAdminMessages,
  clubAdminRecordSchema,
  clubAdminSchema,
  clubAdminSetEntrySchema,
  paymentAuthorizeSchema,
  updateClubAdminSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import { idParams } from '../../http/route-parts';
import * as clubAdmins from './club-admins.service';
import * as management from './club-admin-management.service';

const tags = ['club administrators'];
const adminRecord = (area: 'admins' | 'subscription') =>
  ({ area, club: 'record', table: 'club_admins', notFound: clubAdminMessages.notFound }) as const;
const clubAdminQuery = pageQuerySchema.extend({ player: recordId().optional() });
// One path, two callers: a player applying ({club}) and an AGENT adding someone ({club, email, roles}).
const clubAdminBody = applyClubAdminSchema.extend({
  email: z
    .string()
    .optional()
    .meta({ description: "An AGENT adding an administrator: the Rally player's e-mail address" }),
  roles: z
    .array(z.string())
    .optional()
    .meta({ description: 'An AGENT adding an administrator: role codes (A C M F N P) or names' }),
});

/** Club administrators (spec 2 §3, §4, §7). */
export async function clubAdminsRoutes(app: App) {
  app.post(
    '/clubadmin/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Apply to administer a club ({club}: 201, pending, access S, no roles), or as its AGENT invite a player to administer it ({club, email, roles}: 202, the invitation; it takes effect when they accept)',
        body: clubAdminBody,
        response: { 201: clubAdminRecordSchema, 202: clubInvitationSchema },
      },
    },
    async (req, reply) => {
      const { email, roles, club } = req.body;
      if (email !== undefined || roles !== undefined)
        return reply.code(202).send(await inviteAdmin({ ctx: ctxOf(req), input: { club, body: req.body } }));
      return reply.code(201).send(await clubAdmins.applyToAdminister({ ctx: ctxOf(req), input: { club } }));
    },
  );

  app.get(
    '/clubadmin/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's club administrator records (another player's id gives an empty page)",
        querystring: clubAdminQuery,
        response: { 200: pageOf(clubAdminSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await clubAdmins.listPlayerClubAdmins({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.patch(
    '/clubadmin/:id/',
    {
      config: { access: adminRecord('admins') },
      schema: {
        tags,
        summary: 'Approve (P → A), suspend (A → S), reactivate (S → A) or change roles; never the last active AGENT',
        params: idParams,
        body: updateClubAdminSchema,
        response: { 200: clubAdminSetEntrySchema },
      },
    },
    async (req) => management.updateClubAdmin({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/clubadmin/:id/',
    {
      config: { access: { ...adminRecord('admins'), owner: true } },
      schema: {
        tags,
        summary:
          'Remove an administrator or refuse an application (AGENT), or withdraw your own; never the last active AGENT',
        params: idParams,
      },
    },
    async (req, reply) => {
      await management.deleteClubAdmin({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/clubadmin/:id/stripe_authorize/',
    {
      config: { access: adminRecord('subscription') },
      schema: {
        tags,
        summary:
          "Redirect (302) to authorise the club's payment account from your own administrator record; {url} when the client accepts JSON",
        params: idParams,
        response: { 200: paymentAuthorizeSchema },
      },
    },
    async (req, reply) => {
      const { url } = await management.authorizePaymentAccount({ ctx: ctxOf(req), id: req.params.id });
      if ((req.headers.accept ?? '').includes('application/json')) return { url };
      return reply.redirect(url, 302);
    },
  );
}
