// Real tennis scores (issue 14): a set is won 6-0 to 6-4, 7-5, or 7-6 on a tie-break (whose
// points, when given, are won by 7 or more with a 2-point lead); a deciding set may be a match
// tie-break (10 points, 2 clear) when the format plays one. Best of 1, 3 or 5 sets. A match ends
// when a side has won the majority of sets, unless a side retired: then the sets up to the
// retirement stand, the last may be unfinished, and the other side wins.

export type SetScore = { games: [number, number]; tiebreak?: [number, number] | null };
export type MatchScore = {
  number_of_sets: 1 | 3 | 5;
  sets: SetScore[];
  retired?: 1 | 2 | null;
  match_tiebreak?: boolean;
};
export type ScoreCheck =
  { valid: true; winner: 1 | 2; sets_won: [number, number] } | { valid: false; errors: string[] };

const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Who won a finished set (1 or 2), or a sentence saying why it is not a tennis set. */
function setWinner(set: SetScore, index: number, isMatchTiebreak: boolean): 1 | 2 | string {
  const [a, b] = set.games;
  const label = `Set ${index + 1}`;
  if (!whole(a) || !whole(b)) return `${label}: games must be whole numbers`;
  if (isMatchTiebreak) {
    const hi = Math.max(a, b);
    if (hi < 10 || Math.abs(a - b) < 2 || (hi > 10 && Math.abs(a - b) !== 2))
      return `${label}: a match tie-break is won at 10 points or more by 2 clear (${a}-${b})`;
    return a > b ? 1 : 2;
  }
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  const ok = (hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6));
  if (!ok) return `${label}: ${a}-${b} is not a finished set (6-0 to 6-4, 7-5 or 7-6)`;
  if (hi === 7 && lo === 6 && set.tiebreak) {
    const [ta, tb] = set.tiebreak;
    const winnerPoints = a > b ? ta : tb;
    const loserPoints = a > b ? tb : ta;
    if (
      !whole(ta) ||
      !whole(tb) ||
      winnerPoints < 7 ||
      winnerPoints - loserPoints < 2 ||
      (winnerPoints > 7 && winnerPoints - loserPoints !== 2)
    ) {
      return `${label}: the tie-break ${ta}-${tb} does not fit a 7-6 set won by side ${a > b ? 1 : 2}`;
    }
  } else if (set.tiebreak && !(hi === 7 && lo === 6)) {
    return `${label}: only a 7-6 set has a tie-break`;
  }
  return a > b ? 1 : 2;
}

/** Checks a match score; answers the winner and sets won, or every reason it is not a real score. */
export function checkScore(score: MatchScore): ScoreCheck {
  const errors: string[] = [];
  const n = score.number_of_sets;
  const need = Math.ceil(n / 2);
  if (![1, 3, 5].includes(n)) return { valid: false, errors: ['Matches are best of 1, 3 or 5 sets'] };
  if (score.sets.length === 0) return { valid: false, errors: ['Enter the score of at least one set'] };
  if (score.sets.length > n) return { valid: false, errors: [`A best of ${n} match has at most ${n} sets`] };
  const won: [number, number] = [0, 0];
  for (const [i, set] of score.sets.entries()) {
    const last = i === score.sets.length - 1;
    if (won[0] === need || won[1] === need) {
      errors.push(`Set ${i + 1}: the match was already decided`);
      break;
    }
    const deciding = i === n - 1 && n > 1;
    if (last && score.retired) {
      // The set in play when a side retired may be unfinished; a finished one counts.
      const result = setWinner(set, i, deciding && Boolean(score.match_tiebreak));
      if (typeof result !== 'string') won[result - 1] += 1;
      else if (!whole(set.games[0]) || !whole(set.games[1]) || Math.max(...set.games) > 7)
        errors.push(`Set ${i + 1}: ${set.games.join('-')} is not a tennis score`);
      continue;
    }
    const result = setWinner(set, i, deciding && Boolean(score.match_tiebreak));
    if (typeof result === 'string') errors.push(result);
    else won[result - 1] += 1;
  }
  if (errors.length) return { valid: false, errors };
  if (score.retired) {
    if (won[0] === need || won[1] === need)
      return { valid: false, errors: ['The match was already decided before the retirement'] };
    return { valid: true, winner: score.retired === 1 ? 2 : 1, sets_won: won };
  }
  if (won[0] !== need && won[1] !== need)
    return {
      valid: false,
      errors: [
        `A best of ${n} match is won at ${need} set${need > 1 ? 's' : ''}: ${won[0]}-${won[1]} is unfinished (a retirement says who retired)`,
      ],
    };
  return { valid: true, winner: won[0] === need ? 1 : 2, sets_won: won };
}

/** '6-4 3-6 7-6(7-5)' or '6-4 2-1 ret.'. */
export function scoreText(score: Pick<MatchScore, 'sets' | 'retired'>): string {
  const sets = score.sets
    .map((s) => `${s.games[0]}-${s.games[1]}${s.tiebreak ? `(${s.tiebreak[0]}-${s.tiebreak[1]})` : ''}`)
    .join(' ');
  return score.retired ? `${sets} ret.` : sets;
}

/** Reads '6-4 3-6 7-6(7-5)' (commas or spaces between sets) into sets, or null when it is not written that way. */
export function parseScoreText(text: string): SetScore[] | null {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!parts.length) return null;
  const sets: SetScore[] = [];
  for (const part of parts) {
    const m = /^(\d{1,2})[-–/:](\d{1,2})(?:\((\d{1,2})[-–/:](\d{1,2})\))?$/.exec(part);
    if (!m) return null;
    sets.push({
      games: [Number(m[1]), Number(m[2])],
      ...(m[3] ? { tiebreak: [Number(m[3]), Number(m[4])] as [number, number] } : {}),
    });
  }
  return sets;
}

/** The score as one side tells it (their games first): side 2's '3-6 6-7(4-7)' for side 1's '6-3 7-6(7-4)'. */
export function scoreTextFor(score: Pick<MatchScore, 'sets' | 'retired'>, side: 1 | 2): string {
  if (side === 1) return scoreText(score);
  const flip = (p: [number, number]): [number, number] => [p[1], p[0]];
  return scoreText({
    sets: score.sets.map((s) => ({ games: flip(s.games), tiebreak: s.tiebreak ? flip(s.tiebreak) : s.tiebreak })),
    retired: score.retired,
  });
}
