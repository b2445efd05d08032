import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { players } from './players.tables';

// What other areas may read of a player's profile for eligibility rules (the events area's
// gender, age and NTRP limits): name, gender, date of birth and NTRP level, by player id.

export type PlayerFacts = { id: number; full_name: string; gender: 'U' | 'M' | 'F'; dob: string | null; ntrp: number | null };

export async function findPlayerFacts(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, PlayerFacts>> {
  const out = new Map<number, PlayerFacts>();
  if (!playerIds.length) return out;
  const rows = await db.select({ id: players.id, full_name: players.full_name, gender: players.gender, dob: players.dob, ntrp: players.ntrp_level }).from(players).where(inArray(players.id, [...new Set(playerIds)]));
  for (const r of rows) out.set(r.id, { ...r, ntrp: r.ntrp === null ? null : Number(r.ntrp) });
  return out;
}
