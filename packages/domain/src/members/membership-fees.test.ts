import { describe, expect, it } from 'vitest';
import { allowedCycleFor, feeStateOf, nextMembershipPeriod } from './membership-fees';

const rollover = { SingleRolloverDate: true, annualRolloverDate: '07-01', monthlyRolloverDay: 1 };
const anniversary = { ...rollover, SingleRolloverDate: false };

describe('nextMembershipPeriod', () => {
  it('with a single rollover date, a yearly period ends the day before the next rollover', () => {
    expect(nextMembershipPeriod(null, '2026-11-26', 'A', rollover)).toEqual({ start: '2026-11-26', end: '2027-06-30' });
    expect(nextMembershipPeriod(null, '2026-07-01', 'A', rollover)).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    expect(nextMembershipPeriod(null, '2026-06-30', 'A', rollover)).toEqual({ start: '2026-06-30', end: '2026-06-30' });
  });
  it('with a single rollover day, a monthly period ends the day before the next one', () => {
    expect(nextMembershipPeriod(null, '2026-11-26', 'M', rollover)).toEqual({ start: '2026-11-26', end: '2026-11-30' });
    expect(nextMembershipPeriod(null, '2026-12-01', 'M', { ...rollover, monthlyRolloverDay: 15 })).toEqual({
      start: '2026-12-01',
      end: '2026-12-14',
    });
  });
  it('without one, a period is a year or a month from its start', () => {
    expect(nextMembershipPeriod(null, '2026-11-26', 'A', anniversary)).toEqual({
      start: '2026-11-26',
      end: '2027-11-25',
    });
    expect(nextMembershipPeriod(null, '2027-01-31', 'M', anniversary)).toEqual({
      start: '2027-01-31',
      end: '2027-02-27',
    });
  });
  it('renewing a running membership extends it from the day after it expires; a lapsed one starts today', () => {
    expect(nextMembershipPeriod('2027-06-30', '2027-06-20', 'A', rollover)).toEqual({
      start: '2027-07-01',
      end: '2028-06-30',
    });
    expect(nextMembershipPeriod('2026-10-31', '2026-11-26', 'M', anniversary)).toEqual({
      start: '2026-11-26',
      end: '2026-12-25',
    });
  });
});

describe('feeStateOf', () => {
  it('says paid, due this month, renews soon, overdue (with days) or never paid', () => {
    expect(feeStateOf('2027-06-30', null, '2026-11-26')).toEqual({ state: 'paid', daysOverdue: 0 });
    expect(feeStateOf('2026-11-30', null, '2026-11-26')).toEqual({ state: 'due', daysOverdue: 0 });
    expect(feeStateOf('2026-12-20', null, '2026-11-26')).toEqual({ state: 'upcoming', daysOverdue: 0 });
    expect(feeStateOf('2026-11-16', null, '2026-11-26')).toEqual({ state: 'overdue', daysOverdue: 10 });
    expect(feeStateOf(null, null, '2026-11-26')).toEqual({ state: 'unpaid', daysOverdue: 0 });
  });
});

describe('allowedCycleFor', () => {
  const both = { annual_price: '300.00', monthly_price: '30.00' };
  it("prefers the given cycle, then the club's DefaultCycle, among the allowed cycles the type prices", () => {
    expect(allowedCycleFor(both, { AnnualCycleEnabled: true, MonthlyCycleEnabled: true, DefaultCycle: 'M' })).toBe('M');
    expect(allowedCycleFor(both, { AnnualCycleEnabled: true, MonthlyCycleEnabled: true, DefaultCycle: 'M' }, 'A')).toBe(
      'A',
    );
    expect(
      allowedCycleFor(both, { AnnualCycleEnabled: true, MonthlyCycleEnabled: false, DefaultCycle: 'A' }, 'M'),
    ).toBe('A');
    expect(
      allowedCycleFor(
        { annual_price: '0', monthly_price: '30.00' },
        { AnnualCycleEnabled: true, MonthlyCycleEnabled: true, DefaultCycle: 'A' },
      ),
    ).toBe('M');
    expect(
      allowedCycleFor(
        { annual_price: '0', monthly_price: '30.00' },
        { AnnualCycleEnabled: true, MonthlyCycleEnabled: false, DefaultCycle: 'A' },
      ),
    ).toBeNull();
  });
});
