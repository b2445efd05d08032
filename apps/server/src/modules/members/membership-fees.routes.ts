import { membershipFeesContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as feeView from './membership-fee-view.service';
import * as fees from './membership-fees.service';
import * as card from './membership-card.service';

/** Membership fees (issue 11): the fees view, cash and cheque payments, receipts, reminders (AGENT, MEMBERSHIP_FEES). */
export async function membershipFeesRoutes(app: App) {
  route(app, membershipFeesContract.fees, async (req) =>
    feeView.listMembershipFees({ ctx: ctxOf(req), input: req.query }),
  );

  route(app, membershipFeesContract.remind, async (req) =>
    feeView.sendFeeReminders({ ctx: ctxOf(req), input: req.body }),
  );

  route(app, membershipFeesContract.recordPayment, async (req) =>
    fees.recordMembershipPayment({ ctx: ctxOf(req), id: req.params.id, body: req.body }),
  );

  route(app, membershipFeesContract.chargeCard, async (req) => {
    const key = req.headers['idempotency-key'];
    return card.chargeMemberCard({
      ctx: ctxOf(req),
      id: req.params.id,
      body: req.body,
      idempotencyKey: typeof key === 'string' ? key.slice(0, 200) : undefined,
    });
  });

  route(app, membershipFeesContract.charges, async (req) =>
    fees.listMemberCharges({ ctx: ctxOf(req), id: req.params.id }),
  );
}
