import { z } from 'zod';
import { clubMembershipTypeSchema } from '../clubs/club.schema';
import { messages } from '../validation/messages';
import { recordId } from '../validation/ids';
import { isNumeric } from '../validation/patterns';
import type { ObjectRule } from '../validation/rules';
import { toMinor } from '../money/money';
import { isBlank, optionalIdField, requiredTextField, textField } from './member-fields';
import type { BillingCycle } from './member-codes';
import { membershipFields, memberMessages, type MemberInput } from './member.schema';

// ---------- a member's membership ----------

/**
 * A member's membership: PATCH /api/clubmember/{id}/membership/ and the membership part of a
 * member. Without a type the other fields are cleared. The store refuses it with
 * 'Invalid membership details'.
 */
export const membershipSchema = z
  .object(membershipFields)
  .transform((m) => (m.membership_type === null ? { ...m, billing_cycle: null, expires: null, sub_status: null } : m));
/** What a membership may be sent as (any subset; see {@link MemberInput} for the value shapes). */
export type MembershipInput = Partial<
  Pick<MemberInput, 'membership_type' | 'billing_cycle' | 'expires' | 'sub_status' | 'group'>
>;
export type Membership = z.output<typeof membershipSchema>;

// ---------- membership types ----------

/** Largest price a membership type may have (the database keeps 12 digits, 2 decimals). */
export const MAX_PRICE = 1_000_000;

/** A price: numeric and not negative ('Must be a positive number'); blank counts as 0. */
export const priceField = () =>
  z.preprocess(
    (v) => (isBlank(v) ? 0 : typeof v === 'string' && isNumeric(v) ? Number(v) : v),
    z
      .number({ error: messages.positiveNumberOrZero })
      .min(0, messages.positiveNumberOrZero)
      .max(MAX_PRICE, messages.maxValue(MAX_PRICE)),
  );

export const membershipTypeFields = {
  name: requiredTextField('Name', 100),
  comments: textField(1000),
  group: textField(50),
  /** Most members the type may have; null for no limit. */
  max_number: optionalIdField(messages.positiveNumber),
  annual_price: priceField(),
  monthly_price: priceField(),
};

/** The message when both prices are zero (the shared require_one_non_zero rule's words). */
export const pricesBothZeroMessage = messages.requireOneNonZero('Annual price', 'Monthly price');

/**
 * require_one_non_zero on the prices as they will be kept: rounded to cents by the money rule, so
 * 0.001 counts as 0 (the server checks again in the club's currency, e.g. whole yen).
 */
const pricesNotBothZero: ObjectRule<{ annual_price: number; monthly_price: number }> = (data, ctx) => {
  const cents = (value: number) => toMinor(value, 'AUD', 2) ?? 0;
  if (cents(data.annual_price) > 0 || cents(data.monthly_price) > 0) return;
  ctx.addIssue({ code: 'custom', path: ['annual_price'], message: pricesBothZeroMessage });
  ctx.addIssue({ code: 'custom', path: ['monthly_price'], message: pricesBothZeroMessage });
};

/**
 * A membership type as its form and POST/PATCH /api/clubmembershiptype/ send it (spec 2 §5:
 * prices numeric and not negative, not both zero). The store refuses it with 'Invalid membership type details'.
 */
export const membershipTypeSchema = z.object(membershipTypeFields).superRefine(pricesNotBothZero);
/** What a membership type may be sent as: prices as numbers or decimal text, blank max_number for no limit. */
export type MembershipTypeInput = Partial<{
  name: string;
  comments: string;
  group: string;
  max_number: number | string | null;
  annual_price: number | string;
  monthly_price: number | string;
}>;
export type MembershipTypeValues = z.output<typeof membershipTypeSchema>;

/** POST /api/clubmembershiptype/: the type and its club (read as the route's guard reads it). */
export const createMembershipTypeSchema = z
  .object({ club: recordId('club is required'), ...membershipTypeFields })
  .superRefine(pricesNotBothZero);

/** A membership type as the API answers it; `currency` is the club's, `member_count` how many members have it. */
export const membershipTypeRecordSchema = clubMembershipTypeSchema.extend({ member_count: z.number() });
export type MembershipTypeRecord = z.infer<typeof membershipTypeRecordSchema>;

type Priced = { annual_price: string | number; monthly_price: string | number };

/** The price of a billing cycle in minor units (0 when the cycle is not offered). */
export const cyclePrice = (type: Priced, cycle: BillingCycle, currency: string): number =>
  toMinor(cycle === 'A' ? type.annual_price : type.monthly_price, currency) ?? 0;

/** True when the type can be paid on that cycle: a zero price means the cycle is not offered. */
export const offersCycle = (type: Priced, cycle: BillingCycle, currency: string): boolean =>
  cyclePrice(type, cycle, currency) > 0;

/** The cycle a new membership gets when none is given: yearly if the type has a yearly price, else monthly. */
export const defaultBillingCycle = (type: Priced, currency: string): BillingCycle =>
  offersCycle(type, 'A', currency) ? 'A' : 'M';

/** The refusal when a type cannot take another member (max_number reached). */
export const membershipTypeFullMessage = (name: string, max: number) =>
  `The membership type ${name} is full (at most ${max} members)`;

/** The refusal when the chosen billing cycle has no price in the type. */
export const cycleNotOfferedMessage = (name: string, cycle: BillingCycle) =>
  `The membership type ${name} has no ${cycle === 'A' ? 'yearly' : 'monthly'} price`;

// ---------- member groups ----------

/** A member group: POST/PATCH /api/clubmembergroup/ (name, membership type and, optionally, its members). */
export const memberGroupFields = {
  name: requiredTextField('Name', 100),
  membership_type: optionalIdField(memberMessages.membershipType),
  /** Ids of the club members in the group; when given, it replaces the group's members. */
  members: z.array(z.number().int().positive(), { error: 'Must be a list of member ids' }).max(100_000).optional(),
};
export const memberGroupSchema = z.object(memberGroupFields);
export type MemberGroupInput = z.input<typeof memberGroupSchema>;

/** A member group as the API answers it. */
export const memberGroupRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  membership_type: z.number().nullable(),
  members: z.array(z.number()),
});
export type MemberGroupRecord = z.infer<typeof memberGroupRecordSchema>;
