import { and, asc, eq, gte, inArray, isNotNull, or } from 'drizzle-orm';
import {
  fixtureWinner,
  type MyFixture,
  type TennisScoreRules,
  type TournamentFixture,
  type TournamentTeam,
} from '@rally/domain';
import { DateTime } from 'luxon';
import type { Db, Tx } from '../../db/client';
import { getClubRow } from '../clubs/club-reads.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { fixtureCourtBookings } from '../bookings/fixture-court.service';
import { me, paramsOf, standingIn, teamsOf, todayUtc, type Ctx } from './tournaments.service';
import {
  tournamentFixtures,
  tournamentMatches,
  tournamentMembers,
  tournamentRounds,
  tournaments,
} from './tournaments.tables';

// A tournament's fixtures as the API answers them (spec 3 §7 "Tournaments"; docs/competitions.md):
// by round with teams, courts, matches, scores and court bookings; a player's next ones, and the
// nights of their calendar feed.

/** GET /api/fixture/?tournament[&round]: fixtures by round with teams, courts and matches (organisers always; members once published). */
export async function listFixtures({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { tournament: number; round?: number };
}): Promise<TournamentFixture[]> {
  const player = me(ctx);
  const s = await standingIn(ctx.db, input.tournament, player);
  if (!s.organiser && !s.row.published) return [];
  const fixtures = await ctx.db
    .select({ f: tournamentFixtures, round: tournamentRounds.number, kind: tournamentRounds.kind })
    .from(tournamentFixtures)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentFixtures.round_id))
    .where(
      and(
        eq(tournamentFixtures.tournament_id, input.tournament),
        input.round ? eq(tournamentRounds.number, input.round) : undefined,
      ),
    )
    .orderBy(asc(tournamentRounds.number), asc(tournamentFixtures.slot), asc(tournamentFixtures.id));
  return shapeFixtures(ctx.db, fixtures);
}

/** GET /api/fixture/mine/: the caller's next fixtures (today on) in the published competitions they play in, soonest first. */
export async function myFixtures({ ctx, limit = 10 }: { ctx: Ctx; limit?: number }): Promise<MyFixture[]> {
  return fixturesOfPlayer(ctx.db, me(ctx), todayUtc(), limit);
}

/** A player's fixtures from `since` (YYYY-MM-DD) on, in the published competitions where they are in a team, soonest first. */
async function fixturesOfPlayer(db: Db | Tx, player: number, since: string, limit: number): Promise<MyFixture[]> {
  const mine = await db
    .select({ tournament: tournaments.id, name: tournaments.name, team: tournamentMembers.team_id })
    .from(tournamentMembers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMembers.tournament_id))
    .where(
      and(
        eq(tournamentMembers.player_id, player),
        isNotNull(tournamentMembers.team_id),
        eq(tournaments.published, true),
      ),
    );
  const teamIds = mine.map((m) => m.team!);
  if (teamIds.length === 0) return [];
  const fixtures = await db
    .select({ f: tournamentFixtures, round: tournamentRounds.number, kind: tournamentRounds.kind })
    .from(tournamentFixtures)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentFixtures.round_id))
    .where(
      and(
        or(inArray(tournamentFixtures.home_team_id, teamIds), inArray(tournamentFixtures.away_team_id, teamIds)),
        gte(tournamentFixtures.dated, since),
      ),
    )
    .orderBy(asc(tournamentFixtures.dated), asc(tournamentFixtures.id))
    .limit(limit);
  const shaped = await shapeFixtures(db, fixtures);
  return shaped.map((f, i) => {
    const own = mine.find(
      (m) =>
        m.tournament === fixtures[i].f.tournament_id &&
        (m.team === fixtures[i].f.home_team_id || m.team === fixtures[i].f.away_team_id),
    )!;
    return { ...f, tournament: own.tournament, tournament_name: own.name, my_team: own.team! };
  });
}

/** How long a fixture night is shown in a calendar. */
const FIXTURE_HOURS = 3;

/**
 * A player's fixtures for their calendar feed (the bookings area's iCal): from `since` on, each
 * with its start and end instants (the date and time played at the host club's time zone).
 */
