import { describe, expect, it } from 'vitest';
import { assignCourts } from './courts';
import { roundRobinProblems } from './draw-check';
import { datesUpdatedFrom, drawWeekday, fixtureDates, weekdayFromMondayZero } from './fixture-dates';
import { ladder, ladderPositions, type LadderKey, type TeamResultTotals } from './ladder';
import { roundRobin } from './round-robin';
import { manualDrawProblems } from './manual-draw';
import { playerLadderTotals, teamLadderTotals, type MatchResult } from './totals';
import { finishedSetScores, scoreTotals, validateTennisScore, type TennisScoreRules } from './tennis-score';

const ids = (n: number, from = 101) => Array.from({ length: n }, (_, i) => from + i);

describe('roundRobin', () => {
  for (let n = 2; n <= 40; n++) {
    it(`${n} teams: every pair once per cycle, no team twice in a round, home/away within one, byes only when odd`, () => {
      for (const cycles of [1, 2]) {
        const teams = ids(n, 7 * n);
        expect(roundRobinProblems(teams, cycles, roundRobin(teams, cycles))).toEqual([]);
      }
    });
  }

  it('balances home and away exactly for an odd count, and over two cycles for any count', () => {
    for (const n of [3, 5, 9, 21]) {
      const rounds = roundRobin(ids(n));
      for (const t of ids(n)) {
        const home = rounds.flatMap((r) => r.fixtures).filter((f) => f.home === t).length;
        expect(home).toBe((n - 1) / 2);
      }
    }
    const two = roundRobin(ids(6), 2);
    for (const t of ids(6)) expect(two.flatMap((r) => r.fixtures).filter((f) => f.home === t).length).toBe(5);
  });

  it('alternates home and away: never twice running for an odd count, n-2 breaks in all for an even one', () => {
    for (let n = 2; n <= 40; n++) {
      const teams = ids(n);
      const rounds = roundRobin(teams);
      let breaks = 0;
      for (const t of teams) {
        const seq = rounds.filter((r) => r.bye !== t).map((r) => (r.fixtures.some((f) => f.home === t) ? 'H' : 'A'));
        for (let i = 1; i < seq.length; i++) if (seq[i] === seq[i - 1]) breaks += 1;
      }
      expect(breaks).toBe(n % 2 === 1 ? 0 : n - 2);
    }
  });

  it('swaps home and away in the second cycle and numbers rounds on', () => {
    const rounds = roundRobin([1, 2, 3, 4], 2);
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rounds[3].fixtures).toEqual(rounds[0].fixtures.map((f) => ({ home: f.away, away: f.home })));
  });

  it('gives each team of an odd count exactly one bye per cycle', () => {
    const rounds = roundRobin(ids(7));
    expect(rounds.map((r) => r.bye).sort()).toEqual(ids(7));
  });

  it('answers no rounds for fewer than two teams and refuses a team drawn twice or no cycle', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([5])).toEqual([]);
    expect(() => roundRobin([1, 2, 2])).toThrow('only once');
    expect(() => roundRobin([1, 2], 0)).toThrow('at least once');
  });
});

