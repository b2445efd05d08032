import { and, asc, eq, inArray, max } from 'drizzle-orm';
import {
  assignCourts, datesUpdatedFrom, fixtureDates, roundRobin, roundRobinRoundCount, tournamentMessages,
  type Tournament, type TournamentFixture, type TournamentRound,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { me, paramsOf, paramsProblems, recordOf, requireOrganiser, setRoundsReader, standingIn, teamsOf, type Ctx } from './tournaments.service';
import { tournamentFixtures, tournamentMatches, tournamentRounds, tournaments } from './tournaments.tables';

// The draw (spec 3 §4 "Tournament"; docs/tournaments.md): the pure algorithms are the domain's
// (packages/domain/src/tournaments/draw: roundRobin, fixtureDates, assignCourts, datesUpdatedFrom);
// this file reads the tournament, calls them and stores rounds, fixtures and their matches in one
// transaction with the tournament row locked, so two draws at once make one.

async function roundsOf(db: Db | Tx, tournamentId: number): Promise<TournamentRound[]> {
  const rows = await db.select().from(tournamentRounds).where(eq(tournamentRounds.tournament_id, tournamentId)).orderBy(asc(tournamentRounds.number));
  return rows.map((r) => ({ id: r.id, tournament: r.tournament_id, number: r.number, start: r.start, end: r.end, kind: r.kind }));
}
setRoundsReader(roundsOf);

/** Spec 3 §9 numbers weekdays Monday 0 … Sunday 6; the draw's dates count Sunday 0 … Saturday 6. */
const jsWeekday = (specDay: number) => (specDay + 1) % 7;

/** The courts the draw may use at each club: the first NumberOfCourts by number, minus the spares (the last of them). */
async function drawCourts(db: Db | Tx, clubIds: number[], courtsWanted: number, spare: number) {
  const out: { id: number; club: number; name: string }[] = [];
  for (const club of clubIds) {
    const list = (await findClubCourts(db, club)).slice(0, courtsWanted);
    out.push(...list.slice(0, Math.max(0, list.length - spare)).map((c) => ({ id: c.id, club, name: c.name })));
  }
  return out;
}

/** POST /api/tournament/{id}/draw/: the round robin, dated and on courts, with every fixture's matches; sets draw_complete. */
export async function drawTournament({ ctx, id }: { ctx: Ctx; id: number }): Promise<Tournament> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, id, player, true);
    if (row.draw_complete) throw invalid(tournamentMessages.drawAlreadyMade);
    const problems = paramsProblems(row);
    if (problems.length) throw invalid(problems[0].message, Object.fromEntries(problems.map((p) => [`params.${p.path}`, [p.message]])));
    const params = paramsOf(row);
    const teams = await teamsOf(tx, row.id);
    if (teams.length < 2) throw invalid(tournamentMessages.drawNeedsTeams);
    const teamIds = teams.map((t) => t.id);
    const perCycle = roundRobinRoundCount(teamIds.length);
    const wanted = params.NumberOfRounds ?? perCycle;
    const rounds = roundRobin(teamIds, Math.max(1, Math.ceil(wanted / perCycle))).slice(0, wanted);
    const dates = fixtureDates({ start: row.start, weekday: jsWeekday(params.DaysOfWeek[0]), frequency: params.PlayFrequency!, rounds: rounds.length, notPlayed: params.DatesNotPlayed });
    const time = params.TimePlayed!;
    const clubOf = new Map(teams.map((t) => [t.id, t.club]));
    const courts = await drawCourts(tx, [...new Set(teams.map((t) => t.club))], params.NumberOfCourts!, params.NumberOfSpareCourts ?? 0);
    const matchSets = params.match_sets;
    // Fixture ids are needed for the court map: number them first, store after.
    const planned = rounds.flatMap((r, i) => r.fixtures.map((f) => ({ round: r.round, date: dates[i], home: f.home, away: f.away })));
    let courtMap: Map<number, number[]>;
    try {
      courtMap = assignCourts(planned.map((f, i) => ({ id: i, date: f.date, time, homeClub: clubOf.get(f.home)! })), courts, matchSets.length);
    } catch (e) {
      throw invalid(e instanceof Error ? e.message : String(e));
    }
    const roundIds = new Map<number, number>();
    for (const [i, r] of rounds.entries()) {
      const [stored] = await tx.insert(tournamentRounds).values({ tournament_id: row.id, number: r.round, start: dates[i], end: dates[i], kind: 'RR' }).returning();
      roundIds.set(r.round, stored.id);
    }
    for (const [i, f] of planned.entries()) {
      const host = clubOf.get(f.home)!;
      const [fixture] = await tx
        .insert(tournamentFixtures)
        .values({ tournament_id: row.id, round_id: roundIds.get(f.round)!, host_club_id: host, dated: f.date, time, home_team_id: f.home, away_team_id: f.away })
        .returning();
      const courtIds = courtMap.get(i) ?? [];
      await tx.insert(tournamentMatches).values(matchSets.map((m, j) => ({ club_id: host, fixture_id: fixture.id, number: j + 1, name: m.name || `Match ${j + 1}`, format: m.format, number_of_sets: m.number_of_sets, court_id: courtIds[j] ?? null })));
    }
    const [next] = await tx.update(tournaments).set({ draw_complete: true, ready_to_draw: true }).where(eq(tournaments.id, row.id)).returning();
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
export async function createRound({ ctx, input }: { ctx: Ctx; input: { tournament: number; start: string; end?: string | null; kind: 'RR' | 'KO' } }): Promise<TournamentRound> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, input.tournament, player, true);
    const [{ last }] = await tx.select({ last: max(tournamentRounds.number) }).from(tournamentRounds).where(eq(tournamentRounds.tournament_id, row.id));
    const end = input.end ?? input.start;
    if (end < input.start) throw invalid(tournamentMessages.roundEndBeforeStart, { end: [tournamentMessages.roundEndBeforeStart] });
    const [r] = await tx.insert(tournamentRounds).values({ tournament_id: row.id, number: (last ?? 0) + 1, start: input.start, end, kind: input.kind }).returning();
    return { id: r.id, tournament: r.tournament_id, number: r.number, start: r.start, end: r.end, kind: r.kind };
  });
}

