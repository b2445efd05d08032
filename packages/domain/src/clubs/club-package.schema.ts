import { z } from 'zod';
import { messages } from '../validation/messages';
import { requiredNumber } from '../validation/rules';
import { billingCycles } from './club-codes';
import { clubSubscriptionSchema } from './club.schema';
import { prorationQuoteSchema, subscriptionChargeSchema } from './club-subscription-billing';

// The club's package and its subscription (spec 2 §3, spec 3 §3, §4): AGENT only. Changing the
// package switches the club's features to the package's; changing the billing cycle answers the
// club package and the subscription together.

// Labels: the members area's billingCycleLabels and subStatusLabels (the same codes).

export const clubPackageMessages = {
  packageNotFound: 'Choose a package from the list',
  alreadyHasPackage: 'This club already has a package. Change that package instead.',
  noPackage: 'This club has no package yet. Choose one first.',
  notFound: 'Club package not found.',
  billingCycle: 'Billing cycle must be A (yearly) or M (monthly)',
  noPrice: 'We have no price for this package in your currency. Please contact us.',
} as const;

const id = (field: string) =>
  requiredNumber(field).pipe(z.number().int(messages.required(field)).positive(messages.required(field)));
const billingCycle = z.enum(billingCycles, { error: clubPackageMessages.billingCycle });

/** A club package: the package a club is on (`name` is the package's). */
export const clubPackageSchema = z.object({ id: z.number(), club: z.number(), package: z.number(), name: z.string() });
export type ClubPackage = z.infer<typeof clubPackageSchema>;

/** POST /api/clubpackage/: put a club with no package on one (billing yearly unless given). */
export const createClubPackageSchema = z.object({
  club: id('Club'),
  package: id('Package'),
  billing_cycle: billingCycle.optional(),
});
export type CreateClubPackage = z.infer<typeof createClubPackageSchema>;

/** PATCH /api/clubpackage/{id}/: move the club to another package. */
export const updateClubPackageSchema = z.object({ package: id('Package') });
export type UpdateClubPackage = z.infer<typeof updateClubPackageSchema>;

/** POST /api/clubpackage/{id}/change_billing_cycle/. */
export const changeBillingCycleSchema = z.object({ billing_cycle: billingCycle });
export type ChangeBillingCycle = z.infer<typeof changeBillingCycleSchema>;

/** The answer of change_billing_cycle/ (and of the package calls): the club package and its subscription. */
export const clubPackageChangeSchema = z.object({
  clubpackage: clubPackageSchema,
  subscription: clubSubscriptionSchema,
  /** The prorated charge a change of a paid subscription made (none when nothing was charged). */
  charge: subscriptionChargeSchema.nullable().optional(),
  /** The charge's card authentication step, when the card asks for one: the change applies once it is paid. */
  client_secret: z.string().nullable().optional(),
});
export type ClubPackageChange = z.infer<typeof clubPackageChangeSchema>;

/** POST /api/clubsubscriptionprice/ {club}: the club's price; `package`/`billing_cycle` quote another choice. */
export const subscriptionPriceRequestSchema = z.object({
  club: id('Club'),
  package: id('Package').optional(),
  billing_cycle: billingCycle.optional(),
});
export type SubscriptionPriceRequest = z.infer<typeof subscriptionPriceRequestSchema>;

/** One feature's share of a quote; money as decimal text in the quote's currency. */
export const featurePriceLineSchema = z.object({
  name: z.string(),
  annual_price: z.string(),
  monthly_price: z.string(),
  transaction_fee: z.string(),
  processing_fee: z.string(),
  processing_fee_unit: z.string(),
});

/**
 * A subscription quote: yearly and monthly totals (lump sums plus per-player prices times the
 * club's members), and `price`, the total of the quoted billing cycle.
 */
export const subscriptionPriceSchema = z.object({
  club: z.number(),
  package: z.number(),
  package_name: z.string(),
  billing_cycle: billingCycle,
  currency: z.string(),
  members: z.number(),
  annual_price: z.string(),
  monthly_price: z.string(),
  price: z.string(),
  features: z.array(featurePriceLineSchema),
  /** Moving a paid subscription to the quoted package or cycle now: credit for the unused days, the charge for the rest. */
  proration: prorationQuoteSchema.nullable().optional(),
});
export type SubscriptionPrice = z.infer<typeof subscriptionPriceSchema>;
