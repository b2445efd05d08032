import type { FeatureName } from '@rally/domain';
import type { Db, Tx } from '../../db/client';

// Checks other areas register where the clubs area would otherwise have to read their tables:
// before a feature is switched on, each area says what the club still lacks in its part ("add a
// court first"). An area registers its checks when its service is loaded (modules/index.ts loads
// every area), so the clubs area never counts another area's rows itself.

/** What the club still lacks for the feature in one area's part (a sentence of canEnableMessages), or null when that part is ready. */
export type FeatureCheck = (db: Db | Tx, clubId: number) => Promise<string | null>;

const featureChecks = new Map<FeatureName, FeatureCheck[]>();

/** Registers an area's readiness check for a feature; checks run in the order they were registered. */
export function registerFeatureCheck(feature: FeatureName, check: FeatureCheck) {
  featureChecks.set(feature, [...(featureChecks.get(feature) ?? []), check]);
}

/** What the areas' registered checks say the club lacks for the feature, in registration order. */
export async function missingInAreas(db: Db | Tx, clubId: number, feature: FeatureName): Promise<string[]> {
  const reasons: string[] = [];
  for (const check of featureChecks.get(feature) ?? []) {
    const reason = await check(db, clubId);
    if (reason) reasons.push(reason);
  }
  return reasons;
}
