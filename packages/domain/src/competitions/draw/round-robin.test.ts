import { describe, expect, it } from 'vitest';
import { roundRobinProblems } from './draw-check';
import { manualDrawProblems } from './manual-draw';
import { roundRobin } from './round-robin';

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