describe('fixtureDates', () => {
  // 2027-03-01 is a Monday; weekday 2 is Tuesday.
  const base = { start: '2027-03-01', weekday: 2, rounds: 4, notPlayed: [] as string[] };

  it('starts on the first chosen weekday on or after the start', () => {
    expect(fixtureDates({ ...base, frequency: 'weekly' })[0]).toBe('2027-03-02');
    expect(fixtureDates({ ...base, start: '2027-03-02', frequency: 'weekly' })[0]).toBe('2027-03-02');
    expect(fixtureDates({ ...base, start: '2027-03-03', frequency: 'weekly' })[0]).toBe('2027-03-09');
  });

  it('weekly: skips a date not played, the round moving to the next week', () => {
    expect(fixtureDates({ ...base, frequency: 'weekly' })).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-16',
      '2027-03-23',
    ]);
    expect(fixtureDates({ ...base, frequency: 'weekly', notPlayed: ['2027-03-09', '2027-03-23'] })).toEqual([
      '2027-03-02',
      '2027-03-16',
      '2027-03-30',
      '2027-04-06',
    ]);
  });

  it('fortnightly: every 14 days, skipping dates not played', () => {
    expect(fixtureDates({ ...base, frequency: 'fortnightly' })).toEqual([
      '2027-03-02',
      '2027-03-16',
      '2027-03-30',
      '2027-04-13',
    ]);
    expect(fixtureDates({ ...base, frequency: 'fortnightly', notPlayed: ['2027-03-02', '2027-03-09'] })).toEqual([
      '2027-03-16',
      '2027-03-30',
      '2027-04-13',
      '2027-04-27',
    ]);
  });

  it('monthly: the same nth weekday each month, skipping dates not played', () => {
    // 2027-03-09 is the 2nd Tuesday of March.
    expect(fixtureDates({ ...base, start: '2027-03-08', frequency: 'monthly' })).toEqual([
      '2027-03-09',
      '2027-04-13',
      '2027-05-11',
      '2027-06-08',
    ]);
    expect(fixtureDates({ ...base, start: '2027-03-08', frequency: 'monthly', notPlayed: ['2027-04-13'] })).toEqual([
      '2027-03-09',
      '2027-05-11',
      '2027-06-08',
      '2027-07-13',
    ]);
  });

  it('monthly from a 5th weekday falls on the last such weekday of each month, across the year end', () => {
    // 2027-03-30 is the 5th Tuesday of March; April's last Tuesday is the 27th.
    expect(fixtureDates({ ...base, start: '2027-03-30', frequency: 'monthly', rounds: 3 })).toEqual([
      '2027-03-30',
      '2027-04-27',
      '2027-05-25',
    ]);
    expect(fixtureDates({ ...base, start: '2027-11-01', frequency: 'monthly', rounds: 3 })).toEqual([
      '2027-11-02',
      '2027-12-07',
      '2028-01-04',
    ]);
  });

  it("converts the params' Monday-0 weekday", () => {
    expect([0, 1, 5, 6].map(weekdayFromMondayZero)).toEqual([1, 2, 6, 0]);
    // DaysOfWeek [1] = Tuesday.
    expect(drawWeekday(fixtureDates({ ...base, weekday: weekdayFromMondayZero(1), frequency: 'weekly' })[0])).toBe(2);
  });

  it('every date is on the weekday; refuses a date that is not real', () => {
    for (const frequency of ['weekly', 'fortnightly', 'monthly'] as const) {
      for (const d of fixtureDates({ ...base, frequency, rounds: 30, weekday: 5 })) expect(drawWeekday(d)).toBe(5);
    }
    expect(() => fixtureDates({ ...base, start: '2027-02-30', frequency: 'weekly' })).toThrow(
      '2027-02-30 is not a real date',
    );
    expect(() => fixtureDates({ ...base, weekday: 7, frequency: 'weekly' })).toThrow('0 (Sunday) to 6 (Saturday)');
  });

  it('updatefrom: moves a round and every later one, keeping the weekday and frequency', () => {
    const dates = fixtureDates({ ...base, frequency: 'weekly', rounds: 5 });
    const common = { weekday: 2, frequency: 'weekly' as const, notPlayed: ['2027-04-06'] };
    // Round 3 washed out: it and the later rounds move on one week (and past the date not played).
    expect(datesUpdatedFrom({ ...common, dates, round: 3 })).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-23',
      '2027-03-30',
      '2027-04-13',
    ]);
    // Moved to a chosen date (a Thursday: onto the next Tuesday).
    expect(datesUpdatedFrom({ ...common, dates, round: 2, to: '2027-03-18' })).toEqual([
      '2027-03-02',
      '2027-03-23',
      '2027-03-30',
      '2027-04-13',
      '2027-04-20',
    ]);
    expect(() => datesUpdatedFrom({ ...common, dates, round: 3, to: '2027-03-01' })).toThrow(
      'must come after round 2 on 2027-03-09',
    );
    expect(() => datesUpdatedFrom({ ...common, dates, round: 6 })).toThrow('There is no round 6');
    const monthly = fixtureDates({ ...base, start: '2027-03-08', frequency: 'monthly' });
    expect(datesUpdatedFrom({ weekday: 2, frequency: 'monthly', notPlayed: [], dates: monthly, round: 2 })).toEqual([
      '2027-03-09',
      '2027-05-11',
      '2027-06-08',
      '2027-07-13',
    ]);
  });
});

