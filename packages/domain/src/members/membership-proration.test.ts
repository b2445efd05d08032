import { describe, expect, it } from 'vitest';
import { nextMembershipPeriod } from './membership-fees';
import { isShortPeriod, proratedPrice } from './membership-proration';

const rollover = { SingleRolloverDate: true, annualRolloverDate: '07-01', monthlyRolloverDay: 1 };
const yearly = (today: string) => nextMembershipPeriod(null, today, 'A', rollover);
const monthly = (today: string) => nextMembershipPeriod(null, today, 'M', rollover);

describe('proratedPrice', () => {
  it.each([
    // [bought on, rule, price of the year in cents, what the first period costs]
    ['2026-07-01', 'day', 42000, 42000], // the rollover day itself: a full year
    ['2026-07-01', 'month', 42000, 42000],
    ['2026-07-02', 'day', 36500, 36400], // a day short of a 365-day year
    ['2026-07-02', 'month', 42000, 42000], // July is started: 12 months
    ['2026-12-07', 'full', 42000, 42000],
    ['2026-12-07', 'month', 42000, 24500], // Dec–Jun: 7 started months of 12
    ['2026-12-01', 'month', 42000, 24500],
    ['2026-12-07', 'day', 36500, 20600], // 7 Dec 2026 – 30 Jun 2027: 206 of 365 days
    ['2027-06-30', 'day', 36500, 100], // the last day of the year: one day
    ['2027-06-30', 'month', 42000, 3500], // one started month
    ['2027-06-30', 'full', 42000, 42000],
    ['2028-02-29', 'day', 36600, 12300], // leap year: 29 Feb – 30 Jun 2028 is 123 of 366 days
    ['2027-02-28', 'day', 36500, 12300], // and 28 Feb – 30 Jun 2027 is 123 of 365
    ['2028-02-29', 'month', 42000, 17500], // Feb–Jun: 5 months
  ] as const)('bought on %s, by %s: %i → %i', (today, rule, price, expected) => {
    expect(proratedPrice(price, 'A', yearly(today), rule)).toBe(expected);
  });

  it('rounds to the cent, halves up, and never above the price', () => {
    // 100 cents × 1 day / 365 = 0.27 → 0; 1000 × 1/365 = 2.74 → 3
    expect(proratedPrice(100, 'A', yearly('2027-06-30'), 'day')).toBe(0);
    expect(proratedPrice(1000, 'A', yearly('2027-06-30'), 'day')).toBe(3);
    expect(proratedPrice(1200, 'A', { start: '2026-01-01', end: '2027-06-30' }, 'day')).toBe(1200);
  });

  it('a monthly cycle: by day over the month’s days; by month a started month is the whole price', () => {
    expect(monthly('2026-11-26')).toEqual({ start: '2026-11-26', end: '2026-11-30' });
    expect(proratedPrice(3000, 'M', monthly('2026-11-26'), 'day')).toBe(500); // 5 of 30 days
    expect(proratedPrice(2900, 'M', monthly('2028-02-29'), 'day')).toBe(100); // 1 of 29 days
    expect(proratedPrice(3800, 'M', monthly('2026-11-26'), 'month')).toBe(3800);
    expect(proratedPrice(3800, 'M', monthly('2026-12-01'), 'day')).toBe(3800); // the first: a full month
  });

  it('a period of a full cycle (anniversary rule, or a renewal from the rollover) is never prorated', () => {
    const anniversary = nextMembershipPeriod(null, '2026-12-07', 'A', { ...rollover, SingleRolloverDate: false });
    expect(isShortPeriod('A', anniversary)).toBe(false);
    expect(proratedPrice(42000, 'A', anniversary, 'day')).toBe(42000);
    expect(isShortPeriod('A', yearly('2026-12-07'))).toBe(true);
    expect(isShortPeriod('A', nextMembershipPeriod('2027-06-30', '2027-06-20', 'A', rollover))).toBe(false);
  });
});
