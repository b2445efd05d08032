import { clubCoachSchema, coachMessages, removeCoachSchema, updateClubCoachSchema } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, toPage } from '../../http/paging';
import { clubQuery, idParams } from '../../http/route-parts';
import * as coachesService from './coaches.service';

const tags = ['coaches'];

/** Coaches of a club (spec 2 §3, §7). */
export async function coachesRoutes(app: App) {
  app.get(
    '/clubcoach/',
    {
      config: { access: { area: 'dashboard', club: 'query' } },
      schema: {
        tags,
        summary: "The club's coaches with their settings there",
        querystring: clubQuery,
        response: { 200: pageOf(clubCoachSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await coachesService.listClubCoaches({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  // POST /club/{id}/add_coach/ invites the player: the invitations area's (invitations/club-roles.routes.ts).

  app.post(
    '/club/:id/remove_coach/',
    {
      config: { access: { area: 'clubSettings', club: 'params' } },
      schema: {
        tags,
        summary: 'Remove a coach (the coach id) from the club',
        params: idParams,
        body: removeCoachSchema,
      },
    },
    async (req, reply) => {
      await coachesService.removeCoach({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } });
      return reply.code(204).send();
    },
  );

  app.patch(
    '/clubcoach/:id/',
    {
      config: {
        access: { area: 'clubSettings', club: 'record', table: 'club_coaches', notFound: coachMessages.notFound },
      },
      schema: {
        tags,
        summary: "Change a coach's settings at the club",
        params: idParams,
        body: updateClubCoachSchema,
        response: { 200: clubCoachSchema },
      },
    },
    async (req) => coachesService.updateClubCoach({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
