import { DateTime } from 'luxon';
import { z } from 'zod';
import { messages } from '../validation/messages';
import type { FeatureParams } from '../clubs/club-feature.schema';

// Membership fees (issue 11): what a member pays for a period of their membership, the period a
// payment buys under the club's membership feature (billing cycles and rollover), and the fees
// view of the register (paid, due this month, overdue, upcoming renewals).

type MembershipParams = FeatureParams['membership'];
type Cycle = 'A' | 'M';

export const membershipFeeMessages = {
  noType: 'This member has no membership type. Give them one first.',
  noCycle: 'This member has no billing cycle. Choose yearly or monthly first.',
  cycleNotAllowed: (cycle: Cycle) => `This club does not offer ${cycle === 'A' ? 'yearly' : 'monthly'} memberships.`,
  noPrice: (cycle: Cycle) => `The membership type has no ${cycle === 'A' ? 'yearly' : 'monthly'} price.`,
  method: 'Choose cash or cheque',
  notOverdue: 'None of these members is overdue.',
  noEmail: 'The member has no e-mail address.',
} as const;

/** A charge record's status: O outstanding (due, not yet paid), P paid, F failed, D cancelled. */
export const membershipChargeStatuses = ['O', 'P', 'F', 'D'] as const;
export type MembershipChargeStatus = (typeof membershipChargeStatuses)[number];
/** Payment methods staff record by hand (spec 2 §4: Q cheque, S cash); labels: the payments area's paymentMethodLabels. */
export const manualPaymentMethods = ['Q', 'S'] as const;

/** POST /api/clubmember/{id}/record_payment/: a cash or cheque payment of the member's next period. */
export const recordMembershipPaymentSchema = z.object({
  method: z.enum(manualPaymentMethods, { error: membershipFeeMessages.method }),
  note: z
    .string({ error: messages.max(200) })
    .trim()
    .max(200, messages.max(200))
    .default(''),
});
export type RecordMembershipPayment = z.infer<typeof recordMembershipPaymentSchema>;

/** POST /api/membershipfees/remind/: remind the overdue members named, or every overdue member. */
export const membershipReminderSchema = z.object({
  club: z.number().int().positive(),
  members: z.array(z.number().int().positive()).max(10_000).optional(),
});
export type MembershipReminder = z.infer<typeof membershipReminderSchema>;

/** A membership charge record (the spec's subscription charge record). */
export const membershipChargeSchema = z.object({
  id: z.number(),
  club: z.number(),
  member: z.number(),
  player: z.number().nullable(),
  purpose: z.string(),
  membership_type: z.number().nullable(),
  billing_cycle: z.enum(['A', 'M']),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(membershipChargeStatuses),
  method: z.enum(['C', 'Q', 'S', 'A']).nullable(),
  recurring: z.boolean(),
  period_start: z.string(),
  period_end: z.string(),
  next_charge: z.string().nullable(),
  paid_at: z.string().nullable(),
  note: z.string(),
  transaction: z.number().nullable(),
  created: z.string(),
});
export type MembershipCharge = z.infer<typeof membershipChargeSchema>;

/** Where a member stands in the fees view. */
export const feeStates = ['paid', 'due', 'overdue', 'upcoming', 'unpaid', 'lapsed'] as const;
export type FeeState = (typeof feeStates)[number];
export const feeStateLabels: Record<FeeState, string> = {
  paid: 'Paid',
  due: 'Due this month',
  overdue: 'Overdue',
  upcoming: 'Renews soon',
  unpaid: 'Never paid',
  lapsed: 'Lapsed',
};

/** What each state means, said where the state is shown (the fees view's badges and its filter). */
export const feeStateHelp: Record<FeeState, string> = {
  paid: 'Paid up: the membership runs past the next 30 days.',
  due: 'The membership ends this month: the next period is due.',
  overdue:
    'The membership has ended, or its renewal charge is unpaid: the member books as a non-member until it is paid.',
  upcoming: 'The membership ends within 30 days.',
  unpaid: 'Has a membership type but no payment on record.',
  lapsed: 'Renewal was cancelled and the membership has ended: nothing is owed.',
};

/** The states in which a member owes the club (the fees view offers "Record payment" on these rows only). */
export const owingFeeStates: readonly FeeState[] = ['due', 'overdue', 'unpaid'];

