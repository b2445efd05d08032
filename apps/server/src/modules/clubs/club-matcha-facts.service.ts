import { and, eq, inArray } from 'drizzle-orm';
import { matchaParamsSchema } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { marketFeatures } from '../reference/reference.tables';
import { clubFeatures, clubs } from './clubs.tables';

// What find-a-hit needs to know of clubs (areas meet through services): name, zone, currency,
// whether the matcha feature is on, and its params (spec 3 §3: matchaMembersOnly default true,
// matchaNonMemberCanRequest, matchaNonMemberCanAccept).

export type ClubMatchaFacts = {
  id: number;
  name: string;
  zone: string;
  /** The club's locale (Club Settings): its e-mails' dates read in it. */
  locale: string;
  currency: string;
  enabled: boolean;
  membersOnly: boolean;
  nonMemberCanRequest: boolean;
  nonMemberCanAccept: boolean;
};

/** The matcha facts of these clubs, by id (unknown ids left out). */
export async function getClubsMatchaFacts(
  db: Db | Tx,
  clubIds: readonly number[],
): Promise<Map<number, ClubMatchaFacts>> {
  const ids = [...new Set(clubIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: clubs.id, name: clubs.name, zone: clubs.time_zone, locale: clubs.locale, currency: clubs.currency })
    .from(clubs)
    .where(inArray(clubs.id, ids));
  const features = await db
    .select({ club: clubFeatures.club_id, enabled: clubFeatures.enabled, params: clubFeatures.params })
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(and(inArray(clubFeatures.club_id, ids), eq(marketFeatures.name, 'matcha')));
  const byClub = new Map(features.map((f) => [f.club, f]));
  return new Map(
    rows.map((r) => {
      const feature = byClub.get(r.id);
      const parsed = matchaParamsSchema.safeParse(feature?.params ?? {});
      const params = parsed.success
        ? parsed.data
        : { matchaMembersOnly: true, matchaNonMemberCanRequest: false, matchaNonMemberCanAccept: false };
      return [
        r.id,
        {
          id: r.id,
          name: r.name,
          zone: r.zone,
          locale: r.locale,
          currency: r.currency.toUpperCase(),
          enabled: Boolean(feature?.enabled),
          membersOnly: params.matchaMembersOnly,
          nonMemberCanRequest: params.matchaNonMemberCanRequest,
          nonMemberCanAccept: params.matchaNonMemberCanAccept,
        },
      ];
    }),
  );
}
