import { describe, expect, it } from 'vitest';
import { hitLimits, hitTime, hitWindow } from './hit-format';
import type { Hit } from '@rally/domain';

const hit = {
  start_time: '2030-11-28T22:00:00Z',
  end_time: '2030-11-29T00:00:00Z',
  time_zone: 'Australia/Sydney',
  currency: 'aud',
  cost: 1234.5,
  play_format: 'S',
  min_level: null,
  max_level: null,
  min_age: null,
  max_age: null,
  gender: 'A',
} as unknown as Hit;

describe("a hit's card in its club's locale", () => {
  it("reads its window and cost in the club's locale, on the club's clock", () => {
    expect(hitWindow(hit, 'de-DE')).toBe('Fr., 29. Nov., 09:00–11:00 Uhr');
    expect(hitLimits(hit, 'de-DE')).toBe('Singles · 1.234,50 AUD each');
    expect(hitTime(hit.start_time, hit.time_zone, 'de-DE')).toBe('09:00');
  });

  it('uses the default locale until the club is read', () => {
    expect(hitWindow(hit)).toBe('Fri, 29 Nov, 09:00–11:00');
    expect(hitLimits(hit)).toBe('Singles · 1,234.50 AUD each');
  });
});
