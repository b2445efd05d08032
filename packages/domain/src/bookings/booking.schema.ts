import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText, isoDateText } from '../validation/date-fields';
import { isEmail } from '../validation/patterns';
import { flag, optionalId, requiredId, requiredName } from '../courts/court-fields';
import { BOOKING_TYPE_CODES, BOOKING_TYPES, RECURRENCE_CODES } from './booking-codes';

// The booking series payload (spec 2 §3 booking series and booked person, §5 validation). The
// spec's field names are kept; `start_date` and `end_date` are the first booking's start and end:
// local wall-clock times in the club's zone ('2026-12-08T18:00'), or instants with an offset,
// which the server turns into the club's local time before expanding the recurrence.

/** The store's refusal of spec 2 §8. */
export const bookingInvalidReason = 'Invalid booking details';

export const bookingMessages = {
  courts: 'At least one court is required',
  coach: 'Coach bookings need a coach',
  recurrenceEnd: 'A recurrence needs a recurrence end',
  endAfterStart: 'End must be later than start',
  dateTime: 'Must be a date and time (YYYY-MM-DDTHH:MM)',
  personNamed: 'A booked person needs a player, a member, or a name and e-mail',
  onePrimary: 'Only one booked person can be the primary',
} as const;

const dateTime = (label: string) => dateTimeText(bookingMessages.dateTime, messages.required(label));
const idList = (message: string) => z.array(requiredId(message), { error: message }).max(50);

/** A booked person: a player, a club member, or a guest given by name and e-mail. */
export const bookedPersonSchema = z
  .object({
    player: optionalId('A valid player is required').optional(),
    club_member: optionalId('A valid member is required').optional(),
    full_name: z.string().trim().max(100, messages.max(100)).optional().default(''),
    email: z
      .string()
      .trim()
      .max(254, messages.max(254))
      .refine((v) => v === '' || isEmail(v), messages.email)
      .optional()
      .default(''),
    number: z.string().trim().max(30, messages.max(30)).optional().default(''),
    notes: z.string().trim().max(500, messages.max(500)).optional().default(''),
    paying: flag(true),
    primary: flag(false),
  })
  // A guest who pays needs an e-mail for the receipt; a guest the booker brings (not paying) only a name.
  .refine((p) => p.player != null || p.club_member != null || (p.full_name !== '' && (p.email !== '' || !p.paying)), {
    message: bookingMessages.personNamed,
    path: ['full_name'],
  });
export type BookedPersonInput = z.input<typeof bookedPersonSchema>;
export type BookedPerson = z.output<typeof bookedPersonSchema>;

const seriesFields = {
  name: requiredName('Name', 100),
  ttype: z.enum(BOOKING_TYPE_CODES as [string, ...string[]], { error: 'Choose a booking type' }).default('C'),
  sport: optionalId('A valid sport is required').optional(),
  start_date: dateTime('Start'),
  end_date: dateTime('End'),
  recurrence: z
    .enum(RECURRENCE_CODES as [string, ...string[]], { error: 'Choose how the booking repeats' })
    .default('N'),
  recurrence_end: isoDateText().nullable().optional(),
  court_set: idList('A valid court is required'),
  coach_set: idList('A valid coach is required').default([]),
  booked_person_set: z.array(bookedPersonSchema).max(20).default([]),
  notes: z.string().trim().max(2000, messages.max(2000)).optional().default(''),
  /** Who else plays (spec 2 §3 booking series' guests): given to every instance, each of which may then change its own. */
  guests: z.string().trim().max(500, messages.max(500)).optional().default(''),
  /** With skip_clashes the series is created without its clashing dates, which are listed back. */
  skip_clashes: z.boolean().optional().default(false),
};

type SeriesRuleFields = {
  ttype: string;
  start_date: string;
  end_date: string;
  recurrence: string;
  recurrence_end?: string | null;
  court_set: number[];
  coach_set: number[];
  booked_person_set: BookedPerson[];
};

