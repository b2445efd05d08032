import { z } from 'zod';
import { billingCycles, subscriptionStatuses } from '../clubs/club-codes';
import { genderCodes } from './member-codes';
import { messages } from '../validation/messages';
import { withPhoneRule } from '../validation/rules';
import { isEmail } from '../validation/patterns';
import {
  optionalCodeField,
  optionalDateField,
  optionalIdField,
  optionalSteppedNumber,
  requiredTextField,
  storableText,
  textField,
} from './member-fields';

/** The store refusals of spec 2 §8 for members, membership types and any entity. */
export const memberRefusals = {
  member: 'Invalid member details',
  membership: 'Invalid membership details',
  membershipType: 'Invalid membership type details',
  notEnoughData: 'Not enough data',
} as const;

/** The not-found sentences of the members' records (the access guard and the services say them). */
export const MEMBER_NOT_FOUND = 'Member not found.';
export const TYPE_NOT_FOUND = 'Membership type not found.';
export const GROUP_NOT_FOUND = 'Member group not found.';

/** Messages of the member rules that the shared catalogue does not word. */
export const memberMessages = {
  gender: 'Gender must be M, F or U',
  billingCycle: 'Billing cycle must be A (yearly) or M (monthly)',
  subStatus: 'Subscription status must be C, O, U or P',
  membershipType: 'Choose a membership type of this club',
  group: 'Choose a member group of this club',
  ntrpStep: 'NTRP level goes in steps of 0.5',
} as const;

/**
 * A member's e-mail addresses: a list (or one comma-separated text), blanks dropped, lower-cased.
 * Spec 2 §5 requires the first to be valid; the others are held to the same rule.
 */
export const emailSetField = () =>
  z
    .preprocess(
      (v) => (v === null || v === undefined ? [] : typeof v === 'string' ? v.split(/[,;]/) : v),
      z.array(z.string({ error: messages.email }).trim().transform(storableText), { error: messages.email }),
    )
    .superRefine((list, ctx) => {
      list.forEach((email, i) => {
        if (email !== '' && !isEmail(email)) ctx.addIssue({ code: 'custom', path: [i], message: messages.email });
      });
    })
    .transform((list) => list.filter((email) => email !== '').map((email) => email.toLowerCase()));

/** The membership of a member: type, billing cycle, expiry, subscription status and group. */
export const membershipFields = {
  membership_type: optionalIdField(memberMessages.membershipType),
  billing_cycle: optionalCodeField(billingCycles, memberMessages.billingCycle),
  expires: optionalDateField(),
  sub_status: optionalCodeField(subscriptionStatuses, memberMessages.subStatus),
  group: optionalIdField(memberMessages.group),
};

/** The club member fields (spec 2 §3) with the rules of spec 2 §5. */
export const memberFields = {
  membership_number: textField(50),
  first_name: requiredTextField('First name', 100),
  last_name: requiredTextField('Last name', 100),
  email_set: emailSetField(),
  street_addr: textField(200),
  city: textField(50),
  state: textField(50),
  postcode: textField(20),
  phone_number: withPhoneRule(textField(30)),
  gender: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || 'U' : (v ?? 'U')),
    z.enum(genderCodes, { error: memberMessages.gender }),
  ),
  dob: optionalDateField(),
  date_joined: optionalDateField(),
  ntrp_level: optionalSteppedNumber(1, 7, 0.5, memberMessages.ntrpStep),
  has_club_matcha: z.preprocess((v) => v ?? false, z.boolean({ error: 'Must be true or false' })),
  ...membershipFields,
};

/** A club member as forms and bulk rows send it; the store refuses it with 'Invalid member details'. */
export const memberSchema = z.object(memberFields);
/** What a member may be sent as: text for text, numbers or numeric text for numbers and ids, blank or null for "none". */
export type MemberInput = Partial<{
  membership_number: string;
  first_name: string;
  last_name: string;
  email_set: string[] | string;
  street_addr: string;
  city: string;
  state: string;
  postcode: string;
  phone_number: string;
  gender: string;
  dob: string | null;
  date_joined: string | null;
  ntrp_level: number | string | null;
  has_club_matcha: boolean;
  membership_type: number | string | null;
  billing_cycle: string | null;
  expires: string | null;
  sub_status: string | null;
  group: number | string | null;
}>;
export type Member = z.output<typeof memberSchema>;

/** The editable fields of a member, in form order. */
export const memberFieldNames = Object.keys(memberFields) as (keyof typeof memberFields)[];

/** What people call each field: used in row errors ('Row 3: Email: …') and CSV headers. */
export const memberFieldLabels: Record<keyof typeof memberFields, string> = {
  membership_number: 'Membership number',
  first_name: 'First name',
  last_name: 'Last name',
  email_set: 'Email',
  street_addr: 'Street',
  city: 'City',
  state: 'State',
  postcode: 'Postcode',
  phone_number: 'Phone',
  gender: 'Gender',
  dob: 'Date of birth',
  date_joined: 'Date joined',
  ntrp_level: 'NTRP level',
  has_club_matcha: 'Club matcha',
  membership_type: 'Membership type',
  billing_cycle: 'Billing cycle',
  expires: 'Expires',
  sub_status: 'Subscription status',
  group: 'Group',
};

/** A club member as the API answers it: GET /api/clubmember/ and the bulk calls. */
export const clubMemberSchema = z.object({
  id: z.number(),
  club: z.number(),
  /** The player the member is linked to: a registered player whose validated e-mail matches. */
  player: z.number().nullable(),
  is_user: z.boolean(),
  membership_number: z.string(),
  date_joined: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email_set: z.array(z.string()),
  street_addr: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone_number: z.string(),
  gender: z.enum(genderCodes),
  dob: z.string().nullable(),
  ntrp_level: z.number().nullable(),
  membership_type: z.number().nullable(),
  expires: z.string().nullable(),
  billing_cycle: z.enum(billingCycles).nullable(),
  group: z.number().nullable(),
  sub_status: z.enum(subscriptionStatuses).nullable(),
  /** True when the membership has an expiry date before today (the club's local date). */
  is_expired: z.boolean(),
  stripe_customer: z.string().nullable(),
  has_club_matcha: z.boolean(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

/** The wire shape of a stored member as input again: what a PATCH row is merged onto. */
export const memberInputOf = (m: ClubMember): MemberInput => {
  const input: Record<string, unknown> = {};
  for (const name of memberFieldNames) input[name] = m[name];
  return input as MemberInput;
};
