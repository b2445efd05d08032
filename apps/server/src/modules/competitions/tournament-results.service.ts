import { and, eq } from 'drizzle-orm';
import {
  fixtureWinner,
  lineupProblems,
  scoreTotals,
  tournamentMessages,
  tournamentResultMessages as msg,
  validateTennisScore,
  type TennisScoreRules,
  type TournamentMatchResultBody,
  type TournamentParams,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { storeFixtureMatches } from './tournament-draw.service';
import { dropFixtureBooking } from './fixture-booking-follow';
import { me, membersOf, paramsOf, requireOrganiser, teamsOf, type Ctx } from './tournaments.service';
import { tournamentFixtures, tournamentMatches, tournamentRounds, tournaments } from './tournaments.tables';

type FixtureRow = typeof tournamentFixtures.$inferSelect;

// Results (docs/competitions.md): scores are checked as real tennis scores under the tournament's
// rules (the domain's validateTennisScore), with their players' lineup; a knockout winner moves on.
// The ladders they make: tournament-ladders.service.ts.

export const scoreRules = (p: TournamentParams): TennisScoreRules => ({
  setsUpTo: p.SetsUpTo ?? 'standard',
  tieBreak: p.TieBreaker ?? 'standard',
  tieBreakOther: p.TieBreakerOther ?? null,
});

/** PATCH /api/tournamentmatch/{id}/: an organiser enters a match's score, or cancels it. */
export async function enterResult({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: TournamentMatchResultBody };
}) {
  const player = me(ctx);
  const [first] = await ctx.db
    .select({ m: tournamentMatches, f: tournamentFixtures })
    .from(tournamentMatches)
    .innerJoin(tournamentFixtures, eq(tournamentFixtures.id, tournamentMatches.fixture_id))
    .where(eq(tournamentMatches.id, input.id));
  if (!first) throw notFound(msg.matchNotFound);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, first.f.tournament_id, player, true);
    const params = paramsOf(row);
    const sets = input.body.sets ?? [];
    const cancelled = input.body.cancelled ?? false;
    let winner: number | null = null;
    if (!cancelled) {
      if (sets.length === 0) throw invalid(msg.scoreRequired, { sets: [msg.scoreRequired] });
      const n = first.m.number_of_sets as 1 | 3 | 5;
      const problem = validateTennisScore(sets, n, scoreRules(params));
      if (problem) throw invalid(problem, { sets: [problem] });
      winner = scoreTotals(sets, scoreRules(params), n).winner;
    }
    const by = input.body.cancelled_by ?? null;
    if (cancelled && by !== null && by !== first.f.home_team_id && by !== first.f.away_team_id)
      throw invalid(msg.cancelledByTeam, { cancelled_by: [msg.cancelledByTeam] });
    // Who played: left out, the stored players stay; a cancelled match keeps none.
    let homePlayers = input.body.home_players ?? first.m.home_players;
    let awayPlayers = input.body.away_players ?? first.m.away_players;
    if (cancelled) homePlayers = awayPlayers = [];
    else if (input.body.home_players !== undefined || input.body.away_players !== undefined)
      await checkLineup(tx, row.id, params, first, homePlayers, awayPlayers);
    const [m] = await tx
      .update(tournamentMatches)
      .set({
        sets: cancelled ? null : sets,
        winner,
        cancelled,
        cancelled_by: cancelled ? by : null,
        home_players: homePlayers,
        away_players: awayPlayers,
      })
      .where(eq(tournamentMatches.id, first.m.id))
      .returning();
    // Every match called off: the fixture is off, and its booked courts are freed.
    if (cancelled) {
      const all = await tx
        .select({ cancelled: tournamentMatches.cancelled })
        .from(tournamentMatches)
        .where(eq(tournamentMatches.fixture_id, first.f.id));
      if (all.every((x) => x.cancelled)) await dropFixtureBooking(tx, first.f, player);
    }
    await advanceKnockout(tx, row, first.f, player);
    return {
      id: m.id,
      sets: m.sets,
      winner: m.winner,
      cancelled: m.cancelled,
      cancelled_by: m.cancelled_by,
      home_players: m.home_players,
      away_players: m.away_players,
    };
  });
}

/**
 * Refuses players who may not play this match (the domain's lineupProblems: team members, fill-ins
 * of the same rank when FillinSameRank allows, PlayerGender, one match of each format a fixture),
 * every sentence under the side it is about. Runs with the tournament row locked (requireOrganiser),
 * so two matches of one fixture cannot take the same player at once.
 */
