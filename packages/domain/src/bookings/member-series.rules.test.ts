import { describe, expect, it } from 'vitest';
import { memberSeriesRefusals, primeMinutes, shortGaps, weekOf, type MemberSeriesRules } from './member-series.rules';

// Members' weekly slots and no unusable holes (issue 29): the pure rules, table by table.

const ZONE = 'Australia/Sydney';
const at = (local: string) => new Date(new Date(`${local}:00+11:00`).getTime());
const rules: MemberSeriesRules = {
  allowed: true,
  max_series: 1,
  max_weeks: 10,
  prime_hours_per_week: 2,
  prime: { from: 17, to: 21 },
};

describe('primeMinutes', () => {
  it.each([
    ['a weekday evening inside prime time', '2031-03-18T18:00', '2031-03-18T19:00', 60],
    ['a weekday straddling its start', '2031-03-18T16:00', '2031-03-18T18:00', 60],
    ['a weekday morning', '2031-03-18T09:00', '2031-03-18T10:00', 0],
    ['a Saturday evening (weekdays only)', '2031-03-22T18:00', '2031-03-22T19:00', 0],
    ['past its end', '2031-03-18T20:30', '2031-03-18T22:00', 30],
  ])('%s', (_what, start, end, minutes) => {
    expect(primeMinutes({ start: at(start), end: at(end) }, ZONE, rules.prime)).toBe(minutes);
  });

  it('counts none when the range is empty', () => {
    expect(
      primeMinutes({ start: at('2031-03-18T18:00'), end: at('2031-03-18T19:00') }, ZONE, { from: 20, to: 20 }),
    ).toBe(0);
  });

  it('keeps local hours across daylight saving (AEST after 6 April 2031)', () => {
    const start = new Date('2031-04-08T08:00:00Z'); // 18:00 AEST
    expect(primeMinutes({ start, end: new Date(start.getTime() + 3_600_000) }, ZONE, rules.prime)).toBe(60);
  });
});

describe('memberSeriesRefusals', () => {
  const weekly = (n: number, local = '2031-03-18T18:00') =>
    Array.from({ length: n }, (_, i) => {
      const start = new Date(at(local).getTime() + i * 7 * 86_400_000);
      return { date: '', start, end: new Date(start.getTime() + 3_600_000) };
    });
  const none = { series: 0, prime_minutes_by_week: {} };

  it.each([
    ['within every quota', { weeks: 10, occurrences: weekly(10), held: none }, []],
    [
      'too many weeks',
      { weeks: 11, occurrences: weekly(11), held: none },
      ['A weekly slot can be booked for at most 10 weeks at a time.'],
    ],
    [
      'a second series',
      { weeks: 4, occurrences: weekly(4, '2031-03-18T09:00'), held: { series: 1, prime_minutes_by_week: {} } },
      ['You already have a weekly slot at this club; members may hold one at a time.'],
    ],
    [
      'prime time over the week',
      {
        weeks: 2,
        occurrences: weekly(2),
        held: { series: 0, prime_minutes_by_week: { [weekOf(at('2031-03-25T18:00'), ZONE)]: 90 } },
      },
      [
        'Weekly slots may hold at most 2 hours of prime time (17:00–21:00 on weekdays) a week; this one makes 2.5 hours.',
      ],
    ],
  ])('%s', (_what, input, expected) => {
    expect(memberSeriesRefusals({ rules, zone: ZONE, ...input })).toEqual(expected);
  });

  it('refuses everything while the club does not allow it', () => {
    expect(
      memberSeriesRefusals({
        rules: { ...rules, allowed: false },
        zone: ZONE,
        weeks: 2,
        occurrences: weekly(2),
        held: none,
      }),
    ).toEqual(['This club does not let members book their own weekly slot; ask the club.']);
  });
});

describe('shortGaps', () => {
  const h = (from: number, to: number) => ({ start: from * 60_000, end: to * 60_000 });
  it.each([
    ['touching before and after', 600, 660, [h(540, 600), h(660, 720)], []],
    ['30 minutes before', 630, 690, [h(540, 600)], [{ side: 'before', minutes: 30 }]],
    ['30 minutes after', 600, 660, [h(690, 750)], [{ side: 'after', minutes: 30 }]],
    ['a full hour is usable', 660, 720, [h(540, 600)], []],
    ['an overlap is a clash, not a gap', 570, 630, [h(540, 600)], []],
  ])('%s', (_what, start, end, held, gaps) => {
    expect(shortGaps(start * 60_000, end * 60_000, held, 60)).toEqual(gaps);
  });
});
