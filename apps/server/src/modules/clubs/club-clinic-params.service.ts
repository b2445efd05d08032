import { and, eq } from 'drizzle-orm';
import { clinicsParamsSchema } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { marketFeatures } from '../reference/reference.tables';
import { clubFeatures } from './clubs.tables';

// What the events area reads of a club's clinics feature (areas meet through services): the
// default session length and whether non-members may join (spec 3 §3 club feature parameters).

export type ClinicParams = { sessionDurationMins: number; allowNonMembers: boolean };

export async function getClinicParams(db: Db | Tx, clubId: number): Promise<ClinicParams> {
  const [feature] = await db
    .select({ params: clubFeatures.params })
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(and(eq(clubFeatures.club_id, clubId), eq(marketFeatures.name, 'clinics')));
  const parsed = clinicsParamsSchema.safeParse(feature?.params ?? {});
  return parsed.success ? parsed.data : { sessionDurationMins: 30, allowNonMembers: true };
}
