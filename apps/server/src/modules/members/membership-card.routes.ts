import { membershipCardContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { joinMembership } from './membership-join.service';
import { membershipOffer, myMemberships } from './membership-reads.service';
import { cancelMembershipRenewal, payMembership, setAutoRenew } from './membership-self.service';

/** Members paying online (issue 11): any logged-in player, for themself (the service checks that the member record is theirs). */
export async function membershipCardRoutes(app: App) {
  route(app, membershipCardContract.offer, async (req) => membershipOffer({ ctx: ctxOf(req), club: req.query.club }));

  route(app, membershipCardContract.mine, async (req) => myMemberships({ ctx: ctxOf(req) }));

  route(app, membershipCardContract.join, async (req) => joinMembership({ ctx: ctxOf(req), body: req.body }));

  route(app, membershipCardContract.pay, async (req) =>
    payMembership({ ctx: ctxOf(req), id: req.params.id, body: req.body ?? {} }),
  );

  route(app, membershipCardContract.autoRenew, async (req) =>
    setAutoRenew({ ctx: ctxOf(req), id: req.params.id, body: req.body }),
  );

  route(app, membershipCardContract.cancelRenewal, async (req) =>
    cancelMembershipRenewal({ ctx: ctxOf(req), id: req.params.id }),
  );
}
