import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText, isoDateText } from '../validation/date-fields';
import { isEmail } from '../validation/patterns';
import { withPhoneRule } from '../validation/rules';
import {
  changesOf,
  flag,
  hasIssueAt,
  notesText,
  optionalId,
  requiredId,
  requiredName,
  wholeNumber,
} from '../courts/court-fields';
import { PAYMENT_METHODS } from '../payments/payment-codes';
import {
  EVENT_GENDERS,
  EVENT_RECURRENCES,
  EVENT_TYPE_CODES,
  MAX_EVENT_SESSIONS,
  NTRP_VALUES,
  SKILL_LEVELS,
  eventMessages,
} from './clinic-codes';

// The payloads of the Events calls (spec 3 §3, §5, §7): one schema per payload, shared by the
// clinic form and the routes. Prices are amounts of the club's currency (decimal text or numbers,
// at most the currency's decimals are kept); blank means no price.

const time = z
  .string({ error: messages.required('Time') })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time (HH:MM)');
const isoDate = isoDateText();
const sessionTimeMessage = 'Must be a date and time (YYYY-MM-DDTHH:MM)';
const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable());
const optionalWhole = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), wholeNumber(min, max).nullable());
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A price: a number of at least 0 (numeric text read as a number); blank is null. */
export const eventPrice = () =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: messages.positiveNumberOrZero })
      .min(0, messages.positiveNumberOrZero)
      .max(100_000, messages.maxValue(100_000))
      .nullable(),
  );

/** A weekday's session window (spec 3 §5: start and end required, end not before start). */
export const dayWindowSchema = z
  .object({
    day: z.number({ error: 'Choose a day' }).int().min(0, 'Choose a day').max(6, 'Choose a day'),
    start_time: time,
    end_time: time,
  })
  .refine((w) => w.end_time >= w.start_time, { message: eventMessages.windowEnd, path: ['end_time'] });

const ntrp = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Choose an NTRP level' })
    .refine((n) => NTRP_VALUES.includes(n), 'Choose an NTRP level')
    .nullable(),
);

const eventFields = {
  name: requiredName('Name', 100),
  desc: requiredName('Description', 2000),
  ttype: z.enum(EVENT_TYPE_CODES as [string, ...string[]], { error: messages.required('Type') }),
  can_join_single_session: flag(false),
  allow_nonmember: flag(true),
  allowed_gender: z
    .enum(Object.keys(EVENT_GENDERS) as [string, ...string[]], { error: 'Choose a gender' })
    .default('U'),
  max_participant_session: optionalWhole(1, 500).default(null),
  min_age: optionalWhole(0, 120).default(null),
  max_age: optionalWhole(0, 120).default(null),
  min_ntrp: ntrp.optional().default(null),
  max_ntrp: ntrp.optional().default(null),
  generic_levels: z
    .array(z.enum(SKILL_LEVELS, { error: 'Choose a level' }))
    .max(4)
    .default([]),
  start_date: optionalDate.default(null),
  end_date: optionalDate.default(null),
  num_sessions: optionalWhole(1, MAX_EVENT_SESSIONS).default(null),
  def_session_dur_mins: optionalWhole(15, 600).default(null),
  def_start_time: z.preprocess((v) => (blank(v) ? null : v), time.nullable()).default(null),
  recurrence: z
    .enum(Object.keys(EVENT_RECURRENCES) as [string, ...string[]], { error: 'Choose daily or weekly' })
    .default('W'),
  excluded_dates: z.array(isoDate).max(400).default([]),
  member_app_join: flag(true),
  nonmember_app_join: flag(true),
  advance_join_days: optionalWhole(0, 365).default(null),
  days_of_week: z.array(dayWindowSchema).max(7).default([]),
  member_price: eventPrice().default(null),
  nonmember_price: eventPrice().default(null),
  member_session_price: eventPrice().default(null),
  nonmember_session_price: eventPrice().default(null),
  court_set: z.array(requiredId('Choose a court')).max(50).default([]),
  coach_set: z.array(requiredId('Choose a coach')).max(50).default([]),
  terms: optionalId('Choose terms of this club').optional().default(null),
};

