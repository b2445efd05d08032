import { describe, expect, it } from 'vitest';
import { normaliseFullName, splitFullName } from './player.rules';

describe('splitFullName', () => {
  it.each([
    ['Alex Agent', 'Alex', 'Agent'],
    ['  Mary   Anne van Dyke ', 'Mary', 'Anne van Dyke'],
    ['Madonna', 'Madonna', ''],
    ['', '', ''],
    ['   ', '', ''],
  ])('%j gives %j and %j', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ first_name: first, last_name: last });
  });
});

describe('normaliseFullName', () => {
  it('trims and collapses spaces', () => {
    expect(normaliseFullName('  Pat   Player ')).toBe('Pat Player');
  });
});
