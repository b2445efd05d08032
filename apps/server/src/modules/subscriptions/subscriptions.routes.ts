import { clubPackageMessages, clubSignupMessages, subscriptionsContract as contract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import { AppError } from '../../http/errors';
import { listClubPackages } from '../clubs/club-packages.service';
import * as packages from './club-package-changes.service';
import * as price from './club-subscription-price.service';
import * as billing from './club-subscription.service';
import * as signup from './subscription-signup.service';

// The club's subscription to the product (docs/club-subscription.md, docs/club-signup.md): signing
// a club up, its package, the price, and paying for it.

/** Sign-up, and the club's package, subscription and price (read by every administrator, changed by the AGENT). */
export async function subscriptionsRoutes(app: App) {
  route(app, contract.createClub, async (req) => signup.createClub({ ctx: ctxOf(req), input: req.body }), {
    config: {
      // Per address, an hour: signing up clubs in bulk is refused before it reaches the database.
      rateLimit: {
        max: app.deps.config.clubSignupRateLimit,
        timeWindow: 3_600_000,
        errorResponseBuilder: () => new AppError('RATE_LIMITED', clubSignupMessages.tooMany),
      },
    },
  });

  route(app, contract.clubPackages, async (req) => {
    const { count, rows } = await listClubPackages({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(app, contract.createClubPackage, async (req) =>
    packages.createClubPackage({ ctx: ctxOf(req), input: req.body }),
  );

  route(
    app,
    contract.updateClubPackageById,
    async (req) => {
      const { id, club: _club, ...body } = req.body;
      return packages.updateClubPackage({ ctx: ctxOf(req), input: { id, body } });
    },
    // The guard reads the club of the club package the body names.
    {
      config: { clubOf: { in: 'body', field: 'id', table: 'club_packages', notFound: clubPackageMessages.notFound } },
    },
  );

  route(app, contract.updateClubPackage, async (req) =>
    packages.updateClubPackage({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, contract.changeBillingCycle, async (req) =>
    packages.changeBillingCycle({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, contract.price, async (req) => price.quoteSubscription({ ctx: ctxOf(req), input: req.body }));

  route(app, contract.billing, async (req) =>
    billing.getSubscriptionBilling({ ctx: ctxOf(req), input: { club: req.query.club } }),
  );

  route(app, contract.pay, async (req) =>
    billing.paySubscription({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body ?? {} } }),
  );

  route(app, contract.cancel, async (req) =>
    billing.cancelSubscription({ ctx: ctxOf(req), input: { id: req.params.id } }),
  );

  route(app, contract.resume, async (req) =>
    billing.resumeSubscription({ ctx: ctxOf(req), input: { id: req.params.id } }),
  );
}
