import type { RouteAccess } from '../../src/http/auth';

/**
 * A route's access in one line, for the route-to-area table (test/route-areas.ts):
 * - 'public', 'user';
 * - '<kinds> @<where>': the kinds that pass, any one being enough (an area name for that area's
 *   staff, 'member', 'player', 'owner:<column>'), then where the club comes from: 'query',
 *   'params', 'body', or 'record:<table>' for a record route.
 * E.g. 'members @query', 'courtSettings @record:courts', 'courtBookings | member @body'.
 */
export function accessSummary(access: RouteAccess | undefined): string {
  if (access === undefined) return 'none';
  if (typeof access === 'string') return access;
  const kinds = [access.area, access.member && 'member', access.player && 'player'];
  if (access.club === 'record') {
    if (access.owner) kinds.push(`owner:${access.owner === true ? 'player_id' : access.owner}`);
    return `${kinds.filter(Boolean).join(' | ')} @record:${access.table}`;
  }
  return `${kinds.filter(Boolean).join(' | ')} @${access.club}`;
}