export async function calendarFixturesOf(db: Db | Tx, player: number, since: Date) {
  const fixtures = await fixturesOfPlayer(db, player, since.toISOString().slice(0, 10), 500);
  const zones = new Map<number, string>();
  for (const club of new Set(fixtures.map((f) => f.club))) zones.set(club, (await getClubRow(db, club)).time_zone);
  return fixtures.map((f) => {
    const start = DateTime.fromISO(`${f.dated}T${f.time}`, { zone: zones.get(f.club) });
    const [home, away] = f.team_set;
    const courts = [...new Set(f.match_set.map((m) => m.court_name).filter(Boolean))];
    return {
      id: f.id,
      start: start.toJSDate(),
      end: start.plus({ hours: FIXTURE_HOURS }).toJSDate(),
      summary: `${home?.name ?? 'To be decided'} v ${away?.name ?? 'To be decided'} · ${f.tournament_name}`,
      location: f.club_name,
      description: [f.kind === 'KO' ? 'Knockout' : `Round ${f.round}`, courts.join(', ')].filter(Boolean).join(' · '),
      tournament: f.tournament,
    };
  });
}

type FixtureRead = { f: typeof tournamentFixtures.$inferSelect; round: number; kind: 'RR' | 'KO' };

/** One fixture as the fixtures answer shapes it. */
export async function fixtureById(db: Db | Tx, id: number): Promise<TournamentFixture> {
  const fixtures = await db
    .select({ f: tournamentFixtures, round: tournamentRounds.number, kind: tournamentRounds.kind })
    .from(tournamentFixtures)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentFixtures.round_id))
    .where(eq(tournamentFixtures.id, id));
  return (await shapeFixtures(db, fixtures))[0];
}

async function shapeFixtures(db: Db | Tx, fixtures: FixtureRead[]): Promise<TournamentFixture[]> {
  const ids = fixtures.map((x) => x.f.id);
  const matches = ids.length
    ? await db
        .select()
        .from(tournamentMatches)
        .where(inArray(tournamentMatches.fixture_id, ids))
        .orderBy(asc(tournamentMatches.number))
    : [];
  const teams = new Map<number, TournamentTeam>();
  for (const tid of new Set(fixtures.map((x) => x.f.tournament_id)))
    for (const t of await teamsOf(db, tid)) teams.set(t.id, t);
  const rulesOf = new Map<number, TennisScoreRules>();
  for (const tid of new Set(fixtures.map((x) => x.f.tournament_id))) {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tid));
    const p = paramsOf(row);
    rulesOf.set(tid, {
      setsUpTo: p.SetsUpTo ?? 'standard',
      tieBreak: p.TieBreaker ?? 'standard',
      tieBreakOther: p.TieBreakerOther ?? null,
    });
  }
  const courtNames = new Map<number, string>();
  const bookings = new Map<number, { courts: string[]; start: string; end: string }>();
  for (const club of new Set(fixtures.map((x) => x.f.host_club_id))) {
    for (const c of await findClubCourts(db, club)) courtNames.set(c.id, c.name);
    const booked = fixtures
      .filter((x) => x.f.host_club_id === club && x.f.court_booking_id)
      .map((x) => x.f.court_booking_id!);
    for (const [series, b] of await fixtureCourtBookings(db, club, booked)) bookings.set(series, b);
  }
  return fixtures.map(({ f, round, kind }) => {
    const own = matches.filter((m) => m.fixture_id === f.id);
    const won = (side: 1 | 2) => own.filter((m) => m.winner === side).length;
    return {
      id: f.id,
      round,
      kind,
      slot: f.slot,
      dated: f.dated,
      time: f.time,
      club: f.host_club_id,
      club_name: f.home_team_id ? (teams.get(f.home_team_id)?.club_name ?? '') : '',
      team_set: [f.home_team_id, f.away_team_id].map((t) => (t ? { id: t, name: teams.get(t)?.name ?? '' } : null)),
      score: own.some((m) => m.winner !== null || m.cancelled) ? [won(1), won(2)] : null,
      winner: kind === 'KO' ? fixtureWinner(f.home_team_id, f.away_team_id, own, rulesOf.get(f.tournament_id)!) : null,
      match_set: own.map((m) => ({
        id: m.id,
        number: m.number,
        name: m.name,
        format: m.format,
        number_of_sets: m.number_of_sets,
        court: m.court_id,
        court_name: m.court_id ? (courtNames.get(m.court_id) ?? '') : '',
        sets: m.sets,
        winner: m.winner,
        cancelled: m.cancelled,
        home_players: m.home_players,
        away_players: m.away_players,
      })),
      booking:
        f.court_booking_id && bookings.has(f.court_booking_id)
          ? { id: f.court_booking_id, ...bookings.get(f.court_booking_id)! }
          : null,
    };
  });
}
