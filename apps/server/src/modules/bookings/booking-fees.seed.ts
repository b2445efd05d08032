import { and, desc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import * as clock from '../../clock';
import { bookingFees } from './booking-fees.tables';
import { bookingInstances, bookingSeries } from './bookings.tables';
import { bookingCheckIns } from './check-ins.tables';

// The demo's fees (issue 29): one member's court hire of last week was a no-show, and its no-show
// fee of 15.00 is owed (they have no card the club may charge), so the staff's Fees list and the
// access checks have a row to aim at. Riverside's fee settings stay off: this is from before.

/** An owed no-show fee on the latest past court hire of a player none of `except` (the logins the tests act as). */
export async function seedDemoBookingFee(tx: Tx, input: { club: number; currency: string; except: number[] }) {
  const now = clock.now();
  const [past] = await tx
    .select({ id: bookingInstances.id, player: bookingSeries.player_id })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.club_id, bookingInstances.club_id), eq(bookingSeries.id, bookingInstances.series_id)),
    )
    .where(
      and(
        eq(bookingInstances.club_id, input.club),
        lt(bookingInstances.ends_at, new Date(now.getTime() - 86_400_000)),
        isNull(bookingInstances.cancelled_at),
        eq(bookingSeries.ttype, 'C'),
        notInArray(bookingSeries.player_id, input.except),
        sql`${bookingSeries.player_id} is not null`,
      ),
    )
    .orderBy(desc(bookingInstances.starts_at))
    .limit(1);
  if (!past?.player) return;
  await tx
    .insert(bookingCheckIns)
    .values({ club_id: input.club, instance_id: past.id, status: 'N', method: 'J', released_minutes: 50 })
    .onConflictDoNothing();
  await tx.insert(bookingFees).values({
    club_id: input.club,
    instance_id: past.id,
    kind: 'N',
    player_id: past.player,
    amount_minor: 1500,
    currency: input.currency.toLowerCase(),
    status: 'O',
  });
}
