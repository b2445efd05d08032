import { z } from 'zod';
import { WEEKDAYS } from '../clubs/opening-hours.rules';
import { messages } from '../validation/messages';
import { isNumeric } from '../validation/patterns';
import {
  changesOf,
  courtMessages,
  flag,
  hasIssueAt,
  ratePrice,
  requiredId,
  requiredName,
  wholeNumber,
} from './court-fields';
import { rateEndMinutes, rateStartMinutes } from './booking-rate.rules';

// Court booking rates and their membership-type prices (spec 2 §3, §5). A rate is a window of
// local wall-clock time on chosen weekdays in which a court group's courts cost a price an hour
// for members, non-members and coaches, each of whom may or may not book then; a membership type
// may have its own price. Prices are whole amounts of the club's currency.

type PriceRow = Record<string, unknown>;

/** "A rate that can book needs a price" (spec 2 §5); a rate that cannot book costs 0. */
const priceRule = (canBook: string, price: string) => (data: PriceRow, ctx: z.RefinementCtx) => {
  if (data[canBook] === true && data[price] === null)
    ctx.addIssue({ code: 'custom', path: [price], message: courtMessages.priceNeeded });
};
const priceOrZero = (canBook: boolean, price: number | null) => (canBook ? (price ?? 0) : 0);

// ---------- membership-type prices ----------

export const membershipTypeRateFields = {
  membership_type: requiredId(messages.required('Membership type')),
  can_book: flag(true),
  /** Sent as 0 when the type may not book (spec 2 §5). */
  price: ratePrice().default(null),
};

const membershipTypePrice = <T extends { can_book: boolean; price: number | null }>(r: T) => ({
  ...r,
  price: priceOrZero(r.can_book, r.price),
});

/** One membership type's price inside a rate's member_rate_set. */
export const memberRateEntrySchema = z
  .object(membershipTypeRateFields)
  .superRefine(priceRule('can_book', 'price'))
  .transform(membershipTypePrice);
export type MemberRateEntryInput = z.input<typeof memberRateEntrySchema>;

/** POST /api/membershiptypebookingrate/: a membership type's price for one rate. */
export const membershipTypeRateSchema = z
  .object({ booking_rate: requiredId(messages.required('Booking rate')), ...membershipTypeRateFields })
  .superRefine(priceRule('can_book', 'price'))
  .transform(membershipTypePrice);
export type MembershipTypeRateValues = z.output<typeof membershipTypeRateSchema>;

/** The route's body of POST /api/membershiptypebookingrate/ (the club is what the guard reads), by the same rule. */
export const createMembershipTypeRateSchema = z
  .object({
    club: requiredId(messages.required('Club')),
    booking_rate: requiredId(messages.required('Booking rate')),
    ...membershipTypeRateFields,
  })
  .superRefine(priceRule('can_book', 'price'));
export type CreateMembershipTypeRate = z.output<typeof createMembershipTypeRateSchema>;

/** PATCH /api/membershiptypebookingrate/{id}/: whether the type may book, and its price; left out, they keep their value. */
export const updateMembershipTypeRateSchema = changesOf({
  can_book: membershipTypeRateFields.can_book,
  price: membershipTypeRateFields.price,
});
export type MembershipTypeRateChanges = z.output<typeof updateMembershipTypeRateSchema>;

/** A membership type's price for a rate, as the API answers it. */
export const membershipTypeRateRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  booking_rate: z.number(),
  membership_type: z.number(),
  membership_type_name: z.string(),
  can_book: z.boolean(),
  price: z.number(),
});
export type MembershipTypeRateRecord = z.infer<typeof membershipTypeRateRecordSchema>;

// ---------- rates ----------

const weekday = z.preprocess(
  (v) => (typeof v === 'string' && isNumeric(v) ? Number(v) : v),
  z
    .number({ error: courtMessages.weekday })
    .int(courtMessages.weekday)
    .min(0, courtMessages.weekday)
    .max(6, courtMessages.weekday),
);
const weekdayList = z
  .array(weekday, { error: courtMessages.weekdays })
  .max(7, courtMessages.weekdays)
  .refine((days) => days.length > 0, courtMessages.weekdays)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const bookingRateFields = {
  courtgroup: requiredId(messages.required('Court group')),
  name: requiredName('Name', 100),
  /** The weekdays the rate applies on, 0 = Monday … 6 = Sunday; every day when left out. */
  weekdays: weekdayList.default([...WEEKDAYS]),
  start_hour: wholeNumber(0, 23),
  start_minute: wholeNumber(0, 45, 15),
  /** 24:00 is the end of the day. */
  end_hour: wholeNumber(0, 24),
  end_minute: wholeNumber(0, 45, 15),
  member_def_price: ratePrice().default(null),
  member_can_book: flag(true),
  nonmember_def_price: ratePrice().default(null),
  nonmember_can_book: flag(true),
  coach_book_price: ratePrice().default(null),
  coach_can_book: flag(true),
  /** The membership types' own prices; when given on a change it replaces the rate's list. */
  member_rate_set: z
    .array(memberRateEntrySchema, { error: 'Membership type prices must be a list' })
    .max(200)
    .optional(),
};

