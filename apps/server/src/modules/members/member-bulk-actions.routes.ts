import { membersContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as actions from './member-bulk-actions.service';

/** Actions on a selection of the member list (see the module README). */
export async function memberBulkActionRoutes(app: App) {
  route(app, membersContract.bulkDelete, async (req) =>
    actions.deleteMembers({ ctx: ctxOf(req), input: { club: req.query.club, body: req.body } }),
  );
}
