import { z } from 'zod';
import { requiredText } from '../validation/rules';
import { recordId } from '../validation/ids';

// The operator console (issue 31, docs/operator.md): the people who run Rally verify the clubs
// that signed up, suspend and restore clubs, read the service's figures and help a person found
// by e-mail. One schema per payload, shared by the console's forms and the routes.

export const operatorMessages = {
  /** The 403 of every /api/operator/ route to anyone who is not an operator. */
  notOperator: "Only Rally's operators may use the operator console.",
  clubNotFound: 'Club not found.',
  personNotFound: 'No one has that e-mail address.',
  alreadyVerified: 'This club is already verified.',
  alreadyRefused: 'This club was already refused.',
  alreadySuspended: 'This club is already suspended.',
  notSuspended: 'This club is not suspended.',
  reason: 'Give a reason',
  email: 'Enter an e-mail address',
  noUnverifiedEmail: 'This person has no unverified e-mail address.',
  verificationSent: (email: string) => `A new verification e-mail was sent to ${email}.`,
  /** What a suspended club's staff and players read (the API's 403 with code CLUB_SUSPENDED, and the web's page). */
  suspended: (club: string) =>
    `${club} is suspended. Its bookings, members and payments are kept, but nobody can use the club on Rally until it is restored. Write to support@rally.example if you think this is a mistake.`,
} as const;

/** The error code a suspended club's API answers carry beside `reason` (the web shows its page on it). */
export const CLUB_SUSPENDED_CODE = 'CLUB_SUSPENDED';

/** `:id` of a club or a person in an operator path. */
export const operatorIdParamsSchema = z.object({ id: recordId() });

/** Refuse or suspend: the reason the club's AGENT is told. */
export const operatorReasonSchema = z.object({ reason: requiredText('Reason', 1000, operatorMessages.reason) });
export type OperatorReason = z.infer<typeof operatorReasonSchema>;

/** The states a club can be in, as the console filters and counts them. */
export const operatorClubStates = ['unverified', 'refused', 'suspended', 'P', 'C', 'O', 'U'] as const;
export type OperatorClubState = (typeof operatorClubStates)[number];

/** GET /api/operator/clubs/: a name to search, a package, a state. */
export const operatorClubsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  package: recordId().optional(),
  state: z.enum(operatorClubStates, { error: 'Choose a known state' }).optional(),
});
export type OperatorClubsQuery = z.infer<typeof operatorClubsQuerySchema>;

/** Who signed a club up (its first AGENT). */
const signedUpBySchema = z.object({ name: z.string(), email: z.string() }).nullable();

/** A club in the verification queue, with what was entered at sign-up. */
export const queuedClubSchema = z.object({
  id: z.number(),
  name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  url: z.string(),
  package: z.string().nullable(),
  billing_cycle: z.enum(['A', 'M']).nullable(),
  signed_up_by: signedUpBySchema,
  created_at: z.string(),
});
export type QueuedClub = z.infer<typeof queuedClubSchema>;

/** A subscription charge, as the console lists a club's last payments. */
export const operatorPaymentSchema = z.object({
  date: z.string(),
  amount_minor: z.number(),
  currency: z.string(),
  status: z.string(),
});

/** A club in the console's list. */
export const operatorClubSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  verified: z.boolean(),
  refused_reason: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  suspended_at: z.string().nullable(),
  package: z.string().nullable(),
  subscription_status: z.enum(['C', 'O', 'U', 'P']).nullable(),
  members: z.number(),
  bookings: z.number(),
  last_payments: z.array(operatorPaymentSchema),
  agent: signedUpBySchema,
});
export type OperatorClub = z.infer<typeof operatorClubSchema>;

/** The service's figures (docs/operator.md defines each). */
export const operatorFiguresSchema = z.object({
  clubs_by_state: z.record(z.string(), z.number()),
  mrr: z.array(z.object({ package: z.string(), currency: z.string(), clubs: z.number(), amount_minor: z.number() })),
  churn: z.object({
    window_days: z.number(),
    active_at_start: z.number(),
    lost: z.number(),
    rate: z.number().nullable(),
  }),
  signups: z.array(z.object({ week: z.string(), clubs: z.number() })),
  jobs: z.object({ waiting: z.number(), running: z.number(), failed: z.number(), dead: z.number() }),
});
export type OperatorFigures = z.infer<typeof operatorFiguresSchema>;

/** GET /api/operator/people/?email=: the person to look up. */
export const operatorPersonQuerySchema = z.object({
  email: z.string({ error: operatorMessages.email }).trim().min(1, operatorMessages.email).max(254),
});

/** A person as support sees them: never a password or a card. */
export const operatorPersonSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  emails: z.array(z.object({ value: z.string(), validated: z.boolean(), primary: z.boolean() })),
  clubs: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      status: z.string(),
      roles: z.array(z.string()),
      verified: z.boolean(),
      suspended: z.boolean(),
    }),
  ),
});
export type OperatorPerson = z.infer<typeof operatorPersonSchema>;

export const operatorDetailSchema = z.object({ detail: z.string() });

/** The answer of a verb on a club: its new state. */
export const operatorClubStateSchema = z.object({
  id: z.number(),
  verified: z.boolean(),
  refused_reason: z.string().nullable(),
  suspended_reason: z.string().nullable(),
});