async function checkLineup(
  tx: Tx,
  tournament: number,
  params: TournamentParams,
  at: { m: typeof tournamentMatches.$inferSelect; f: FixtureRow },
  home: number[],
  away: number[],
) {
  const { f, m } = at;
  if (!f.home_team_id || !f.away_team_id) throw invalid(msg.lineupNoTeams, { home_players: [msg.lineupNoTeams] });
  const teams = new Map((await teamsOf(tx, tournament)).map((t) => [t.id, t.name]));
  const members = await membersOf(tx, tournament);
  const others = (await tx.select().from(tournamentMatches).where(eq(tournamentMatches.fixture_id, f.id)))
    .filter((o) => o.id !== m.id)
    .map((o) => ({
      name: o.name || `Match ${o.number}`,
      format: o.format,
      players: [...o.home_players, ...o.away_players],
    }));
  const problems = lineupProblems(
    {
      format: m.format,
      sides: [
        { team: f.home_team_id, teamName: teams.get(f.home_team_id) ?? '', players: home },
        { team: f.away_team_id, teamName: teams.get(f.away_team_id) ?? '', players: away },
      ],
      members: members.map((x) => ({ player: x.player, name: x.name, team: x.team, rank: x.rank, gender: x.gender })),
      others,
    },
    { playerGender: params.PlayerGender, fillinSameRank: params.FillinSameRank },
  );
  if (!problems.length) return;
  const errors: Record<string, string[]> = {};
  for (const p of problems) (errors[p.side === 0 ? 'home_players' : 'away_players'] ??= []).push(p.message);
  throw invalid(problems[0].message, errors);
}

/**
 * After a knockout result: puts the fixture's winner (or nobody, while undecided) into its place in
 * the next knockout round (odd slots at home). Once a fixture has both teams it is moved to the
 * home team's club and its matches are made, on free courts. A place whose fixture has results
 * already cannot change (the caller's transaction is rolled back with the rule's sentence).
 */
async function advanceKnockout(tx: Tx, row: typeof tournaments.$inferSelect, f: FixtureRow, player: number) {
  const params = paramsOf(row);
  const [round] = await tx.select().from(tournamentRounds).where(eq(tournamentRounds.id, f.round_id));
  if (round.kind !== 'KO' || f.slot === null) return;
  const [nextRound] = await tx
    .select()
    .from(tournamentRounds)
    .where(
      and(
        eq(tournamentRounds.tournament_id, row.id),
        eq(tournamentRounds.kind, 'KO'),
        eq(tournamentRounds.number, round.number + 1),
      ),
    );
  if (!nextRound) return;
  const [next] = await tx
    .select()
    .from(tournamentFixtures)
    .where(and(eq(tournamentFixtures.round_id, nextRound.id), eq(tournamentFixtures.slot, Math.ceil(f.slot / 2))))
    .for('update');
  if (!next) return;
  const own = await tx.select().from(tournamentMatches).where(eq(tournamentMatches.fixture_id, f.id));
  const winner = fixtureWinner(f.home_team_id, f.away_team_id, own, scoreRules(params));
  const home = f.slot % 2 === 1;
  const current = home ? next.home_team_id : next.away_team_id;
  if (current === winner) return;
  const nextMatches = await tx.select().from(tournamentMatches).where(eq(tournamentMatches.fixture_id, next.id));
  if (nextMatches.some((m) => m.sets || m.cancelled)) throw invalid(tournamentMessages.knockoutUnderWay);
  const homeTeam = home ? winner : next.home_team_id;
  const awayTeam = home ? next.away_team_id : winner;
  const teams = await teamsOf(tx, row.id);
  const host = homeTeam ? teams.find((t) => t.id === homeTeam)!.club : next.host_club_id;
  // The place's teams change: courts booked for it (at the old host club, for other teams) are freed.
  await dropFixtureBooking(tx, next, player);
  await tx.delete(tournamentMatches).where(eq(tournamentMatches.fixture_id, next.id));
  await tx
    .update(tournamentFixtures)
    .set({ home_team_id: homeTeam, away_team_id: awayTeam, host_club_id: host })
    .where(eq(tournamentFixtures.id, next.id));
  if (homeTeam && awayTeam)
    await storeFixtureMatches(tx, row.id, params, [{ id: next.id, host, date: next.dated, time: next.time }], false);
}
