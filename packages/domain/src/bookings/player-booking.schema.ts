import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText } from '../validation/date-fields';
import { requiredId } from '../courts/court-fields';
import { bookingMessages } from './booking.schema';
import type { Availability, AvailabilityCourt, AvailabilitySlot } from './player-booking.answers';

// A player booking a court for themself from the club's page (issue 9, "players book for
// themselves on the web"): one court, one start and end, no recurrence. The same payload is the
// quote's question and the booking's body; the server books it through the same create path and
// allowed-check as the dashboard.

const dateTime = (label: string) => dateTimeText(bookingMessages.dateTime, messages.required(label));

/** POST /api/club/{id}/book/quote/ and POST /api/club/{id}/book/. */
export const playerBookingSchema = z
  .object({
    start: dateTime('Start'),
    end: dateTime('End'),
    court: requiredId('A valid court is required'),
  })
  .superRefine((b, ctx) => {
    if (b.end <= b.start && b.start.length === b.end.length)
      ctx.addIssue({ code: 'custom', path: ['end'], message: bookingMessages.endAfterStart });
  });
export type PlayerBookingInput = z.input<typeof playerBookingSchema>;
export type PlayerBooking = z.output<typeof playerBookingSchema>;

/** A court's times with whether each is free: its group's times beside its own flags. */
export const courtSlots = (availability: Pick<Availability, 'groups'>, court: AvailabilityCourt): AvailabilitySlot[] =>
  availability.groups[court.group].times.map((time, i) => ({ ...time, free: court.free[i] }));