describe('assignCourts', () => {
  const courts = [
    { id: 1, club: 10 },
    { id: 2, club: 10 },
    { id: 3, club: 10 },
    { id: 4, club: 10 },
    { id: 5, club: 20 },
    { id: 6, club: 20 },
  ];

  it('gives each fixture courts of its home club, never one court twice at the same date and time', () => {
    const fixtures = [
      { id: 1, date: '2027-03-02', time: '19:00', homeClub: 10 },
      { id: 2, date: '2027-03-02', time: '19:00', homeClub: 10 },
      { id: 3, date: '2027-03-02', time: '19:00', homeClub: 20 },
      { id: 4, date: '2027-03-09', time: '19:00', homeClub: 10 },
    ];
    const result = assignCourts(fixtures, courts, 2);
    expect(result.get(1)).toEqual([1, 2]);
    expect(result.get(2)).toEqual([3, 4]);
    expect(result.get(3)).toEqual([5, 6]);
    expect(result.get(4)).toEqual([1, 2]);
  });

  it('throws an error naming the date when the home club has too few courts', () => {
    const fixtures = [
      { id: 1, date: '2027-03-02', time: '19:00', homeClub: 20 },
      { id: 2, date: '2027-03-02', time: '19:00', homeClub: 20 },
    ];
    expect(() => assignCourts(fixtures, courts, 2)).toThrow(
      'Not enough courts on 2027-03-02 at 19:00 at club 20: 2 fixtures of 2 matches need 4 courts and 2 are free',
    );
    expect(() => assignCourts([{ id: 1, date: '2027-03-02', time: '19:00', homeClub: 30 }], courts, 1)).toThrow(
      'on 2027-03-02',
    );
  });

  it('leaves out courts already busy at that date and time', () => {
    const fixtures = [{ id: 1, date: '2027-03-02', time: '19:00', homeClub: 10 }];
    expect(
      assignCourts(fixtures, courts, 2, { busy: [{ court: 1, date: '2027-03-02', time: '19:00' }] }).get(1),
    ).toEqual([2, 3]);
  });
});

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

