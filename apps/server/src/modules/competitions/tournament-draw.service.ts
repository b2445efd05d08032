import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  assignCourts,
  fixtureDates,
  manualDrawProblems,
  roundRobin,
  roundRobinRoundCount,
  tournamentMessages,
  type Tournament,
  type TournamentParams,
  type TournamentRound,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { findClubCourts } from '../courts/court-booking-reads.service';
import {
  me,
  paramsOf,
  paramsProblems,
  recordOf,
  requireOrganiser,
  setRoundsReader,
  teamsOf,
  type Ctx,
} from './tournaments.service';
import { tournamentFixtures, tournamentMatches, tournamentRounds, tournaments } from './tournaments.tables';

// The draw (spec 3 §4 "Tournament"; docs/competitions.md): the pure algorithms are the domain's
// (packages/domain/src/competitions/draw: roundRobin, fixtureDates, assignCourts, datesUpdatedFrom);
// this file reads the tournament, calls them and stores rounds, fixtures and their matches in one
// transaction with the tournament row locked, so two draws at once make one.

type ManualDrawBody = {
  rounds: { date: string; fixtures: { home: number; away: number }[] }[];
  confirm_missing_teams?: boolean;
};

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
export async function drawTournament({
  ctx,
  id,
  confirmMissingTeams = false,
}: {
  ctx: Ctx;
  id: number;
  confirmMissingTeams?: boolean;
}): Promise<Tournament> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const { row, params, teams } = await readyToDraw(tx, id, player, confirmMissingTeams);
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

/**
 * The tournament locked for a draw: an organiser's, not drawn yet, every params rule kept, at least
 * two teams, and as many as `NumberOfTeams` unless the organiser confirmed drawing with fewer (a
 * draw of 2 of 6 teams went ahead silently: issue 27).
 */
async function readyToDraw(tx: Tx, id: number, player: number, confirmMissingTeams: boolean) {
  const row = await requireOrganiser(tx, id, player, true);
  if (row.draw_complete) throw invalid(tournamentMessages.drawAlreadyMade);
  const problems = paramsProblems(row);
  if (problems.length)
    throw invalid(problems[0].message, Object.fromEntries(problems.map((p) => [`params.${p.path}`, [p.message]])));
  const params = paramsOf(row);
  const teams = await teamsOf(tx, row.id);
  if (teams.length < 2) throw invalid(tournamentMessages.drawNeedsTeams);
  const wanted = params.NumberOfTeams ?? 0;
  if (teams.length < wanted && !confirmMissingTeams) {
    const message = tournamentMessages.drawMissingTeams(teams.length, wanted);
    throw invalid(message, { confirm_missing_teams: [message] });
  }
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
    const { row, params, teams } = await readyToDraw(tx, input.id, player, input.body.confirm_missing_teams ?? false);
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

// The calendar feed (calendar-feeds.service.ts) reads a player's fixtures from here.
export { calendarFixturesOf } from './tournament-fixtures.service';
