import { clubsContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { revalidate } from '../../http/revalidate';
import { toPage } from '../../http/paging';
import * as clubsService from './clubs.service';
import * as clubFeatures from './club-features.service';
import * as clubSignup from './club-signup.service';
import { clubAdminsRoutes } from './club-admins.routes';
import { clubSettingsRoutes } from './club-settings.routes';

// Signing a club up (POST /api/club/) and its package and subscription are the subscriptions
// area's routes (subscriptions/subscriptions.routes.ts).
export async function clubsRoutes(app: App) {
  route(app, clubsContract.list, async (req) => {
    const { count, rows } = await clubsService.listClubs({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(app, clubsContract.setup, async (req) => clubSignup.getClubSetup({ ctx: ctxOf(req), input: req.params }));

  route(app, clubsContract.detail, async (req) => clubsService.getClubDetail({ ctx: ctxOf(req), input: req.params }));

  route(
    app,
    clubsContract.features,
    async (req) => {
      const { count, rows } = await clubFeatures.listClubFeatures({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    // Every dashboard page reads it (the menu): revalidated, not sent again (http/revalidate.ts).
    { onSend: revalidate },
  );

  await clubSettingsRoutes(app);
  await clubAdminsRoutes(app);
}
