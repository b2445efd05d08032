import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText } from '../validation/date-fields';
import { requiredId } from '../courts/court-fields';
import { bookingMessages } from './booking.schema';
import { playerPaymentSchema } from './player-booking.answers';

// A member's own weekly slot for a term (issue 29): the first date's start and end, one court and
// the number of weeks. The same payload is the quote's question and the booking's body; every
// date is checked as a single player booking and the dates that cannot be booked are skipped.

const dateTime = (label: string) => dateTimeText(bookingMessages.dateTime, messages.required(label));

export const memberSeriesMessages = {
  weeks: 'Choose from 2 to 52 weeks',
  noneBookable: 'None of these dates can be booked.',
} as const;

/** POST /api/club/{id}/book/series/quote/ and POST /api/club/{id}/book/series/. */
export const memberSeriesSchema = z
  .object({
    start: dateTime('Start'),
    end: dateTime('End'),
    court: requiredId('A valid court is required'),
    weeks: z.coerce
      .number({ error: memberSeriesMessages.weeks })
      .int(memberSeriesMessages.weeks)
      .min(2, memberSeriesMessages.weeks)
      .max(52, memberSeriesMessages.weeks),
  })
  .superRefine((b, ctx) => {
    if (b.end <= b.start && b.start.length === b.end.length)
      ctx.addIssue({ code: 'custom', path: ['end'], message: bookingMessages.endAfterStart });
  });
export type MemberSeriesInput = z.input<typeof memberSeriesSchema>;
export type MemberSeries = z.output<typeof memberSeriesSchema>;

/** One date of a member's series: booked (or to be), or skipped with the rules it breaks. */
export const memberSeriesDateSchema = z.object({
  date: z.string(),
  /** Local wall-clock times in the club's zone ('2026-12-08T18:00'). */
  local_start: z.string(),
  local_end: z.string(),
  ok: z.boolean(),
  reasons: z.array(z.string()),
});
export type MemberSeriesDate = z.infer<typeof memberSeriesDateSchema>;

/** The quote of a member's series: every date with its refusals, the quotas it breaks, the price of the dates that can be booked. */
export const memberSeriesQuoteSchema = z.object({
  /** True when the quotas hold and at least one date can be booked. */
  allowed: z.boolean(),
  /** The quotas broken (the whole series is refused for these). */
  reasons: z.array(z.string()),
  dates: z.array(memberSeriesDateSchema),
  price: z.string(),
  currency: z.string(),
  as: z.enum(['member', 'nonmember']),
  payment: playerPaymentSchema,
});
export type MemberSeriesQuote = z.infer<typeof memberSeriesQuoteSchema>;

/** The series booked: its id and every date, the skipped ones with their reasons. */
export const memberSeriesBookedSchema = memberSeriesQuoteSchema.omit({ allowed: true, reasons: true }).extend({
  booking_series: z.number(),
  name: z.string(),
});
export type MemberSeriesBooked = z.infer<typeof memberSeriesBookedSchema>;
