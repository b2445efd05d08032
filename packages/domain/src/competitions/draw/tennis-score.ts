// Tennis scores under a tournament's rules (issue 15; spec 3 params SetsUpTo, TieBreaker,
// match_sets). With sets up to N games (standard 6, or 7 to 12) and a tie-break played at T-T
// (standard: T = N; or 5-5, 7-7, or another value), a set is won
//   - at N games with the other side on N-2 or fewer (6-0 to 6-4), or
//   - beyond N by exactly 2 games, as long as the games never reached T-T (7-5; with a 7-7
//     tie-break also 8-6), or
//   - (T+1)-T on the tie-break (7-6 standard, 6-5 with a 5-5 tie-break, 8-7 with 7-7).
// Tie-break points, when given, are only on a tie-break set and are won at 7 or more, 2 clear.
// With `matchTieBreak` the deciding set (the 3rd of 3, 5th of 5) may be a match tie-break written
// as its points (won at 10 or more, 2 clear). Deuce or no-ad changes games, not set scores.
// A match of 1, 3 or 5 sets ends as soon as a side has won the majority; no set may follow.
// The answer is the first error as a sentence, or null when the score is a real one.

export type TennisSetScore = [number, number] | { games: [number, number]; tiebreak?: [number, number] | null };
export type TieBreakRule = 'standard' | '5-5' | '7-7' | 'other' | number;
export type TennisScoreRules = {
  /** Games a set goes up to: 'standard' (6) or 7 to 12 (as a number or the params' '7' … '12'). */
  setsUpTo: 'standard' | number | string;
  /** Where the tie-break is played: 'standard' (at N-N), '5-5', '7-7', or 'other' with `tieBreakOther` games all (or that number itself). */
  tieBreak: TieBreakRule;
  tieBreakOther?: number | null;
  /** The deciding set may be played as a match tie-break (10 points, 2 clear). */
  matchTieBreak?: boolean;
};

const matchLabel = (sets: number) => (sets === 1 ? 'A 1-set match' : `A best of ${sets} match`);
const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

export function setsUpToGames(setsUpTo: TennisScoreRules['setsUpTo']): number {
  return setsUpTo === 'standard' ? 6 : Number(setsUpTo);
}

type SetRules = Pick<TennisScoreRules, 'setsUpTo' | 'tieBreak' | 'tieBreakOther'>;

export function tieBreakAt(rules: SetRules): number {
  const t = rules.tieBreak;
  if (t === 'standard') return setsUpToGames(rules.setsUpTo);
  if (t === '5-5') return 5;
  if (t === '7-7') return 7;
  if (t === 'other') return Number(rules.tieBreakOther);
  return t;
}

