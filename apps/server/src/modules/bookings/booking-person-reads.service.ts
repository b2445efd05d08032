import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookedPersons, bookingInstances, bookingSeries } from './bookings.tables';

/**
 * True when a player is on a live booking still to come, at any club: as the booked player or as
 * one of its booked persons (households: a junior with bookings is not removed; docs/households.md).
 */
export async function hasUpcomingBooking(db: Db | Tx, playerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingInstances.id })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.club_id, bookingInstances.club_id), eq(bookingSeries.id, bookingInstances.series_id)),
    )
    .leftJoin(
      bookedPersons,
      and(
        eq(bookedPersons.club_id, bookingSeries.club_id),
        eq(bookedPersons.series_id, bookingSeries.id),
        eq(bookedPersons.player_id, playerId),
      ),
    )
    .where(
      and(
        isNull(bookingInstances.cancelled_at),
        gt(bookingInstances.starts_at, now),
        or(eq(bookedPersons.player_id, playerId), eq(bookingSeries.player_id, playerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
