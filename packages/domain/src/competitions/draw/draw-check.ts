// Invariant checks shared by the unit and property tests (not exported from the package).
import type { RoundRobinRound } from './round-robin';

/** Every broken invariant of a round robin of `teams` over `cycles`, as sentences (empty when sound). */
export function roundRobinProblems(teams: number[], cycles: number, rounds: RoundRobinRound[]): string[] {
  const problems: string[] = [];
  const n = teams.length;
  const perCycle = n < 2 ? 0 : n % 2 === 0 ? n - 1 : n;
  if (rounds.length !== perCycle * cycles) problems.push(`${rounds.length} rounds, expected ${perCycle * cycles}`);
  const home = new Map(teams.map((t) => [t, 0]));
  const away = new Map(teams.map((t) => [t, 0]));
  const met = new Map<string, number>();
  rounds.forEach((round, i) => {
    if (round.round !== i + 1) problems.push(`round numbered ${round.round} at place ${i + 1}`);
    const seen = new Set<number>();
    for (const { home: h, away: a } of round.fixtures) {
      for (const t of [h, a]) {
        if (!home.has(t)) problems.push(`round ${round.round}: unknown team ${t}`);
        if (seen.has(t)) problems.push(`round ${round.round}: team ${t} twice`);
        seen.add(t);
      }
      if (h === a) problems.push(`round ${round.round}: team ${h} meets itself`);
      home.set(h, (home.get(h) ?? 0) + 1);
      away.set(a, (away.get(a) ?? 0) + 1);
      const cycle = Math.floor(i / perCycle);
      const key = `${cycle}:${Math.min(h, a)}-${Math.max(h, a)}`;
      met.set(key, (met.get(key) ?? 0) + 1);
    }
    if (n % 2 === 1) {
      if (round.bye === null || !home.has(round.bye)) problems.push(`round ${round.round}: odd count without a bye`);
      else if (seen.has(round.bye)) problems.push(`round ${round.round}: the bye ${round.bye} also plays`);
      if (seen.size !== n - 1) problems.push(`round ${round.round}: ${seen.size} teams play, expected ${n - 1}`);
    } else {
      if (round.bye !== null) problems.push(`round ${round.round}: a bye with an even count`);
      if (seen.size !== n) problems.push(`round ${round.round}: ${seen.size} teams play, expected ${n}`);
    }
  });
  for (let c = 0; c < cycles; c++) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const [x, y] = [Math.min(teams[i], teams[j]), Math.max(teams[i], teams[j])];
        const times = met.get(`${c}:${x}-${y}`) ?? 0;
        if (times !== 1) problems.push(`cycle ${c + 1}: ${x} and ${y} meet ${times} times`);
      }
    }
  }
  for (const t of teams) {
    const h = home.get(t) ?? 0;
    const a = away.get(t) ?? 0;
    if (Math.abs(h - a) > 1) problems.push(`team ${t}: ${h} home, ${a} away`);
  }
  return problems;
}
