import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText } from '../validation/date-fields';
import { optionalId, requiredId } from '../courts/court-fields';
import { bookingMessages } from './booking.schema';
import type { Availability, AvailabilityCourt, AvailabilitySlot } from './player-booking.answers';

// A player booking a court for themself from the club's page (issue 9, "players book for
// themselves on the web"): one court, one start and end, no recurrence. The same payload is the
// quote's question and the booking's body; the server books it through the same create path and
// allowed-check as the dashboard.

const dateTime = (label: string) => dateTimeText(bookingMessages.dateTime, messages.required(label));

/** Who else plays with the player on one court: at most three (doubles), partners and guests together. */
export const MAX_PLAYING_WITH = 3;

export const playerBookingMessages = {
  tooMany: `At most ${MAX_PLAYING_WITH} people play with you on one court`,
  partner: "Choose partners from the club's members",
  guestName: 'Give each guest a name',
  samePartner: 'Each partner once',
} as const;

/**
 * POST /api/club/{id}/book/quote/ and POST /api/club/{id}/book/. With `partners` (the club's
 * members, each paying their own share) and `guests` (named only; the player pays the club's guest
 * fee for each), and `coach` (a club coach: a lesson, ttype L) (issue 28).
 */
export const playerBookingSchema = z
  .object({
    start: dateTime('Start'),
    end: dateTime('End'),
    court: requiredId('A valid court is required'),
    partners: z.array(requiredId(playerBookingMessages.partner)).optional().default([]),
    guests: z
      .array(z.string().trim().min(1, playerBookingMessages.guestName).max(100, messages.max(100)))
      .optional()
      .default([]),
    coach: optionalId('A valid coach is required').optional(),
    /** Who plays (issue 30, docs/households.md): a junior of the caller's household; left out, the caller. */
    player: optionalId('Choose who plays').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.end <= b.start && b.start.length === b.end.length)
      ctx.addIssue({ code: 'custom', path: ['end'], message: bookingMessages.endAfterStart });
    if (b.partners.length + b.guests.length > MAX_PLAYING_WITH)
      ctx.addIssue({ code: 'custom', path: ['partners'], message: playerBookingMessages.tooMany });
    if (new Set(b.partners).size !== b.partners.length)
      ctx.addIssue({ code: 'custom', path: ['partners'], message: playerBookingMessages.samePartner });
  });
export type PlayerBookingInput = z.input<typeof playerBookingSchema>;
export type PlayerBooking = z.output<typeof playerBookingSchema>;

/** A court's times with whether each is free: its group's times beside its own flags. */
export const courtSlots = (availability: Pick<Availability, 'groups'>, court: AvailabilityCourt): AvailabilitySlot[] =>
  availability.groups[court.group].times.map((time, i) => ({
    ...time,
    free: court.free[i],
    draw: court.draw?.[i] ?? false,
  }));
