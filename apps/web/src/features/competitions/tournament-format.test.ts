import { describe, expect, it } from 'vitest';
import { dayLabel } from './tournament-format';

describe("a competition's dates", () => {
  it("read in the club's locale, the default until it is known", () => {
    expect(dayLabel('2031-05-06', 'de-DE')).toBe('Di., 6. Mai 2031');
    expect(dayLabel('2031-05-06')).toBe('Tue, 6 May 2031');
  });
});
