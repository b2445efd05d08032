import { z } from 'zod';
import { messages } from '../validation/messages';
import { requiredNumber, requiredText } from '../validation/rules';
import { isEmail } from '../validation/patterns';
import { billingCycles } from './club-codes';
import { clubSubscriptionSchema } from './club.schema';
import { clubDetailsFields } from './club-settings.schema';
import type { DashboardSection } from '../access/dashboard-menu';

// A club signs up on its own (issue 11): a signed-in player registers a club, becomes its active
// AGENT, puts it on a package with a billing cycle (subscription P, pending authorisation, until
// a payment method is set) and works through a set-up checklist. The club stays unverified until
// the platform verifies it; a player has at most one unverified club at a time.

export const clubSignupMessages = {
  pendingClub: 'You already have a club waiting for verification. Finish setting it up before registering another.',
  tooMany: 'Too many clubs registered from this address. Please try again later.',
  billingCycle: 'Choose yearly or monthly billing',
  email: 'Enter the e-mail address members should write to',
} as const;

const id = (field: string) =>
  requiredNumber(field).pipe(z.number().int(messages.required(field)).positive(messages.required(field)));

/** POST /api/club/: the new club's details, its package and billing cycle. */
export const createClubSchema = z.object({
  name: requiredText('Club name', 100),
  ...clubDetailsFields,
  street_address: requiredText('Street address', 200),
  city: requiredText('City', 50),
  email: z
    .string({ error: clubSignupMessages.email })
    .trim()
    .max(254, messages.max(254))
    .refine((v) => isEmail(v), clubSignupMessages.email)
    .transform((v) => v.toLowerCase()),
  package: id('Package'),
  billing_cycle: z.enum(billingCycles, { error: clubSignupMessages.billingCycle }),
});
export type CreateClub = z.infer<typeof createClubSchema>;
export type CreateClubValues = z.input<typeof createClubSchema>;

/** The answer to POST /api/club/: the new club, its package and its (pending) subscription. */
export const createdClubSchema = z.object({
  id: z.number(),
  name: z.string(),
  verified: z.boolean(),
  package: z.object({ id: z.number(), name: z.string() }),
  subscription: clubSubscriptionSchema,
});
export type CreatedClub = z.infer<typeof createdClubSchema>;

/** The set-up checklist's steps, in the order the dashboard shows them. */
export const setupStepKeys = ['hours', 'courts', 'membership_types', 'members', 'payment_account'] as const;
export type SetupStepKey = (typeof setupStepKeys)[number];

/** What each step asks for, and where in the dashboard it is done. */
export const setupSteps: Record<
  SetupStepKey,
  { label: string; hint: string; section: DashboardSection; tab?: string }
> = {
  hours: {
    label: 'Set your opening hours',
    hint: 'Bookings and sessions follow the hours you are open.',
    section: 'club-info',
    tab: 'hours',
  },
  courts: {
    label: 'Add your courts',
    hint: 'Members book the courts you list, at the rates you set.',
    section: 'court-bookings',
    tab: 'courts',
  },
  membership_types: {
    label: 'Create membership types',
    hint: 'Each type has its yearly and monthly price.',
    section: 'members',
    tab: 'settings',
  },
  members: {
    label: 'Add your first members',
    hint: 'Add them one by one or import your register.',
    section: 'members',
  },
  payment_account: {
    label: 'Connect a payment account',
    hint: 'Members pay fees and bookings online into it.',
    section: 'club-info',
    tab: 'subscription',
  },
};

/** GET /api/club/{id}/setup/: which steps are done. */
export const clubSetupSchema = z.object({
  club: z.number(),
  verified: z.boolean(),
  steps: z.array(z.object({ key: z.enum(setupStepKeys), label: z.string(), done: z.boolean() })),
  done: z.number(),
  total: z.number(),
});
export type ClubSetup = z.infer<typeof clubSetupSchema>;
