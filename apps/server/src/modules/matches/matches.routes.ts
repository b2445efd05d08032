import { MATCHA_LEVELS, matchesContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as groups from './match-groups.service';
import * as diary from './matches.service';
import * as profiles from './player-profiles.service';

/** The match diary, levels and match groups (spec 3 §7 "Hit requests and matches"; docs/find-a-hit.md). */
export async function matchesRoutes(app: App) {
  route(app, c.list, async (req) => {
    const { count, rows } = await diary.listMatches({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.get, async (req) => diary.getMatch({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.create, async (req) => diary.createMatch({ ctx: ctxOf(req), input: req.body }));
  route(app, c.update, async (req) =>
    diary.updateMatch({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.levels, async () => [...MATCHA_LEVELS]);
  route(app, c.playerMatcha, async (req) => profiles.playerMatchaProfile({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.playerProfile, async (req) => profiles.playerProfile({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.groups, async (req) => {
    const { count, rows } = await groups.listMatchGroups({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.group, async (req) => groups.getMatchGroup({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.createGroup, async (req) => groups.createMatchGroup({ ctx: ctxOf(req), input: req.body }));
  route(app, c.updateGroup, async (req) =>
    groups.updateMatchGroup({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
