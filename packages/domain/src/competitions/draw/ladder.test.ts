import { describe, expect, it } from 'vitest';
import { ladder, ladderPositions, type LadderKey, type TeamResultTotals } from './ladder';
import { playerLadderTotals, teamLadderTotals, type MatchResult } from './totals';

describe('ladder', () => {
  const row = (id: number, t: Partial<TeamResultTotals>): TeamResultTotals => ({
    id,
    points: 10,
    played: 4,
    matchesWon: 6,
    matchesLost: 6,
    setsWon: 12,
    setsLost: 12,
    gamesWon: 80,
    gamesLost: 80,
    ...t,
  });
  const order: LadderKey[] = [
    'points',
    'match_ratio',
    'set_ratio',
    'game_ratio',
    'matches_won',
    'sets_won',
    'games_won',
  ];
  const ranked = (rows: TeamResultTotals[], keys = order) => ladder(rows, keys).map((r) => r.id);

  it('orders by points first', () => {
    expect(ranked([row(1, { points: 8 }), row(2, { points: 12 })])).toEqual([2, 1]);
  });
  it('a tie on points goes to the match win/loss ratio', () => {
    expect(
      ranked([row(1, { matchesWon: 5, matchesLost: 7 }), row(2, { matchesWon: 7, matchesLost: 5, gamesWon: 10 })]),
    ).toEqual([2, 1]);
  });
  it('then to the set win/loss ratio', () => {
    expect(
      ranked([row(1, { setsWon: 10, setsLost: 14, gamesWon: 99 }), row(2, { setsWon: 14, setsLost: 10 })]),
    ).toEqual([2, 1]);
  });
  it('then to the game win/loss ratio', () => {
    expect(ranked([row(1, { gamesWon: 70, gamesLost: 80 }), row(2, { gamesWon: 60, gamesLost: 50 })])).toEqual([2, 1]);
  });
  it('then to matches won (equal ratios reached differently)', () => {
    const a = row(1, { matchesWon: 3, matchesLost: 3, setsWon: 6, setsLost: 6, gamesWon: 40, gamesLost: 40 });
    const b = row(2, { matchesWon: 4, matchesLost: 4, setsWon: 6, setsLost: 6, gamesWon: 40, gamesLost: 40 });
    expect(ranked([a, b])).toEqual([2, 1]);
  });
  it('then to sets won', () => {
    const a = row(1, { setsWon: 6, setsLost: 6, gamesWon: 40, gamesLost: 40 });
    const b = row(2, { setsWon: 8, setsLost: 8, gamesWon: 40, gamesLost: 40 });
    expect(ranked([a, b])).toEqual([2, 1]);
  });
  it('then to games won', () => {
    expect(ranked([row(1, { gamesWon: 40, gamesLost: 40 }), row(2, { gamesWon: 50, gamesLost: 50 })])).toEqual([2, 1]);
  });
  it('keeps the given order on a full tie (stable) and shares the position', () => {
    expect(ranked([row(3, {}), row(1, {}), row(2, {})])).toEqual([3, 1, 2]);
    expect(
      ladderPositions([row(3, { points: 1 }), row(1, {}), row(2, {}), row(4, { points: 20 })], order).map((r) => [
        r.id,
        r.position,
      ]),
    ).toEqual([
      [4, 1],
      [1, 2],
      [2, 2],
      [3, 4],
    ]);
  });
  it('follows the configured chain, not a fixed one', () => {
    const a = row(1, { points: 20, gamesWon: 10 });
    const b = row(2, { points: 5, gamesWon: 90 });
    expect(ranked([a, b], ['games_won', 'points'])).toEqual([2, 1]);
  });
  it('ranks an unbeaten record above any ratio and nothing played last', () => {
    const unbeaten = row(1, { matchesWon: 2, matchesLost: 0 });
    const none = row(2, { matchesWon: 0, matchesLost: 0 });
    const good = row(3, { matchesWon: 9, matchesLost: 1 });
    expect(ranked([none, good, unbeaten], ['match_ratio'])).toEqual([1, 3, 2]);
    expect(() => ladder([], ['bogus' as LadderKey])).toThrow('bogus is not a ladder order');
  });
});

