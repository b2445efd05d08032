import { and, asc, eq, gte, inArray, isNotNull, max, or } from 'drizzle-orm';
import {
  assignCourts,
  datesUpdatedFrom,
  fixtureWinner,
  fixtureDates,
  manualDrawProblems,
  roundRobin,
  roundRobinRoundCount,
  tournamentMessages,
  type MyFixture,
  type TennisScoreRules,
  type Tournament,
  type TournamentFixture,
  type TournamentParams,
  type TournamentRound,
  type TournamentTeam,
} from '@rally/domain';
import { DateTime } from 'luxon';
import type { Db, Tx } from '../../db/client';
import { getClubRow } from '../clubs/club-reads.service';
import { invalid, notFound } from '../../http/errors';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { fixtureCourtBookings } from '../bookings/fixture-court.service';
import { moveFixtureBooking } from './fixture-booking-follow';
import {
  me,
  paramsOf,
  paramsProblems,
  recordOf,
  requireOrganiser,
  setRoundsReader,
  standingIn,
  teamsOf,
  todayUtc,
  type Ctx,
} from './tournaments.service';
import {
  tournamentFixtures,
  tournamentMatches,
  tournamentMembers,
  tournamentRounds,
  tournaments,
} from './tournaments.tables';

// The draw (spec 3 §4 "Tournament"; docs/competitions.md): the pure algorithms are the domain's
// (packages/domain/src/competitions/draw: roundRobin, fixtureDates, assignCourts, datesUpdatedFrom);
// this file reads the tournament, calls them and stores rounds, fixtures and their matches in one
// transaction with the tournament row locked, so two draws at once make one.

type ManualDrawBody = { rounds: { date: string; fixtures: { home: number; away: number }[] }[] };

export async function roundsOf(db: Db | Tx, tournamentId: number): Promise<TournamentRound[]> {
  const rows = await db
    .select()
    .from(tournamentRounds)
    .where(eq(tournamentRounds.tournament_id, tournamentId))
    .orderBy(asc(tournamentRounds.number));
  return rows.map((r) => ({
    id: r.id,
    tournament: r.tournament_id,
    number: r.number,
    start: r.start,
    end: r.end,
    kind: r.kind,
  }));
}
setRoundsReader(roundsOf);

/** Spec 3 §9 numbers weekdays Monday 0 … Sunday 6; the draw's dates count Sunday 0 … Saturday 6. */
export const jsWeekday = (specDay: number) => (specDay + 1) % 7;

/** The courts the draw may use at each club: the first NumberOfCourts by number, minus the spares (the last of them). */
async function drawCourts(db: Db | Tx, clubIds: number[], courtsWanted: number, spare: number) {
  const out: { id: number; club: number; name: string }[] = [];
  for (const club of clubIds) {
    const list = (await findClubCourts(db, club)).slice(0, courtsWanted);
    out.push(...list.slice(0, Math.max(0, list.length - spare)).map((c) => ({ id: c.id, club, name: c.name })));
  }
  return out;
}

type PlannedRound = {
  number: number;
  date: string;
  kind: 'RR' | 'KO';
  fixtures: { home: number | null; away: number | null; slot?: number | null }[];
};

/**
 * The matches of new fixtures, one per match set, each on a court of the host club free at that
 * date and time (courts this tournament already uses then are busy). `strict`: a club short of
 * courts refuses with the domain's sentence; otherwise the matches are stored without a court.
 */
export async function storeFixtureMatches(
  tx: Tx,
  tournamentId: number,
  params: TournamentParams,
  fixtures: { id: number; host: number; date: string; time: string }[],
  strict: boolean,
) {
  if (fixtures.length === 0) return;
  const courts = await drawCourts(
    tx,
    [...new Set(fixtures.map((f) => f.host))],
    params.NumberOfCourts ?? 1,
    params.NumberOfSpareCourts ?? 0,
  );
  const busy = await tx
    .select({ court: tournamentMatches.court_id, date: tournamentFixtures.dated, time: tournamentFixtures.time })
    .from(tournamentMatches)
    .innerJoin(tournamentFixtures, eq(tournamentFixtures.id, tournamentMatches.fixture_id))
    .where(
      and(
        eq(tournamentFixtures.tournament_id, tournamentId),
        inArray(tournamentFixtures.dated, [...new Set(fixtures.map((f) => f.date))]),
      ),
    );
  const matchSets = params.match_sets;
  let courtMap = new Map<number, number[]>();
  try {
    courtMap = assignCourts(
      fixtures.map((f) => ({ id: f.id, date: f.date, time: f.time, homeClub: f.host })),
      courts,
      matchSets.length,
      { busy: busy.filter((b) => b.court !== null).map((b) => ({ court: b.court!, date: b.date, time: b.time })) },
    );
  } catch (e) {
    if (strict) throw invalid(e instanceof Error ? e.message : String(e));
  }
  for (const f of fixtures) {
    const courtIds = courtMap.get(f.id) ?? [];
    await tx.insert(tournamentMatches).values(
      matchSets.map((m, j) => ({
        club_id: f.host,
        fixture_id: f.id,
        number: j + 1,
        name: m.name || `Match ${j + 1}`,
        format: m.format,
        number_of_sets: m.number_of_sets,
        court_id: courtIds[j] ?? null,
      })),
    );
  }
}

