import { z } from 'zod';
import {
  clubIdParam,
  recordId,
  clubBriefSchema,
  clubDetailSchema,
  clubFeatureSchema,
  clubSetupSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { revalidate } from '../../http/revalidate';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import * as clubsService from './clubs.service';
import * as clubFeatures from './club-features.service';
import * as clubSignup from './club-signup.service';
import { clubAdminsRoutes } from './club-admins.routes';
import { clubSettingsRoutes } from './club-settings.routes';

const tags = ['clubs'];
const idParams = z.object({ id: recordId() });
const clubListQuery = pageQuerySchema.extend({
  search: z.string().max(100, 'Please enter no more than 100 characters').optional(),
});
const clubQuery = pageQuerySchema.extend({ club: clubIdParam() });

// Signing a club up (POST /api/club/) and its package and subscription are the subscriptions
// area's routes (subscriptions/subscriptions.routes.ts).
export async function clubsRoutes(app: App) {
  app.get(
    '/club/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Clubs by name; search matches part of the name',
        security: [],
        querystring: clubListQuery,
        response: { 200: pageOf(clubBriefSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await clubsService.listClubs({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/club/:id/setup/',
    {
      config: { access: { area: 'dashboard', club: 'params' } },
      schema: {
        tags,
        summary: "The club's set-up checklist: hours, courts, membership types, members, payment account",
        params: idParams,
        response: { 200: clubSetupSchema },
      },
    },
    async (req) => clubSignup.getClubSetup({ ctx: ctxOf(req), input: req.params }),
  );

  app.get(
    '/club/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A club; its active administrators also get subscription and stripe_account, its AGENTs admin_set',
        params: idParams,
        response: { 200: clubDetailSchema },
      },
    },
    async (req) => clubsService.getClubDetail({ ctx: ctxOf(req), input: req.params }),
  );

  app.get(
    '/clubfeature/',
    {
      config: { access: { area: 'dashboard', club: 'query' } },
      // Every dashboard page reads it (the menu): revalidated, not sent again (http/revalidate.ts).
      onSend: revalidate,
      schema: {
        tags,
        summary: "A club's features and their params (anyone with dashboard access to the club)",
        querystring: clubQuery,
        response: { 200: pageOf(clubFeatureSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await clubFeatures.listClubFeatures({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  await clubSettingsRoutes(app);
  await clubAdminsRoutes(app);
}
