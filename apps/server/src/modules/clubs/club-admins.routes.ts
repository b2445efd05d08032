import {
  recordId,
  clubAdminMessages,
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
// POST /clubadmin/ (apply, or invite an administrator) is the invitations area's: invitations/club-roles.routes.ts.

/** Club administrators (spec 2 §3, §4, §7). */
export async function clubAdminsRoutes(app: App) {
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
