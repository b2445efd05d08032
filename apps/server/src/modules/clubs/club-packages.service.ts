import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import {
  clubPackageMessages,
  defaultFeatureParams,
  isFeatureName,
  subscriptionPeriodEnd,
  type ChangeBillingCycle,
  type ClubPackage,
  type ClubPackageChange,
  type CreateClubPackage,
  type UpdateClubPackage,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { marketFeatures, packageFeatures, packages } from '../reference/reference.tables';
import { clubFeatures, clubPackages, clubs, clubSubscriptions } from './clubs.tables';
import { assertAccess } from '../../access/access';
import { findClubSubscription, getClubRow } from './club-reads.service';
import { assertChangePaid, changePlan, type PlanChange } from './club-subscription.service';
import * as clock from '../../clock';

// The club's package and subscription (spec 2 §3, spec 3 §3, §4), AGENT only ('subscription').
// Moving to a package switches the club's features to the package's: features new to the club
// start on with their default params, features the package lacks are switched off (their params
// kept for a later return), so the dashboard's gating follows the package.

type Ctx = ServiceContext;
type PackageRow = typeof clubPackages.$inferSelect;

const packageName = async (db: Db | Tx, packageId: number) =>
  (await db.select({ name: packages.name }).from(packages).where(eq(packages.id, packageId)))[0]?.name;

const toClubPackage = (row: PackageRow, name: string): ClubPackage => ({
  id: row.id,
  club: row.club_id,
  package: row.package_id,
  name,
});

/** The package's name, or the refusal of an unknown package id. */
export async function requirePackage(db: Db | Tx, packageId: number): Promise<string> {
  const name = await packageName(db, packageId);
  if (name === undefined)
    throw invalid(clubPackageMessages.packageNotFound, { package: [clubPackageMessages.packageNotFound] });
  return name;
}

async function getClubPackageRow(db: Db | Tx, id: number): Promise<PackageRow> {
  const [row] = await db.select().from(clubPackages).where(eq(clubPackages.id, id));
  if (!row) throw notFound(clubPackageMessages.notFound);
  return row;
}

const featureIdsOf = async (db: Db | Tx, packageId: number | null) =>
  packageId === null
    ? []
    : (
        await db
          .select({ id: packageFeatures.feature_id })
          .from(packageFeatures)
          .where(eq(packageFeatures.package_id, packageId))
      ).map((r) => r.id);

/** Switches the club's features from the old package's to the new one's (see the note at the top). */
export async function syncFeatures(tx: Tx, clubId: number, oldPackageId: number | null, newPackageId: number) {
  const [oldIds, newIds] = await readTogether(
    tx,
    () => featureIdsOf(tx, oldPackageId),
    () => featureIdsOf(tx, newPackageId),
  );
  const existing = await tx
    .select({ feature_id: clubFeatures.feature_id })
    .from(clubFeatures)
    .where(eq(clubFeatures.club_id, clubId));
  const missing = newIds.filter((id) => !existing.some((e) => e.feature_id === id));
  if (missing.length) {
    const rows = await tx
      .select({ id: marketFeatures.id, name: marketFeatures.name, params: marketFeatures.default_params })
      .from(marketFeatures)
      .where(inArray(marketFeatures.id, missing));
    await tx.insert(clubFeatures).values(
      rows.map((f) => ({
        club_id: clubId,
        feature_id: f.id,
        enabled: true,
        params: { ...(isFeatureName(f.name) ? defaultFeatureParams(f.name) : {}), ...f.params },
      })),
    );
  }
  const added = newIds.filter((id) => !oldIds.includes(id));
  if (added.length)
    await tx
      .update(clubFeatures)
      .set({ enabled: true })
      .where(and(eq(clubFeatures.club_id, clubId), inArray(clubFeatures.feature_id, added)));
  const dropped = newIds.length ? notInArray(clubFeatures.feature_id, newIds) : undefined;
  await tx
    .update(clubFeatures)
    .set({ enabled: false })
    .where(and(eq(clubFeatures.club_id, clubId), dropped));
}

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
  return {
    clubpackage: toClubPackage(row, (await packageName(db, row.package_id)) ?? ''),
    subscription: subscription!,
  };
}

/** GET /api/clubpackage/?club: the club's package (a page of one, or none). */
export async function listClubPackages({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'clubSettings' });
  const where = eq(clubPackages.club_id, input.club);
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubPackages).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({ row: clubPackages, name: packages.name })
    .from(clubPackages)
    .innerJoin(packages, eq(packages.id, clubPackages.package_id))
    .where(where)
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map(({ row, name }) => toClubPackage(row, name)) };
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
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, input.club)).for('update');
    const [existing] = await tx
      .select({ id: clubPackages.id })
      .from(clubPackages)
      .where(eq(clubPackages.club_id, input.club));
    if (existing) throw invalid(clubPackageMessages.alreadyHasPackage);
    const [row] = await tx.insert(clubPackages).values({ club_id: input.club, package_id: input.package }).returning();
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
    const [row] = await tx.select().from(clubPackages).where(eq(clubPackages.id, found.id)).for('update');
    if (!row) throw notFound(clubPackageMessages.notFound);
    if (row.package_id === input.body.package) return { answer: await changeOf(tx, row), plan: null };
    const plan = await changePlan(ctx, tx, row.club_id, { package: input.body.package });
    if (plan.handled)
      return {
        answer: await changeOf(tx, (await tx.select().from(clubPackages).where(eq(clubPackages.id, row.id)))[0]),
        plan,
      };
    const [updated] = await tx
      .update(clubPackages)
      .set({ package_id: input.body.package })
      .where(eq(clubPackages.id, row.id))
      .returning();
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
    const [fresh] = await tx.select().from(clubPackages).where(eq(clubPackages.id, row.id));
    return { answer: await changeOf(tx, fresh), plan: plan.handled ? plan : null };
  });
  return answerChange(out);
}
