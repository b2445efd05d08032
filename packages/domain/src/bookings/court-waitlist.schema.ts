import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText } from '../validation/date-fields';
import { optionalId } from '../courts/court-fields';
import { myBookingSchema } from './player-booking.answers';
import { bookingMessages } from './booking.schema';

// The waiting list for courts (issue 29, "A waiting list that holds the court"; docs/court-waitlist.md):
// a player (or staff for them) queues for a taken slot or a time range; a court that frees is held
// for the first one waiting, who claims it (a booking like any other) or lets it go.

const dateTime = (label: string) => dateTimeText(bookingMessages.dateTime, messages.required(label));

export const courtWaitlistMessages = {
  notFound: 'Waiting-list entry not found.',
  off: 'This club has no waiting list for courts.',
  duration: 'Play for 30 to 240 minutes, in steps of 30, within the times you wait for',
  free: 'A court is free at that time: book it instead.',
  already: 'You are already waiting for that time.',
  tooMany: 'You can wait for at most 5 times at a club at once.',
  past: 'That time has passed.',
  notOffered: 'This court is no longer held for you.',
  held: 'That time is held for a player on the waiting list.',
} as const;

/** How many live entries (waiting or offered) one player may have at one club. */
export const MAX_COURT_WAITLIST_ENTRIES = 5;

/**
 * POST /api/club/{id}/court_waitlist/: wait for `duration` minutes of court between `start` and
 * `end` (club-local wall-clock times): on `court` when given (a taken slot), else on any court the
 * player may book. Staff with Court Bookings may queue `player` (a player of the club) instead of themselves.
 */
export const joinCourtWaitlistSchema = z
  .object({
    start: dateTime('Start'),
    end: dateTime('End'),
    duration: z
      .number({ error: courtWaitlistMessages.duration })
      .int(courtWaitlistMessages.duration)
      .min(30, courtWaitlistMessages.duration)
      .max(240, courtWaitlistMessages.duration)
      .multipleOf(30, courtWaitlistMessages.duration)
      .optional(),
    court: optionalId('A valid court is required').optional(),
    player: optionalId('A valid player is required').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.end <= b.start && b.start.length === b.end.length)
      ctx.addIssue({ code: 'custom', path: ['end'], message: bookingMessages.endAfterStart });
  });
export type JoinCourtWaitlist = z.infer<typeof joinCourtWaitlistSchema>;
export type JoinCourtWaitlistInput = z.input<typeof joinCourtWaitlistSchema>;

/** W waiting, O offered (the court is held until `offer.expires`), T taken (booked), X let go or lapsed, L left. */
export const courtWaitlistStatus = z.enum(['W', 'O', 'T', 'X', 'L']);

/** One entry as its player (and the club's staff) read it; times are the club's wall-clock times. */
export const courtWaitlistEntrySchema = z.object({
  id: z.number(),
  club: z.number(),
  player: z.number(),
  player_name: z.string(),
  status: courtWaitlistStatus,
  start: z.string(),
  end: z.string(),
  duration: z.number(),
  court: z.number().nullable(),
  court_name: z.string().nullable(),
  /** Place in the line among those waiting for an overlapping time (W only). */
  position: z.number().nullable(),
  offer: z
    .object({
      court: z.number(),
      court_name: z.string(),
      start: z.string(),
      end: z.string(),
      /** Until when the court is held (club-local). */
      expires: z.string(),
    })
    .nullable(),
});
export type CourtWaitlistEntry = z.infer<typeof courtWaitlistEntrySchema>;

/** POST /api/courtwaitlist/{id}/claim/: the booking made (as POST /api/club/{id}/book/ answers). */
export const claimedCourtSchema = myBookingSchema;