describe('ladder totals from results', () => {
  const score = { matchSets: 3 as const, rules: { setsUpTo: 'standard' as const, tieBreak: 'standard' as const } };
  const side = (team: number, ...players: number[]) => ({ team, players });

  it('team ladder: points per win, the round bonus to the fixture winner, cancelled points, sets and games', () => {
    const rows = teamLadderTotals(
      [1, 2, 3],
      [
        {
          id: 10,
          home: 1,
          away: 2,
          matches: [
            {
              sides: [side(1, 11), side(2, 21)],
              sets: [
                [6, 4],
                [6, 4],
              ],
            },
            {
              sides: [side(1, 12), side(2, 22)],
              sets: [
                [4, 6],
                [6, 3],
                [3, 6],
              ],
            },
            {
              sides: [side(1, 13), side(2, 23)],
              sets: [
                [7, 6],
                [6, 0],
              ],
            },
            { sides: [side(1, 14), side(2, 24)], sets: [], cancelled: true },
          ],
        },
        { id: 11, home: 3, away: 1, matches: [{ sides: [side(3, 31), side(1, 11)], sets: [] }] },
      ],
      { pointsPerWin: 2, bonusPointsPerRound: 3, teamBonusForDraw: 1, cancelledPoints: 0.5 },
      score,
    );
    expect(rows.find((r) => r.id === 1)).toEqual({
      id: 1,
      points: 2 * 2 + 3 + 0.5,
      played: 1,
      matchesWon: 2,
      matchesLost: 1,
      setsWon: 5,
      setsLost: 2,
      gamesWon: 6 + 6 + 4 + 6 + 3 + 7 + 6,
      gamesLost: 4 + 4 + 6 + 3 + 6 + 6 + 0,
    });
    expect(rows.find((r) => r.id === 2)).toMatchObject({
      points: 2 + 0.5,
      played: 1,
      matchesWon: 1,
      matchesLost: 2,
      setsWon: 2,
      setsLost: 5,
    });
    expect(rows.find((r) => r.id === 3)).toMatchObject({ points: 0, played: 0 });
  });

  it('team ladder: a drawn fixture gives both the draw bonus; player ladder scores singles and doubles', () => {
    const fixtures = [
      {
        id: 1,
        home: 1,
        away: 2,
        matches: [
          {
            sides: [side(1, 11), side(2, 21)] as MatchResult['sides'],
            sets: [
              [6, 4],
              [6, 4],
            ] as [number, number][],
          },
          {
            sides: [side(1, 12, 13), side(2, 22, 23)] as MatchResult['sides'],
            sets: [
              [4, 6],
              [4, 6],
            ] as [number, number][],
          },
        ],
      },
    ];
    const rows = teamLadderTotals(
      [1, 2],
      fixtures,
      { pointsPerWin: 1, bonusPointsPerRound: 3, teamBonusForDraw: 1, cancelledPoints: 0 },
      score,
    );
    expect(rows.map((r) => r.points)).toEqual([2, 2]);
    const players = playerLadderTotals(
      fixtures.flatMap((f) => f.matches),
      { pointsSingles: 2, pointsDoubles: 1, cancelledPoints: 0 },
      score,
    );
    expect(players.map((p) => [p.id, p.points, p.matchesWon, p.matchesLost])).toEqual([
      [11, 2, 1, 0],
      [21, 0, 0, 1],
      [12, 0, 0, 1],
      [13, 0, 0, 1],
      [22, 1, 1, 0],
      [23, 1, 1, 0],
    ]);
  });

  it('team ladder: a cancelled fixture gives the cancelled points and the round bonus as the option says', () => {
    const cancelledFixture = (by: number | null) => [
      {
        id: 1,
        home: 1,
        away: 2,
        matches: [
          { sides: [side(1, 11), side(2, 21)] as MatchResult['sides'], sets: [], cancelled: true, cancelledBy: by },
          { sides: [side(1, 12), side(2, 22)] as MatchResult['sides'], sets: [], cancelled: true, cancelledBy: by },
        ],
      },
    ];
    const points = (by: number | null, cancelledBonus: 'none' | 'both' | 'not_cancelling') =>
      teamLadderTotals(
        [1, 2],
        cancelledFixture(by),
        { pointsPerWin: 1, bonusPointsPerRound: 3, teamBonusForDraw: 1, cancelledPoints: 0.5, cancelledBonus },
        score,
      ).map((r) => [r.points, r.played]);
    expect(points(2, 'none')).toEqual([
      [1, 0],
      [0, 0],
    ]);
    expect(points(2, 'both')).toEqual([
      [4, 0],
      [3, 0],
    ]);
    expect(points(2, 'not_cancelling')).toEqual([
      [4, 0],
      [0, 0],
    ]);
    expect(points(null, 'not_cancelling')).toEqual([
      [4, 0],
      [4, 0],
    ]);
  });
});
