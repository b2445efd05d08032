import { and, eq } from 'drizzle-orm';
import {
  clubFeatureMessages,
  fieldErrorsOf,
  isFeatureName,
  mergeFeatureParams,
  type Area,
  type ClubFeature,
  type FeatureName,
  type UpdateClubFeature,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { marketFeatures } from '../reference/reference.tables';
import { clubFeatures } from './clubs.tables';
import { assertAccess } from '../../access/access';
import { missingForFeature } from './club-feature-checks.service';

// PATCH /api/clubfeature/{id}/ (spec 2 §3, §7): switching a feature on or off is part of the
// subscription (AGENT only); its params belong to the area that uses them, so the people who run
// that area may change them (membership → Members, courtbooking → Courts and booking Settings, …).

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

/** The dashboard area whose people may change a feature's params. */
export const featureParamsArea: Record<FeatureName, Area> = {
  membership: 'members',
  courtbooking: 'courtSettings',
  pointofsale: 'store',
  matcha: 'matcha',
  clinics: 'clinics',
};

const featureColumns = {
  id: clubFeatures.id,
  club: clubFeatures.club_id,
  enabled: clubFeatures.enabled,
  params: clubFeatures.params,
  feature: {
    name: marketFeatures.name,
    desc: marketFeatures.desc,
    detail: marketFeatures.detail,
    cost_text: marketFeatures.cost_text,
    image_url: marketFeatures.image_url,
  },
};

/** One club feature in the API's shape; 404 when there is none. */
export async function getClubFeature(db: Db | Tx, id: number): Promise<ClubFeature> {
  const [row] = await db
    .select(featureColumns)
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(eq(clubFeatures.id, id));
  if (!row) throw notFound(clubFeatureMessages.notFound);
  return row as ClubFeature;
}

/** PATCH /api/clubfeature/{id}/: `enabled` (AGENT, and the club must be ready) and/or `params` (merged, checked as a whole). */
export async function updateClubFeature({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateClubFeature };
}): Promise<ClubFeature> {
  const current = await getClubFeature(ctx.db, input.id);
  const name = current.feature.name;
  const missing = clubFeatureMessages.notFound;
  await assertAccess(ctx, current.club, { area: 'clubSettings', notFound: missing });
  const switching = input.body.enabled !== undefined && input.body.enabled !== current.enabled;
  if (switching) await assertAccess(ctx, current.club, { area: 'subscription', notFound: missing });
  if (input.body.params && isFeatureName(name))
    await assertAccess(ctx, current.club, { area: featureParamsArea[name], notFound: missing });

  return ctx.db.transaction(async (tx) => {
    // The params are merged with the row read and locked here: two PATCHes of different params both count.
    const [stored] = await tx
      .select({ params: clubFeatures.params })
      .from(clubFeatures)
      .where(and(eq(clubFeatures.id, current.id), eq(clubFeatures.club_id, current.club)))
      .for('update');
    if (!stored) throw notFound(clubFeatureMessages.notFound);
    const merged = mergeFeatureParams(name, stored.params as typeof current.params, input.body.params);
    if (!merged.success) {
      const errors = Object.fromEntries(
        Object.entries(fieldErrorsOf(merged.error.issues)).map(([field, list]) => [`params.${field}`, list]),
      );
      throw invalid(clubFeatureMessages.refusal, errors);
    }
    if (switching && input.body.enabled) {
      const missing = await missingForFeature(tx, current.club, name);
      if (missing.length) throw invalid(missing[0], { enabled: missing });
    }
    await tx
      .update(clubFeatures)
      .set({
        params: merged.data as Record<string, unknown>,
        ...(input.body.enabled === undefined ? {} : { enabled: input.body.enabled }),
      })
      .where(eq(clubFeatures.id, current.id));
    return getClubFeature(tx, current.id);
  });
}
