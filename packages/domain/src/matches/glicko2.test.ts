import { describe, expect, it } from 'vitest';
import { GLICKO_DEFAULT, glicko2Update } from './glicko2';

describe('Glicko-2', () => {
  it("reproduces the worked example of Glickman's paper (τ = 0.5)", () => {
    const next = glicko2Update({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
    ]);
    expect(next.rating).toBeCloseTo(1464.06, 1);
    expect(next.rd).toBeCloseTo(151.52, 1);
    expect(next.vol).toBeCloseTo(0.05999, 4);
  });

  it('moves two new players symmetrically after one match', () => {
    const winner = glicko2Update(GLICKO_DEFAULT, [{ opponent: GLICKO_DEFAULT, score: 1 }]);
    const loser = glicko2Update(GLICKO_DEFAULT, [{ opponent: GLICKO_DEFAULT, score: 0 }]);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rating).toBeCloseTo(1662.31, 1);
    expect(winner.rd).toBeLessThan(350);
  });

  it('only widens the deviation in a period without results', () => {
    expect(glicko2Update({ rating: 1600, rd: 50, vol: 0.06 }, [])).toEqual({
      rating: 1600,
      rd: expect.closeTo(51.08, 1),
      vol: 0.06,
    });
  });
});
