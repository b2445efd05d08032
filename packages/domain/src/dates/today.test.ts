import { DateTime } from 'luxon';
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

describe('today in a zone, on Intl', () => {
  it('agrees with the calendar across a year, in zones either side of UTC and across DST', () => {
    const zones = ['Australia/Sydney', 'Pacific/Auckland', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata'];
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000);
      for (const zone of zones) {
        // Luxon, which this helper was written on before, as the reference.
        // eslint-disable-next-line no-restricted-syntax -- the reference the helper is checked against
        expect(dateInZone(instant, zone)).toBe(DateTime.fromJSDate(instant).setZone(zone).toISODate());
      }
    }
  });

  it('reads a year as four digits and pads month and day', () => {
    expect(dateInZone('0999-03-04T12:00:00Z', 'UTC')).toBe('0999-03-04');
  });
});
