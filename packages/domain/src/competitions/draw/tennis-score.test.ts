import { describe, expect, it } from 'vitest';
import { finishedSetScores, scoreTotals, validateTennisScore, type TennisScoreRules } from './tennis-score';

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
