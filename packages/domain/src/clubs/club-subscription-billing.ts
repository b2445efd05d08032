import { z } from 'zod';
import { billingCycles, subscriptionStatuses } from './club-codes';

// The club's own subscription to the product, billed (issue 11, docs/club-subscription.md):
// P (pending authorisation) until an AGENT sets the card that pays and the first charge goes
// through, C (current) to the end of the paid period, O (overdue) when a renewal charge fails
// (retried, reminded, for a grace period), U (unsubscribed) after the grace period or at the end
// of a cancelled period. A change of package or billing cycle mid-period is prorated.

export const subscriptionBillingMessages = {
  notFound: 'Subscription not found.',
  nothingDue: 'Nothing is due on this subscription.',
  noCard: 'Add a card under Payments first: the subscription is charged to a card on file.',
  cardNotOnFile: 'This card is not on file.',
  payOverdueFirst: 'Pay the overdue subscription before changing the package or billing cycle.',
  notCurrent: 'Only a current subscription can be cancelled.',
  notCancelled: 'This subscription is not cancelled.',
  suspended:
    "This club's subscription is suspended because it was not paid. An AGENT of the club can pay it under Club Settings › Subscription.",
} as const;

/** Days after a failed renewal's due date when the card is tried again. */
export const SUBSCRIPTION_RETRY_AFTER_DAYS = [1, 3, 7] as const;
/** Days overdue after which the club is suspended (U): its package's features are refused. */
export const SUBSCRIPTION_GRACE_DAYS = 14;

const DAY_MS = 86_400_000;

/** The end of a billing period starting at `from`: a year or a month later (the month's last day when shorter). */
export function subscriptionPeriodEnd(from: Date, cycle: (typeof billingCycles)[number]): Date {
  const months = from.getUTCFullYear() * 12 + from.getUTCMonth() + (cycle === 'A' ? 12 : 1);
  const [year, month] = [Math.floor(months / 12), months % 12];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(from);
  end.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return end;
}

export type ProrationInput = {
  /** What the current period cost (minor units); 0 when nothing was paid for it. */
  paid: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  cycle: (typeof billingCycles)[number];
  newCycle: (typeof billingCycles)[number];
  /** The new package's price for a whole period of the new cycle (minor units). */
  newPrice: number;
  /** Credit the club already holds (minor units). */
  credit: number;
};

export type Proration = {
  /** The unused part of the current period, in whole days, and its value. */
  days_left: number;
  period_days: number;
  unused_credit: number;
  /** The new package's price for what the change buys: the rest of the period (same cycle) or a whole new period (new cycle). */
  price: number;
  /** What is charged now: price less all credit, never below 0. */
  due: number;
  /** Credit left over for later charges. */
  credit_left: number;
  period_start: Date;
  period_end: Date;
};

/**
 * Proration of a change mid-period: credit for the unused days of the current period (what it
 * cost times days left over its days), and a charge for the rest: on the same billing cycle the
 * new package's price for the days left (the period keeps its end); on another cycle a whole new
 * period from now at the new price. Days count whole (a started day counts as left).
 */
export function prorate(input: ProrationInput): Proration {
  const periodDays = Math.max(1, Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / DAY_MS));
  const daysLeft = Math.min(
    periodDays,
    Math.max(0, Math.ceil((input.periodEnd.getTime() - input.now.getTime()) / DAY_MS)),
  );
  const unused = Math.round((input.paid * daysLeft) / periodDays);
  const sameCycle = input.cycle === input.newCycle;
  const price = sameCycle ? Math.round((input.newPrice * daysLeft) / periodDays) : input.newPrice;
  const credit = unused + input.credit;
  return {
    days_left: daysLeft,
    period_days: periodDays,
    unused_credit: unused,
    price,
    due: Math.max(0, price - credit),
    credit_left: Math.max(0, credit - price),
    period_start: sameCycle ? input.periodStart : input.now,
    period_end: sameCycle ? input.periodEnd : subscriptionPeriodEnd(input.now, input.newCycle),
  };
}

/** The proration part of a quote (money as decimal text in the quote's currency). */
export const prorationQuoteSchema = z.object({
  days_left: z.number(),
  period_days: z.number(),
  unused_credit: z.string(),
  price: z.string(),
  due_now: z.string(),
  credit_left: z.string(),
  period_end: z.string(),
});
export type ProrationQuote = z.infer<typeof prorationQuoteSchema>;

/** POST /api/clubsubscription/{id}/pay/: the card that pays (the caller's default card when left out). */
export const paySubscriptionSchema = z.object({ payment_method_id: z.string().trim().min(1).max(200).optional() });
export type PaySubscription = z.infer<typeof paySubscriptionSchema>;

export const subscriptionChargePurposes = ['first', 'renewal', 'change'] as const;
export const subscriptionChargePurposeLabels: Record<(typeof subscriptionChargePurposes)[number], string> = {
  first: 'First payment',
  renewal: 'Renewal',
  change: 'Package or billing change',
};
export const subscriptionChargeStatuses = ['O', 'P', 'F', 'D'] as const;
export const subscriptionChargeStatusLabels: Record<(typeof subscriptionChargeStatuses)[number], string> = {
  O: 'Outstanding',
  P: 'Paid',
  F: 'Failed',
  D: 'Cancelled',
};

/** A subscription charge record as the API answers it. */
export const subscriptionChargeSchema = z.object({
  id: z.number(),
  purpose: z.enum(subscriptionChargePurposes),
  package: z.number(),
  package_name: z.string(),
  billing_cycle: z.enum(billingCycles),
  amount: z.string(),
  price: z.string(),
  credit: z.string(),
  currency: z.string(),
  status: z.enum(subscriptionChargeStatuses),
  recurring: z.boolean(),
  period_start: z.string(),
  period_end: z.string(),
  next_charge: z.string().nullable(),
  paid_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  transaction: z.number().nullable(),
  created: z.string(),
});
export type SubscriptionCharge = z.infer<typeof subscriptionChargeSchema>;

/** GET /api/clubsubscription/?club: the subscription, who pays, the next charge and the history. */
export const subscriptionBillingSchema = z.object({
  id: z.number(),
  club: z.number(),
  package: z.number(),
  package_name: z.string(),
  billing_cycle: z.enum(billingCycles),
  status: z.enum(subscriptionStatuses),
  period_start: z.string().nullable(),
  expires: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  overdue_since: z.string().nullable(),
  /** The day the club is suspended if still unpaid (status O). */
  suspends_on: z.string().nullable(),
  credit: z.string(),
  currency: z.string(),
  payer: z.object({ player: z.number(), name: z.string(), card: z.string().nullable() }).nullable(),
  next_charge: z
    .object({ date: z.string(), amount: z.string(), currency: z.string(), overdue: z.boolean() })
    .nullable(),
  charges: z.array(subscriptionChargeSchema),
});
export type SubscriptionBilling = z.infer<typeof subscriptionBillingSchema>;

/** The answer of pay/: the subscription, the charge and, when the card asks for it, the authentication step. */
export const subscriptionPaymentSchema = z.object({
  subscription: subscriptionBillingSchema,
  charge: subscriptionChargeSchema.nullable(),
  transaction: z.number().nullable(),
  client_secret: z.string().nullable(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;
