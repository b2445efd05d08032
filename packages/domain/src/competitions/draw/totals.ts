// Ladder totals from results (issue 15): the rows `ladder` orders. Designed here (spec 3 names the
// params, not their arithmetic):
//   team ladder   - every match won scores `pointsPerWin` for its team;
//                 - the team that wins more of a fixture's (played) matches scores
//                   `bonusPointsPerRound` as well; a drawn fixture scores `teamBonusForDraw` to both;
//                 - a cancelled match is neither won nor lost; it scores `cancelledPoints` to the
//                   team that did not cancel it (`cancelledBy`), or to both when nobody did
//                   (weather); a fixture counts as played when at least one of its matches was;
//                 - a fixture whose matches were all cancelled gives the round bonus as
//                   `cancelledBonus` says (the params' BonusPointsWhenCancelledOptions): 'none',
//                   'both' teams, or 'not_cancelling' (the team that did not cancel; both when
//                   nobody did);
//   player ladder - every match won scores the points per singles or doubles match to each of its
//                   players (`pointsSingles`, `pointsDoubles`); a cancelled match scores
//                   `cancelledPoints` to each player.
// Sets and games come from the scores (a match tie-break counts as one set and one game); a
// match whose score does not give a winner counts only its sets and games.

import { scoreTotals, type TennisScoreRules, type TennisSetScore } from './tennis-score';
import type { TeamResultTotals } from './ladder';

export type MatchResult = {
  /** The two sides: the team (team ladder) and the players (player ladder) of each. */
  sides: [{ team: number; players: number[] }, { team: number; players: number[] }];
  sets: TennisSetScore[];
  cancelled?: boolean;
  /** The team that cancelled the match (null or absent: nobody, e.g. rain). */
  cancelledBy?: number | null;
};
export type FixtureResult = { id: number; home: number; away: number; matches: MatchResult[] };
export type TeamPointsRules = {
  pointsPerWin: number;
  bonusPointsPerRound: number;
  teamBonusForDraw: number;
  cancelledPoints: number;
  cancelledBonus?: 'none' | 'both' | 'not_cancelling';
};
export type PlayerPointsRules = { pointsSingles: number; pointsDoubles: number; cancelledPoints: number };

const blank = (id: number): TeamResultTotals => ({
  id,
  points: 0,
  played: 0,
  matchesWon: 0,
  matchesLost: 0,
  setsWon: 0,
  setsLost: 0,
  gamesWon: 0,
  gamesLost: 0,
});

function rowOf(rows: Map<number, TeamResultTotals>, id: number) {
  let row = rows.get(id);
  if (!row) rows.set(id, (row = blank(id)));
  return row;
}

/** One row per team (every team in `teamIds` first, in that order, then any other met). */
export function teamLadderTotals(
  teamIds: number[],
  fixtures: FixtureResult[],
  rules: TeamPointsRules,
  score: { matchSets: 1 | 3 | 5; rules: TennisScoreRules },
): TeamResultTotals[] {
  const rows = new Map<number, TeamResultTotals>();
  for (const id of teamIds) rowOf(rows, id);
  for (const fixture of fixtures) {
    const home = rowOf(rows, fixture.home);
    const away = rowOf(rows, fixture.away);
    let homeWins = 0;
    let awayWins = 0;
    let played = false;
    let cancelled = 0;
    const cancellers = new Set<number>();
    for (const match of fixture.matches) {
      if (match.cancelled) {
        cancelled += 1;
        if (match.cancelledBy != null) cancellers.add(match.cancelledBy);
        if (match.cancelledBy !== fixture.home) home.points += rules.cancelledPoints;
        if (match.cancelledBy !== fixture.away) away.points += rules.cancelledPoints;
        continue;
      }
      if (!match.sets.length) continue; // not played yet
      played = true;
      const t = scoreTotals(match.sets, score.rules, score.matchSets);
      // Side 1 of the match is the fixture's home team unless the sides say otherwise.
      const homeIsFirst = match.sides[0].team !== fixture.away;
      const [h, a] = homeIsFirst ? [0, 1] : [1, 0];
      home.setsWon += t.sets[h];
      home.setsLost += t.sets[a];
      away.setsWon += t.sets[a];
      away.setsLost += t.sets[h];
      home.gamesWon += t.games[h];
      home.gamesLost += t.games[a];
      away.gamesWon += t.games[a];
      away.gamesLost += t.games[h];
      if (t.winner === null) continue;
      const homeWon = (t.winner === 1) === homeIsFirst;
      const [winner, loser] = homeWon ? [home, away] : [away, home];
      winner.matchesWon += 1;
      loser.matchesLost += 1;
      winner.points += rules.pointsPerWin;
      if (homeWon) homeWins += 1;
      else awayWins += 1;
    }
    if (!played) {
      if (
        cancelled > 0 &&
        cancelled === fixture.matches.length &&
        rules.cancelledBonus &&
        rules.cancelledBonus !== 'none'
      ) {
        for (const team of [home, away]) {
          if (rules.cancelledBonus === 'both' || !cancellers.has(team.id)) team.points += rules.bonusPointsPerRound;
        }
      }
      continue;
    }
    home.played += 1;
    away.played += 1;
    if (homeWins > awayWins) home.points += rules.bonusPointsPerRound;
    else if (awayWins > homeWins) away.points += rules.bonusPointsPerRound;
    else {
      home.points += rules.teamBonusForDraw;
      away.points += rules.teamBonusForDraw;
    }
  }
  return [...rows.values()];
}

/** One row per player of `playerIds` (in that order, played or not), then per other player who played (or had a match cancelled), in order of first appearance. */
export function playerLadderTotals(
  matches: MatchResult[],
  rules: PlayerPointsRules,
  score: { matchSets: 1 | 3 | 5; rules: TennisScoreRules },
  playerIds: number[] = [],
): TeamResultTotals[] {
  const rows = new Map<number, TeamResultTotals>();
  for (const id of playerIds) rowOf(rows, id);
  for (const match of matches) {
    const sides = match.sides.map((side) => side.players.map((id) => rowOf(rows, id)));
    if (match.cancelled) {
      for (const row of sides.flat()) row.points += rules.cancelledPoints;
      continue;
    }
    if (!match.sets.length) continue;
    const t = scoreTotals(match.sets, score.rules, score.matchSets);
    const doubles = match.sides.some((side) => side.players.length > 1);
    sides.forEach((players, s) => {
      const o = 1 - s;
      for (const row of players) {
        row.played += 1;
        row.setsWon += t.sets[s];
        row.setsLost += t.sets[o];
        row.gamesWon += t.games[s];
        row.gamesLost += t.games[o];
        if (t.winner === null) continue;
        if (t.winner === s + 1) {
          row.matchesWon += 1;
          row.points += doubles ? rules.pointsDoubles : rules.pointsSingles;
        } else row.matchesLost += 1;
      }
    });
  }
  return [...rows.values()];
}
