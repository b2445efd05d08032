import { cashUpContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as cashUps from './cash-up.service';
import * as tills from './tills.service';

/** Closing a day at the desk (issue 30): tills and cash-ups; docs/cash-up.md has the decisions. */
export async function cashUpRoutes(app: App) {
  route(app, c.tills, async (req) => tills.listTills({ ctx: ctxOf(req), input: req.query }));
  route(app, c.createTill, async (req) => tills.createTill({ ctx: ctxOf(req), input: req.body }));
  route(app, c.updateTill, async (req) => tills.updateTill({ ctx: ctxOf(req), id: req.params.id, input: req.body }));
  route(app, c.report, async (req) => cashUps.cashUpReport({ ctx: ctxOf(req), input: req.query }));
  route(app, c.close, async (req) => cashUps.closeTillDay({ ctx: ctxOf(req), input: req.body }));
  route(app, c.list, async (req) => cashUps.listCashUps({ ctx: ctxOf(req), input: req.query }));
}
