import { and, count, eq } from 'drizzle-orm';
import {
  canEnableMessages,
  clubFeatureMessages,
  isFeatureName,
  paymentAccountOf,
  type CanEnableResult,
  type FeatureName,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import { notFound } from '../../http/errors';
import { marketFeatures, packageFeatures } from '../reference/reference.tables';
import { clubFeatures, clubOpeningHours, clubPackages } from './clubs.tables';
import { assertAccess } from '../../access/access';
import { getClubRow } from './club-reads.service';
import { missingInAreas } from './club-checks.service';

// Whether a club is ready to switch a feature on (spec 2 §7: can_enable_courts/, can_enable_pos/,
// can_enable_mem_feature/). The same checks guard PATCH /api/clubfeature/{id}/ {enabled: true}.
// The club's own part (package, opening hours, payment account) is checked here; the other areas
// register theirs (a court, a membership type) in club-checks.service.ts.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

/** True when the club's package includes the feature. */
export async function packageIncludes(db: Db | Tx, clubId: number, feature: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketFeatures.id })
    .from(clubPackages)
    .innerJoin(packageFeatures, eq(packageFeatures.package_id, clubPackages.package_id))
    .innerJoin(marketFeatures, eq(marketFeatures.id, packageFeatures.feature_id))
    .where(and(eq(clubPackages.club_id, clubId), eq(marketFeatures.name, feature)));
  return Boolean(row);
}

const hasOpeningHours = async (db: Db | Tx, clubId: number) =>
  (await db.select({ n: count() }).from(clubOpeningHours).where(eq(clubOpeningHours.club_id, clubId)))[0].n > 0;

/** What the club still lacks before the feature can be switched on, in the order to fix it; empty when ready. */
export async function missingForFeature(db: Db | Tx, clubId: number, feature: string): Promise<string[]> {
  const club = await getClubRow(db, clubId);
  const reasons: string[] = [];
  if (!(await packageIncludes(db, clubId, feature)))
    reasons.push(canEnableMessages.notInPackage(feature as FeatureName));
  if (isFeatureName(feature)) reasons.push(...(await missingInAreas(db, clubId, feature)));
  if (feature === 'courtbooking' && !(await hasOpeningHours(db, clubId))) reasons.push(canEnableMessages.hoursNeeded);
  if ((feature === 'membership' || feature === 'pointofsale') && paymentAccountOf(club).state !== 'connected')
    reasons.push(canEnableMessages.paymentAccountNeeded);
  return reasons;
}

const resultOf = (reasons: string[]): CanEnableResult => ({ result: reasons.length === 0, reasons });

/** POST /api/club/{id}/can_enable_courts/. */
export async function canEnableCourts({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<CanEnableResult> {
  await assertAccess(ctx, input.id, { area: 'clubSettings' });
  return resultOf(await missingForFeature(ctx.db, input.id, 'courtbooking'));
}

/** POST /api/club/{id}/can_enable_pos/. */
export async function canEnablePos({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<CanEnableResult> {
  await assertAccess(ctx, input.id, { area: 'clubSettings' });
  return resultOf(await missingForFeature(ctx.db, input.id, 'pointofsale'));
}

/** POST /api/clubfeature/{id}/can_enable_mem_feature/: whether this club feature (membership, or any other) can be switched on. */
export async function canEnableFeature({ ctx, id }: { ctx: Ctx; id: number }): Promise<CanEnableResult> {
  const [row] = await ctx.db
    .select({ club_id: clubFeatures.club_id, name: marketFeatures.name })
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(eq(clubFeatures.id, id));
  if (!row) throw notFound(clubFeatureMessages.notFound);
  await assertAccess(ctx, row.club_id, { area: 'clubSettings', notFound: clubFeatureMessages.notFound });
  return resultOf(await missingForFeature(ctx.db, row.club_id, row.name));
}
