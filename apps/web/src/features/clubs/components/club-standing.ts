import { canOpenClubDashboard, standingAt } from '@rally/domain';
import type { CurrentPlayer } from '../../../lib/session';

/** The player's standing at one club, for the club's buttons: can open its dashboard, has applied, or neither. */
export type ClubStanding = 'dashboard' | 'pending' | 'suspended' | 'none';

export function clubStandingOf(player: CurrentPlayer | undefined, clubId: number): ClubStanding {
  if (!player) return 'none';
  const standing = standingAt(player, clubId);
  if (canOpenClubDashboard(standing)) return 'dashboard';
  if (standing.adminStatus === 'P') return 'pending';
  if (standing.adminStatus === 'S') return 'suspended';
  return 'none';
}