const eventRules = (
  e: Partial<{
    min_age: number | null;
    max_age: number | null;
    min_ntrp: number | null;
    max_ntrp: number | null;
    start_date: string | null;
    end_date: string | null;
    days_of_week: { day: number }[];
  }>,
  ctx: z.RefinementCtx,
) => {
  if (e.min_age != null && e.max_age != null && e.max_age < e.min_age && !hasIssueAt(ctx, 'max_age'))
    ctx.addIssue({ code: 'custom', message: 'Maximum age must not be below the minimum', path: ['max_age'] });
  if (e.min_ntrp != null && e.max_ntrp != null && e.max_ntrp < e.min_ntrp && !hasIssueAt(ctx, 'max_ntrp'))
    ctx.addIssue({ code: 'custom', message: 'Maximum NTRP must not be below the minimum', path: ['max_ntrp'] });
  if (e.start_date && e.end_date && e.end_date < e.start_date && !hasIssueAt(ctx, 'end_date'))
    ctx.addIssue({ code: 'custom', message: eventMessages.endBeforeStart, path: ['end_date'] });
  if (e.days_of_week && new Set(e.days_of_week.map((d) => d.day)).size !== e.days_of_week.length)
    ctx.addIssue({ code: 'custom', message: 'Each day once', path: ['days_of_week'] });
};

/** POST /api/event/: club, name, desc and type are required (spec 3 §5). */
export const createEventSchema = z
  .object({ club: requiredId('club is required'), ...eventFields })
  .superRefine(eventRules);
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEvent = z.output<typeof createEventSchema>;

/** PATCH /api/event/{id}/: any of the fields; a field left out keeps its value. */
export const updateEventSchema = changesOf(eventFields).superRefine(eventRules);
export type UpdateEvent = z.output<typeof updateEventSchema>;

/** POST /api/event/{id}/clone/: cloning needs a start date; an end date overrides the session count. */
export const cloneEventSchema = z.object({
  start_date: isoDate,
  end_date: optionalDate.optional().default(null),
  num_sessions: optionalWhole(1, MAX_EVENT_SESSIONS).optional().default(null),
  excluded_dates: z.array(isoDate).max(400).default([]),
});
export type CloneEvent = z.output<typeof cloneEventSchema>;

/** POST /api/event/{id}/join/: the whole event (no sessions chosen) or chosen sessions; `check` asks the price only. */
export const joinEventSchema = z.object({
  check: flag(false),
  session_set: z.array(requiredId('Choose a session')).max(MAX_EVENT_SESSIONS).default([]),
  agreed_terms: flag(false),
  /** Staff adding someone: the player, a member of the club's register, or a name and e-mail; a player joining leaves these out. */
  player: optionalId('A valid player is required').optional().default(null),
  /** Staff adding a member of the register (GET /api/eventperson/): their standing prices the place, with or without a Rally account. */
  member: optionalId('Choose a member of the register').optional().default(null),
  name: notesText(100).optional().default(''),
  email: z
    .string()
    .trim()
    .max(254, messages.max(254))
    .refine((v) => v === '' || isEmail(v), messages.email)
    .optional()
    .default(''),
  paying: flag(true),
  /** Staff adding someone whose level is outside the event's levels, after confirming (docs/clinics.md "Levels"). */
  level_override: flag(false),
  notes: notesText(500).optional().default(''),
  /** Pay at once (docs/clinics.md): C the card on file (or `payment_method_id`), A the player's account credit (issue 30); staff may record Q cheque or S cash. Left out: joined "to pay". */
  payment_method: z.enum(PAYMENT_METHODS, { error: 'payment_method must be C, Q, S or A' }).optional(),
  payment_method_id: z.string().trim().min(1).max(255).optional(),
});
export type JoinEventInput = z.input<typeof joinEventSchema>;
export type JoinEvent = z.output<typeof joinEventSchema>;

/** POST /api/eventsession/{id}/edit/: start, end, courts, coaches. */
export const editEventSessionSchema = z
  .object({
    start: dateTimeText(sessionTimeMessage, sessionTimeMessage, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/).optional(),
    end: dateTimeText(sessionTimeMessage, sessionTimeMessage, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/).optional(),
    court_set: z.array(requiredId('Choose a court')).max(50).optional(),
    coach_set: z.array(requiredId('Choose a coach')).max(50).optional(),
  })
  .refine((s) => !s.start || !s.end || s.end > s.start, { message: 'End must be later than start', path: ['end'] });
