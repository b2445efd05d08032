import { z } from 'zod';
import { messages } from '../validation/messages';
import { dateTimeText } from '../validation/date-fields';
import { requiredId } from '../courts/court-fields';
import { bookingMessages } from './booking.schema';

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

/** How a player's booking is paid: by card in the app when the court group asks for it, else at the club. */
export type PlayerPayment = 'app' | 'club' | 'none';

/**
 * GET /api/club/{id}/availability/: a court group's bookable times that day, each with its price
 * for the caller. Every court of the group has these times, so they are sent once per group.
 */
export type AvailabilityGroup = {
  name: string;
  payment: PlayerPayment;
  times: { start: string; end: string; price: string }[];
};
/** A court the caller may book: its group (an index into `groups`) and, time by time, whether it is free for the caller. */
export type AvailabilityCourt = { id: number; name: string; number: number; group: number; free: boolean[] };
export type Availability = {
  date: string;
  duration: number;
  currency: string;
  as: 'member' | 'nonmember';
  groups: AvailabilityGroup[];
  courts: AvailabilityCourt[];
  /** When no time is free: the rules that refused them (past times and taken courts left out). */
  reasons: string[];
};
/** One bookable time of one court, as the booking page lists it. */
export type AvailabilitySlot = { start: string; end: string; free: boolean; price: string };
/** A court's times with whether each is free: its group's times beside its own flags. */
export const courtSlots = (availability: Pick<Availability, 'groups'>, court: AvailabilityCourt): AvailabilitySlot[] =>
  availability.groups[court.group].times.map((time, i) => ({ ...time, free: court.free[i] }));

/** POST /api/club/{id}/book/quote/. */
export type PlayerBookingQuote = {
  allowed: boolean;
  reasons: string[];
  price: string;
  currency: string;
  as: 'member' | 'nonmember';
  payment: PlayerPayment;
};

/** One of the caller's bookings (GET /api/mybooking/): an instance with its club and courts. */
export type MyBooking = {
  id: number;
  booking_series: number;
  club: number;
  club_name: string;
  name: string;
  start: string;
  end: string;
  /** Local wall-clock times in the club's zone ('2026-12-08T18:00'). */
  local_start: string;
  local_end: string;
  zone: string;
  courts: string[];
  price: string;
  currency: string;
  payment: PlayerPayment;
  cancelled: boolean;
  /** The caller made it themself, and it has not started: they may cancel it here. */
  can_cancel: boolean;
  /** What has been paid for its series in the app and not refunded (0 when paid at the club or not yet). */
  paid: string;
  /** The group asks for payment in the app and the caller's own share is not paid yet: they may pay it by card here. */
  can_pay: boolean;
  /** The caller's share of the booking (its live dates) when they pay part of it, and what of it is still to pay. */
  my_share?: string | null;
  my_to_pay?: string | null;
  /** Each paying person's share, when several pay: paid or not (`mine` is the caller's). */
  shares?: MyBookingShare[];
};

/** One paying person's share of a booking, as My bookings and the booking panel show it. */
export type MyBookingShare = {
  booked_person: number | null;
  name: string;
  amount: string;
  paid: string;
  pending: string;
  to_pay: string;
  settled: boolean;
  mine?: boolean;
};

/** GET /api/mybooking/{id}/refund/: what cancelling now would give back, asked before confirming. */
export type MyBookingRefund = {
  can_cancel: boolean;
  reason: string;
  price: string;
  paid: string;
  refund: string;
  currency: string;
};
