import { describe, expect, it } from 'vitest';
import { bookingCost, ratePriceFor, splitByRates, type CostRate, type DaySlice } from './booking-cost.rules';

const everyDay = [0, 1, 2, 3, 4, 5, 6];
const rate = (over: Partial<CostRate>): CostRate => ({
  id: 1,
  name: 'Day',
  weekdays: everyDay,
  start_hour: 6,
  start_minute: 0,
  end_hour: 17,
  end_minute: 0,
  member_price: 2000,
  nonmember_price: 3000,
  coach_price: 1500,
  type_prices: {},
  ...over,
});
const day = rate({});
const evening = rate({
  id: 2,
  name: 'Evening',
  start_hour: 17,
  end_hour: 22,
  member_price: 2600,
  nonmember_price: 4000,
  coach_price: 2000,
});
const rates = [day, evening];
// Monday 1 December 2026.
const slice = (from: string, to: string, date = '2026-12-07', weekday = 0): DaySlice => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { date, weekday, from: m(from), to: m(to) };
};

describe('splitByRates', () => {
  it('cuts a booking at the edge of two rate windows', () => {
    const { pieces, uncovered } = splitByRates(slice('16:00', '18:00'), rates);
    expect(pieces.map((p) => [p.rate.name, p.from, p.to])).toEqual([
      ['Day', 960, 1020],
      ['Evening', 1020, 1080],
    ]);
    expect(uncovered).toEqual([]);
  });

  it('reports the stretches no rate covers, and rates of other weekdays do not count', () => {
    const weekend = rate({ id: 3, name: 'Weekend', weekdays: [5, 6], start_hour: 0, end_hour: 24 });
    const { uncovered } = splitByRates(slice('21:00', '23:00'), [day, evening, weekend]);
    expect(uncovered).toEqual([{ date: '2026-12-07', weekday: 0, from: 1320, to: 1380 }]);
  });
});

describe('ratePriceFor', () => {
  const typed = rate({ type_prices: { 7: { can_book: true, price: 1200 }, 8: { can_book: false, price: 0 } } });
  it.each([
    ['member with no type price', { kind: 'member', membership_type: 5 }, 2000],
    ['member with the type price', { kind: 'member', membership_type: 7 }, 1200],
    ['member whose type may not book', { kind: 'member', membership_type: 8 }, null],
    ['non-member', { kind: 'nonmember' }, 3000],
    ['coach', { kind: 'coach' }, 1500],
  ] as const)('%s', (_, payer, price) => {
    expect(ratePriceFor(typed, payer)).toBe(price);
  });
});

describe('bookingCost', () => {
  it('prices an hour across two windows for one member', () => {
    const cost = bookingCost({
      slices: [slice('16:30', '17:30')],
      courts: 1,
      payers: [{ key: 'm', kind: 'member' }],
      rates,
    });
    // 30 min at 20.00/h + 30 min at 26.00/h
    expect(cost.total).toBe(2300);
    expect(cost.lines).toEqual([
      { rate: 'Day', minutes: 30 },
      { rate: 'Evening', minutes: 30 },
    ]);
  });

  it('shares the court between a member and a guest, each at their own price', () => {
    const cost = bookingCost({
      slices: [slice('10:00', '11:00')],
      courts: 1,
      payers: [
        { key: 'm', kind: 'member' },
        { key: 'g', kind: 'nonmember' },
      ],
      rates,
    });
    expect(cost.shares).toEqual([
      { key: 'm', amount: 1000 },
      { key: 'g', amount: 1500 },
    ]);
    expect(cost.total).toBe(2500);
  });

  it('uses the membership type price and multiplies by courts and occurrences', () => {
    const typed = [rate({ type_prices: { 7: { can_book: true, price: 1000 } } })];
    const weekly = [slice('09:00', '10:30', '2026-12-07'), slice('09:00', '10:30', '2026-12-14')];
    const cost = bookingCost({
      slices: weekly,
      courts: 2,
      payers: [{ key: 'm', kind: 'member', membership_type: 7 }],
      rates: typed,
    });
    expect(cost.total).toBe(6000);
  });

  it('rounds each share once, halves away from zero', () => {
    // 20 minutes at 10.00/h shared by three: 333.33… each → 111.11… → 111
    const cost = bookingCost({
      slices: [slice('10:00', '10:20')],
      courts: 1,
      payers: ['a', 'b', 'c'].map((key) => ({ key, kind: 'member' as const })),
      rates: [rate({ member_price: 1000 })],
    });
    expect(cost.shares.map((s) => s.amount)).toEqual([111, 111, 111]);
    // 15 minutes at 0.02/h = 0.5 minor → 1
    expect(
      bookingCost({
        slices: [slice('10:00', '10:15')],
        courts: 1,
        payers: [{ key: 'a', kind: 'member' }],
        rates: [rate({ member_price: 2 })],
      }).total,
    ).toBe(1);
  });

  it('costs nothing with nobody paying, and names the rates that refuse a payer', () => {
    expect(bookingCost({ slices: [slice('10:00', '11:00')], courts: 1, payers: [], rates }).total).toBe(0);
    const noGuests = rate({ nonmember_price: null });
    const cost = bookingCost({
      slices: [slice('10:00', '11:00')],
      courts: 1,
      payers: [{ key: 'g', kind: 'nonmember' }],
      rates: [noGuests],
    });
    expect(cost.refused).toEqual([{ key: 'g', rate: 'Day' }]);
  });
});
