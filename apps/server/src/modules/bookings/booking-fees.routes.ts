import { bookingFeeContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as fees from './booking-fees.service';

// The no-show and late-cancellation fees (issue 29): docs/bookings.md "Fees".

export async function bookingFeesRoutes(app: App) {
  route(app, c.list, async (req) =>
    fees.listClubFees({ ctx: ctxOf(req), club: req.query.club, status: req.query.status }),
  );
  route(app, c.mine, async (req) => fees.listMyFees({ ctx: ctxOf(req) }));
  route(app, c.pay, async (req) => fees.payMyFee({ ctx: ctxOf(req), id: req.params.id, input: req.body }));
  route(app, c.waive, async (req) => fees.waiveFee({ ctx: ctxOf(req), id: req.params.id, input: req.body }));
}
