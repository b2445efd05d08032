import { describe, expect, it } from 'vitest';
import {
  fillinsOf,
  lineupMessages as msg,
  lineupProblems,
  type LineupInput,
  type LineupMember,
  type LineupRules,
} from './lineup';
import { ladderPositions, type LadderKey } from './ladder';
import { playerLadderTotals, type MatchResult } from './totals';

// Who may play a tournament match, and the player ladder's order from match results.

const members: LineupMember[] = [
  { player: 1, name: 'Ann', team: 10, rank: 1, gender: 'F' },
  { player: 2, name: 'Bob', team: 10, rank: 2, gender: 'M' },
  { player: 3, name: 'Cat', team: 10, rank: 3, gender: 'F' },
  { player: 4, name: 'Dan', team: 10, rank: 4, gender: 'M' },
  { player: 5, name: 'Eve', team: 20, rank: 1, gender: 'F' },
  { player: 6, name: 'Fin', team: 20, rank: 2, gender: 'M' },
  { player: 7, name: 'Gus', team: 30, rank: 2, gender: 'M' },
  { player: 8, name: 'Hal', team: null, rank: 4, gender: 'M' },
  { player: 9, name: 'Ida', team: null, rank: null, gender: 'F' },
];
const flexible: LineupRules = { playerGender: 'flexible', fillinSameRank: false };
const fillins: LineupRules = { playerGender: 'flexible', fillinSameRank: true };
const input = (format: 'S' | 'D', home: number[], away: number[], others: LineupInput['others'] = []): LineupInput => ({
  format,
  members,
  others,
  sides: [
    { team: 10, teamName: 'Aces', players: home },
    { team: 20, teamName: 'Volleys', players: away },
  ],
});
const messages = (i: LineupInput, r: LineupRules) => lineupProblems(i, r).map((p) => [p.side, p.message]);

describe('lineupProblems', () => {
  it('takes team members: one a side for singles, two for doubles; no players at all is fine', () => {
    expect(lineupProblems(input('S', [1], [5]), flexible)).toEqual([]);
    expect(lineupProblems(input('D', [1, 2], [5, 6]), flexible)).toEqual([]);
    expect(lineupProblems(input('D', [], []), flexible)).toEqual([]);
  });

  it('refuses one side only, the wrong count, and a player twice in a match', () => {
    expect(messages(input('S', [1], []), flexible)).toEqual([[1, msg.bothSides]]);
    expect(messages(input('S', [1, 2], [5]), flexible)).toEqual([[0, msg.count('S')]]);
    expect(messages(input('D', [1], [5, 6]), flexible)).toEqual([[0, msg.count('D')]]);
    expect(messages(input('D', [1, 1], [5, 6]), flexible)).toEqual([[0, msg.twiceInMatch('Ann')]]);
    expect(messages(input('S', [99], [5]), flexible)).toEqual([[0, msg.notInTournament]]);
  });

  it('refuses a player of another team when the competition takes no fill-ins', () => {
    expect(messages(input('S', [7], [5]), flexible)).toEqual([[0, msg.notInTeam('Gus', 'Aces')]]);
    expect(messages(input('S', [8], [5]), flexible)).toEqual([[0, msg.notInTeam('Hal', 'Aces')]]);
  });

  it('fill-in same rank: a reserve or another team’s player of the rank of an absent team member; never the opponent’s', () => {
    // Gus (rank 2, team 30) stands in for Bob (rank 2), who is not playing; Hal (reserve, rank 4) for Dan.
    expect(lineupProblems(input('D', [7, 8], [5, 6]), fillins)).toEqual([]);
    expect(fillinsOf({ team: 10, teamName: 'Aces', players: [7, 1] }, members)).toEqual([7]);
    // Bob plays, so no rank 2 player of the Aces is absent.
    expect(messages(input('D', [2, 7], [5, 6]), fillins)).toEqual([[0, msg.fillinRank('Gus', 'Aces', 2)]]);
    expect(messages(input('S', [6], [5]), fillins)).toEqual([[0, msg.fillinOpponent('Fin', 'Volleys')]]);
    expect(messages(input('S', [9], [5]), fillins)).toEqual([[0, msg.fillinNoRank('Ida')]]);
    // Two fill-ins of rank 2 need two absent rank 2 players.
    const twoGus = {
      ...input('D', [7, 11], [5, 6]),
      members: [...members, { player: 11, name: 'Guy', team: 30, rank: 2, gender: 'M' as const }],
    };
    expect(messages(twoGus, fillins)).toEqual([[0, msg.fillinRank('Guy', 'Aces', 2)]]);
  });

  it('PlayerGender: mens and womens take one gender (fill-ins too); mixed doubles pairs are one man and one woman', () => {
    expect(messages(input('S', [1], [6]), { playerGender: 'mens', fillinSameRank: false })).toEqual([
      [0, msg.mensOnly('Ann')],
    ]);
    expect(messages(input('S', [1], [6]), { playerGender: 'womens', fillinSameRank: false })).toEqual([
      [1, msg.womensOnly('Fin')],
    ]);
    expect(lineupProblems(input('D', [1, 2], [5, 6]), { playerGender: 'mixed', fillinSameRank: false })).toEqual([]);
    expect(messages(input('D', [1, 3], [5, 6]), { playerGender: 'mixed', fillinSameRank: false })).toEqual([
      [0, msg.mixedPair('Ann', 'Cat')],
    ]);
    expect(lineupProblems(input('S', [1], [6]), { playerGender: 'mixed', fillinSameRank: false })).toEqual([]);
  });

  it('one match of each format a fixture: not two doubles, but a singles and a doubles', () => {
    const others = [
      { name: 'Doubles 1', format: 'D' as const, players: [1, 2, 5, 6] },
      { name: 'Singles 1', format: 'S' as const, players: [3, 5] },
    ];
    expect(messages(input('D', [1, 3], [5, 6]), { ...flexible })).toEqual([]);
    expect(messages(input('D', [1, 3], [5, 6], others), flexible)).toEqual([
      [0, msg.twiceInFixture('Ann', 'D', 'Doubles 1')],
      [1, msg.twiceInFixture('Eve', 'D', 'Doubles 1')],
      [1, msg.twiceInFixture('Fin', 'D', 'Doubles 1')],
    ]);
    expect(
      lineupProblems(
        input(
          'D',
          [3, 4],
          [1 + 4, 6].map((p) => p),
          others.slice(1),
        ),
        flexible,
      ),
    ).toEqual([]);
  });
});

