import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText } from '../validation/date-fields';
import { recordId } from '../validation/ids';

// Find-a-hit requests (spec 3 §3 "Hit", §4 "Hit requests"). The spec's field names are kept.
// Times are instants with an offset ('2026-12-08T07:00:00.000Z'), or local wall-clock times in
// the club's zone ('2026-12-08T18:00'), which the server reads in the club's zone.

/** The store's refusal of a hit request body. */
export const hitInvalidReason = 'Invalid hit request';

export const hitMessages = {
  notFound: 'Hit request not found.',
  responseNotFound: 'Response not found.',
  dateTime: 'Must be a date and time (YYYY-MM-DDTHH:MM)',
  endAfterStart: 'The end of the window must be later than its start',
  inFuture: 'The window must end in the future',
  maxAge: 'The maximum age must not be below the minimum age',
  maxLevel: 'The highest level must not be below the lowest level',
  startInWindow: 'Choose a start time inside the hit’s window',
  membersOnly: 'Only members of the club can use find-a-hit there.',
  cannotRequest: 'This club does not let non-members post hit requests.',
  cannotAccept: 'This club does not let non-members respond to hit requests.',
  featureOff: 'Find-a-hit is not switched on at this club.',
  ownHit: 'You cannot respond to your own hit request.',
  alreadyResponded: 'You have already responded to this hit request.',
  notOpen: 'This hit request is no longer open.',
  full: 'This hit request needs no more players.',
  notCreator: 'Only the player who posted the hit request can do that.',
  notResponder: 'Only the player who responded can withdraw the response.',
  notPending: 'This response has already been answered.',
  notConfirmed: 'Book a court once the hit is confirmed.',
  alreadyBooked: 'A court is already booked for this hit.',
  /** Refusing a response from a player the hit's limits leave out, with every reason (hitLimitMisfits). */
  doesNotFit: (reasons: readonly string[]) => `This hit request is for other players: ${reasons.join('; ')}.`,
  lateCancel: (minutes: number) =>
    `The court booking can only be cancelled at least ${minutes} minutes before it starts.`,
} as const;

const dateTime = (label: string) => dateTimeText(hitMessages.dateTime, messages.required(label));

const hasOffset = (text: string) => /(Z|[+-]\d{2}:?\d{2})$/.test(text);
/** True when `end` is later than `start` (instants compared as instants, local times as written). */
export const isOrdered = (start: string, end: string) =>
  hasOffset(start) && hasOffset(end) ? Date.parse(end) > Date.parse(start) : end.slice(0, 16) > start.slice(0, 16);

/** S singles, D doubles. */
export const PLAY_FORMATS = ['S', 'D'] as const;
export type PlayFormat = (typeof PLAY_FORMATS)[number];
export const playFormatLabels: Record<PlayFormat, string> = { S: 'Singles', D: 'Doubles' };
/** A any, M men, F women. */
export const HIT_GENDERS = ['A', 'M', 'F'] as const;
export const hitGenderLabels: Record<(typeof HIT_GENDERS)[number], string> = { A: 'Anyone', M: 'Men', F: 'Women' };

const optionalWhole = (min: number, max: number) =>
  z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .nullable()
    .optional();

/** POST /api/matchahitrequest/: a new hit request. */
export const createHitSchema = z
  .object({
    club: recordId('club is required'),
    start_time: dateTime('start_time'),
    end_time: dateTime('end_time'),
    /** Players wanted besides the creator: 1 for singles, up to 3 for doubles. */
    num_players_requested: z
      .number({ error: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(3, 'Must be at most 3')
      .default(1),
    play_format: z.enum(PLAY_FORMATS, { error: 'Choose singles or doubles' }).default('S'),
    min_level: optionalWhole(1, 10),
    max_level: optionalWhole(1, 10),
    min_age: optionalWhole(5, 120),
    max_age: optionalWhole(5, 120),
    gender: z.enum(HIT_GENDERS, { error: 'Choose anyone, men or women' }).default('A'),
    comments: z.string().trim().max(1000, messages.max(1000)).default(''),
    /** What each player pays towards the court, in the club's currency ('0' when free). */
    cost: z
      .number({ error: 'Must be a number' })
      .min(0, 'Must be a positive number')
      .max(10_000, 'Must be at most 10000')
      .default(0),
    /** Players the request is meant for: a private hit, seen only by them. */
    target_players_set: z
      .array(recordId('A valid player is required'), { error: 'A list of players is required' })
      .max(20)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (!isOrdered(v.start_time, v.end_time)) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: hitMessages.endAfterStart });
    }
    if (v.min_age != null && v.max_age != null && v.max_age < v.min_age)
      ctx.addIssue({ code: 'custom', path: ['max_age'], message: hitMessages.maxAge });
    if (v.min_level != null && v.max_level != null && v.max_level < v.min_level)
      ctx.addIssue({ code: 'custom', path: ['max_level'], message: hitMessages.maxLevel });
    if (v.play_format === 'S' && v.num_players_requested > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['num_players_requested'],
        message: 'A singles hit needs one other player',
      });
  });
export type CreateHit = z.infer<typeof createHitSchema>;
export type CreateHitInput = z.input<typeof createHitSchema>;

/** POST /api/matchahitrequest/{id}/respond/: offer to play, at a start inside the window. */
export const respondHitSchema = z.object({
  start_time: dateTime('start_time'),
  comments: z.string().trim().max(1000, messages.max(1000)).default(''),
});
export type RespondHit = z.infer<typeof respondHitSchema>;

/** POST /api/matchahitrequest/{id}/accept/ and /decline/: the creator answers one response. */
export const answerHitSchema = z.object({ response: recordId('response is required') });
export type AnswerHit = z.infer<typeof answerHitSchema>;

/** POST /api/matchahitrequest/{id}/book_court/: book a court at the agreed start. */
export const bookHitCourtSchema = z.object({
  court: recordId('court is required'),
  /** Length of the booking in minutes (30 to 240, in half-hours). */
  minutes: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(30, 'Must be at least 30')
    .max(240, 'Must be at most 240')
    .multipleOf(30, 'Must be a multiple of 30')
    .default(60),
});
export type BookHitCourt = z.infer<typeof bookHitCourtSchema>;

/** Response status: P pending, A accepted, D declined, W withdrawn. */
export const HIT_RESPONSE_STATUSES = ['P', 'A', 'D', 'W'] as const;
export type HitResponseStatus = (typeof HIT_RESPONSE_STATUSES)[number];

/** Status text of spec 3 §4: Confirmed when no players are needed, else Pending (n). */
export function hitStatusText(hit: { players_needed: number; cancelled?: boolean }): string {
  if (hit.cancelled) return 'Cancelled';
  return hit.players_needed === 0 ? 'Confirmed' : `Pending (${hit.players_needed})`;
}

/** The players_needed filter of the list: P still needs players, C complete. */
export const PLAYERS_NEEDED_FILTERS = ['P', 'C'] as const;
