import { describe, expect, it } from 'vitest';
import { firstLineOf, hasMoreThanFirstLine, isNewsThumb, NEWS_POST_FIRSTLINE_MAX } from './news-post.schema';

describe('firstLineOf', () => {
  it.each([
    ['One line.', 'One line.'],
    ['\n\n  First line  \nSecond line', 'First line'],
    ['Spaces   inside\tthe line', 'Spaces inside the line'],
    ['', ''],
    ['  \n ', ''],
  ])('%j → %j', (text, first) => expect(firstLineOf(text)).toBe(first));

  it('cuts a long first line at a word, with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(80).trim();
    const first = firstLineOf(long);
    expect(first.length).toBeLessThanOrEqual(NEWS_POST_FIRSTLINE_MAX);
    expect(first).toMatch(/word…$/);
  });
});

describe('hasMoreThanFirstLine', () => {
  it.each([
    ['Only one line.', false],
    ['  Only one line.  \n\n', false],
    ['First.\nSecond.', true],
    ['word '.repeat(80), true],
  ])('%j → %s', (text, more) => expect(hasMoreThanFirstLine(text)).toBe(more));
});

describe('isNewsThumb', () => {
  it.each([
    ['https://img.example/a.png', true],
    ['/api/newsletterimage/abcdefghijklmnop1234/', true],
    ['http://img.example/a.png', false],
    ['/api/newsletterimage/x/', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (thumb, ok) => expect(isNewsThumb(thumb)).toBe(ok));
});
