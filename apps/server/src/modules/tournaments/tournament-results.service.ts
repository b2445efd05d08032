import { asc, eq, inArray } from 'drizzle-orm';
import {
  ladderPositions, scoreTotals, teamLadderTotals, tournamentResultMessages as msg, validateTennisScore,
  type LadderKey, type LadderRow, type TennisScoreRules, type TournamentMatchResultBody, type TournamentParams,
} from '@rally/domain';
import { invalid, notFound } from '../../http/errors';
import { me, paramsOf, requireOrganiser, standingIn, teamsOf, type Ctx } from './tournaments.service';
import { tournamentFixtures, tournamentMatches } from './tournaments.tables';

// Results and the team ladder (docs/tournaments.md): scores are checked as real tennis scores under
// the tournament's rules (the domain's validateTennisScore), the ladder is the domain's
// teamLadderTotals ordered by the configured chain (ladderPositions), read afresh on every request.

const scoreRules = (p: TournamentParams): TennisScoreRules => ({ setsUpTo: p.SetsUpTo ?? 'standard', tieBreak: p.TieBreaker ?? 'standard', tieBreakOther: p.TieBreakerOther ?? null });

/** PATCH /api/tournamentmatch/{id}/: an organiser enters a match's score, or cancels it. */
export async function enterResult({ ctx, input }: { ctx: Ctx; input: { id: number; body: TournamentMatchResultBody } }) {
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
    if (cancelled && by !== null && by !== first.f.home_team_id && by !== first.f.away_team_id) throw invalid(msg.cancelledByTeam, { cancelled_by: [msg.cancelledByTeam] });
    const [m] = await tx
      .update(tournamentMatches)
      .set({ sets: cancelled ? null : sets, winner, cancelled, cancelled_by: cancelled ? by : null })
      .where(eq(tournamentMatches.id, first.m.id))
      .returning();
    return { id: m.id, sets: m.sets, winner: m.winner, cancelled: m.cancelled, cancelled_by: m.cancelled_by };
  });
}

/** GET /api/ladder/?tournament: the team ladder in the configured order (organisers always; members once published). */
export async function teamLadder({ ctx, tournament }: { ctx: Ctx; tournament: number }): Promise<LadderRow[]> {
  const player = me(ctx);
  const s = await standingIn(ctx.db, tournament, player);
  const params = paramsOf(s.row);
  const teams = await teamsOf(ctx.db, tournament);
  const fixtures = await ctx.db.select().from(tournamentFixtures).where(eq(tournamentFixtures.tournament_id, tournament)).orderBy(asc(tournamentFixtures.id));
  const ids = fixtures.map((f) => f.id);
  const matches = ids.length ? await ctx.db.select().from(tournamentMatches).where(inArray(tournamentMatches.fixture_id, ids)) : [];
  const results = fixtures
    .filter((f) => f.home_team_id && f.away_team_id)
    .map((f) => ({
      id: f.id,
      home: f.home_team_id!,
      away: f.away_team_id!,
      matches: matches
        .filter((m) => m.fixture_id === f.id && (m.cancelled || m.sets))
        .map((m) => ({ sides: [{ team: f.home_team_id!, players: m.home_players }, { team: f.away_team_id!, players: m.away_players }] as [{ team: number; players: number[] }, { team: number; players: number[] }], sets: m.sets ?? [], cancelled: m.cancelled, cancelledBy: m.cancelled_by })),
    }));
  const matchSets = (params.match_sets[0]?.number_of_sets ?? 3) as 1 | 3 | 5;
  const totals = teamLadderTotals(teams.map((t) => t.id), results, {
    pointsPerWin: params.PointsPerWin ?? 1, bonusPointsPerRound: params.BonusPointsPerRound ?? 0, teamBonusForDraw: params.TeamBonusForDraw, cancelledPoints: params.CancelledPoints ?? 0, cancelledBonus: params.BonusPointsWhenCancelledOptions,
  }, { matchSets, rules: scoreRules(params) });
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return ladderPositions(totals, params.TeamLadderOrder as LadderKey[]).map((r) => ({ ...r, name: names.get(r.id) ?? '' }));
}
