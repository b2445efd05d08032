import { playerLaddersContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as ladders from './player-ladders.service';
import * as challenges from './ladder-challenges.service';

// The player ladder (ours: spec 3 names ladder orders, not a challenge ladder; docs/competitions.md
// "The player ladder"). User routes: the service checks the caller's standing on the ladder (its
// organisers and players) or at its club (the club's players read it).

export async function playerLadderRoutes(app: App) {
  route(app, playerLaddersContract.list, async (req) => {
    const { count, rows } = await ladders.listLadders({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, playerLaddersContract.create, async (req) => ladders.createLadder({ ctx: ctxOf(req), input: req.body }));
  route(app, playerLaddersContract.get, async (req) => ladders.getLadder({ ctx: ctxOf(req), id: req.params.id }));
  route(app, playerLaddersContract.addPlayer, async (req) =>
    ladders.addLadderPlayer({ ctx: ctxOf(req), input: { id: req.params.id, ...req.body } }),
  );
  route(app, playerLaddersContract.removePlayer, async (req) =>
    challenges.removeLadderPlayer({ ctx: ctxOf(req), id: req.params.id }),
  );
  route(app, playerLaddersContract.challenge, async (req) =>
    challenges.challenge({ ctx: ctxOf(req), input: { id: req.params.id, ...req.body } }),
  );
  route(app, playerLaddersContract.result, async (req) =>
    challenges.enterChallengeResult({
      ctx: ctxOf(req),
      input: {
        id: req.params.id,
        sets: req.body.sets,
        match_tiebreak: req.body.match_tiebreak,
        retired: req.body.retired,
      },
    }),
  );
  route(app, playerLaddersContract.withdraw, async (req) =>
    challenges.withdrawChallenge({ ctx: ctxOf(req), id: req.params.id }),
  );
}
