import { describe, expect, it } from 'vitest';
import { isEmail, isNumeric, isUrl } from './patterns';

describe('isEmail', () => {
  it.each([
    ['ann@example.com', true],
    ['ann.lee+club@mail.example.com.au', true],
    ['ann@example', false],
    ['ann@@example.com', false],
    ['ann example@example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%j = %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('isUrl', () => {
  it.each([
    ['example.com', false, true],
    ['www.example.com/path?q=1', false, true],
    ['http://example.com', false, true],
    ['example', false, false],
    ['example.com', true, false],
    ['https://example.com:8443/x', true, true],
    ['http://localhost', true, true],
    ['javascript:alert(1)', true, false],
  ])('%j strict=%s = %s', (value, strict, expected) => {
    expect(isUrl(value, strict)).toBe(expected);
  });
});

describe('isNumeric', () => {
  it.each([
    [0, true],
    [-2.5, true],
    ['42', true],
    [' 42 ', true],
    ['1e3', true],
    ['', false],
    ['   ', false],
    ['4x', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['Infinity', false],
    [null, false],
    [undefined, false],
    [true, false],
    [[], false],
    [[5], false],
  ])('%j = %s', (value, expected) => {
    expect(isNumeric(value)).toBe(expected);
  });
});
