import { membershipCardContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as card from './membership-card.service';

/** Members paying online (issue 11): any logged-in player, for themself (the service checks that the member record is theirs). */
export async function membershipCardRoutes(app: App) {
  route(app, membershipCardContract.offer, async (req) =>
    card.membershipOffer({ ctx: ctxOf(req), club: req.query.club }),
  );

  route(app, membershipCardContract.mine, async (req) => card.myMemberships({ ctx: ctxOf(req) }));

  route(app, membershipCardContract.join, async (req) => card.joinMembership({ ctx: ctxOf(req), body: req.body }));

  route(app, membershipCardContract.pay, async (req) =>
    card.payMembership({ ctx: ctxOf(req), id: req.params.id, body: req.body ?? {} }),
  );

  route(app, membershipCardContract.autoRenew, async (req) =>
    card.setAutoRenew({ ctx: ctxOf(req), id: req.params.id, body: req.body }),
  );

  route(app, membershipCardContract.cancelRenewal, async (req) =>
    card.cancelMembershipRenewal({ ctx: ctxOf(req), id: req.params.id }),
  );
}
