// The winner of a knockout fixture (issue 15): once every match has a result, the team that won
// more matches (a cancelled match goes to the team that did not cancel it; cancelled by nobody,
// to neither), then more sets, then more games; null while a match is unplayed or the two sides
// are level on all three.

import { scoreTotals, type TennisScoreRules, type TennisSetScore } from './tennis-score';

export type FixtureMatchResult = {
  winner: number | null;
  cancelled: boolean;
  cancelled_by: number | null;
  sets: TennisSetScore[] | null;
  number_of_sets: number;
};

export function fixtureWinner(
  home: number | null,
  away: number | null,
  matches: FixtureMatchResult[],
  rules: TennisScoreRules,
): number | null {
  if (!home || !away || matches.length === 0) return null;
  if (matches.some((m) => m.winner === null && !m.cancelled)) return null;
  const won = [0, 0];
  const sets = [0, 0];
  const games = [0, 0];
  for (const m of matches) {
    if (m.cancelled) {
      if (m.cancelled_by === home) won[1] += 1;
      else if (m.cancelled_by === away) won[0] += 1;
      continue;
    }
    won[m.winner! - 1] += 1;
    const t = scoreTotals(m.sets ?? [], rules, m.number_of_sets as 1 | 3 | 5);
    sets[0] += t.sets[0];
    sets[1] += t.sets[1];
    games[0] += t.games[0];
    games[1] += t.games[1];
  }
  for (const [h, a] of [won, sets, games]) if (h !== a) return h > a ? home : away;
  return null;
}
