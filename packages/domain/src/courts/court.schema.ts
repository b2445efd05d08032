import { z } from 'zod';
import { clubCourtGroupSchema } from '../clubs/club.schema';
import { openingDaysSchema } from '../clubs/club-settings.schema';
import { messages } from '../validation/messages';
import {
  changesOf,
  courtMessages,
  flag,
  hasIssueAt,
  notesText,
  optionalId,
  requiredId,
  requiredName,
  wholeNumber,
} from './court-fields';
import { BOOKING_STEP_MINUTES, MAX_COURT_NUMBER } from './courts.rules';

// Courts and court groups (spec 2 §3, §5). One schema per payload: the dashboard's forms and the
// routes use the same ones; a refusal says 'Invalid court details' / 'Invalid court group
// details' (spec 2 §8) with these field messages.

// ---------- courts ----------

export const courtFields = {
  name: requiredName('Name', 100),
  sport: requiredId(messages.required('Sport')),
  surface: requiredId(messages.required('Surface')),
  /** The court group; null for a court in no group. */
  group: optionalId(courtMessages.groupOfClub).default(null),
  /** Left out on a new court: the club's highest number + 1 (spec 2 §4). */
  number: z.preprocess((v) => (v === '' ? null : v), wholeNumber(1, MAX_COURT_NUMBER).nullable()).optional(),
  has_lights: flag(false),
  bookable: flag(true),
  indoor: flag(false),
  access_notes: notesText(1000).default(''),
  notes: notesText(2000).default(''),
};

/** A court as its form and POST /api/court/ send it (spec 2 §5: name, surface and sport required). */
export const courtSchema = z.object(courtFields);
export type CourtInput = z.input<typeof courtSchema>;
export type CourtValues = z.output<typeof courtSchema>;

/** POST /api/court/: the court and its club. */
export const createCourtSchema = courtSchema.extend({ club: requiredId(messages.required('Club')) });
export type CreateCourt = z.output<typeof createCourtSchema>;

/** PATCH /api/court/{id}/: the fields to change; those left out keep their value. */
export const updateCourtSchema = changesOf(courtFields);
export type CourtChanges = z.output<typeof updateCourtSchema>;

/** A court as the API answers it. */
export const courtRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  group: z.number().nullable(),
  name: z.string(),
  number: z.number(),
  sport: z.number(),
  surface: z.number(),
  has_lights: z.boolean(),
  bookable: z.boolean(),
  indoor: z.boolean(),
  access_notes: z.string(),
  notes: z.string(),
});
export type CourtRecord = z.infer<typeof courtRecordSchema>;

// ---------- court groups ----------

const duration = () => wholeNumber(0, 24 * 60, BOOKING_STEP_MINUTES);

/** Court group fields with the defaults of spec 2 §3. */
export const courtGroupFields = {
  name: requiredName('Name', 100),
  /** The club's default group (one per club): the booking screen opens on it. */
  default: flag(false),
  /** Open for bookings. */
  ready: flag(true),
  admin_only_booking: flag(false),
  /** How many days ahead a booking may be made. */
  advance_days_booking: wholeNumber(0, 3650).default(14),
  min_booking_duration_members: duration().default(30),
  max_booking_duration_members: duration().default(120),
  max_booking_duration_nonmembers: duration().default(120),
  /** Minutes before a Matcha booking that it may still be cancelled. */
  matcha_booking_cancel_advance: wholeNumber(0, 600, 30).default(30),
  refund_cancelled: flag(false),
  /** Hours before the booking a cancellation must come to be refunded. */
  refund_cancelled_by: wholeNumber(0, 8760).default(0),
  payment_on_app: flag(false),
  inherit_club_hours: flag(true),
  /** The group's own hours (open weekdays), used when it does not inherit the club's. */
  opening_hours: z.preprocess((v) => (v === null ? [] : v), openingDaysSchema).default([]),
};

type GroupRuleFields = {
  min_booking_duration_members: number;
  max_booking_duration_members: number;
  inherit_club_hours: boolean;
  opening_hours: unknown[];
};

/** The rules across a group's fields (spec 2 §5); a PATCH is checked by them once merged with the stored group. */
function courtGroupRules(g: GroupRuleFields, ctx: z.RefinementCtx) {
  if (
    g.min_booking_duration_members > g.max_booking_duration_members &&
    !hasIssueAt(ctx, 'min_booking_duration_members', 'max_booking_duration_members')
  ) {
    ctx.addIssue({ code: 'custom', path: ['min_booking_duration_members'], message: courtMessages.minAboveMax });
  }
  if (!g.inherit_club_hours && g.opening_hours.length === 0)
    ctx.addIssue({ code: 'custom', path: ['opening_hours'], message: courtMessages.hoursNeeded });
}

/**
 * A court group as its form and POST /api/courtgroup/ send it (spec 2 §5): durations are
 * multiples of 30 and the members' minimum is not above their maximum; a group with its own
 * hours needs at least one open day.
 */
export const courtGroupSchema = z
  .object(courtGroupFields)
  .superRefine(courtGroupRules)
  .transform(({ opening_hours, ...g }) => ({
    ...g,
    opening_hours: opening_hours.map(({ id, open, close }) => ({ weekday: id, open, close })),
  }));
export type CourtGroupInput = z.input<typeof courtGroupSchema>;
export type CourtGroupValues = z.output<typeof courtGroupSchema>;

/** POST /api/courtgroup/: the group and its club, by the same rules (the hours keep the form's shape). */
export const createCourtGroupSchema = z
  .object({ ...courtGroupFields, club: requiredId(messages.required('Club')) })
  .superRefine(courtGroupRules);
export type CreateCourtGroup = z.output<typeof createCourtGroupSchema>;

/** PATCH /api/courtgroup/{id}/: the fields to change; those left out keep their value. */
export const updateCourtGroupSchema = changesOf(courtGroupFields);
export type CourtGroupChanges = z.output<typeof updateCourtGroupSchema>;

/** A court group as the API answers it: the same shape as the club detail's courtgroup_set. */
export const courtGroupRecordSchema = clubCourtGroupSchema;
export type CourtGroupRecord = z.infer<typeof courtGroupRecordSchema>;