/**
 * Stores rounds and their fixtures (at the home team's club, at the time played) and the matches
 * of every fixture with two teams. A fixture without a home team (a knockout place not decided
 * yet) is put at `placeholderClub` until its teams are known.
 */
export async function storeRounds(
  tx: Tx,
  row: { id: number; params: unknown },
  params: TournamentParams,
  clubOf: Map<number, number>,
  rounds: PlannedRound[],
  placeholderClub: number,
) {
  const time = params.TimePlayed!;
  const withTeams: { id: number; host: number; date: string; time: string }[] = [];
  for (const r of rounds) {
    const [stored] = await tx
      .insert(tournamentRounds)
      .values({ tournament_id: row.id, number: r.number, start: r.date, end: r.date, kind: r.kind })
      .returning();
    for (const f of r.fixtures) {
      const host = f.home ? clubOf.get(f.home)! : placeholderClub;
      const [fixture] = await tx
        .insert(tournamentFixtures)
        .values({
          tournament_id: row.id,
          round_id: stored.id,
          host_club_id: host,
          dated: r.date,
          time,
          home_team_id: f.home,
          away_team_id: f.away,
          slot: f.slot ?? null,
        })
        .returning();
      if (f.home && f.away) withTeams.push({ id: fixture.id, host, date: r.date, time });
    }
  }
  await storeFixtureMatches(tx, row.id, params, withTeams, true);
}

/** POST /api/tournament/{id}/draw/: the round robin, dated and on courts, with every fixture's matches; sets draw_complete. */
export async function drawTournament({ ctx, id }: { ctx: Ctx; id: number }): Promise<Tournament> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const { row, params, teams } = await readyToDraw(tx, id, player);
    const teamIds = teams.map((t) => t.id);
    const perCycle = roundRobinRoundCount(teamIds.length);
    const wanted = params.NumberOfRounds ?? perCycle;
    const rounds = roundRobin(teamIds, Math.max(1, Math.ceil(wanted / perCycle))).slice(0, wanted);
    const dates = fixtureDates({
      start: row.start,
      weekday: jsWeekday(params.DaysOfWeek[0]),
      frequency: params.PlayFrequency!,
      rounds: rounds.length,
      notPlayed: params.DatesNotPlayed,
    });
    const clubOf = new Map(teams.map((t) => [t.id, t.club]));
    await storeRounds(
      tx,
      row,
      params,
      clubOf,
      rounds.map((r, i) => ({ number: r.round, date: dates[i], kind: 'RR', fixtures: r.fixtures })),
      teams[0].club,
    );
    const [next] = await tx
      .update(tournaments)
      .set({ draw_complete: true, ready_to_draw: true })
      .where(eq(tournaments.id, row.id))
      .returning();
    return recordOf(tx, next, player);
  });
}

/** The tournament locked for a draw: an organiser's, not drawn yet, every params rule kept, at least two teams. */
async function readyToDraw(tx: Tx, id: number, player: number) {
  const row = await requireOrganiser(tx, id, player, true);
  if (row.draw_complete) throw invalid(tournamentMessages.drawAlreadyMade);
  const problems = paramsProblems(row);
  if (problems.length)
    throw invalid(problems[0].message, Object.fromEntries(problems.map((p) => [`params.${p.path}`, [p.message]])));
  const params = paramsOf(row);
  const teams = await teamsOf(tx, row.id);
  if (teams.length < 2) throw invalid(tournamentMessages.drawNeedsTeams);
  return { row, params, teams };
}

/**
 * POST /api/tournament/{id}/manualdraw/: the organiser's own rounds and fixtures, with the same
 * checks as the drawn one (the domain's manualDrawProblems: known teams, nobody twice in a round,
 * no pair meeting more often than the rounds allow, dates in order and not on a date not played)
 * plus every date within the tournament's; stored like the drawn one, on courts.
 */
