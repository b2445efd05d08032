import { describe, expect, it } from 'vitest';
import { dateInZone, todayInZone } from './today';

describe('today in a zone', () => {
  it("is the club's date, not the runtime's or UTC's", () => {
    const now = new Date('2026-11-26T14:30:00Z'); // Friday 01:30 in Sydney, Thursday 09:30 in New York
    expect(todayInZone('Australia/Sydney', now)).toBe('2026-11-27');
    expect(todayInZone('America/New_York', now)).toBe('2026-11-26');
    expect(todayInZone('UTC', now)).toBe('2026-11-26');
  });

  it('places an instant given as text with its offset', () => {
    expect(dateInZone('2026-11-26T23:30:00-05:00', 'Australia/Sydney')).toBe('2026-11-27');
    expect(dateInZone('2026-11-26T23:30:00-05:00', 'America/New_York')).toBe('2026-11-26');
  });
});
