import type { CurrentPlayer } from '../../../lib/session';

/** The player's standing at one club, for the club's buttons: can open its dashboard, has applied, or neither. */
export type ClubStanding = 'dashboard' | 'pending' | 'suspended' | 'none';

export function clubStandingOf(player: CurrentPlayer | undefined, clubId: number): ClubStanding {
  if (!player) return 'none';
  const admin = player.club_admin_set.find((a) => a.club === clubId);
  if (admin?.status === 'A' || player.coach?.coach_clubs.some((c) => c.club === clubId)) return 'dashboard';
  if (admin?.status === 'P') return 'pending';
  if (admin?.status === 'S') return 'suspended';
  return 'none';
}
