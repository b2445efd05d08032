import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubs } from './clubs.tables';

// What other areas show about clubs next to their own rows: club names by id.

/** The names of these clubs, by id (clubs that do not exist are left out). */
export async function clubNamesOf(db: Db | Tx, clubIds: readonly number[]): Promise<Map<number, string>> {
  if (!clubIds.length) return new Map();
  const rows = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.id, [...new Set(clubIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
