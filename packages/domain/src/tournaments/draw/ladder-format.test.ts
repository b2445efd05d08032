import { describe, expect, it } from 'vitest';
import { formatWinLossRatio } from './ladder';

describe('formatWinLossRatio', () => {
  it('shows two decimals, Unbeaten for nothing lost, a dash for nothing played (never ∞)', () => {
    expect(formatWinLossRatio(3, 2)).toBe('1.50');
    expect(formatWinLossRatio(0, 4)).toBe('0.00');
    expect(formatWinLossRatio(4, 0)).toBe('Unbeaten');
    expect(formatWinLossRatio(0, 0)).toBe('–');
  });
});
