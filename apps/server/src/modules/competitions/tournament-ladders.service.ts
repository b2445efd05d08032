import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ladderPositions,
  playerLadderTotals,
  teamLadderTotals,
  type LadderKey,
  type LadderRow,
  type MatchResult,
  type PlayerLadderRow,
  type TournamentParams,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { namesAndEmailsOf } from '../players/people.service';
import { scoreRules } from './tournament-results.service';
import { me, membersOf, paramsOf, standingIn, teamsOf, type Ctx } from './tournaments.service';
import { tournamentFixtures, tournamentMatches, tournamentRounds, tournaments } from './tournaments.tables';

// The team and player ladders (docs/competitions.md): the domain's teamLadderTotals and
// playerLadderTotals ordered by the configured chains (ladderPositions), read afresh on every request.

/** GET /api/ladder/?tournament: the team ladder in the configured order (organisers always; members once published). */
export async function teamLadder({ ctx, tournament }: { ctx: Ctx; tournament: number }): Promise<LadderRow[]> {
  const player = me(ctx);
  const s = await standingIn(ctx.db, tournament, player);
  return ladderOf(ctx.db, s.row);
}

/** The round robin ladder of a tournament (knockout fixtures do not count), in its TeamLadderOrder. */
export async function ladderOf(db: Db | Tx, row: typeof tournaments.$inferSelect): Promise<LadderRow[]> {
  const tournament = row.id;
  const params = paramsOf(row);
  const teams = await teamsOf(db, tournament);
  const fixtures = (
    await db
      .select({ f: tournamentFixtures })
      .from(tournamentFixtures)
      .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentFixtures.round_id))
      .where(and(eq(tournamentFixtures.tournament_id, tournament), eq(tournamentRounds.kind, 'RR')))
      .orderBy(asc(tournamentFixtures.id))
  ).map((x) => x.f);
  const ids = fixtures.map((f) => f.id);
  const matches = ids.length
    ? await db.select().from(tournamentMatches).where(inArray(tournamentMatches.fixture_id, ids))
    : [];
  const results = fixtures
    .filter((f) => f.home_team_id && f.away_team_id)
    .map((f) => ({
      id: f.id,
      home: f.home_team_id!,
      away: f.away_team_id!,
      matches: matches
        .filter((m) => m.fixture_id === f.id && (m.cancelled || m.sets))
        .map((m) => ({
          sides: [
            { team: f.home_team_id!, players: m.home_players },
            { team: f.away_team_id!, players: m.away_players },
          ] as [{ team: number; players: number[] }, { team: number; players: number[] }],
          sets: m.sets ?? [],
          cancelled: m.cancelled,
          cancelledBy: m.cancelled_by,
        })),
    }));
  const matchSets = (params.match_sets[0]?.number_of_sets ?? 3) as 1 | 3 | 5;
  const totals = teamLadderTotals(
    teams.map((t) => t.id),
    results,
    {
      pointsPerWin: params.PointsPerWin ?? 1,
      bonusPointsPerRound: params.BonusPointsPerRound ?? 0,
      teamBonusForDraw: params.TeamBonusForDraw,
      cancelledPoints: params.CancelledPoints ?? 0,
      cancelledBonus: params.BonusPointsWhenCancelledOptions,
    },
    { matchSets, rules: scoreRules(params) },
  );
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return ladderPositions(totals, params.TeamLadderOrder as LadderKey[]).map((r) => ({
    ...r,
    name: names.get(r.id) ?? '',
  }));
}

/** Points a player scores for a match won: the params' points per singles / doubles match; a format without its figure takes the other's, then the team's points per win. */
export function playerPoints(p: TournamentParams) {
  const singles = p.NumPlayerPointsSinglesMatch ?? p.NumPlayerPointsDoublesMatch ?? p.PointsPerWin ?? 1;
  const doubles = p.NumPlayerPointsDoublesMatch ?? p.NumPlayerPointsSinglesMatch ?? p.PointsPerWin ?? 1;
  return { pointsSingles: singles, pointsDoubles: doubles, cancelledPoints: 0 };
}

/** GET /api/ladder/players/?tournament: the player ladder in the configured PlayerLadderOrder (organisers always; members once published). */
export async function playerLadder({ ctx, tournament }: { ctx: Ctx; tournament: number }): Promise<PlayerLadderRow[]> {
  const s = await standingIn(ctx.db, tournament, me(ctx));
  if (!s.organiser && !s.row.published) return [];
  return playerLadderOf(ctx.db, s.row);
}

/**
 * The player ladder: every match of the round robin with its players entered (cancelled matches
 * have none), scored by the domain's playerLadderTotals with `playerPoints`; fill-ins score like
 * anyone (for themselves; their wins count to the team they played for on the team ladder). Every
 * player in a team is listed, played or not; so is anyone who played (a fill-in, a reserve, or a
 * player since taken out of the tournament).
 */
export async function playerLadderOf(db: Db | Tx, row: typeof tournaments.$inferSelect): Promise<PlayerLadderRow[]> {
  const params = paramsOf(row);
  const teams = await teamsOf(db, row.id);
  const members = await membersOf(db, row.id);
  const rows = await db
    .select({ m: tournamentMatches, home: tournamentFixtures.home_team_id, away: tournamentFixtures.away_team_id })
    .from(tournamentMatches)
    .innerJoin(tournamentFixtures, eq(tournamentFixtures.id, tournamentMatches.fixture_id))
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentFixtures.round_id))
    .where(and(eq(tournamentFixtures.tournament_id, row.id), eq(tournamentRounds.kind, 'RR')))
    .orderBy(asc(tournamentFixtures.dated), asc(tournamentMatches.id));
  const played = rows.filter(
    (r) => r.m.sets && !r.m.cancelled && r.m.home_players.length && r.m.away_players.length && r.home && r.away,
  );
  const teamOf = new Map(members.map((m) => [m.player, m.team]));
  const fillins = new Map<number, number>();
  const results: MatchResult[] = played.map((r) => {
    for (const [team, players] of [
      [r.home!, r.m.home_players],
      [r.away!, r.m.away_players],
    ] as const) {
      for (const p of players) if (teamOf.get(p) !== team) fillins.set(p, (fillins.get(p) ?? 0) + 1);
    }
    return {
      sides: [
        { team: r.home!, players: r.m.home_players },
        { team: r.away!, players: r.m.away_players },
      ],
      sets: r.m.sets!,
    };
  });
  const inTeams = members.filter((m) => m.team !== null).map((m) => m.player);
  const matchSets = (params.match_sets[0]?.number_of_sets ?? 3) as 1 | 3 | 5;
  const totals = playerLadderTotals(results, playerPoints(params), { matchSets, rules: scoreRules(params) }, inTeams);
  const names = await namesAndEmailsOf(
    db,
    totals.map((t) => t.id),
  );
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  return ladderPositions(totals, params.PlayerLadderOrder as LadderKey[]).map((r) => {
    const team = teamOf.get(r.id) ?? null;
    return {
      ...r,
      name: names.get(r.id)?.full_name ?? '',
      team,
      team_name: team ? (teamNames.get(team) ?? '') : '',
      member: teamOf.has(r.id),
      fillins: fillins.get(r.id) ?? 0,
    };
  });
}
