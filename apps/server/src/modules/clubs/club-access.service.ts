import type { Area } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { assertAccess } from '../../access/access';

// The access check lives in src/access (every area's kinds: staff, member, player, owner). These
// names stay for the callers that read a club's standing or check one staff area.
export { findClubStanding, type Standing } from '../../access/standing';

/** `assertAccess(ctx, clubId, { area })`: the staff check of one dashboard area. */
export const assertClubArea = (ctx: Pick<ServiceContext, 'db' | 'actor' | 'standings'>, clubId: number, area: Area) =>
  assertAccess(ctx, clubId, { area });
