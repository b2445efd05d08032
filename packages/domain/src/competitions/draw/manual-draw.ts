// The manual draw (issue 15): the organiser places teams and dates by hand, "with the same
// checks" as the drawn one. `manualDrawProblems` answers every broken rule as a sentence (empty
// when the draw is sound): teams known and not meeting themselves, no team twice in a round, no
// pair meeting more often than the cycles allow, rounds dated in order, not on a date not played.
// Unlike the drawn one a manual draw may leave pairs out (a short season): that is not a problem.

import { drawDayNumber } from './fixture-dates';

export type ManualRound = { round: number; date?: string | null; fixtures: { home: number; away: number }[] };

export function manualDrawProblems(
  teamIds: number[],
  rounds: ManualRound[],
  options: { cycles?: number; notPlayed?: string[]; names?: Map<number, string> } = {},
): string[] {
  const name = (id: number) => options.names?.get(id) ?? `team ${id}`;
  const problems: string[] = [];
  const known = new Set(teamIds);
  const cycles = options.cycles ?? 1;
  const notPlayed = new Set(options.notPlayed ?? []);
  const met = new Map<string, number>();
  let previous: { round: number; day: number; date: string } | null = null;
  for (const round of [...rounds].sort((a, b) => a.round - b.round)) {
    const seen = new Set<number>();
    for (const { home, away } of round.fixtures) {
      for (const team of [home, away]) {
        if (!known.has(team)) problems.push(`Round ${round.round}: ${name(team)} is not in this tournament`);
      }
      if (home === away) {
        problems.push(`Round ${round.round}: ${name(home)} cannot play itself`);
        continue;
      }
      for (const team of [home, away]) {
        if (seen.has(team)) problems.push(`Round ${round.round}: ${name(team)} plays twice`);
        seen.add(team);
      }
      const key = home < away ? `${home}-${away}` : `${away}-${home}`;
      const times = (met.get(key) ?? 0) + 1;
      met.set(key, times);
      if (times === cycles + 1)
        problems.push(
          `${options.names ? `${name(Math.min(home, away))} and ${name(Math.max(home, away))}` : `Teams ${Math.min(home, away)} and ${Math.max(home, away)}`} meet more than ${cycles === 1 ? 'once' : `${cycles} times`} (again in round ${round.round})`,
        );
    }
    if (round.date) {
      let day: number;
      try {
        day = drawDayNumber(round.date);
      } catch (error) {
        problems.push(`Round ${round.round}: ${(error as Error).message}`);
        continue;
      }
      if (notPlayed.has(round.date)) problems.push(`Round ${round.round}: ${round.date} is a date not played`);
      if (previous && day <= previous.day)
        problems.push(
          `Round ${round.round} on ${round.date} must come after round ${previous.round} on ${previous.date}`,
        );
      previous = { round: round.round, day, date: round.date };
    }
  }
  return [...new Set(problems)];
}
