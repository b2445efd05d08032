import { and, count, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingInstances } from './bookings.tables';

/** How many bookings (instances not cancelled) each club has, by club id (the operator console, issue 31). */
export async function bookingCountsOf(db: Db | Tx, clubIds: readonly number[]): Promise<Map<number, number>> {
  if (!clubIds.length) return new Map();
  const rows = await db
    .select({ club: bookingInstances.club_id, total: count() })
    .from(bookingInstances)
    .where(and(inArray(bookingInstances.club_id, [...clubIds]), isNull(bookingInstances.cancelled_at)))
    .groupBy(bookingInstances.club_id);
  return new Map(rows.map((r) => [r.club, r.total]));
}
