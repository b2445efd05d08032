import { accountingContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { accountingExport } from './accounting-export.service';

/** The accounting export (issue 30); docs/accounting-export.md has the decisions. */
export async function accountingRoutes(app: App) {
  route(app, c.export, async (req) => accountingExport({ ctx: ctxOf(req), input: req.query }));
}