describe('the player ladder from match results', () => {
  const score = { matchSets: 3 as const, rules: { setsUpTo: 'standard' as const, tieBreak: 'standard' as const } };
  const rules = { pointsSingles: 1, pointsDoubles: 1, cancelledPoints: 0 };
  let opponent = 100;
  /** A singles of `player` against a new opponent; `sets` are the player's games first. */
  const singles = (player: number, ...sets: [number, number][]): MatchResult => ({
    sides: [
      { team: 1, players: [player] },
      { team: 2, players: [opponent++] },
    ],
    sets,
  });
  /** The ladder of players 1 and 2 (their opponents left out); P2 is listed first, so the order is the ladder's, not the input's. */
  const order = (matches: MatchResult[], chain: LadderKey[] = [], r = rules) =>
    ladderPositions(
      playerLadderTotals(matches, r, score, [2, 1]).filter((x) => x.id <= 2),
      chain,
    ).map((x) => [x.id, x.position]);

  it('points first: a singles win worth 2 beats a doubles win worth 1', () => {
    const doubles: MatchResult = {
      sides: [
        { team: 1, players: [2, 50] },
        { team: 2, players: [51, 52] },
      ],
      sets: [
        [6, 0],
        [6, 0],
      ],
    };
    expect(
      order([doubles, singles(1, [6, 4], [6, 4])], [], { pointsSingles: 2, pointsDoubles: 1, cancelledPoints: 0 }),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  it('a tie on points goes to the match win/loss ratio', () => {
    expect(order([singles(2, [6, 0], [6, 0]), singles(2, [0, 6], [0, 6]), singles(1, [6, 0], [6, 0])])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  it('then the set ratio', () => {
    expect(order([singles(2, [6, 0], [0, 6], [6, 0]), singles(1, [6, 0], [6, 0])])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  it('then the game ratio', () => {
    expect(order([singles(2, [6, 4], [6, 4]), singles(1, [6, 1], [6, 1])])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  it('then matches won (equal ratios, points from doubles and singles)', () => {
    const r = { pointsSingles: 2, pointsDoubles: 1, cancelledPoints: 0 };
    const d = (player: number, sets: [number, number][]): MatchResult => ({
      sides: [
        { team: 1, players: [player, opponent++] },
        { team: 2, players: [opponent++, opponent++] },
      ],
      sets,
    });
    const p2 = [singles(2, [6, 0], [6, 0]), singles(2, [0, 6], [0, 6])];
    const p1 = [
      d(1, [
        [6, 0],
        [6, 0],
      ]),
      d(1, [
        [6, 0],
        [6, 0],
      ]),
      d(1, [
        [0, 6],
        [0, 6],
      ]),
      d(1, [
        [0, 6],
        [0, 6],
      ]),
    ];
    expect(order([...p2, ...p1], [], r)).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  it('then sets won', () => {
    expect(
      order([
        singles(2, [6, 0], [6, 0]),
        singles(2, [0, 6], [0, 6]),
        singles(1, [6, 0], [0, 6], [6, 0]),
        singles(1, [0, 6], [6, 0], [0, 6]),
      ]),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  it('then games won; a tie on every key shares the position', () => {
    expect(
      order([
        singles(2, [6, 0], [6, 0]),
        singles(2, [0, 6], [0, 6]),
        singles(1, [6, 4], [6, 4]),
        singles(1, [4, 6], [4, 6]),
      ]),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(order([singles(2, [6, 0], [6, 0]), singles(1, [6, 0], [6, 0])])).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });
  it('follows the configured chain: games won first', () => {
    const matches = [
      singles(2, [6, 4], [6, 4]),
      singles(2, [6, 4], [6, 4]),
      singles(1, [7, 5], [6, 7], [7, 5]),
      singles(1, [7, 6], [7, 6]),
      singles(1, [0, 6], [0, 6]),
    ];
    expect(order(matches)).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(order(matches, ['games_won'])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  it('lists the given players who have not played, at the bottom', () => {
    expect(
      ladderPositions(playerLadderTotals([singles(1, [6, 0], [6, 0])], rules, score, [2, 1]), [])
        .filter((x) => x.id <= 2)
        .map((x) => [x.id, x.played]),
    ).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });
});
