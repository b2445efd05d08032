import { clubAdminsContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as clubAdmins from './club-admins.service';
import * as management from './club-admin-management.service';

// POST /clubadmin/ (apply, or invite an administrator) is the invitations area's: invitations/club-roles.routes.ts.

/** Club administrators (spec 2 §3, §4, §7). */
export async function clubAdminsRoutes(app: App) {
  route(app, clubAdminsContract.list, async (req) => {
    const { count, rows } = await clubAdmins.listPlayerClubAdmins({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(app, clubAdminsContract.update, async (req) =>
    management.updateClubAdmin({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, clubAdminsContract.remove, async (req) => {
    await management.deleteClubAdmin({ ctx: ctxOf(req), id: req.params.id });
  });

  route(app, clubAdminsContract.stripeAuthorize, async (req, reply) => {
    const { url } = await management.authorizePaymentAccount({ ctx: ctxOf(req), id: req.params.id });
    if ((req.headers.accept ?? '').includes('application/json')) return { url };
    return reply.redirect(url, 302);
  });
}