export async function manualDraw({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: ManualDrawBody };
}): Promise<Tournament> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const { row, params, teams } = await readyToDraw(tx, input.id, player);
    const names = new Map(teams.map((t) => [t.id, t.name]));
    const rounds = input.body.rounds.map((r, i) => ({ round: i + 1, date: r.date, fixtures: r.fixtures }));
    const cycles = Math.max(1, Math.ceil(rounds.length / roundRobinRoundCount(teams.length)));
    const problems = manualDrawProblems(
      teams.map((t) => t.id),
      rounds,
      { cycles, notPlayed: params.DatesNotPlayed, names },
    );
    for (const r of rounds)
      if (r.date < row.start || r.date > row.finish)
        problems.push(tournamentMessages.manualDrawOutside(r.round, r.date));
    if (problems.length) throw invalid(problems[0], { rounds: problems });
    const clubOf = new Map(teams.map((t) => [t.id, t.club]));
    await storeRounds(
      tx,
      row,
      params,
      clubOf,
      rounds.map((r) => ({ number: r.round, date: r.date, kind: 'RR', fixtures: r.fixtures })),
      teams[0].club,
    );
    const [next] = await tx
      .update(tournaments)
      .set({ draw_complete: true, ready_to_draw: true })
      .where(eq(tournaments.id, row.id))
      .returning();
    return recordOf(tx, next, player);
  });
}

/** POST /api/tournament/{id}/publish/: the fixtures become visible to the players. */
export async function publishTournament({ ctx, id }: { ctx: Ctx; id: number }): Promise<Tournament> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, id, player, true);
    if (!row.draw_complete) throw invalid(tournamentMessages.publishNeedsDraw);
    const [next] = await tx.update(tournaments).set({ published: true }).where(eq(tournaments.id, row.id)).returning();
    return recordOf(tx, next, player);
  });
}

/** POST /api/round/: a round added by hand (the manual draw, a knockout round): numbered after the last. */
export async function createRound({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { tournament: number; start: string; end?: string | null; kind: 'RR' | 'KO' };
}): Promise<TournamentRound> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, input.tournament, player, true);
    const [{ last }] = await tx
      .select({ last: max(tournamentRounds.number) })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournament_id, row.id));
    const end = input.end ?? input.start;
    if (end < input.start)
      throw invalid(tournamentMessages.roundEndBeforeStart, { end: [tournamentMessages.roundEndBeforeStart] });
    const [r] = await tx
      .insert(tournamentRounds)
      .values({ tournament_id: row.id, number: (last ?? 0) + 1, start: input.start, end, kind: input.kind })
      .returning();
    return { id: r.id, tournament: r.tournament_id, number: r.number, start: r.start, end: r.end, kind: r.kind };
  });
}

/** POST /api/round/{id}/updatefrom/ {to?}: moves the round and every later round-robin round, keeping weekday and frequency (a washed-out week). */
export async function updateRoundFrom({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; to?: string | null };
}): Promise<TournamentRound[]> {
  const player = me(ctx);
  const [first] = await ctx.db.select().from(tournamentRounds).where(eq(tournamentRounds.id, input.id));
  if (!first) throw notFound(tournamentMessages.roundNotFound);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, first.tournament_id, player, true);
    const params = paramsOf(row);
    const rounds = await tx
      .select()
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournament_id, row.id), eq(tournamentRounds.kind, first.kind)))
      .orderBy(asc(tournamentRounds.number))
      .for('update');
    const index = rounds.findIndex((r) => r.id === first.id);
    let dates: string[];
    try {
      dates = datesUpdatedFrom({
        dates: rounds.map((r) => r.start),
        round: index + 1,
        to: input.to ?? undefined,
        weekday: jsWeekday(params.DaysOfWeek[0]),
        frequency: params.PlayFrequency!,
        notPlayed: params.DatesNotPlayed,
      });
    } catch (e) {
      throw invalid(e instanceof Error ? e.message : String(e), { to: [e instanceof Error ? e.message : String(e)] });
    }
    for (const [i, r] of rounds.entries()) {
      if (i < index || dates[i] === r.start) continue;
      await tx.update(tournamentRounds).set({ start: dates[i], end: dates[i] }).where(eq(tournamentRounds.id, r.id));
      const moved = await tx
        .update(tournamentFixtures)
        .set({ dated: dates[i] })
        .where(eq(tournamentFixtures.round_id, r.id))
        .returning();
      // Booked courts move with their fixtures (refused whole with the clash when a court is taken then).
      for (const f of moved) await moveFixtureBooking(tx, f, dates[i], player);
    }
    return roundsOf(tx, row.id);
  });
}

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
