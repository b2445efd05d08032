import { describe, expect, it } from 'vitest';
import { advanceKnockout, bracketSeedOrder, knockoutBracket, knockoutSeeding } from './knockout';
import { fixtureWinner, type FixtureMatchResult } from './fixture-winner';
import type { TennisScoreRules } from './tennis-score';

// The knockout: seeding, the bracket and a knockout fixture's winner (docs/competitions-draw.md).

const ids = (n: number, from = 101) => Array.from({ length: n }, (_, i) => from + i);

describe('knockoutSeeding', () => {
  it('builds the standard seed order', () => {
    expect(bracketSeedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  for (let n = 5; n <= 64; n++) {
    it(`${n} teams: 1 meets the lowest seed, top two only in the final, byes to the top seeds`, () => {
      const teams = ids(n, 1000);
      const slots = knockoutSeeding(teams);
      const size = 2 ** Math.ceil(Math.log2(n));
      expect(slots).toHaveLength(size / 2);
      const byes = size - n;
      // Every team exactly once.
      expect(
        slots
          .flatMap((s) => [s.home, s.away])
          .filter((t) => t !== null)
          .sort((a, b) => a! - b!),
      ).toEqual(teams);
      // Byes (null opponents) go to the top seeds, one each.
      const byeTeams = slots.filter((s) => s.away === null).map((s) => s.home);
      expect(byeTeams.sort((a, b) => a! - b!)).toEqual(teams.slice(0, byes));
      // Seed 1 meets the lowest seed that plays in round 1 (the bye when there is one).
      expect(slots[0]).toEqual({ round: 1, slot: 1, home: teams[0], away: byes > 0 ? null : teams[n - 1] });
      // Seeds 1 and 2 are in opposite halves: only the final can bring them together.
      const slotOf = (seed: number) =>
        slots.find((s) => s.home === teams[seed - 1] || s.away === teams[seed - 1])!.slot;
      expect(slotOf(1) <= size / 4).toBe(true);
      expect(slotOf(2) > size / 4).toBe(true);
      // The better seed is at home.
      for (const s of slots) if (s.away !== null) expect(s.home! < s.away).toBe(true);
    });
  }

  it('places bye winners in round 2 and advances winners', () => {
    let bracket = knockoutBracket([1, 2, 3, 4, 5, 6]);
    expect(bracket.filter((s) => s.round === 2)).toEqual([
      { round: 2, slot: 1, home: 1, away: null },
      { round: 2, slot: 2, home: 2, away: null },
    ]);
    expect(bracket.filter((s) => s.round === 3)).toEqual([{ round: 3, slot: 1, home: null, away: null }]);
    // Round 1 slot 2 is 4 v 5; slot 4 is 3 v 6.
    bracket = advanceKnockout(bracket, 1, 2, 5);
    bracket = advanceKnockout(bracket, 1, 4, 3);
    expect(bracket.filter((s) => s.round === 2)).toEqual([
      { round: 2, slot: 1, home: 1, away: 5 },
      { round: 2, slot: 2, home: 2, away: 3 },
    ]);
    expect(() => advanceKnockout(bracket, 2, 1, 9)).toThrow('Team 9 does not play');
  });

  it('refuses a team seeded twice; nothing to play for fewer than two', () => {
    expect(() => knockoutSeeding([1, 2, 1])).toThrow('only once');
    expect(knockoutSeeding([3])).toEqual([]);
  });
});

describe('fixtureWinner (a knockout fixture)', () => {
  const rules: TennisScoreRules = { setsUpTo: 'standard', tieBreak: 'standard', tieBreakOther: null };
  const m = (
    winner: 1 | 2 | null,
    sets: [number, number][] | null,
    extra: Partial<FixtureMatchResult> = {},
  ): FixtureMatchResult => ({
    winner,
    cancelled: false,
    cancelled_by: null,
    sets: sets && sets.map((g) => ({ games: g })),
    number_of_sets: 3,
    ...extra,
  });
  it('is undecided while a match is unplayed', () => {
    expect(
      fixtureWinner(
        1,
        2,
        [
          m(1, [
            [6, 1],
            [6, 1],
          ]),
          m(null, null),
        ],
        rules,
      ),
    ).toBeNull();
  });
  it('goes to more matches, then sets, then games', () => {
    expect(
      fixtureWinner(
        1,
        2,
        [
          m(2, [
            [1, 6],
            [1, 6],
          ]),
          m(2, [
            [4, 6],
            [4, 6],
          ]),
        ],
        rules,
      ),
    ).toBe(2);
    // 1-1 in matches: sets 3-2 to home; then level on sets: games decide; level on all: undecided.
    expect(
      fixtureWinner(
        1,
        2,
        [
          m(1, [
            [6, 4],
            [6, 4],
          ]),
          m(2, [
            [6, 4],
            [4, 6],
            [4, 6],
          ]),
        ],
        rules,
      ),
    ).toBe(1);
    expect(
      fixtureWinner(
        1,
        2,
        [
          m(1, [
            [6, 0],
            [6, 0],
          ]),
          m(2, [
            [4, 6],
            [4, 6],
          ]),
        ],
        rules,
      ),
    ).toBe(1);
    expect(
      fixtureWinner(
        1,
        2,
        [
          m(1, [
            [6, 4],
            [6, 4],
          ]),
          m(2, [
            [4, 6],
            [4, 6],
          ]),
        ],
        rules,
      ),
    ).toBeNull();
  });
  it('gives a cancelled match to the team that did not cancel', () => {
    expect(fixtureWinner(1, 2, [m(null, null, { cancelled: true, cancelled_by: 1 })], rules)).toBe(2);
    expect(fixtureWinner(1, 2, [m(null, null, { cancelled: true })], rules)).toBeNull();
  });
});
