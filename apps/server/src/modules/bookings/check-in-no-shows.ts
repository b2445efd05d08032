import { and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../http/route-helpers';
import type { JobHandlers } from '../../integrations/jobs/worker';
import type { RecurringJob } from '../../integrations/jobs/recurring';
import * as clock from '../../clock';
import { clubsAskingCheckIn, getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { notify } from '../notifications/notify.service';
import { queueMail } from '../../integrations/mail/mailer';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingCheckIns } from './check-ins.tables';
import { courtFreed } from './court-holds';
import { bookingsChanged } from './day-view-cache';
import { chargeBookingFee } from './booking-fees.service';
import { playerCtx, type OfferDeps } from './court-waitlist-offers';

// No-shows (issue 29, docs/court-waitlist.md "Check-in"): every minute, at each club that asks
// players to check in, a booking (court hire, lesson or hit) whose window has closed without a
// check-in is marked a no-show and its court released: its slots stop being live (the court is
// free again), the waiting list is offered it (courts.waitlist-offer), the player is told. The
// no-show row's unique instance makes it happen once however many workers run at once.

export const NO_SHOW_JOB = 'courts.no-shows';
const MINUTE = 60_000;

/**
 * Marks the club's no-shows found at `now`; answers the instances marked by this run. With `fees`
 * (the job's dependencies) the club's no-show fee is charged in the same transaction (booking-fees.service.ts).
 */
export async function markNoShows(db: Db, clubId: number, after: number, fees?: OfferDeps) {
  const now = clock.now();
  const facts = fees ? await getClubBookingFacts(db, clubId) : null;
  const closed = new Date(now.getTime() - after * MINUTE);
  const due = await db
    .select({
      id: bookingInstances.id,
      starts_at: bookingInstances.starts_at,
      ends_at: bookingInstances.ends_at,
      player: bookingSeries.player_id,
      name: bookingSeries.name,
    })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.club_id, bookingInstances.club_id), eq(bookingSeries.id, bookingInstances.series_id)),
    )
    .where(
      and(
        eq(bookingInstances.club_id, clubId),
        lte(bookingInstances.starts_at, closed),
        // Only bookings still on: an old one missed while nothing ran is not released after it ended.
        gt(bookingInstances.ends_at, now),
        isNull(bookingInstances.cancelled_at),
        sql`${bookingSeries.ttype} in ('C', 'L', 'H')`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(bookingCheckIns)
            .where(and(eq(bookingCheckIns.club_id, clubId), eq(bookingCheckIns.instance_id, bookingInstances.id))),
        ),
      ),
    )
    .limit(500);
  const marked: number[] = [];
  for (const instance of due) {
    await db.transaction(async (tx) => {
      const released = Math.max(0, Math.round((instance.ends_at.getTime() - now.getTime()) / MINUTE));
      const [row] = await tx
        .insert(bookingCheckIns)
        .values({
          club_id: clubId,
          instance_id: instance.id,
          status: 'N',
          method: 'J',
          at: now,
          released_minutes: released,
        })
        .onConflictDoNothing()
        .returning({ id: bookingCheckIns.id });
      if (!row) return; // checked in or marked meanwhile, by a player, staff or another worker
      bookingsChanged(tx, clubId);
      await tx
        .update(bookingSlots)
        .set({ live: false })
        .where(and(eq(bookingSlots.club_id, clubId), eq(bookingSlots.instance_id, instance.id)));
      await courtFreed(tx, clubId);
      if (instance.player)
        await notify(
          tx,
          { queue: queueMail },
          { playerId: instance.player },
          {
            kind: 'booking_cancelled',
            title: 'Marked as a no-show: your court was released',
            body: `${instance.name}: nobody checked in by ${after} minutes after the start.`,
            link: '/mybookings',
          },
        );
      if (fees && facts && instance.player && facts.fees.no_show > 0)
        await chargeBookingFee(await playerCtx(tx, fees, instance.player), tx, {
          club: facts,
          kind: 'N',
          player: instance.player,
          instance,
          name: instance.name,
        });
      marked.push(instance.id);
    });
  }
  return marked;
}

/** The job: each club that asks for check-in, its no-shows. */
export const noShowJobHandlers = (deps: Deps): JobHandlers => ({
  async [NO_SHOW_JOB](_job, { db, log }) {
    const fees = { ...deps, log: log as unknown as OfferDeps['log'] };
    for (const club of await clubsAskingCheckIn(db)) await markNoShows(db, club.id, club.after, fees);
  },
});

export const noShowRecurringJobs: RecurringJob[] = [{ name: NO_SHOW_JOB, everyMs: MINUTE }];
