import { count, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubMembers } from './members.tables';

/** How many members each club's register has (the operator console's list, issue 31), by club id. */
export async function memberCountsOf(db: Db | Tx, clubIds: readonly number[]): Promise<Map<number, number>> {
  if (!clubIds.length) return new Map();
  const rows = await db
    .select({ club: clubMembers.club_id, total: count() })
    .from(clubMembers)
    .where(inArray(clubMembers.club_id, [...clubIds]))
    .groupBy(clubMembers.club_id);
  return new Map(rows.map((r) => [r.club, r.total]));
}
