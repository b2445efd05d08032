import { z } from 'zod';
import { messages } from '../validation/messages';
import { emailField, requiredNumber } from '../validation/rules';
import { defaultLessonHours, lessonHoursSchema } from './lesson-hours';

// Coaches (spec 2 §3): a player who coaches (type C coach or P pro) and their settings at each
// club they coach at, with the spec's defaults and ranges. Adding takes the settings with
// defaults; a change is merged over the stored settings and checked as a whole.

/** Coach types: C coach, P pro (spec 2 §9). */
export const coachTypes = ['C', 'P'] as const;
export type CoachType = (typeof coachTypes)[number];
export const coachTypeLabels: Record<CoachType, string> = { C: 'Coach', P: 'Pro' };

/** Gender options (spec 2 §9): as a coach's student preference, 'All' replaces Unspecified. */
export const genders = ['U', 'M', 'F'] as const;
export const studentGenderLabels: Record<(typeof genders)[number], string> = { U: 'All', M: 'Male', F: 'Female' };

/** Skill levels (spec 2 §9). */
export const skillLevels = ['Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;

export const coachMessages = {
  refusal: 'Invalid coach details',
  wholeNumber: 'Must be a whole number',
  halfSteps: 'Must be in steps of 0.5',
  maxAge: 'Maximum age must be at least the minimum age',
  maxNtrp: 'Maximum NTRP must be at least the minimum NTRP',
  playerNeeded: 'Player is required',
  alreadyCoach: 'This player already coaches at this club.',
  noPlayer: 'No Rally player has this email address. Ask them to sign up first.',
  notCoach: 'This coach does not coach at this club.',
  notFound: 'Coach not found.',
} as const;

/** The spec's ranges (spec 2 §3). */
export const coachLimits = {
  age: { min: 4, max: 99 },
  ntrp: { min: 1, max: 5.5 },
  advanceDays: { min: 0, max: 999 },
  hoursDay: { min: 0, max: 24 },
  cancelHours: { min: 0, max: 720 },
} as const;

const between = (range: { min: number; max: number }, integer = true) =>
  z
    .number({ error: integer ? coachMessages.wholeNumber : messages.minValue(range.min) })
    .refine((v) => !integer || Number.isInteger(v), { error: coachMessages.wholeNumber, abort: true })
    .min(range.min, messages.minValue(range.min))
    .max(range.max, messages.maxValue(range.max));

/** A club coach's settings, with no defaults. */
export const clubCoachSettingsFields = {
  ttype: z.enum(coachTypes, { error: 'Type must be C (coach) or P (pro)' }),
  student_gender: z.enum(genders, { error: 'Choose U (all), M or F' }),
  min_student_age: between(coachLimits.age),
  max_student_age: between(coachLimits.age),
  min_ntrp: between(coachLimits.ntrp, false).refine((v) => Number.isInteger(v * 2), coachMessages.halfSteps),
  max_ntrp: between(coachLimits.ntrp, false).refine((v) => Number.isInteger(v * 2), coachMessages.halfSteps),
  generic_levels: z.array(z.enum(skillLevels, { error: 'Choose levels from the list' }), {
    error: 'Choose levels from the list',
  }),
  advance_days_booking: between(coachLimits.advanceDays),
  max_hours_day: between(coachLimits.hoursDay),
  advance_hours_cancel: between(coachLimits.cancelHours),
  can_book_recurring: z.boolean({ error: 'Must be true or false' }),
  /** A lesson's price per hour, on top of the court, paid by the player who books it (issue 28). */
  lesson_price: between({ min: 0, max: 10000 }, false),
  /** The weekdays and hours the coach gives lessons players book (lesson-hours.ts). */
  lesson_hours: lessonHoursSchema,
};

/** The defaults of spec 2 §3. */
export const clubCoachDefaults = {
  ttype: 'C',
  student_gender: 'U',
  min_student_age: 4,
  max_student_age: 99,
  min_ntrp: 1,
  max_ntrp: 5.5,
  generic_levels: [],
  advance_days_booking: 999,
  max_hours_day: 10,
  advance_hours_cancel: 0,
  can_book_recurring: true,
  lesson_price: 0,
  lesson_hours: defaultLessonHours,
} as const satisfies ClubCoachSettings;

/** Complete settings: every field, minimum not above maximum. */
export const clubCoachSettingsSchema = z.object(clubCoachSettingsFields).superRefine((s, ctx) => {
  if (s.max_student_age < s.min_student_age)
    ctx.addIssue({ code: 'custom', path: ['max_student_age'], message: coachMessages.maxAge });
  if (s.max_ntrp < s.min_ntrp) ctx.addIssue({ code: 'custom', path: ['max_ntrp'], message: coachMessages.maxNtrp });
});
export type ClubCoachSettings = {
  [K in keyof typeof clubCoachSettingsFields]: z.infer<(typeof clubCoachSettingsFields)[K]>;
};

/** Levels each once, in the product's order. */
export const orderLevels = (levels: readonly string[]) => skillLevels.filter((level) => levels.includes(level));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const withoutUndefined = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));

/** Settings over a base (the defaults when adding, the stored settings when changing), checked as a whole. */
export const settingsOver = (base: ClubCoachSettings) =>
  z.preprocess((v) => (isRecord(v) ? { ...base, ...withoutUndefined(v) } : (v ?? base)), clubCoachSettingsSchema);

/**
 * POST /api/club/{id}/add_coach/: the player (by id, or by e-mail address) and their settings at
 * the club; settings left out take the defaults.
 */
export const addCoachSchema = z
  .object({
    player: requiredNumber('Player')
      .pipe(z.number().int(coachMessages.playerNeeded).positive(coachMessages.playerNeeded))
      .optional(),
    email: emailField('Email').optional(),
    club_coach: settingsOver(clubCoachDefaults).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.player === undefined && v.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['player'], message: coachMessages.playerNeeded });
  });
export type AddCoach = z.infer<typeof addCoachSchema>;

/** The add-coach form: the player's e-mail address and the settings. */
export const addCoachFormSchema = z.object({ email: emailField('Email'), club_coach: clubCoachSettingsSchema });

/** PATCH /api/clubcoach/{id}/: any of the settings. */
export const updateClubCoachSchema = z.object(clubCoachSettingsFields).partial();
export type UpdateClubCoach = z.infer<typeof updateClubCoachSchema>;

/** POST /api/club/{id}/remove_coach/ {coach}: the coach's id (the `coach` of a club coach). */
export const removeCoachSchema = z.object({
  coach: requiredNumber('Coach').pipe(z.number().int(messages.required('Coach')).positive(messages.required('Coach'))),
});
export type RemoveCoach = z.infer<typeof removeCoachSchema>;

/** A coach's settings at a club, with who they are: GET /api/clubcoach/?club. */
export const clubCoachSchema = z.object({
  id: z.number(),
  club: z.number(),
  /** The coach record's id (what remove_coach/ takes). */
  coach: z.number(),
  player: z.number(),
  full_name: z.string(),
  /** The player's primary e-mail address, '' when they have none. */
  email: z.string(),
  ...clubCoachSettingsFields,
  generic_levels: z.array(z.string()),
});
export type ClubCoach = z.infer<typeof clubCoachSchema>;
