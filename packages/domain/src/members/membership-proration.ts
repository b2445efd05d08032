import { DateTime } from 'luxon';
import { fromMinor, toMinor, type Minor } from '../money/money';
import type { FeatureParams } from '../clubs/club-feature.schema';
import { membershipPrice, nextMembershipPeriod } from './membership-fees';

// Prorating a short membership period (issue 27): with a single rollover date a membership bought
// mid-season runs only to the next rollover, so its first period is shorter than a cycle. The
// club's rule (the membership feature's `firstPeriodProration`) prices it: `full` the whole cycle's
// price, `day` by the days it runs, `month` by the months it touches (a started month counts
// whole). The quote, the charge, the renewal and the fees view all price a period by this one rule.

/** How a period shorter than a full cycle is priced: the whole price, by day, or by started month. */
export const prorationRules = ['full', 'day', 'month'] as const;
export type ProrationRule = (typeof prorationRules)[number];
export const prorationRuleLabels: Record<ProrationRule, string> = {
  full: 'Full price',
  day: 'By day',
  month: 'By month',
};

type Cycle = 'A' | 'M';
type Period = { start: string; end: string };

/** The full cycle that ends with the period (ISO dates): a year or a month back from the day after its end. */
function fullCycleEndingWith(period: Period, cycle: Cycle) {
  const after = DateTime.fromISO(period.end).plus({ days: 1 });
  return { start: after.minus(cycle === 'A' ? { years: 1 } : { months: 1 }), after };
}

/** Months a period touches, counting a started month whole (1 Dec–30 Jun: 7; 7 Dec–30 Jun: 7; 1–31 Jan: 1). */
function startedMonths(period: Period) {
  const start = DateTime.fromISO(period.start);
  const after = DateTime.fromISO(period.end).plus({ days: 1 });
  return Math.ceil(after.diff(start, 'months').months - 1e-9);
}

/**
 * The share of a cycle's price (minor units) that `period` costs under `rule`: the whole price
 * when the period is a full cycle or longer, else by day (the days it runs over the days of the
 * full cycle ending with it, so a leap year's cycle has 366) or by started month (of 12 for a
 * yearly cycle; a monthly cycle's part month is a started month, so its whole price). Rounded to
 * the minor unit, halves up (money's one rounding rule), never above the price.
 */
export function proratedPrice(price: Minor, cycle: Cycle, period: Period, rule: ProrationRule): Minor {
  const full = fullCycleEndingWith(period, cycle);
  const start = DateTime.fromISO(period.start);
  if (rule === 'full' || start <= full.start) return price;
  if (rule === 'day') {
    const days = Math.round(full.after.diff(start, 'days').days);
    const cycleDays = Math.round(full.after.diff(full.start, 'days').days);
    return Math.min(price, Math.round((price * days) / cycleDays));
  }
  if (cycle === 'M') return price;
  return Math.min(price, Math.round((price * startedMonths(period)) / 12));
}

/** True when `period` is shorter than a full cycle (so the club's proration rule prices it). */
export const isShortPeriod = (cycle: Cycle, period: Period) =>
  DateTime.fromISO(period.start) > fullCycleEndingWith(period, cycle).start;

/** The price (decimal text) of `period` of a cycle whose full price is `price`, under the club's rule. */
export function periodPrice(
  price: string,
  currency: string,
  cycle: Cycle,
  period: Period,
  rule: ProrationRule,
): string {
  return fromMinor(proratedPrice(toMinor(price, currency) ?? 0, cycle, period, rule), currency);
}

/** A period a payment buys and what it costs: the full cycle's price, and the club's rule applied to a short period. */
export type PeriodCharge = { start: string; end: string; amount: string; full_price: string; prorated: boolean };

/**
 * What the next payment of a membership buys and costs (the quote, the charge, the renewal and the
 * fees view all ask this): the period from `nextMembershipPeriod` (`runsOn` the running expiry, or
 * null) and its price by the club's `firstPeriodProration`. Null when the type has no price for the cycle.
 */
export function nextPeriodCharge(
  type: { annual_price: string; monthly_price: string },
  cycle: Cycle,
  runsOn: string | null,
  today: string,
  currency: string,
  params: Pick<
    FeatureParams['membership'],
    'SingleRolloverDate' | 'annualRolloverDate' | 'monthlyRolloverDay' | 'firstPeriodProration'
  >,
): PeriodCharge | null {
  const price = membershipPrice(type, cycle);
  if (!price) return null;
  const period = nextMembershipPeriod(runsOn, today, cycle, params);
  const full = fromMinor(toMinor(price, currency) ?? 0, currency);
  const amount = periodPrice(price, currency, cycle, period, params.firstPeriodProration);
  return { ...period, amount, full_price: full, prorated: amount !== full };
}
