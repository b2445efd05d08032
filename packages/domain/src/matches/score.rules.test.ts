import { describe, expect, it } from 'vitest';
import { checkScore, scoreText, scoreTextFor, type MatchScore } from './score.rules';

const s = (...sets: [number, number][]): MatchScore['sets'] => sets.map((games) => ({ games }));

describe('checkScore', () => {
  it.each<[string, MatchScore, 1 | 2]>([
    ['straight sets', { number_of_sets: 3, sets: s([6, 4], [6, 3]) }, 1],
    ['three sets', { number_of_sets: 3, sets: s([4, 6], [7, 5], [3, 6]) }, 2],
    [
      'a tie-break set with its points',
      { number_of_sets: 3, sets: [{ games: [7, 6], tiebreak: [7, 5] }, { games: [6, 0] }] },
      1,
    ],
    ['a long tie-break', { number_of_sets: 3, sets: [{ games: [6, 7], tiebreak: [12, 14] }, { games: [6, 7] }] }, 2],
    ['best of five', { number_of_sets: 5, sets: s([6, 4], [4, 6], [6, 4], [6, 7], [6, 3]) }, 1],
    ['one set', { number_of_sets: 1, sets: s([6, 2]) }, 1],
    ['a match tie-break decider', { number_of_sets: 3, match_tiebreak: true, sets: s([6, 4], [3, 6], [10, 8]) }, 1],
    ['a retirement mid-set', { number_of_sets: 3, retired: 2, sets: s([6, 4], [2, 1]) }, 1],
    ['a retirement by the leader', { number_of_sets: 3, retired: 1, sets: s([6, 1], [4, 6], [0, 0]) }, 2],
  ])('accepts %s', (_name, score, winner) => {
    expect(checkScore(score)).toMatchObject({ valid: true, winner });
  });

  it.each<[string, MatchScore, string]>([
    [
      '6-5',
      { number_of_sets: 3, sets: s([6, 5], [6, 0]) },
      'Set 1: 6-5 is not a finished set (6-0 to 6-4, 7-5 or 7-6)',
    ],
    [
      '8-6',
      { number_of_sets: 3, sets: s([8, 6], [6, 0]) },
      'Set 1: 8-6 is not a finished set (6-0 to 6-4, 7-5 or 7-6)',
    ],
    [
      'a tie-break on 6-4',
      { number_of_sets: 3, sets: [{ games: [6, 4], tiebreak: [7, 5] }, { games: [6, 0] }] },
      'Set 1: only a 7-6 set has a tie-break',
    ],
    [
      'a tie-break won by the loser of the set',
      { number_of_sets: 3, sets: [{ games: [7, 6], tiebreak: [5, 7] }, { games: [6, 0] }] },
      'Set 1: the tie-break 5-7 does not fit a 7-6 set won by side 1',
    ],
    [
      'a tie-break 9-6',
      { number_of_sets: 3, sets: [{ games: [7, 6], tiebreak: [9, 6] }, { games: [6, 0] }] },
      'Set 1: the tie-break 9-6 does not fit a 7-6 set won by side 1',
    ],
    [
      'an unfinished match',
      { number_of_sets: 3, sets: s([6, 4], [4, 6]) },
      'A best of 3 match is won at 2 sets: 1-1 is unfinished (a retirement says who retired)',
    ],
    [
      'a set after the end',
      { number_of_sets: 3, sets: s([6, 4], [6, 4], [6, 4]) },
      'Set 3: the match was already decided',
    ],
    [
      'too many sets',
      { number_of_sets: 3, sets: s([6, 4], [4, 6], [6, 4], [6, 4]) },
      'A best of 3 match has at most 3 sets',
    ],
    ['no sets', { number_of_sets: 3, sets: [] }, 'Enter the score of at least one set'],
    [
      'a retirement after the match was won',
      { number_of_sets: 3, retired: 2, sets: s([6, 4], [6, 4]) },
      'The match was already decided before the retirement',
    ],
    [
      'a match tie-break 10-9',
      { number_of_sets: 3, match_tiebreak: true, sets: s([6, 4], [3, 6], [10, 9]) },
      'Set 3: a match tie-break is won at 10 points or more by 2 clear (10-9)',
    ],
    ['best of 2', { number_of_sets: 2 as 3, sets: s([6, 4]) }, 'Matches are best of 1, 3 or 5 sets'],
  ])('refuses %s', (_name, score, error) => {
    const result = checkScore(score);
    expect(result.valid).toBe(false);
    expect(result.valid ? [] : result.errors).toContain(error);
  });

  it('writes the score', () => {
    expect(scoreText({ sets: [{ games: [6, 4] }, { games: [7, 6], tiebreak: [7, 3] }] })).toBe('6-4 7-6(7-3)');
    expect(scoreText({ sets: s([6, 4], [2, 1]), retired: 2 })).toBe('6-4 2-1 ret.');
  });
});

describe('parseScoreText', () => {
  it('reads sets with tie-breaks, and refuses other text', async () => {
    const { parseScoreText } = await import('./score.rules');
    expect(parseScoreText('6-4 7-6(7-5)')).toEqual([{ games: [6, 4] }, { games: [7, 6], tiebreak: [7, 5] }]);
    expect(parseScoreText('6-4, 3-6, 10-8')).toEqual([{ games: [6, 4] }, { games: [3, 6] }, { games: [10, 8] }]);
    expect(parseScoreText('six four')).toBeNull();
    expect(parseScoreText('')).toBeNull();
  });
});

describe('scoreTextFor', () => {
  it('tells the score from either side, tie-breaks and retirements too', () => {
    const score = {
      sets: [
        { games: [6, 3] as [number, number] },
        { games: [7, 6] as [number, number], tiebreak: [7, 4] as [number, number] },
      ],
      retired: null,
    };
    expect(scoreTextFor(score, 1)).toBe('6-3 7-6(7-4)');
    expect(scoreTextFor(score, 2)).toBe('3-6 6-7(4-7)');
    expect(scoreTextFor({ sets: [{ games: [6, 4] }, { games: [2, 1] }], retired: 1 }, 2)).toBe('4-6 1-2 ret.');
  });
});