/** The finished set scores under the rules, as words: '6-0 to 6-4, 7-5 or 7-6'. */
export function finishedSetScores(rules: SetRules): string {
  const n = setsUpToGames(rules.setsUpTo);
  const t = tieBreakAt(rules);
  const parts: string[] = [];
  const top = Math.min(n - 2, t - 1);
  if (top >= 0) parts.push(top === 0 ? `${n}-0` : `${n}-0 to ${n}-${top}`);
  for (let lost = n - 1; lost < t; lost++) parts.push(`${lost + 2}-${lost}`);
  parts.push(`${t + 1}-${t}`);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

/** 1 or 2 when (a, b) is a finished set under the rules; `tiebreak` tells whether it went to one. */
function setResult(a: number, b: number, n: number, t: number): { winner: 1 | 2; tiebreak: boolean } | null {
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  const winner: 1 | 2 = a > b ? 1 : 2;
  if (hi === t + 1 && lo === t) return { winner, tiebreak: true };
  if (lo >= t) return null; // the games reached T-T: only the tie-break decides
  if (hi === n && lo <= n - 2) return { winner, tiebreak: false };
  if (hi > n && hi - lo === 2) return { winner, tiebreak: false };
  return null;
}

function tieBreakPointsError(
  label: string,
  points: [number, number],
  winner: 1 | 2,
  target: number,
  what: string,
): string | null {
  const [pa, pb] = points;
  if (!whole(pa) || !whole(pb)) return `${label}: ${what} points must be whole numbers`;
  const w = winner === 1 ? pa : pb;
  const l = winner === 1 ? pb : pa;
  if (w < target || w - l < 2 || (w > target && w - l !== 2)) {
    return `${label}: ${what} ${pa}-${pb} is not won by side ${winner} at ${target} points or more, 2 clear`;
  }
  return null;
}

/** Checks a match score under the tournament's rules: an error sentence, or null when it is real. */
export function validateTennisScore(
  sets: TennisSetScore[],
  matchSets: 1 | 3 | 5,
  rules: TennisScoreRules,
): string | null {
  if (![1, 3, 5].includes(matchSets)) return `Matches are 1 set, best of 3 or best of 5, not ${matchSets}`;
  const n = setsUpToGames(rules.setsUpTo);
  const t = tieBreakAt(rules);
  if (!Number.isInteger(n) || n < 1) return `Sets go up to a whole number of games, not ${n}`;
  if (!Number.isInteger(t) || t < 1)
    return `The tie-break is played at a whole number of games all, not ${Number.isNaN(t) ? 'none (tie breaker other needs its games)' : t}`;
  if (!sets.length) return 'Enter the score of at least one set';
  if (sets.length > matchSets)
    return `${matchLabel(matchSets)} has at most ${matchSets} set${matchSets === 1 ? '' : 's'}`;
  const need = Math.ceil(matchSets / 2);
  const won = [0, 0];
  for (const [i, raw] of sets.entries()) {
    const label = `Set ${i + 1}`;
    const games = Array.isArray(raw) ? raw : raw.games;
    const tiebreak = Array.isArray(raw) ? null : (raw.tiebreak ?? null);
    if (won[0] === need || won[1] === need) return `${label}: the match was already won ${won[0]}-${won[1]} in sets`;
    const [a, b] = games;
    if (!whole(a) || !whole(b)) return `${label}: games must be whole numbers`;
    const deciding = matchSets > 1 && i === matchSets - 1;
    if (deciding && rules.matchTieBreak && Math.max(a, b) >= 10 && !setResult(a, b, n, t)) {
      // A match tie-break written as its points.
      const error =
        a === b
          ? `${label}: a match tie-break cannot end level (${a}-${b})`
          : tieBreakPointsError(label, [a, b], a > b ? 1 : 2, 10, 'the match tie-break');
      if (error) return error;
      won[a > b ? 0 : 1] += 1;
      continue;
    }
    const result = setResult(a, b, n, t);
    if (!result)
      return `${label}: ${a}-${b} is not a finished set (${finishedSetScores(rules)}${deciding && rules.matchTieBreak ? ', or a match tie-break to 10' : ''})`;
    if (tiebreak) {
      if (!result.tiebreak) return `${label}: only a ${t + 1}-${t} set has a tie-break`;
      const error = tieBreakPointsError(label, tiebreak, result.winner, 7, 'the tie-break');
      if (error) return error;
    }
    won[result.winner - 1] += 1;
  }
  if (won[0] !== need && won[1] !== need) {
    return `${matchLabel(matchSets)} is won at ${need} set${need === 1 ? '' : 's'}: ${won[0]}-${won[1]} is unfinished`;
  }
  return null;
}

/** Sets and games each side won in a (valid) score; a match tie-break counts as a set and one game. */
export function scoreTotals(
  sets: TennisSetScore[],
  rules: TennisScoreRules,
  matchSets: 1 | 3 | 5,
): { sets: [number, number]; games: [number, number]; winner: 1 | 2 | null } {
  const n = setsUpToGames(rules.setsUpTo);
  const t = tieBreakAt(rules);
  const totals = { sets: [0, 0] as [number, number], games: [0, 0] as [number, number] };
  for (const [i, raw] of sets.entries()) {
    const [a, b] = Array.isArray(raw) ? raw : raw.games;
    const result = setResult(a, b, n, t);
    const matchTieBreak = !result && rules.matchTieBreak && matchSets > 1 && i === matchSets - 1;
    if (matchTieBreak) {
      totals.sets[a > b ? 0 : 1] += 1;
      totals.games[a > b ? 0 : 1] += 1;
      continue;
    }
    totals.games[0] += a;
    totals.games[1] += b;
    if (result) totals.sets[result.winner - 1] += 1;
  }
  const need = Math.ceil(matchSets / 2);
  const winner = totals.sets[0] >= need ? 1 : totals.sets[1] >= need ? 2 : null;
  return { ...totals, winner };
}