/** Spec 2 §5: end after start, a recurrence needs its end, a court, a coach for coach bookings. */
function seriesRules(s: SeriesRuleFields, ctx: z.RefinementCtx) {
  if (s.end_date <= s.start_date && s.start_date.length === s.end_date.length) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: bookingMessages.endAfterStart });
  }
  if (s.recurrence !== 'N' && !s.recurrence_end)
    ctx.addIssue({ code: 'custom', path: ['recurrence_end'], message: bookingMessages.recurrenceEnd });
  if (s.court_set.length === 0) ctx.addIssue({ code: 'custom', path: ['court_set'], message: bookingMessages.courts });
  if (BOOKING_TYPES[s.ttype as keyof typeof BOOKING_TYPES]?.needsCoach && s.coach_set.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['coach_set'], message: bookingMessages.coach });
  }
  if (s.booked_person_set.filter((p) => p.primary).length > 1) {
    ctx.addIssue({ code: 'custom', path: ['booked_person_set'], message: bookingMessages.onePrimary });
  }
}

/** POST /api/courtbookingseries/?club: a booking, single or recurring. */
export const createBookingSeriesSchema = z.object(seriesFields).superRefine(seriesRules);
export type CreateBookingSeriesInput = z.input<typeof createBookingSeriesSchema>;
export type CreateBookingSeries = z.output<typeof createBookingSeriesSchema>;

/** POST /api/club/{id}/booking_allowed/: the spec's fields of the allowed-check. */
export const bookingAllowedSchema = z
  .object({
    start: dateTime('Start'),
    end: dateTime('End'),
    recurrence: seriesFields.recurrence,
    recurrence_end: seriesFields.recurrence_end,
    court_set: seriesFields.court_set,
    coach_set: seriesFields.coach_set,
    sport: seriesFields.sport,
    ttype: seriesFields.ttype,
    booked_person_set: seriesFields.booked_person_set,
    paying: z.boolean().optional(),
    /** The series being edited: its own instances are not clashes, and its minutes are not counted twice. */
    booking_series: optionalId('A valid booking is required').optional(),
  })
  .superRefine((a, ctx) => seriesRules({ ...a, start_date: a.start, end_date: a.end }, ctx));
export type BookingAllowedInput = z.output<typeof bookingAllowedSchema>;

/**
 * PATCH /api/courtbookingseries/{id}/: the fields to change (those left out keep their value) and
 * the scope, as calendar users expect: `all` rewrites the series from now on (started instances
 * stay as they were); `following` with `instance` splits the series there, and the changes apply
 * to a new series from that instance on. One instance alone is PATCH /api/courtbookinginstance/{id}/.
 */
export const updateBookingSeriesSchema = z.object({
  scope: z.enum(['all', 'following'], { error: 'Choose all or following' }).optional(),
  instance: optionalId('A valid booking instance is required').optional(),
  name: seriesFields.name.optional(),
  ttype: z.enum(BOOKING_TYPE_CODES as [string, ...string[]], { error: 'Choose a booking type' }).optional(),
  sport: seriesFields.sport,
  start_date: dateTime('Start').optional(),
  end_date: dateTime('End').optional(),
  recurrence: z.enum(RECURRENCE_CODES as [string, ...string[]], { error: 'Choose how the booking repeats' }).optional(),
  recurrence_end: seriesFields.recurrence_end,
  court_set: idList('A valid court is required').optional(),
  coach_set: idList('A valid coach is required').optional(),
  booked_person_set: z.array(bookedPersonSchema).max(20).optional(),
  notes: z.string().trim().max(2000, messages.max(2000)).optional(),
  skip_clashes: z.boolean().optional(),
});
export type UpdateBookingSeries = z.output<typeof updateBookingSeriesSchema>;

/** PATCH /api/courtbookinginstance/{id}/: one instance's times, courts, coaches or guests. */
export const updateBookingInstanceSchema = z.object({
  start: dateTime('Start').optional(),
  end: dateTime('End').optional(),
  courts: idList('A valid court is required').optional(),
  coaches: idList('A valid coach is required').optional(),
  guests: z.string().trim().max(500, messages.max(500)).optional(),
});
export type UpdateBookingInstance = z.output<typeof updateBookingInstanceSchema>;
