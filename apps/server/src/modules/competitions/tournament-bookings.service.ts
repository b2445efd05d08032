import { and, eq, isNotNull } from 'drizzle-orm';
import { fixtureBookingMessages as msg, type TournamentFixture } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { bookFixtureCourts, cancelFixtureCourts, fixtureCourtBookings } from '../bookings/fixture-court.service';
import { fixtureById } from './tournament-fixtures.service';
import { me, standingIn, teamsOf } from './tournaments.service';
import { tournamentFixtures, tournamentMatches, tournaments } from './tournaments.tables';

// Court bookings for fixtures (docs/competitions.md "Court bookings for fixtures"): an organiser of
// the competition, or the host club's booking staff, book the courts of a fixture's matches at its
// date and time through the bookings area (fixture-court.service.ts: a block booking, the
// allowed-check and the clash check). The series is linked to the fixture, shown on it, moved with
// it (round/updatefrom) and cancelled with it (every match cancelled, a knockout place changing).

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
type FixtureRow = typeof tournamentFixtures.$inferSelect;

/**
 * The fixture, for an organiser of its competition or the host club's booking staff (403 to other
 * members, 404 to anyone else). Checked before the command's transaction (the standing is read on
 * the app's connection; PGlite has one), then the fixture is read again locked inside it.
 */
async function checkFixtureAccess(ctx: Ctx, id: number, player: number) {
  const [f] = await ctx.db.select().from(tournamentFixtures).where(eq(tournamentFixtures.id, id));
  if (!f) throw notFound(msg.fixtureNotFound);
  const standing = await standingIn(ctx.db, f.tournament_id, player).catch(() => null);
  if (standing?.organiser) return;
  try {
    await assertAccess(ctx, f.host_club_id, { area: 'courtBookings', notFound: msg.fixtureNotFound });
  } catch (error) {
    if (standing) throw forbidden(msg.who);
    throw error;
  }
}

async function fixtureToBook(tx: Tx, id: number) {
  const [f] = await tx.select().from(tournamentFixtures).where(eq(tournamentFixtures.id, id)).for('update');
  if (!f) throw notFound(msg.fixtureNotFound);
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, f.tournament_id));
  return { f, row };
}

const isLive = async (tx: Tx, f: FixtureRow) =>
  Boolean(f.court_booking_id && (await fixtureCourtBookings(tx, f.host_club_id, [f.court_booking_id])).size);

/** POST /api/fixture/{id}/booking/ {minutes}: books the courts of the fixture's matches at its date and time. */
export async function bookFixture({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; minutes: number };
}): Promise<TournamentFixture> {
  const player = me(ctx);
  await checkFixtureAccess(ctx, input.id, player);
  return ctx.db.transaction(async (tx) => {
    const { f, row } = await fixtureToBook(tx, input.id);
    if (await isLive(tx, f)) throw conflict(msg.alreadyBooked);
    if (!f.home_team_id || !f.away_team_id) throw invalid(msg.noTeams);
    const matches = await tx
      .select({ court: tournamentMatches.court_id })
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.fixture_id, f.id), isNotNull(tournamentMatches.court_id)));
    const courts = [...new Set(matches.map((m) => m.court!))];
    if (!courts.length) throw invalid(msg.noCourts);
    const names = new Map((await teamsOf(tx, row.id)).map((t) => [t.id, t.name]));
    const { series } = await bookFixtureCourts(tx, {
      clubId: f.host_club_id,
      playerId: player,
      courts,
      date: f.dated,
      time: f.time,
      minutes: input.minutes,
      name: `${names.get(f.home_team_id)} v ${names.get(f.away_team_id)} · ${row.name}`,
    });
    await tx.update(tournamentFixtures).set({ court_booking_id: series }).where(eq(tournamentFixtures.id, f.id));
    return fixtureById(tx, f.id);
  });
}

/** DELETE /api/fixture/{id}/booking/: cancels the fixture's court booking (the courts are free again). */
export async function cancelFixtureBooking({ ctx, id }: { ctx: Ctx; id: number }): Promise<TournamentFixture> {
  const player = me(ctx);
  await checkFixtureAccess(ctx, id, player);
  return ctx.db.transaction(async (tx) => {
    const { f } = await fixtureToBook(tx, id);
    if (!(await isLive(tx, f))) throw invalid(msg.notBooked);
    await cancelFixtureCourts(tx, f.host_club_id, f.court_booking_id!, player);
    await tx.update(tournamentFixtures).set({ court_booking_id: null }).where(eq(tournamentFixtures.id, f.id));
    return fixtureById(tx, f.id);
  });
}