/** One member of the fees view. */
export const memberFeeSchema = z.object({
  member: z.number(),
  name: z.string(),
  email: z.string(),
  membership_number: z.string(),
  membership_type: z.number(),
  membership_type_name: z.string(),
  billing_cycle: z.enum(['A', 'M']).nullable(),
  expires: z.string().nullable(),
  sub_status: z.enum(['C', 'O', 'U', 'P']).nullable(),
  state: z.enum(feeStates),
  /** What is owed (an outstanding charge), else the price of the next period, a short one prorated by the club's rule ('' when the type has none). */
  amount: z.string(),
  /** The period that amount pays for (null when there is none). */
  period_start: z.string().nullable().optional(),
  period_end: z.string().nullable().optional(),
  /** True when the period is shorter than a cycle and the club's rule prorated its price. */
  prorated: z.boolean().optional(),
  currency: z.string(),
  days_overdue: z.number(),
  last_paid: z.string().nullable(),
  /** Linked to a player's account (so a card on file may be charged). */
  has_account: z.boolean().optional(),
});
export type MemberFee = z.infer<typeof memberFeeSchema>;

/** GET /api/membershipfees/?club: the fees view with its totals per state. */
export const membershipFeesSchema = z.object({
  club: z.number(),
  today: z.string(),
  totals: z.record(z.enum(feeStates), z.object({ count: z.number(), amount: z.string() })),
  results: z.array(memberFeeSchema),
});
export type MembershipFees = z.infer<typeof membershipFeesSchema>;

/** Days ahead that count as "renews soon". */
export const UPCOMING_DAYS = 30;

/** A member's state on `today` (ISO dates in the club's zone). */
export function feeStateOf(
  expires: string | null,
  lastPaid: string | null,
  today: string,
): { state: FeeState; daysOverdue: number } {
  if (!expires) return { state: lastPaid ? 'overdue' : 'unpaid', daysOverdue: 0 };
  const t = DateTime.fromISO(today);
  const e = DateTime.fromISO(expires);
  if (e < t) return { state: 'overdue', daysOverdue: Math.round(t.diff(e, 'days').days) };
  if (e.hasSame(t, 'month') && e.hasSame(t, 'year')) return { state: 'due', daysOverdue: 0 };
  if (e.diff(t, 'days').days <= UPCOMING_DAYS) return { state: 'upcoming', daysOverdue: 0 };
  return { state: 'paid', daysOverdue: 0 };
}

/** True when the club's membership feature offers the cycle. */
export const cycleAllowed = (
  params: Pick<MembershipParams, 'AnnualCycleEnabled' | 'MonthlyCycleEnabled'>,
  cycle: Cycle,
) => (cycle === 'A' ? params.AnnualCycleEnabled : params.MonthlyCycleEnabled);

/**
 * The cycle a membership of `type` gets when the club chooses it (a new member with no cycle
 * given, or a renewal whose cycle the club has since switched off): `preferred` when the club
 * allows it and the type prices it, else the club's DefaultCycle, else the other allowed cycle the
 * type prices. Null when no allowed cycle has a price in the type.
 */
export function allowedCycleFor(
  type: { annual_price: string | number; monthly_price: string | number },
  params: Pick<MembershipParams, 'AnnualCycleEnabled' | 'MonthlyCycleEnabled' | 'DefaultCycle'>,
  preferred?: Cycle | null,
): Cycle | null {
  const order: Cycle[] = [...(preferred ? [preferred] : []), params.DefaultCycle, 'A', 'M'];
  return (
    order.find((c) => cycleAllowed(params, c) && Number(c === 'A' ? type.annual_price : type.monthly_price) > 0) ?? null
  );
}

/**
 * The period a payment made on `today` buys (ISO dates): from the day after the current expiry
 * when the membership is still running (an early renewal extends it), else from today. Without a
 * single rollover date a period is a year or a month from its start; with one, it ends the day
 * before the next rollover after its start (annualRolloverDate 'MM-DD', monthlyRolloverDay).
 */
export function nextMembershipPeriod(
  expires: string | null,
  today: string,
  cycle: Cycle,
  params: Pick<MembershipParams, 'SingleRolloverDate' | 'annualRolloverDate' | 'monthlyRolloverDay'>,
): { start: string; end: string } {
  const t = DateTime.fromISO(today);
  const running = expires ? DateTime.fromISO(expires) : null;
  const start = running && running >= t ? running.plus({ days: 1 }) : t;
  let next: DateTime;
  if (!params.SingleRolloverDate) {
    next = start.plus(cycle === 'A' ? { years: 1 } : { months: 1 });
  } else if (cycle === 'A') {
    const [month, day] = params.annualRolloverDate.split('-').map(Number);
    next = start.set({ month, day });
    if (next <= start) next = next.plus({ years: 1 });
  } else {
    next = start.set({ day: Math.min(params.monthlyRolloverDay, 28) });
    if (next <= start) next = next.plus({ months: 1 });
  }
  return { start: start.toISODate()!, end: next.minus({ days: 1 }).toISODate()! };
}

/** The next period's price of a type by cycle (decimal text), or null when it has none. */
export function membershipPrice(type: { annual_price: string; monthly_price: string }, cycle: Cycle): string | null {
  const price = cycle === 'A' ? type.annual_price : type.monthly_price;
  return Number(price) > 0 ? price : null;
}
