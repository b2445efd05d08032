import { z } from 'zod';
import { messages } from '../validation/messages';
import { requiredNumber } from '../validation/rules';

// Club terms (spec 2 §3, spec 3 §3): the cancellation and refund terms a club's clinics (and
// later other events) are offered on. A club has at most one default set per type.

/** Types of terms: C clinics and events (the default; spec 2 §3). */
export const clubTermsTypes = ['C'] as const;
export type ClubTermsType = (typeof clubTermsTypes)[number];

/** What happens to the money when a booking is cancelled: R refund, C club credit, N no refund. */
export const cancelActions = ['R', 'C', 'N'] as const;
export const cancelActionLabels: Record<(typeof cancelActions)[number], string> = {
  R: 'Refund',
  C: 'Club credit',
  N: 'No refund',
};

export const clubTermsMessages = {
  notFound: 'Terms not found.',
  type: 'Type must be C',
  action: 'Choose R (refund), C (club credit) or N (no refund)',
} as const;

const text = (max: number) =>
  z
    .string({ error: messages.max(max) })
    .trim()
    .max(max, messages.max(max));
const action = z.enum(cancelActions, { error: clubTermsMessages.action });

/** The terms' own fields (no defaults: a PATCH changes only what it names). */
export const clubTermsFields = {
  default: z.boolean({ error: 'Must be true or false' }),
  ttype: z.enum(clubTermsTypes, { error: clubTermsMessages.type }),
  /** Up to how many days before the start a participant may cancel under cancel_by_player_action. */
  player_cancel_days: z
    .number({ error: messages.positiveNumberOrZero })
    .int('Must be a whole number')
    .min(0, messages.positiveNumberOrZero)
    .max(365, messages.maxValue(365)),
  cancel_by_player_action: action,
  cancel_by_club_action: action,
  player_refund_text: text(1000),
  club_refund_text: text(1000),
  terms_statement: text(5000),
};

/** New terms start from these. */
export const clubTermsDefaults = {
  default: false,
  ttype: 'C',
  player_cancel_days: 2,
  cancel_by_player_action: 'R',
  cancel_by_club_action: 'R',
  player_refund_text: '',
  club_refund_text: '',
  terms_statement: '',
} as const satisfies { [K in keyof typeof clubTermsFields]: z.infer<(typeof clubTermsFields)[K]> };

/** POST /api/clubterms/: the club's terms; fields left out take the defaults. */
export const createClubTermsSchema = z
  .object(clubTermsFields)
  .partial()
  .extend({
    club: requiredNumber('Club').pipe(z.number().int(messages.required('Club')).positive(messages.required('Club'))),
  });
export type CreateClubTerms = z.infer<typeof createClubTermsSchema>;

/** PATCH /api/clubterms/{id}/: any of the fields. */
export const updateClubTermsSchema = z.object(clubTermsFields).partial();
export type UpdateClubTerms = z.infer<typeof updateClubTermsSchema>;

/** The form of the terms panel. */
export const clubTermsFormSchema = z.object(clubTermsFields);
export type ClubTermsValues = z.infer<typeof clubTermsFormSchema>;

/** Club terms as the API answers them. */
export const clubTermsSchema = z.object({ id: z.number(), club: z.number(), ...clubTermsFields });
export type ClubTerms = z.infer<typeof clubTermsSchema>;