/** The time window's rule: within the day, end later than start (spec 2 §5). */
function windowRule(
  r: { start_hour: number; start_minute: number; end_hour: number; end_minute: number },
  ctx: z.RefinementCtx,
) {
  if (hasIssueAt(ctx, 'start_hour', 'start_minute', 'end_hour', 'end_minute')) return;
  if (r.end_hour === 24 && r.end_minute !== 0)
    ctx.addIssue({ code: 'custom', path: ['end_minute'], message: messages.maxValue(0) });
  else if (rateEndMinutes(r) <= rateStartMinutes(r))
    ctx.addIssue({ code: 'custom', path: ['end_hour'], message: courtMessages.endAfterStart });
}

type RateRuleFields = Parameters<typeof windowRule>[0] & PriceRow & { member_rate_set?: { membership_type: number }[] };

/** The rules across a rate's fields (spec 2 §5); a PATCH is checked by them once merged with the stored rate. */
function bookingRateRules(r: RateRuleFields, ctx: z.RefinementCtx) {
  windowRule(r, ctx);
  priceRule('member_can_book', 'member_def_price')(r, ctx);
  priceRule('nonmember_can_book', 'nonmember_def_price')(r, ctx);
  priceRule('coach_can_book', 'coach_book_price')(r, ctx);
  const seen = new Set<number>();
  r.member_rate_set?.forEach((entry, i) => {
    if (seen.has(entry.membership_type))
      ctx.addIssue({
        code: 'custom',
        path: ['member_rate_set', i, 'membership_type'],
        message: courtMessages.typeTwice,
      });
    seen.add(entry.membership_type);
  });
}

/**
 * A booking rate as its form and POST /api/courtbookingrate/ send it. Prices of those who cannot
 * book become 0; each membership type appears at most once.
 */
export const bookingRateSchema = z
  .object(bookingRateFields)
  .superRefine(bookingRateRules)
  .transform((r) => ({
    ...r,
    member_def_price: priceOrZero(r.member_can_book, r.member_def_price),
    nonmember_def_price: priceOrZero(r.nonmember_can_book, r.nonmember_def_price),
    coach_book_price: priceOrZero(r.coach_can_book, r.coach_book_price),
  }));
export type BookingRateInput = z.input<typeof bookingRateSchema>;
export type BookingRateValues = z.output<typeof bookingRateSchema>;

/** The route's body of POST /api/courtbookingrate/ (the club is what the guard reads), by the same rules (prices as sent). */
export const createBookingRateSchema = z
  .object({ club: requiredId(messages.required('Club')), ...bookingRateFields })
  .superRefine(bookingRateRules);
export type CreateBookingRate = z.output<typeof createBookingRateSchema>;

/** PATCH /api/courtbookingrate/{id}/: the fields to change (not the court group); those left out keep their value. */
export const updateBookingRateSchema = changesOf(bookingRateFields).omit({ courtgroup: true });
export type BookingRateChanges = z.output<typeof updateBookingRateSchema>;

/** A booking rate as the API answers it, with its membership-type prices. */
export const bookingRateRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  courtgroup: z.number(),
  name: z.string(),
  weekdays: z.array(z.number()),
  start_hour: z.number(),
  start_minute: z.number(),
  end_hour: z.number(),
  end_minute: z.number(),
  member_def_price: z.number(),
  member_can_book: z.boolean(),
  nonmember_def_price: z.number(),
  nonmember_can_book: z.boolean(),
  coach_book_price: z.number(),
  coach_can_book: z.boolean(),
  member_rate_set: z.array(membershipTypeRateRecordSchema),
});
export type BookingRateRecord = z.infer<typeof bookingRateRecordSchema>;
