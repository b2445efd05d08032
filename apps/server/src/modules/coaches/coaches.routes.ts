import { coachesContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as coachesService from './coaches.service';

/** Coaches of a club (spec 2 §3, §7). */
export async function coachesRoutes(app: App) {
  route(app, coachesContract.list, async (req) => {
    const { count, rows } = await coachesService.listClubCoaches({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, coachesContract.find, async (req) =>
    coachesService.findSuitableCoaches({ ctx: ctxOf(req), input: { club: req.params.id, student: req.query } }),
  );
  // POST /club/{id}/add_coach/ (coachesContract.add) invites the player: the invitations area's
  // (invitations/club-roles.routes.ts), since areas depend one way.
  route(app, coachesContract.remove, async (req) => {
    await coachesService.removeCoach({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } });
  });
  route(app, coachesContract.update, async (req) =>
    coachesService.updateClubCoach({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
