import { eq } from 'drizzle-orm';
import {
  clubPackageMessages,
  subscriptionPeriodEnd,
  type ChangeBillingCycle,
  type ClubPackageChange,
  type CreateClubPackage,
  type UpdateClubPackage,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import {
  clubPackageRecord,
  findClubPackage,
  getClubPackageRow,
  insertClubPackage,
  lockClubPackage,
  requirePackage,
  setClubPackage,
  syncFeatures,
} from '../clubs/club-packages.service';
import { getClubRow, lockClubRow } from '../clubs/club-reads.service';
import { clubSubscriptions } from './subscriptions.tables';
import { assertChangePaid, changePlan, findClubSubscription, type PlanChange } from './club-subscription.service';
import * as clock from '../../clock';

// Choosing the club's package (POST, PATCH /api/clubpackage/, change_billing_cycle), AGENT only
// ('subscription'). A change of a paid subscription is prorated and charged first (changePlan);
// otherwise the club moves at once. The package record and the features it gives are the clubs
// area's (clubs/club-packages.service.ts); the subscription is this area's.

type Ctx = ServiceContext;
type PackageRow = Awaited<ReturnType<typeof getClubPackageRow>>;

/** The club's subscription after a package change: created (current, one period from now) when it has none. */
async function upsertSubscription(tx: Tx, clubId: number, packageId: number, cycle?: 'A' | 'M') {
  const [current] = await tx.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, clubId));
  if (current) {
    await tx
      .update(clubSubscriptions)
      .set({ package_id: packageId, ...(cycle ? { billing_cycle: cycle } : {}) })
      .where(eq(clubSubscriptions.id, current.id));
  } else {
    const billing = cycle ?? 'A';
    await tx.insert(clubSubscriptions).values({
      club_id: clubId,
      package_id: packageId,
      billing_cycle: billing,
      status: 'C',
      expires: subscriptionPeriodEnd(clock.now(), billing),
    });
  }
}

async function changeOf(db: Db | Tx, row: PackageRow): Promise<ClubPackageChange> {
  const subscription = await findClubSubscription(db, row.club_id);
  return { clubpackage: await clubPackageRecord(db, row), subscription: subscription! };
}

/** POST /api/clubpackage/ {club, package, billing_cycle?}: puts a club that has no package on one. */
export async function createClubPackage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CreateClubPackage;
}): Promise<ClubPackageChange> {
  await assertAccess(ctx, input.club, { area: 'subscription' });
  await getClubRow(ctx.db, input.club);
  await requirePackage(ctx.db, input.package);
  return ctx.db.transaction(async (tx) => {
    await lockClubRow(tx, input.club);
    if (await findClubPackage(tx, input.club)) throw invalid(clubPackageMessages.alreadyHasPackage);
    const row = await insertClubPackage(tx, input.club, input.package);
    await upsertSubscription(tx, input.club, input.package, input.billing_cycle);
    await syncFeatures(tx, input.club, null, input.package);
    return changeOf(tx, row);
  });
}

/** PATCH /api/clubpackage/{id}/ {package}: moves the club to another package (a paid subscription: prorated, applied once paid). */
export async function updateClubPackage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateClubPackage };
}): Promise<ClubPackageChange> {
  const found = await getClubPackageRow(ctx.db, input.id);
  await assertAccess(ctx, found.club_id, { area: 'subscription', notFound: clubPackageMessages.notFound });
  await requirePackage(ctx.db, input.body.package);
  const out = await ctx.db.transaction(async (tx) => {
    const row = await lockClubPackage(tx, found.id);
    if (!row) throw notFound(clubPackageMessages.notFound);
    if (row.package_id === input.body.package) return { answer: await changeOf(tx, row), plan: null };
    const plan = await changePlan(ctx, tx, row.club_id, { package: input.body.package });
    if (plan.handled)
      return {
        answer: await changeOf(tx, await getClubPackageRow(tx, row.id)),
        plan,
      };
    const updated = await setClubPackage(tx, row.id, input.body.package);
    await upsertSubscription(tx, row.club_id, input.body.package);
    await syncFeatures(tx, row.club_id, row.package_id, input.body.package);
    return { answer: await changeOf(tx, updated), plan: null };
  });
  return answerChange(out);
}

function answerChange({ answer, plan }: { answer: ClubPackageChange; plan: PlanChange | null }): ClubPackageChange {
  if (plan) assertChangePaid(plan);
  return plan?.charge ? { ...answer, charge: plan.charge, client_secret: plan.result?.client_secret ?? null } : answer;
}

/** POST /api/clubpackage/{id}/change_billing_cycle/ {billing_cycle}: a paid subscription starts a new period on the new cycle now (prorated); otherwise from the next period on. */
export async function changeBillingCycle({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: ChangeBillingCycle };
}): Promise<ClubPackageChange> {
  const row = await getClubPackageRow(ctx.db, input.id);
  await assertAccess(ctx, row.club_id, { area: 'subscription', notFound: clubPackageMessages.notFound });
  const out = await ctx.db.transaction(async (tx) => {
    const plan = await changePlan(ctx, tx, row.club_id, { billing_cycle: input.body.billing_cycle });
    if (!plan.handled) await upsertSubscription(tx, row.club_id, row.package_id, input.body.billing_cycle);
    return { answer: await changeOf(tx, await getClubPackageRow(tx, row.id)), plan: plan.handled ? plan : null };
  });
  return answerChange(out);
}
