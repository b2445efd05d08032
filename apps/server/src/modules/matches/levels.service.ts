import { inArray } from 'drizzle-orm';
import { levelOf } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { playerRatings } from './matches.tables';

// Players' matcha levels (spec 3 §3 "Matcha level"): the level whose point range holds the
// player's Glicko-2 rating for the format, computed from approved match results (match-ratings.service).

export type PlayerLevel = {
  number: number;
  name: string;
  rgb: string;
  rating: number;
  rd: number;
  wins: number;
  losses: number;
};
export type PlayerLevels = { singles: PlayerLevel | null; doubles: PlayerLevel | null };

/** Each player's singles and doubles level, by player id (a format without a rating is null; players without any left out). */
export async function levelsOfPlayers(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, PlayerLevels>> {
  const ids = [...new Set(playerIds)];
  const result = new Map<number, PlayerLevels>();
  if (!ids.length) return result;
  const rows = await db.select().from(playerRatings).where(inArray(playerRatings.player_id, ids));
  for (const row of rows) {
    const level = levelOf(row.rating);
    const entry = result.get(row.player_id) ?? { singles: null, doubles: null };
    const value: PlayerLevel = {
      number: level.number,
      name: level.name,
      rgb: level.rgb,
      rating: Math.round(row.rating),
      rd: Math.round(row.rd),
      wins: row.wins,
      losses: row.losses,
    };
    if (row.format === 'S') entry.singles = value;
    else entry.doubles = value;
    result.set(row.player_id, entry);
  }
  return result;
}
