import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cancelFixtureCourts, moveFixtureCourts } from '../bookings/fixture-court.service';
import { tournamentFixtures } from './tournaments.tables';

// A fixture's court booking follows the fixture (docs/competitions.md "Court bookings for fixtures"):
// moved with its round, cancelled when the fixture is called off. Called inside the command's
// transaction by the draw (round/updatefrom) and the results (cancelled matches, knockout places).

type FixtureRow = typeof tournamentFixtures.$inferSelect;

/** A fixture moved to `date` (round/updatefrom): its booking moves too, at its time, or the move is refused with the clash. */
export async function moveFixtureBooking(tx: Tx, f: FixtureRow, date: string, player: number) {
  if (!f.court_booking_id) return;
  const moved = await moveFixtureCourts(tx, f.host_club_id, f.court_booking_id, date, f.time, player);
  if (!moved)
    await tx.update(tournamentFixtures).set({ court_booking_id: null }).where(eq(tournamentFixtures.id, f.id));
}

/** A fixture called off (every match cancelled, or a knockout place whose teams change): its booking is cancelled. */
export async function dropFixtureBooking(tx: Tx, f: FixtureRow, player: number) {
  if (!f.court_booking_id) return;
  await cancelFixtureCourts(tx, f.host_club_id, f.court_booking_id, player);
  await tx.update(tournamentFixtures).set({ court_booking_id: null }).where(eq(tournamentFixtures.id, f.id));
}
