import type { CreateClub, CreatedClub } from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import { insertClubPackage, requirePackage, syncFeatures } from '../clubs/club-packages.service';
import { registerClub } from '../clubs/club-signup.service';
import { clubSubscriptions } from './subscriptions.tables';

// A club signs up on its own (issue 11, docs/club-signup.md): it subscribes to the product. In
// one transaction the clubs area registers the club with the caller as its active AGENT (one
// unverified club per player, registerClub), the club goes on the package and billing cycle
// chosen, its features follow the package, and its subscription is P (pending authorisation)
// until a payment method is set.

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;

/** POST /api/club/: registers a club with the caller as its AGENT. */
export async function createClub({ ctx, input }: { ctx: Ctx; input: CreateClub }): Promise<CreatedClub> {
  const { playerId } = requireActor(ctx as ServiceContext);
  const packageName = await requirePackage(ctx.db, input.package);
  const { package: packageId, billing_cycle, ...details } = input;
  return ctx.db.transaction(async (tx) => {
    const club = await registerClub(tx, playerId, details);
    await insertClubPackage(tx, club.id, packageId);
    const [subscription] = await tx
      .insert(clubSubscriptions)
      .values({ club_id: club.id, package_id: packageId, billing_cycle, status: 'P', expires: null })
      .returning();
    await syncFeatures(tx, club.id, null, packageId);
    return {
      id: club.id,
      name: club.name,
      verified: club.verified,
      package: { id: packageId, name: packageName },
      subscription: {
        id: subscription.id,
        expires: null,
        package: packageId,
        billing_cycle: subscription.billing_cycle,
        status: subscription.status,
      },
    };
  });
}
