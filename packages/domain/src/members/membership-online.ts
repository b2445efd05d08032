import { z } from 'zod';
import { clubMemberSchema } from './member.schema';
import { membershipChargeSchema } from './membership-fees';
import { playerPaymentMethodField } from '../payments/payment.schema';

// Members paying online (issue 11): a player chooses one of the club's membership types and a
// billing cycle the club's membership feature allows, agrees to the club's terms, pays with their
// card on file and becomes a member; renewals then charge that card (docs/membership-fees.md).

export const membershipOnlineMessages = {
  terms: "Agree to the club's membership terms first.",
  cycle: 'Choose yearly (A) or monthly (M)',
  type: 'Choose a membership type',
  typeNotFound: 'Membership type not found.',
  alreadyMember: 'You are already a member of this club until {expires}.',
  full: 'This membership type is full.',
  nothingOwed: 'Nothing is owed on this membership.',
  notCard: 'Only memberships paid online renew by card.',
  alreadyCancelled: 'Renewal is already cancelled.',
  overdue: 'Your membership is overdue: pay the amount due instead.',
  notOnSale: 'This club does not sell memberships online: its subscription does not include the Membership feature.',
  renewalForced: 'This club renews memberships automatically: cancel renewal instead.',
  noPlayer: 'This member has no Rally account, so no card on file.',
} as const;

/** POST /api/clubmembership/join/: buy a membership of the club by card. */
export const joinMembershipSchema = z.object({
  club: z.number().int().positive(),
  membership_type: z.number({ error: membershipOnlineMessages.type }).int().positive(),
  billing_cycle: z.enum(['A', 'M'], { error: membershipOnlineMessages.cycle }),
  agree_terms: z.literal(true, { error: membershipOnlineMessages.terms }),
  /** A card other than the player's default (a gateway payment method id). */
  payment_method_id: z.string().trim().min(1).max(200).optional(),
  /** C the card (default), or A the player's account credit at the club (issue 30). */
  payment_method: playerPaymentMethodField(),
  /** Renew automatically (by the card) at the end of each period: a club with opt-in renewal asks; default off there, on where renewal is forced. */
  auto_renew: z.boolean().optional(),
  /** The member (issue 30, docs/households.md): a junior of the caller's household, the caller paying; left out, the caller. */
  member: z.number({ error: 'Choose who the membership is for' }).int().positive().optional(),
});
export type JoinMembership = z.infer<typeof joinMembershipSchema>;

/** POST /api/clubmembership/{id}/pay/: pay what the membership owes (the overdue renewal) by card. */
export const payMembershipSchema = z.object({
  payment_method_id: z.string().trim().min(1).max(200).optional(),
  /** C the card (default), or A the player's account credit at the club (issue 30). */
  payment_method: playerPaymentMethodField(),
});
export type PayMembership = z.infer<typeof payMembershipSchema>;

/** A player's membership of one club, as they see it: the next charge and the receipts. */
export const myMembershipSchema = z.object({
  member: z.number(),
  club: z.number(),
  club_name: z.string(),
  membership_type: z.number().nullable(),
  membership_type_name: z.string(),
  billing_cycle: z.enum(['A', 'M']).nullable(),
  expires: z.string().nullable(),
  sub_status: z.enum(['C', 'O', 'U', 'P']).nullable(),
  /** Renews by charging the card on file (bought or last paid online). */
  renews_by_card: z.boolean(),
  /** Renews at the end of the period: always where the club forces renewal (until cancelled), by the member's choice where it is opt-in. */
  auto_renew: z.boolean(),
  /** The next charge: a renewal on `date` (the day after expiry), or the overdue amount now; null when renewal is cancelled. */
  next_charge: z
    .object({ date: z.string(), amount: z.string(), currency: z.string(), overdue: z.boolean() })
    .nullable(),
  charges: z.array(membershipChargeSchema),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

/** GET /api/clubmembership/offer/?club: what the club sells online and the caller's membership there. */
export const membershipOfferSchema = z.object({
  club: z.number(),
  club_name: z.string(),
  currency: z.string(),
  today: z.string(),
  cycles: z.array(z.enum(['A', 'M'])),
  default_cycle: z.enum(['A', 'M']),
  renewal: z.enum(['forced', 'optional']),
  types: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      comments: z.string(),
      annual_price: z.string().nullable(),
      monthly_price: z.string().nullable(),
      full: z.boolean(),
      /**
       * What a payment today buys and costs, by allowed cycle with a price: the period (to the
       * next rollover) and its price, a short first period prorated by the club's rule.
       */
      periods: z
        .array(
          z.object({
            billing_cycle: z.enum(['A', 'M']),
            start: z.string(),
            end: z.string(),
            amount: z.string(),
            full_price: z.string(),
            prorated: z.boolean(),
          }),
        )
        .optional(),
    }),
  ),
  /** The club's rule for a first period shorter than a cycle: full price, by day or by month. */
  proration: z.enum(['full', 'day', 'month']).optional(),
  /** Sentences the player agrees to before paying. */
  terms: z.array(z.string()),
  membership: myMembershipSchema.nullable(),
});
export type MembershipOffer = z.infer<typeof membershipOfferSchema>;

/** POST /api/clubmembership/{id}/auto_renew/: a member of a club with opt-in renewal chooses automatic renewal, or stops it. */
export const setAutoRenewSchema = z.object({ auto_renew: z.boolean({ error: 'auto_renew must be true or false' }) });
export type SetAutoRenew = z.infer<typeof setAutoRenewSchema>;

/** POST /api/clubmember/{id}/charge_card/: staff charge the member's card on file for an amount with a purpose. */
export const chargeMemberCardSchema = z.object({
  amount: z
    .number({ error: 'Enter an amount' })
    .positive('Must be a number greater than 0')
    .max(100_000, 'At most 100000'),
  description: z
    .string({ error: 'Say what the charge is for' })
    .trim()
    .min(1, 'Say what the charge is for')
    .max(200, 'At most 200 characters'),
});
export type ChargeMemberCard = z.infer<typeof chargeMemberCardSchema>;

/** POST /api/clubmembership/join/ and …/pay/: the member, the charge record and the payment. */
export const membershipPaymentResultSchema = z.object({
  member: clubMemberSchema,
  charge: membershipChargeSchema,
  transaction: z.number().nullable(),
  client_secret: z.string().nullable(),
});
export type MembershipPaymentResult = z.infer<typeof membershipPaymentResultSchema>;
