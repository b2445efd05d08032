import type { Tx } from '../../db/client';
import * as clock from '../../clock';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { mergeDemoBookingParams } from './bookings.seed';
import { courtWaitlist } from './court-waitlist.tables';

// The demo's waiting list for courts (issue 29): Riverside holds a freed court for 15 minutes, and
// two players wait for next Thursday's social hit time (courts 1–3, 18:00–20:00, bookings.seed.ts).

/** Switches Riverside's waiting list on and queues `players` for next Thursday 18:00–19:00 on court 1. */
export async function seedDemoCourtWaitlist(tx: Tx, input: { club: number; zone: string; players: number[] }) {
  await mergeDemoBookingParams(tx, input.club, { WaitlistHoldMinutes: 15 });
  const court = (await findClubCourts(tx, input.club)).find((c) => c.number === 1);
  if (!court) return;
  const thursday = clock.nowIn(input.zone).startOf('week').plus({ weeks: 1, days: 3 });
  const start = thursday.set({ hour: 18 }).toJSDate();
  const end = thursday.set({ hour: 19 }).toJSDate();
  const now = clock.now();
  await tx.insert(courtWaitlist).values(
    input.players.map((player, i) => ({
      club_id: input.club,
      player_id: player,
      court_id: court.id,
      starts_at: start,
      ends_at: end,
      duration_minutes: 60,
      created_at: new Date(now.getTime() - (input.players.length - i) * 3_600_000),
    })),
  );
}
