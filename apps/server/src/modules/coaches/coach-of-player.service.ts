import { eq } from 'drizzle-orm';
import type { PlayerCoach } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { byClubName, clubNamesOf } from '../clubs/player-clubs.service';
import { clubCoaches, coaches } from './coaches.tables';

/** The player's coach record and the clubs they coach at (by club name), or null: part of the player's view. */
export async function findCoachOfPlayer(db: Db | Tx, playerId: number): Promise<PlayerCoach | null> {
  const [coach] = await db.select({ id: coaches.id, ttype: coaches.ttype }).from(coaches).where(eq(coaches.player_id, playerId));
  if (!coach) return null;
  const rows = await db.select({ id: clubCoaches.id, club: clubCoaches.club_id }).from(clubCoaches).where(eq(clubCoaches.coach_id, coach.id));
  const names = await clubNamesOf(db, rows.map((r) => r.club));
  const coach_clubs = rows.map((r) => ({ ...r, club_name: names.get(r.club) ?? '' })).sort(byClubName);
  return { ...coach, coach_clubs };
}
