import { lotteryContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as lottery from './lottery.service';
import * as draws from './lottery-draws.service';

// The release lottery for prime time (issue 29): players' requests, the club's draws for staff.
// docs/bookings.md "Release lottery for prime time".

export async function lotteryRoutes(app: App) {
  route(app, c.view, async (req) => lottery.getLotteryView({ ctx: ctxOf(req), input: { club: req.params.id } }));

  route(app, c.request, async (req) =>
    lottery.requestLotterySlot({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );

  route(app, c.withdraw, async (req) => lottery.withdrawLotteryRequest({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.draws, async (req) => draws.listLotteryDraws({ ctx: ctxOf(req), input: { club: req.params.id } }));

  route(app, c.draw, async (req) =>
    draws.getLotteryDraw({ ctx: ctxOf(req), input: { club: req.params.id, draw: req.params.draw } }),
  );
}
