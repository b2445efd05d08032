import { z } from 'zod';
import { paymentShareSchema } from './booking.answers';

// Players booking for themselves (issue 9): the answers of the club's free times, the quote, the
// booking and My bookings, as the API gives them, for the player bookings' contracts (issue 26).

/** How a player's booking is paid: by card in the app when the court group asks for it, else at the club. */
export const playerPaymentSchema = z.enum(['app', 'club', 'none']);
export type PlayerPayment = z.infer<typeof playerPaymentSchema>;

/**
 * GET /api/club/{id}/availability/: a court group's bookable times that day, each with its price
 * for the caller. Every court of the group has these times, so they are sent once per group.
 */
export const availabilityGroupSchema = z.object({
  name: z.string(),
  payment: playerPaymentSchema,
  times: z.array(z.object({ start: z.string(), end: z.string(), price: z.string() })),
});
export type AvailabilityGroup = z.infer<typeof availabilityGroupSchema>;
/** A court the caller may book: its group (an index into `groups`) and, time by time, whether it is free for the caller. */
export const availabilityCourtSchema = z.object({
  id: z.number(),
  name: z.string(),
  number: z.number(),
  group: z.number(),
  free: z.array(z.boolean()),
  /**
   * Time by time, whether it is one of the club's high-demand times still to be drawn (issue 29):
   * not free, asked for in the lottery; only on a court with such a time that day.
   */
  draw: z.array(z.boolean()).optional(),
  /** Lit and indoor: the court's own, or every court's when the club's booking settings say so. */
  has_lights: z.boolean(),
  indoor: z.boolean(),
  /** The court's surface ('Hard', 'Clay', …). */
  surface: z.string(),
  /**
   * The court's own rules ('' when the club gives one text for every court). Its access notes (gate
   * codes) are not here: only the people on a booking see them, in My bookings (issue 28).
   */
  rules: z.string(),
});
export type AvailabilityCourt = z.infer<typeof availabilityCourtSchema>;
export const availabilitySchema = z.object({
  date: z.string(),
  duration: z.number(),
  currency: z.string(),
  as: z.enum(['member', 'nonmember']),
  groups: z.array(availabilityGroupSchema),
  courts: z.array(availabilityCourtSchema),
  /** The club's one rules text for every court ('' when none, or each court has its own). */
  rules: z.string(),
  /** When no time is free: the rules that refused them (past times and taken courts left out). */
  reasons: z.array(z.string()),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** One court free at the asked time, with what the player needs to choose it (GET /api/club/{id}/free_courts/). */
export const freeCourtSchema = availabilityCourtSchema.omit({ group: true, free: true, draw: true }).extend({
  group: z.string(),
  start: z.string(),
  end: z.string(),
  price: z.string(),
  payment: playerPaymentSchema,
});
export type FreeCourt = z.infer<typeof freeCourtSchema>;
/**
 * Time first, then court (issue 28): the courts free at `time` on `date` for `duration` minutes, the
 * club's preferred first; the nearest other times with a free court; and every time the club's
 * groups offer that day (for the time picker).
 */
export const freeCourtsSchema = z.object({
  date: z.string(),
  time: z.string(),
  duration: z.number(),
  currency: z.string(),
  as: z.enum(['member', 'nonmember']),
  courts: z.array(freeCourtSchema),
  /** Up to four other times within an hour either side with at least one free court, nearest first. */
  nearby: z.array(z.object({ time: z.string(), free: z.number() })),
  times: z.array(z.string()),
  rules: z.string(),
  /** Guests' fee per guest per booking (the club's booking settings), '0.00' when none. */
  guest_fee: z.string(),
  reasons: z.array(z.string()),
  /** Whether the club holds freed courts for a waiting list (WaitlistHoldMinutes > 0; issue 29). */
  waitlist: z.boolean().optional(),
});
export type FreeCourts = z.infer<typeof freeCourtsSchema>;

/** A coach of the club a player may book a lesson with, on a date (GET /api/club/{id}/lesson_coaches/). */
export const lessonCoachSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The lesson's price for the asked duration (on top of the court), and per hour. */
  price: z.string(),
  price_per_hour: z.string(),
  currency: z.string(),
  /** The coach's lesson hours on the asked date's weekday; null when they give no lessons that day. */
  lesson_from: z.string().nullable(),
  lesson_to: z.string().nullable(),
  /** The times within the coach's lesson hours when the coach is free and a court is free. */
  times: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type LessonCoach = z.infer<typeof lessonCoachSchema>;

/** A member of the club a player may book with (GET /api/club/{id}/partners/?search): the name only. */
export const bookingPartnerSchema = z.object({ id: z.number(), name: z.string() });
export type BookingPartner = z.infer<typeof bookingPartnerSchema>;

/** What a player on a booking is told of its courts in My bookings (issue 28). */
export const myBookingFactsSchema = z.object({
  courts: z.array(
    z.object({
      name: z.string(),
      surface: z.string(),
      has_lights: z.boolean(),
      indoor: z.boolean(),
      rules: z.string(),
    }),
  ),
  /** The club's rules for every court ('' when none or each court has its own). */
  rules: z.string(),
  /** The access notes (gate codes): only from `access_from` on (the club's hours before), else null. */
  access_notes: z.string().nullable(),
  access_from: z.string(),
});
export type MyBookingFacts = z.infer<typeof myBookingFactsSchema>;
/** One bookable time of one court, as the booking page lists it. */
export type AvailabilitySlot = { start: string; end: string; free: boolean; draw: boolean; price: string };

/** POST /api/club/{id}/book/quote/. */
export const playerBookingQuoteSchema = z.object({
  allowed: z.boolean(),
  reasons: z.array(z.string()),
  price: z.string(),
  currency: z.string(),
  as: z.enum(['member', 'nonmember']),
  payment: playerPaymentSchema,
  /** Each paying person's share (the player first; their share carries the guests' fee) when several pay (issue 28). */
  shares: z.array(z.object({ name: z.string(), amount: z.string() })).optional(),
  /** The club's fee for each guest (on the player's share), '0.00' when none. */
  guest_fee: z.string().optional(),
  /** The longest weekly slot the caller may book here (issue 29); null when the club does not allow it or they are not a member. */
  weekly_max_weeks: z.number().nullable().optional(),
});
export type PlayerBookingQuote = z.infer<typeof playerBookingQuoteSchema>;

/** One paying person's share of a booking, as My bookings and the booking panel show it. */
export const myBookingShareSchema = paymentShareSchema.extend({ mine: z.boolean().optional() });
export type MyBookingShare = z.infer<typeof myBookingShareSchema>;

/** One of the caller's bookings (GET /api/mybooking/): an instance with its club and courts. */
export const myBookingSchema = z.object({
  id: z.number(),
  booking_series: z.number(),
  club: z.number(),
  club_name: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  /** Local wall-clock times in the club's zone ('2026-12-08T18:00'). */
  local_start: z.string(),
  local_end: z.string(),
  zone: z.string(),
  courts: z.array(z.string()),
  price: z.string(),
  currency: z.string(),
  payment: playerPaymentSchema,
  cancelled: z.boolean(),
  /** The caller made it themself, and it has not started: they may cancel it here. */
  can_cancel: z.boolean(),
  /** What has been paid for its series in the app and not refunded (0 when paid at the club or not yet). */
  paid: z.string(),
  /** The group asks for payment in the app and the caller's own share is not paid yet: they may pay it by card here. */
  can_pay: z.boolean(),
  /** The caller's share of the booking (its live dates) when they pay part of it, and what of it is still to pay. */
  my_share: z.string().nullable().optional(),
  my_to_pay: z.string().nullable().optional(),
  /** Each paying person's share, when several pay: paid or not (`mine` is the caller's). */
  shares: z.array(myBookingShareSchema).optional(),
  /** The coaches of a lesson and the guests named on the booking (issue 28). */
  coaches: z.array(z.string()).optional(),
  guests: z.array(z.string()).optional(),
  facts: myBookingFactsSchema.optional(),
  /** A date of a weekly series the caller made (issue 29): they may cancel it or it and the later dates. */
  recurring: z.boolean().optional(),
  /** A junior's booking made by the caller, their guardian (issue 30): the junior's name. */
  junior: z.string().nullable().optional(),
  /**
   * When the club asks players to check in (issue 29) and the booking is on: the court to check in
   * at, the window (instants) and the check-in so far (C checked in, N no-show, null not yet).
   */
  check_in: z
    .object({ court: z.number(), opens: z.string(), closes: z.string(), status: z.enum(['C', 'N']).nullable() })
    .nullable()
    .optional(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** GET /api/mybooking/{id}/refund/: what cancelling now would give back, asked before confirming. */
export const myBookingRefundSchema = z.object({
  can_cancel: z.boolean(),
  reason: z.string(),
  price: z.string(),
  paid: z.string(),
  refund: z.string(),
  currency: z.string(),
});
export type MyBookingRefund = z.infer<typeof myBookingRefundSchema>;
