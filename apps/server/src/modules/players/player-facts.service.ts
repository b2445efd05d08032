import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { players } from './players.tables';

// What other areas read of players besides names and e-mails (find-a-hit's age and gender limits).

export type PlayerFacts = { id: number; full_name: string; gender: 'U' | 'M' | 'F'; dob: string | null };

/** Name, gender and date of birth of these players, by id. */
export async function playerFactsOf(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, PlayerFacts>> {
  const ids = [...new Set(playerIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: players.id, full_name: players.full_name, gender: players.gender, dob: players.dob }).from(players).where(inArray(players.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
