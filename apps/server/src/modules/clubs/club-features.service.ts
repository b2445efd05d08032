import { and, asc, count, eq } from 'drizzle-orm';
import {
  defaultFeatureParams,
  mergeFeatureParams,
  type ClubFeature,
  type FeatureName,
  type FeatureParams,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertAccess } from '../../access/access';
import { clubFeatures } from './clubs.tables';
import { marketFeatures } from '../reference/reference.tables';

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

/** GET /api/clubfeature/?club=: the club's features, in the order the product lists them (anyone with dashboard access). */
export async function listClubFeatures({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'dashboard' });
  const where = eq(clubFeatures.club_id, input.club);
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubFeatures).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({
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
    })
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(where)
    .orderBy(asc(marketFeatures.id), asc(clubFeatures.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows as ClubFeature[] };
}

/**
 * A feature's params at a club (its stored params over the defaults) and whether the club has it
 * switched on; the defaults and `enabled: false` when the club has no row for it. For other areas
 * (the members area's billing cycles and rollover); the caller has checked its own access.
 */
export async function featureParamsOf<K extends FeatureName>(
  db: Db | Tx,
  clubId: number,
  name: K,
): Promise<{ enabled: boolean; params: FeatureParams[K] }> {
  const [row] = await db
    .select({ enabled: clubFeatures.enabled, params: clubFeatures.params })
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(and(eq(clubFeatures.club_id, clubId), eq(marketFeatures.name, name)));
  if (!row) return { enabled: false, params: defaultFeatureParams(name) };
  const merged = mergeFeatureParams(name, row.params);
  return {
    enabled: row.enabled,
    params: merged.success ? (merged.data as FeatureParams[K]) : defaultFeatureParams(name),
  };
}