export type EditEventSession = z.output<typeof editEventSessionSchema>;

/** POST /api/eventparticipant/{id}/edit/: dob, email, name, gender, number, notes. */
export const editEventParticipantSchema = z.object({
  dob: optionalDate.optional(),
  email: z
    .string()
    .trim()
    .max(254, messages.max(254))
    .refine((v) => v === '' || isEmail(v), messages.email)
    .optional(),
  name: notesText(100).optional(),
  gender: z.enum(Object.keys(EVENT_GENDERS) as [string, ...string[]], { error: 'Choose a gender' }).optional(),
  /** The participant's phone number: the one phone rule of every form (issue 8). */
  number: withPhoneRule(notesText(30)).optional(),
  notes: notesText(500).optional(),
});
export type EditEventParticipant = z.output<typeof editEventParticipantSchema>;

/** POST /api/eventparticipant/{id}/withdraw/ and add_sessions/: the sessions. */
export const participantSessionsSchema = z.object({
  session_set: z
    .array(requiredId('Choose a session'), { error: 'Choose a session' })
    .min(1, 'Choose a session')
    .max(MAX_EVENT_SESSIONS),
});
export type ParticipantSessions = z.output<typeof participantSessionsSchema>;

/** POST /api/eventparticipant/{id}/withdraw/: the sessions; `check` asks the refund outcome only (docs/clinics.md "Refunds"). */
export const withdrawParticipantSchema = participantSessionsSchema.extend({ check: flag(false) });
export type WithdrawParticipant = z.output<typeof withdrawParticipantSchema>;

/** POST /api/eventparticipant/{id}/pay/: what the participant owes, by card (default) or, for staff, cheque or cash. */
export const payParticipantSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS, { error: 'payment_method must be C, Q, S or A' }).default('C'),
  payment_method_id: z.string().trim().min(1).max(255).optional(),
});
export type PayParticipant = z.output<typeof payParticipantSchema>;

const rateFields = {
  event: requiredId('event is required'),
  all_members: flag(false),
  non_members: flag(false),
  membership_type: optionalId('Choose a membership type of this club').optional().default(null),
  can_join_all_sessions: flag(true),
  can_join_single_session: flag(false),
  single_session_price: eventPrice().default(null),
  all_sessions_price: eventPrice().default(null),
  refund: flag(true),
  refund_club_cancel: flag(true),
};
const rateRules = (
  r: { all_members?: boolean; non_members?: boolean; membership_type?: number | null },
  ctx: z.RefinementCtx,
) => {
  if (r.all_members && r.non_members)
    ctx.addIssue({ code: 'custom', message: eventMessages.rateBoth, path: ['non_members'] });
  else if (r.membership_type != null && (r.all_members || r.non_members))
    ctx.addIssue({ code: 'custom', message: eventMessages.rateTypeWith, path: ['membership_type'] });
};

/** POST /api/eventmembershiptyperate/ (spec 3 §5). */
export const eventRateSchema = z.object(rateFields).superRefine((r, ctx) => {
  rateRules(r, ctx);
  if (!r.all_members && !r.non_members && r.membership_type == null)
    ctx.addIssue({ code: 'custom', message: eventMessages.rateNeedsOne, path: ['membership_type'] });
});
export type EventRateInput = z.input<typeof eventRateSchema>;
export type EventRate = z.output<typeof eventRateSchema>;
/** PATCH /api/eventmembershiptyperate/{id}/: the rate's changes. */
export const updateEventRateSchema = changesOf(rateFields).superRefine(rateRules);
export type UpdateEventRate = z.output<typeof updateEventRateSchema>;

/** POST /api/club/{id}/get_event_map/: from, to, type. */
export const eventMapSchema = z.object({
  from: isoDate,
  to: isoDate,
  type: z.enum(EVENT_TYPE_CODES as [string, ...string[]]).optional(),
});
