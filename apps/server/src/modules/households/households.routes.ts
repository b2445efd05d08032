import { householdContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as households from './households.service';

// The caller's household (issue 30; docs/households.md).

export async function householdsRoutes(app: App) {
  route(app, householdContract.listJuniors, async (req) => households.listHousehold({ ctx: ctxOf(req) }));
  route(app, householdContract.addJunior, async (req) => households.addJunior({ ctx: ctxOf(req), input: req.body }));
  route(app, householdContract.updateJunior, async (req) =>
    households.updateJunior({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );
  route(app, householdContract.removeJunior, async (req) =>
    households.removeJunior({ ctx: ctxOf(req), id: req.params.id }),
  );
}
