// Round robin by the circle (polygon) method, issue 15.
//
// For an odd number of teams n, picture them on the corners of a regular n-gon. In round r team r
// sits out (its bye) and the others pair off across the axis through it: r+k meets r-k (mod n)
// for k = 1..(n-1)/2. Every pair {a, b} has exactly one "midpoint" r with a + b ≡ 2r (mod n), so
// it meets exactly once in n rounds. Home and away follow the canonical orientation (de Werra):
// r+k is home when k is odd, r-k when k is even. Every team then alternates home and away round
// after round (its bye between), so each is home exactly (n-1)/2 times and never twice running.
//
// For an even number m = n + 1, the last team stands at the centre of the circle of the other n
// and plays the team that would have sat out (round r: the centre meets team r), the centre home
// in odd-numbered rounds and away in even ones. Each other team's one game against the centre
// makes its home and away differ by exactly one, the least possible with an odd number of games,
// and the whole draw has m-2 "breaks" (a team home, or away, twice running), the least possible.
//
// Further cycles repeat the rounds of the first with home and away swapped, so an even number of
// cycles balances every team exactly.

export type RoundRobinFixture = { home: number; away: number };
export type RoundRobinRound = { round: number; fixtures: RoundRobinFixture[]; bye: number | null };

/**
 * The rounds of a round robin of `teamIds` played `cycles` times. Round numbers start at 1 and
 * run on across cycles; `bye` is the team resting that round (only with an odd count).
 */
export function roundRobin(teamIds: number[], cycles = 1): RoundRobinRound[] {
  if (!Number.isInteger(cycles) || cycles < 1)
    throw new Error(`A round robin is played at least once (cycles was ${cycles})`);
  if (new Set(teamIds).size !== teamIds.length) throw new Error('A team can be drawn only once in a round robin');
  const count = teamIds.length;
  if (count < 2) return [];
  const odd = count % 2 === 1;
  const n = odd ? count : count - 1; // the teams on the circle (odd)
  const centre = odd ? null : teamIds[count - 1];
  const half = (n - 1) / 2;
  const first: RoundRobinRound[] = [];
  for (let r = 0; r < n; r++) {
    const fixtures: RoundRobinFixture[] = [];
    if (centre !== null)
      fixtures.push(r % 2 === 0 ? { home: centre, away: teamIds[r] } : { home: teamIds[r], away: centre });
    for (let k = 1; k <= half; k++) {
      const ahead = teamIds[(r + k) % n];
      const behind = teamIds[(r - k + n) % n];
      fixtures.push(k % 2 === 1 ? { home: ahead, away: behind } : { home: behind, away: ahead });
    }
    first.push({ round: r + 1, fixtures, bye: odd ? teamIds[r] : null });
  }
  const rounds = first;
  for (let c = 1; c < cycles; c++) {
    const swap = c % 2 === 1;
    for (const { round, fixtures, bye } of first.slice(0, n)) {
      rounds.push({
        round: c * n + round,
        fixtures: fixtures.map((f) => (swap ? { home: f.away, away: f.home } : { home: f.home, away: f.away })),
        bye,
      });
    }
  }
  return rounds;
}

/** How many rounds a round robin of `teamCount` teams takes per cycle (n-1 for even n, n for odd). */
export function roundRobinRoundCount(teamCount: number, cycles = 1): number {
  if (teamCount < 2) return 0;
  return (teamCount % 2 === 0 ? teamCount - 1 : teamCount) * cycles;
}
