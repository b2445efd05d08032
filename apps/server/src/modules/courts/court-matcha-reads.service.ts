import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courtGroups, courts } from './courts.tables';

// What find-a-hit reads of courts (areas meet through services): how long before a hit's court
// booking starts it may still be cancelled (the court group's matcha_booking_cancel_advance).

/** The largest matcha_booking_cancel_advance (minutes) of these courts' groups; 0 when none has a group. */
export async function matchaCancelAdvanceOf(db: Db | Tx, clubId: number, courtIds: readonly number[]): Promise<number> {
  if (!courtIds.length) return 0;
  const rows = await db
    .select({ minutes: courtGroups.matcha_booking_cancel_advance })
    .from(courts)
    .innerJoin(courtGroups, and(eq(courtGroups.id, courts.group_id), eq(courtGroups.club_id, courts.club_id)))
    .where(and(eq(courts.club_id, clubId), inArray(courts.id, [...courtIds])));
  return Math.max(0, ...rows.map((r) => r.minutes));
}
