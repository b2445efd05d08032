// Ladders (issue 15, spec 3 section 9 "Ladder orders: points, match, set, game win/loss ratio,
// matches, sets and games won"). A ladder is ordered by the organiser's chain of keys: the first
// key decides, a tie on it goes to the next key, and so on; rows tied on every key keep the order
// they were given in (a stable sort). Every key ranks the higher value first.
//
// A win/loss ratio is won ÷ lost. With nothing lost it is infinite when something was won (an
// unbeaten record ranks above any ratio) and 0 when nothing was played. Equal ratios compare
// equal however they were reached (2/4 = 1/2: IEEE division rounds both to the same number).

export type TeamResultTotals = {
  /** The team's (team ladder) or player's (player ladder) id. */
  id: number;
  points: number;
  /** Fixtures (team ladder) or matches (player ladder) played. */
  played: number;
  matchesWon: number;
  matchesLost: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
};

export const LADDER_KEYS = [
  'points',
  'match_ratio',
  'set_ratio',
  'game_ratio',
  'matches_won',
  'sets_won',
  'games_won',
] as const;
export type LadderKey = (typeof LADDER_KEYS)[number];

/** The default chain (an empty order): every key, in the order spec 3 lists them. */
const DEFAULT_ORDER: LadderKey[] = [
  'points',
  'match_ratio',
  'set_ratio',
  'game_ratio',
  'matches_won',
  'sets_won',
  'games_won',
];

export function winLossRatio(won: number, lost: number): number {
  if (lost === 0) return won > 0 ? Infinity : 0;
  return won / lost;
}

function keyValue(row: TeamResultTotals, key: LadderKey): number {
  switch (key) {
    case 'points':
      return row.points;
    case 'match_ratio':
      return winLossRatio(row.matchesWon, row.matchesLost);
    case 'set_ratio':
      return winLossRatio(row.setsWon, row.setsLost);
    case 'game_ratio':
      return winLossRatio(row.gamesWon, row.gamesLost);
    case 'matches_won':
      return row.matchesWon;
    case 'sets_won':
      return row.setsWon;
    case 'games_won':
      return row.gamesWon;
  }
}

/** The rows in ladder order (a new array; the rows themselves are not changed). */
export function ladder(rows: TeamResultTotals[], order: LadderKey[]): TeamResultTotals[] {
  for (const key of order)
    if (!LADDER_KEYS.includes(key)) throw new Error(`${String(key)} is not a ladder order (${LADDER_KEYS.join(', ')})`);
  const keys = order.length ? order : DEFAULT_ORDER;
  // Each row's values computed once, then a stable sort on them.
  const decorated = rows.map((row, index) => ({ row, index, values: keys.map((key) => keyValue(row, key)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const d = b.values[i] - a.values[i];
      if (d > 0 || d < 0) return d;
      // Infinity - Infinity is NaN: both unbeaten, a tie on this key.
    }
    return a.index - b.index;
  });
  return decorated.map((d) => d.row);
}

/**
 * The ladder with positions: rows tied on every key of the chain share a position ("1, 2, 2, 4"),
 * the order among them being the order given.
 */
export function ladderPositions(
  rows: TeamResultTotals[],
  order: LadderKey[],
): Array<TeamResultTotals & { position: number }> {
  const keys = order.length ? order : DEFAULT_ORDER;
  const sorted = ladder(rows, keys);
  const same = (a: TeamResultTotals, b: TeamResultTotals) => keys.every((key) => keyValue(a, key) === keyValue(b, key));
  const positioned: Array<TeamResultTotals & { position: number }> = [];
  sorted.forEach((row, i) => {
    const position = i > 0 && same(sorted[i - 1], row) ? positioned[i - 1].position : i + 1;
    positioned.push({ ...row, position });
  });
  return positioned;
}
