import { describe, expect, it } from 'vitest';
import {
  createBoundedCache,
  isValidRange,
  nextRange,
  numberInputValue,
  readNumberInput,
  rangeSliderDefaults,
  shouldSearchTokens,
  stepperNext,
  toastDefaults,
  tokenInputDefaults,
} from './widget-rules';

describe('numberInputValue', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    [null, 0],
    [undefined, 0],
    ['abc', 0],
    ['12abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [true, 0],
    ['-3', 0],
    [-3, 0],
    [-0, 0],
    ['0', 0],
    ['42', 42],
    [' 7.5 ', 7.5],
    [3, 3],
  ])('%j -> %s', (raw, expected) => {
    expect(Object.is(numberInputValue(raw), expected)).toBe(true);
  });
});

describe('stepperNext', () => {
  it.each([
    [0, 1, 1],
    [5, -1, 4],
    [1, -1, 0],
    [0, -1, 0],
    [2, -5, 0],
    [Number.NaN, 1, 1],
    [3, Number.NaN, 3],
  ])('%s + %s -> %s', (value, delta, expected) => {
    expect(stepperNext(value, delta)).toBe(expected);
  });
});

describe('range slider', () => {
  it('has the spec defaults', () => {
    expect(rangeSliderDefaults).toEqual({ min: 0, max: 100, step: 1, low: 25, high: 75 });
  });

  const current = { low: 25, high: 75 };
  it.each([
    ['a move inside the bounds', { low: 30, high: 75 }, { low: 30, high: 75 }],
    ['handles at the very bounds', { low: 0, high: 100 }, { low: 0, high: 100 }],
    ['low meets high: reverts', { low: 75, high: 75 }, current],
    ['low passes high: reverts', { low: 80, high: 75 }, current],
    ['below the minimum: reverts', { low: -1, high: 75 }, current],
    ['above the maximum: reverts', { low: 25, high: 101 }, current],
    ['not a number: reverts', { low: Number.NaN, high: 75 }, current],
  ])('%s', (_, proposed, expected) => {
    expect(nextRange(current, proposed)).toEqual(expected);
  });

  it.each([
    [{ low: 10, high: 20 }, { min: 10, max: 20 }, true],
    [{ low: 9, high: 20 }, { min: 10, max: 20 }, false],
    [{ low: 10, high: 21 }, { min: 10, max: 20 }, false],
  ])('isValidRange(%j, %j) = %s', (range, bounds, expected) => {
    expect(isValidRange(range, bounds)).toBe(expected);
    expect(nextRange({ low: 12, high: 15 }, range, bounds)).toEqual(expected ? range : { low: 12, high: 15 });
  });
});

describe('token input', () => {
  it('has the spec settings', () => {
    expect(tokenInputDefaults).toEqual({ minChars: 1, searchDelayMs: 300, cacheMax: 500 });
  });

  it.each([
    ['', false],
    ['  ', false],
    ['a', true],
    [' ab ', true],
  ])('shouldSearchTokens(%j) = %s', (query, expected) => {
    expect(shouldSearchTokens(query)).toBe(expected);
  });

  it('keeps at most the given number of entries, dropping the least recently used', () => {
    const cache = createBoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recent
    cache.set('c', 3); // drops 'b'
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
    cache.set('a', 10); // overwriting does not grow the cache
    expect([cache.get('a'), cache.size]).toEqual([10, 2]);
    expect(cache.delete('a')).toBe(true);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('zzz')).toBeUndefined();
  });

  it('holds 500 entries by default', () => {
    const cache = createBoundedCache<number, number>();
    for (let i = 0; i < 600; i++) cache.set(i, i);
    expect([cache.size, cache.has(99), cache.has(100), cache.has(599)]).toEqual([500, false, true, true]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a cache size of %s', (max) => {
    expect(() => createBoundedCache(max)).toThrow(RangeError);
  });
});

describe('toast', () => {
  it('lasts 3000 ms at the top right with a progress bar', () => {
    expect(toastDefaults).toEqual({ autoCloseMs: 3000, position: 'top-right', showProgressBar: true });
  });
});

describe('readNumberInput', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['-3', -3],
    ['', 0],
    ['  ', 0],
    ['-0', 0],
    ['abc', 'abc'],
    ['-', '-'],
    ['1.2.3', '1.2.3'],
    ['12e', '12e'],
  ])('reads %j as %j', (text, expected) => {
    expect(readNumberInput(text)).toBe(expected);
  });

  it('ignores the thousands separator it is told about', () => {
    expect(readNumberInput('1,250.00', ',')).toBe(1250);
    expect(readNumberInput('1,250.00')).toBe('1,250.00');
  });
});