describe('validateTennisScore', () => {
  const standard: TennisScoreRules = { setsUpTo: 'standard', tieBreak: 'standard' };

  it('accepts real scores', () => {
    expect(
      validateTennisScore(
        [
          [6, 4],
          [3, 6],
          [7, 6],
        ],
        3,
        standard,
      ),
    ).toBeNull();
    expect(
      validateTennisScore(
        [
          [6, 0],
          [7, 5],
        ],
        3,
        standard,
      ),
    ).toBeNull();
    expect(validateTennisScore([{ games: [7, 6], tiebreak: [7, 5] }], 1, standard)).toBeNull();
    expect(validateTennisScore([{ games: [6, 7], tiebreak: [10, 12] }], 1, standard)).toBeNull();
    expect(
      validateTennisScore(
        [
          [6, 4],
          [4, 6],
          [6, 4],
          [4, 6],
          [7, 5],
        ],
        5,
        standard,
      ),
    ).toBeNull();
  });

  it('refuses scores that are not finished sets or matches, with a sentence', () => {
    expect(validateTennisScore([[6, 5]], 1, standard)).toBe(
      'Set 1: 6-5 is not a finished set (6-0 to 6-4, 7-5 or 7-6)',
    );
    expect(validateTennisScore([[8, 6]], 1, standard)).toContain('8-6 is not a finished set');
    expect(validateTennisScore([[6, 4]], 3, standard)).toBe('A best of 3 match is won at 2 sets: 1-0 is unfinished');
    expect(
      validateTennisScore(
        [
          [6, 4],
          [6, 4],
          [6, 4],
        ],
        3,
        standard,
      ),
    ).toBe('Set 3: the match was already won 2-0 in sets');
    expect(
      validateTennisScore(
        [
          [6, 4],
          [6, 4],
          [6, 4],
          [6, 4],
        ],
        3,
        standard,
      ),
    ).toBe('A best of 3 match has at most 3 sets');
    expect(validateTennisScore([], 1, standard)).toBe('Enter the score of at least one set');
    expect(validateTennisScore([{ games: [6, 4], tiebreak: [7, 5] }], 1, standard)).toBe(
      'Set 1: only a 7-6 set has a tie-break',
    );
    expect(validateTennisScore([{ games: [7, 6], tiebreak: [5, 7] }], 1, standard)).toContain('is not won by side 1');
    expect(validateTennisScore([[6.5, 4]], 1, standard)).toBe('Set 1: games must be whole numbers');
  });

  it('follows sets up to and the tie-break rule', () => {
    expect(finishedSetScores({ setsUpTo: 8, tieBreak: 'standard' })).toBe('8-0 to 8-6, 9-7 or 9-8');
    expect(validateTennisScore([[9, 8]], 1, { setsUpTo: 8, tieBreak: 'standard' })).toBeNull();
    expect(validateTennisScore([[7, 6]], 1, { setsUpTo: 8, tieBreak: 'standard' })).not.toBeNull();
    expect(finishedSetScores({ setsUpTo: 'standard', tieBreak: '5-5' })).toBe('6-0 to 6-4 or 6-5');
    expect(validateTennisScore([[6, 5]], 1, { setsUpTo: 'standard', tieBreak: '5-5' })).toBeNull();
    expect(validateTennisScore([[7, 5]], 1, { setsUpTo: 'standard', tieBreak: '5-5' })).not.toBeNull();
    expect(finishedSetScores({ setsUpTo: 'standard', tieBreak: '7-7' })).toBe('6-0 to 6-4, 7-5, 8-6 or 8-7');
    expect(validateTennisScore([[8, 6]], 1, { setsUpTo: 'standard', tieBreak: '7-7' })).toBeNull();
    expect(validateTennisScore([[12, 10]], 1, { setsUpTo: 10, tieBreak: 12 })).toBeNull();
    // The params' own spellings: sets up to '8', tie breaker 'other' with its games all.
    expect(validateTennisScore([[9, 8]], 1, { setsUpTo: '8', tieBreak: 'other', tieBreakOther: 8 })).toBeNull();
    expect(validateTennisScore([[10, 8]], 1, { setsUpTo: '8', tieBreak: 'other', tieBreakOther: 9 })).toBeNull();
    expect(validateTennisScore([[6, 4]], 1, { setsUpTo: 'standard', tieBreak: 'other' })).toBe(
      'The tie-break is played at a whole number of games all, not none (tie breaker other needs its games)',
    );
  });

  it('accepts a match tie-break as the deciding set only when the rules play one', () => {
    const rules = { ...standard, matchTieBreak: true };
    expect(
      validateTennisScore(
        [
          [6, 4],
          [3, 6],
          [10, 8],
        ],
        3,
        rules,
      ),
    ).toBeNull();
    expect(
      validateTennisScore(
        [
          [6, 4],
          [3, 6],
          [10, 8],
        ],
        3,
        standard,
      ),
    ).toContain('Set 3: 10-8 is not a finished set');
    expect(
      validateTennisScore(
        [
          [6, 4],
          [3, 6],
          [10, 9],
        ],
        3,
        rules,
      ),
    ).toContain('match tie-break 10-9 is not won');
    expect(
      scoreTotals(
        [
          [6, 4],
          [3, 6],
          [10, 8],
        ],
        rules,
        3,
      ),
    ).toEqual({ sets: [2, 1], games: [10, 10], winner: 1 });
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

describe('manualDrawProblems', () => {
  it('accepts a drawn round robin and a partial hand-made draw', () => {
    const teams = [1, 2, 3, 4, 5];
    expect(manualDrawProblems(teams, roundRobin(teams))).toEqual([]);
    expect(
      manualDrawProblems(teams, [
        { round: 1, date: '2027-03-02', fixtures: [{ home: 1, away: 2 }] },
        { round: 2, date: '2027-03-09', fixtures: [{ home: 3, away: 1 }] },
      ]),
    ).toEqual([]);
  });

  it('names every broken rule', () => {
    expect(
      manualDrawProblems(
        [1, 2, 3, 4],
        [
          {
            round: 1,
            date: '2027-03-09',
            fixtures: [
              { home: 1, away: 2 },
              { home: 2, away: 3 },
              { home: 4, away: 4 },
            ],
          },
          {
            round: 2,
            date: '2027-03-09',
            fixtures: [
              { home: 2, away: 1 },
              { home: 3, away: 9 },
            ],
          },
          { round: 3, date: '2027-03-16', fixtures: [] },
        ],
        { notPlayed: ['2027-03-16'] },
      ),
    ).toEqual([
      'Round 1: team 2 plays twice',
      'Round 1: team 4 cannot play itself',
      'Teams 1 and 2 meet more than once (again in round 2)',
      'Round 2: team 9 is not in this tournament',
      'Round 2 on 2027-03-09 must come after round 1 on 2027-03-09',
      'Round 3: 2027-03-16 is a date not played',
    ]);
    expect(
      manualDrawProblems(
        [1, 2],
        [
          { round: 1, fixtures: [{ home: 1, away: 2 }] },
          { round: 2, fixtures: [{ home: 2, away: 1 }] },
        ],
        { cycles: 2 },
      ),
    ).toEqual([]);
  });
});

describe('manualDrawProblems with team names', () => {
  it('names the teams in its sentences', () => {
    const names = new Map([
      [1, 'Aces'],
      [2, 'Lobs'],
      [3, 'Volleys'],
    ]);
    expect(
      manualDrawProblems(
        [1, 2, 3],
        [
          {
            round: 1,
            fixtures: [
              { home: 1, away: 2 },
              { home: 1, away: 3 },
            ],
          },
        ],
        { names },
      ),
    ).toEqual(['Round 1: Aces plays twice']);
    expect(
      manualDrawProblems(
        [1, 2, 3],
        [
          { round: 1, fixtures: [{ home: 1, away: 2 }] },
          { round: 2, fixtures: [{ home: 2, away: 1 }] },
        ],
        { names },
      ),
    ).toEqual(['Aces and Lobs meet more than once (again in round 2)']);
  });
});