/** POST /api/round/{id}/updatefrom/ {to?}: moves the round and every later round-robin round, keeping weekday and frequency (a washed-out week). */
export async function updateRoundFrom({ ctx, input }: { ctx: Ctx; input: { id: number; to?: string | null } }): Promise<TournamentRound[]> {
  const player = me(ctx);
  const [first] = await ctx.db.select().from(tournamentRounds).where(eq(tournamentRounds.id, input.id));
  if (!first) throw notFound(tournamentMessages.roundNotFound);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, first.tournament_id, player, true);
    const params = paramsOf(row);
    const rounds = (await tx.select().from(tournamentRounds).where(and(eq(tournamentRounds.tournament_id, row.id), eq(tournamentRounds.kind, first.kind))).orderBy(asc(tournamentRounds.number)).for('update'));
    const index = rounds.findIndex((r) => r.id === first.id);
    let dates: string[];
    try {
      dates = datesUpdatedFrom({ dates: rounds.map((r) => r.start), round: index + 1, to: input.to ?? undefined, weekday: jsWeekday(params.DaysOfWeek[0]), frequency: params.PlayFrequency!, notPlayed: params.DatesNotPlayed });
    } catch (e) {
      throw invalid(e instanceof Error ? e.message : String(e), { to: [e instanceof Error ? e.message : String(e)] });
    }
    for (const [i, r] of rounds.entries()) {
      if (i < index || dates[i] === r.start) continue;
      await tx.update(tournamentRounds).set({ start: dates[i], end: dates[i] }).where(eq(tournamentRounds.id, r.id));
      await tx.update(tournamentFixtures).set({ dated: dates[i] }).where(eq(tournamentFixtures.round_id, r.id));
    }
    return roundsOf(tx, row.id);
  });
}

/** GET /api/fixture/?tournament[&round]: fixtures by round with teams, courts and matches (organisers always; members once published). */
export async function listFixtures({ ctx, input }: { ctx: Ctx; input: { tournament: number; round?: number } }): Promise<TournamentFixture[]> {
  const player = me(ctx);
  const s = await standingIn(ctx.db, input.tournament, player);
  if (!s.organiser && !s.row.published) return [];
  const fixtures = await ctx.db
    .select({ f: tournamentFixtures, round: tournamentRounds.number, kind: tournamentRounds.kind })
    .from(tournamentFixtures)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentFixtures.round_id))
    .where(and(eq(tournamentFixtures.tournament_id, input.tournament), input.round ? eq(tournamentRounds.number, input.round) : undefined))
    .orderBy(asc(tournamentRounds.number), asc(tournamentFixtures.slot), asc(tournamentFixtures.id));
  const ids = fixtures.map((x) => x.f.id);
  const matches = ids.length ? await ctx.db.select().from(tournamentMatches).where(inArray(tournamentMatches.fixture_id, ids)).orderBy(asc(tournamentMatches.number)) : [];
  const teams = new Map((await teamsOf(ctx.db, input.tournament)).map((t) => [t.id, t]));
  const courtNames = new Map<number, string>();
  for (const club of new Set(fixtures.map((x) => x.f.host_club_id))) for (const c of await findClubCourts(ctx.db, club)) courtNames.set(c.id, c.name);
  return fixtures.map(({ f, round, kind }) => {
    const own = matches.filter((m) => m.fixture_id === f.id);
    const won = (side: 1 | 2) => own.filter((m) => m.winner === side).length;
    return {
      id: f.id, round, kind, slot: f.slot, dated: f.dated, time: f.time, club: f.host_club_id, club_name: f.home_team_id ? (teams.get(f.home_team_id)?.club_name ?? '') : '',
      team_set: [f.home_team_id, f.away_team_id].map((t) => (t ? { id: t, name: teams.get(t)?.name ?? '' } : null)),
      score: own.some((m) => m.winner !== null || m.cancelled) ? [won(1), won(2)] : null,
      match_set: own.map((m) => ({
        id: m.id, number: m.number, name: m.name, format: m.format, number_of_sets: m.number_of_sets, court: m.court_id, court_name: m.court_id ? (courtNames.get(m.court_id) ?? '') : '',
        sets: m.sets, winner: m.winner, cancelled: m.cancelled, home_players: m.home_players, away_players: m.away_players,
      })),
    };
  });
}

