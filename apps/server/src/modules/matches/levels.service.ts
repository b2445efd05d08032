import type { Db, Tx } from '../../db/client';

// Players' matcha levels (spec 3 §3 "Matcha level"): from each player's rating, computed from
// approved match results. Filled in by the match diary.

export type PlayerLevel = { number: number; name: string; rgb: string; rating: number };
export type PlayerLevels = { singles: PlayerLevel | null; doubles: PlayerLevel | null };

/** Each player's singles and doubles level, by player id (players without a rating left out). */
export async function levelsOfPlayers(_db: Db | Tx, _playerIds: readonly number[]): Promise<Map<number, PlayerLevels>> {
  return new Map();
}
