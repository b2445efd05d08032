import { z } from 'zod';
import {
  clubIdParam,
  recordId,
  clubBriefSchema,
  clubDetailSchema,
  clubFeatureSchema,
  clubSetupSchema,
  clubSignupMessages,
  createClubSchema,
  createdClubSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { revalidate } from '../../http/revalidate';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import * as clubsService from './clubs.service';
import * as clubFeatures from './club-features.service';
import * as clubSignup from './club-signup.service';
import { AppError } from '../../http/errors';
import { clubAdminsRoutes } from './club-admins.routes';
import { clubPackagesRoutes } from './club-packages.routes';
import { clubSettingsRoutes } from './club-settings.routes';

const tags = ['clubs'];
const idParams = z.object({ id: recordId() });
const clubListQuery = pageQuerySchema.extend({
  search: z.string().max(100, 'Please enter no more than 100 characters').optional(),
});
const clubQuery = pageQuerySchema.extend({ club: clubIdParam() });

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

  app.post(
    '/club/',
    {
      config: {
        access: 'user',
        // Per address, an hour: signing up clubs in bulk is refused before it reaches the database.
        rateLimit: {
          max: app.deps.config.clubSignupRateLimit,
          timeWindow: 3_600_000,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', clubSignupMessages.tooMany),
        },
      },
      schema: {
        tags,
        summary:
          'Register a club: the caller becomes its AGENT, it goes on the package chosen with its subscription P (pending) and stays unverified; one unverified club per player (409)',
        body: createClubSchema,
        response: { 201: createdClubSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await clubSignup.createClub({ ctx: ctxOf(req), input: req.body })),
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
  await clubPackagesRoutes(app);
}
