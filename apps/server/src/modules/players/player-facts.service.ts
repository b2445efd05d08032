import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { players } from './players.tables';

// What other areas read of players besides names and e-mails: find-a-hit's age and gender limits,
// and the events area's gender, age and NTRP limits.

export type PlayerFacts = { id: number; full_name: string; gender: 'U' | 'M' | 'F'; dob: string | null };

/** Name, gender and date of birth of these players, by id. */
export async function playerFactsOf(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, PlayerFacts>> {
  const ids = [...new Set(playerIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: players.id, full_name: players.full_name, gender: players.gender, dob: players.dob })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export type PlayerLimitFacts = PlayerFacts & { ntrp: number | null };

/** As playerFactsOf, with the NTRP level (the events area's limits). */
export async function findPlayerFacts(
  db: Db | Tx,
  playerIds: readonly number[],
): Promise<Map<number, PlayerLimitFacts>> {
  const out = new Map<number, PlayerLimitFacts>();
  if (!playerIds.length) return out;
  const rows = await db
    .select({
      id: players.id,
      full_name: players.full_name,
      gender: players.gender,
      dob: players.dob,
      ntrp: players.ntrp_level,
    })
    .from(players)
    .where(inArray(players.id, [...new Set(playerIds)]));
  for (const r of rows) out.set(r.id, { ...r, ntrp: r.ntrp === null ? null : Number(r.ntrp) });
  return out;
}
