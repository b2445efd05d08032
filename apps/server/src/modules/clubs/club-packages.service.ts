import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import { clubPackageMessages, defaultFeatureParams, isFeatureName, type ClubPackage } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { marketFeatures, packageFeatures, packages } from '../reference/reference.tables';
import { clubFeatures, clubPackages } from './clubs.tables';
import { assertAccess } from '../../access/access';

// The package a club is on (spec 2 §3, spec 3 §3, §4) and the features it gives the club. Moving
// to a package switches the club's features to the package's: features new to the club start on
// with their default params, features the package lacks are switched off (their params kept for a
// later return), so the dashboard's gating follows the package. Choosing and paying for a package
// is the subscriptions area's (subscriptions/club-package-changes.service.ts), built on these.

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

/** The club package record; 404 when there is none. */
export async function getClubPackageRow(db: Db | Tx, id: number): Promise<PackageRow> {
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

/** The club's package record, or undefined when it is on none. */
export async function findClubPackage(db: Db | Tx, clubId: number): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(clubPackages).where(eq(clubPackages.club_id, clubId));
  return row;
}

/** The club package record, locked until the transaction ends (FOR UPDATE); undefined when there is none. */
export async function lockClubPackage(tx: Tx, id: number): Promise<PackageRow | undefined> {
  const [row] = await tx.select().from(clubPackages).where(eq(clubPackages.id, id)).for('update');
  return row;
}

/** Puts a club that is on no package on one (its features follow with syncFeatures). */
export async function insertClubPackage(tx: Tx, clubId: number, packageId: number): Promise<PackageRow> {
  const [row] = await tx.insert(clubPackages).values({ club_id: clubId, package_id: packageId }).returning();
  return row;
}

/** Moves the club package record to another package (its features follow with syncFeatures). */
export async function setClubPackage(tx: Tx, id: number, packageId: number): Promise<PackageRow> {
  const [row] = await tx.update(clubPackages).set({ package_id: packageId }).where(eq(clubPackages.id, id)).returning();
  return row;
}

/** Moves the club to another package and its features with it (a paid change of plan). */
export async function moveClubToPackage(tx: Tx, clubId: number, fromPackageId: number, toPackageId: number) {
  await tx.update(clubPackages).set({ package_id: toPackageId }).where(eq(clubPackages.club_id, clubId));
  await syncFeatures(tx, clubId, fromPackageId, toPackageId);
}

/** The club package record in the API's shape, with the package's name. */
export const clubPackageRecord = async (db: Db | Tx, row: PackageRow): Promise<ClubPackage> =>
  toClubPackage(row, (await packageName(db, row.package_id)) ?? '');

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
