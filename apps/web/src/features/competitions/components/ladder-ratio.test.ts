import { describe, expect, it } from 'vitest';
import { ratio } from './ladder-and-score';

describe('the ladder ratio', () => {
  it('shows two decimals, Unbeaten for nothing lost, a dash for nothing played (never ∞)', () => {
    expect(ratio(3, 2)).toBe('1.50');
    expect(ratio(0, 4)).toBe('0.00');
    expect(ratio(4, 0)).toBe('Unbeaten');
    expect(ratio(0, 0)).toBe('–');
  });
});
