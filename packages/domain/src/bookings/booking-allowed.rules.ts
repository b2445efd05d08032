import { DateTime } from 'luxon';
import type { OpeningHours } from '../clubs/opening-hours.rules';
import { timeToMinutes } from '../validation/date-rules';
import { weekdayShortNames } from '../courts/booking-rate.rules';
import { BOOKING_STEP_MINUTES } from '../courts/courts.rules';
import { BOOKING_TYPES, isClosureType, type BookingType } from './booking-codes';
import { ratePriceFor, splitByRates, type CostPayer, type CostRate, type DaySlice } from './booking-cost.rules';
import type { Occurrence } from './recurrence.rules';

// The allowed-check of POST /api/club/{id}/booking_allowed/ (spec 2 §7), and the guard of every
// booking create and edit: one pure function over what the server loads. Each refusal is a
// sentence naming the rule, so the form can show it in place before saving. Clashes are not
// here: the server finds them in the database, whose exclusion constraint has the last word.
//
// Staff with the Court Bookings area book for the club: they are held to the opening hours and
// the clashes, not to the limits set for players (advance days, durations, daily minutes, rates'
// can-book flags, admin-only and not-ready groups). Coaches are held to their own settings.

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type AllowedGroup = {
  id: number;
  name: string;
  /** Open for bookings: a group not ready yet is booked by staff only (players and coaches are refused). */
  ready: boolean;
  admin_only_booking: boolean;
  advance_days_booking: number;
  min_booking_duration_members: number;
  max_booking_duration_members: number;
  max_booking_duration_nonmembers: number;
  /** The group's effective hours (the club's when it inherits them). */
  hours: readonly OpeningHours[];
  rates: readonly CostRate[];
};

export type AllowedCoach = {
  id: number;
  name: string;
  advance_days_booking: number;
  max_hours_day: number;
  /** Minutes this coach is already booked, by local date. */
  booked_minutes: Readonly<Record<string, number>>;
};

export type AllowedInput = {
  now: Date;
  zone: string;
  booking_enabled: boolean;
  type: BookingType;
  occurrences: readonly Occurrence[];
  groups: readonly AllowedGroup[];
  coaches: readonly AllowedCoach[];
  /** Who books: staff of the Court Bookings area, a coach of the club, or a player. */
  booker: 'staff' | 'coach' | 'player';
  /** The paying persons with their kinds (a guest is a non-member); `name` for the sentences. */
  payers: readonly (CostPayer & { name: string })[];
  /** The kind the booker's own limits follow (member, or non-member when expired or unpaid). */
  booker_kind: 'member' | 'nonmember' | 'coach';
  /** MaxBookingMinutesPerDayMember / NonMember (feature params). */
  daily_minutes: { member: number; nonmember: number };
  /** Minutes the booker already has booked, by local date (this booking's own instances left out). */
  booked_minutes: Readonly<Record<string, number>>;
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * daySlices' answers by zone and instants, most recent last: a pure function whose luxon zone
 * arithmetic is the costly part of the allowed-check, asked for the same times again and again
 * (the availability search asks it for each court group and start time, the price for each too).
 */
const slicesMemo = new Map<string, readonly DaySlice[]>();
const SLICES_MEMO_ENTRIES = 4096;

/** The local day pieces of an occurrence: one, or two when it runs past midnight. */
export function daySlices(occurrence: Pick<Occurrence, 'start' | 'end'>, zone: string): readonly DaySlice[] {
  const key = `${zone} ${occurrence.start.getTime()} ${occurrence.end.getTime()}`;
  let slices = slicesMemo.get(key);
  if (!slices) {
    slices = Object.freeze(slicesOf(occurrence, zone).map((slice) => Object.freeze(slice)));
    if (slicesMemo.size >= SLICES_MEMO_ENTRIES) slicesMemo.delete(slicesMemo.keys().next().value!);
    slicesMemo.set(key, slices);
  }
  return slices;
}

/** Minutes after local midnight on the wall clock (06:30 is 390), whatever daylight saving did earlier that day. */
const wallMinutes = (t: DateTime) => t.hour * 60 + t.minute + t.second / 60;

// A day piece's from and to are wall-clock minutes, the way opening hours and rates are written:
// on the day the clocks go back, 19:00 is 19:00, though 20 hours have passed since midnight.
// Within the hour a change repeats or skips (02:00–03:00, when courts are closed), a piece keeps
// its real length so that it is never empty.
function slicesOf(occurrence: Pick<Occurrence, 'start' | 'end'>, zone: string): DaySlice[] {
  const start = DateTime.fromJSDate(occurrence.start).setZone(zone);
  const end = DateTime.fromJSDate(occurrence.end).setZone(zone);
  const slices: DaySlice[] = [];
  let day = start.startOf('day');
  while (day < end) {
    const next = day.plus({ days: 1 }).startOf('day');
    const first = start > day ? start : day;
    const from = wallMinutes(first);
    let to = end < next ? wallMinutes(end) : 24 * 60;
    const real = (end < next ? end : next).diff(first, 'minutes').minutes;
    if (to <= from && real > 0) to = from + real;
    if (to > from)
      slices.push({ date: day.toISODate()!, weekday: day.weekday - 1, from: Math.round(from), to: Math.round(to) });
    day = next;
  }
  return slices;
}

/** The local date (YYYY-MM-DD) of an instant; the last one asked is kept (the allowed-check asks for "today" on every call). */
let lastLocalDate = { ms: NaN, zone: '', date: '' };
function localDateOf(instant: Date, zone: string): string {
  const ms = instant.getTime();
  if (lastLocalDate.ms !== ms || lastLocalDate.zone !== zone) {
    lastLocalDate = { ms, zone, date: DateTime.fromMillis(ms, { zone }).toISODate()! };
  }
  return lastLocalDate.date;
}

/** Whole days from one local date to another (YYYY-MM-DD): calendar days, whatever daylight saving does. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Every rule the booking breaks, as sentences; empty when it is allowed. */
export function bookingRefusals(input: AllowedInput): string[] {
  const refusals = new Set<string>();
  const refuse = (message: string) => refusals.add(message);
  const staff = input.booker === 'staff';
  if (!input.booking_enabled) refuse('Court bookings are not enabled for this club.');
  if (BOOKING_TYPES[input.type].needsCoach && input.coaches.length === 0)
    refuse('A coach booking needs at least one coach.');
  if (!staff && isClosureType(input.type))
    refuse(`Only the club's administrators can make a ${BOOKING_TYPES[input.type].label.toLowerCase()}.`);
  const today = localDateOf(input.now, input.zone);

  for (const occurrence of input.occurrences) {
    const minutes = Math.round((occurrence.end.getTime() - occurrence.start.getTime()) / 60_000);
    const slices = daySlices(occurrence, input.zone);
    // The local date it starts on: its first day piece's (none when it has no length).
    const startDate = slices[0]?.date ?? localDateOf(occurrence.start, input.zone);
    const daysAhead = daysBetween(today, startDate);
    if (!staff && occurrence.start < input.now) refuse('A booking cannot start in the past.');
    if (minutes % BOOKING_STEP_MINUTES !== 0) refuse(`Bookings go in steps of ${BOOKING_STEP_MINUTES} minutes.`);

    for (const group of input.groups) {
      for (const slice of slices) {
        const hours = group.hours.find((h) => h.weekday === slice.weekday);
        const open = hours ? timeToMinutes(hours.open) : null;
        const close = hours ? (hours.close === '00:00' ? 1440 : timeToMinutes(hours.close)) : null;
        if (open === null || close === null)
          refuse(`Courts in ${group.name} are closed on ${weekdayNames[slice.weekday]}s.`);
        else if (slice.from < open || slice.to > close) {
          refuse(
            `Courts in ${group.name} can be booked between ${hhmm(open)} and ${hhmm(close)} on ${weekdayNames[slice.weekday]}s.`,
          );
        }
      }
      if (staff) continue;
      if (!group.ready) refuse(`Courts in ${group.name} are not open for booking yet.`);
      else if (group.admin_only_booking)
        refuse(`Courts in ${group.name} can only be booked by the club's administrators.`);
      if (input.booker === 'player' && daysAhead > group.advance_days_booking) {
        refuse(`Courts in ${group.name} can be booked at most ${group.advance_days_booking} days ahead.`);
      }
      if (input.booker_kind !== 'coach') {
        const member = input.booker_kind === 'member';
        const max = member ? group.max_booking_duration_members : group.max_booking_duration_nonmembers;
        const who = member ? 'Members' : 'Non-members';
        if (member && minutes < group.min_booking_duration_members)
          refuse(`Members book courts in ${group.name} for at least ${group.min_booking_duration_members} minutes.`);
        if (max > 0 && minutes > max) refuse(`${who} can book courts in ${group.name} for at most ${max} minutes.`);
      }
      rateRefusals(group, slices, input.payers).forEach(refuse);
    }

    if (!staff && input.booker_kind !== 'coach') {
      const cap = input.booker_kind === 'member' ? input.daily_minutes.member : input.daily_minutes.nonmember;
      const date = startDate;
      const total = (input.booked_minutes[date] ?? 0) + minutes * Math.max(1, input.groups.length);
      const who = input.booker_kind === 'member' ? 'Members' : 'Non-members';
      if (cap > 0 && total > cap)
        refuse(`${who} can book at most ${cap} minutes a day; this booking makes ${total} minutes on ${date}.`);
    }
    for (const coach of input.coaches) {
      const date = startDate;
      const total = (coach.booked_minutes[date] ?? 0) + minutes;
      if (total > coach.max_hours_day * 60)
        refuse(
          `${coach.name} can coach at most ${coach.max_hours_day} hours a day; this booking makes ${total / 60} hours on ${date}.`,
        );
      if (!staff && daysAhead > coach.advance_days_booking)
        refuse(`${coach.name} can be booked at most ${coach.advance_days_booking} days ahead.`);
    }
  }
  return [...refusals];
}

/** The rates' refusals for the paying persons, and the stretches no rate covers. */
function rateRefusals(group: AllowedGroup, slices: readonly DaySlice[], payers: AllowedInput['payers']): string[] {
  const out: string[] = [];
  for (const slice of slices) {
    const { pieces, uncovered } = splitByRates(slice, group.rates);
    for (const gap of uncovered) {
      out.push(
        `No booking rate of ${group.name} covers ${hhmm(gap.from)}–${hhmm(gap.to)} on ${weekdayShortNames[gap.weekday]}.`,
      );
    }
    for (const piece of pieces) {
      for (const payer of payers) {
        if (ratePriceFor(piece.rate, payer) !== null) continue;
        const who =
          payer.kind === 'coach'
            ? 'coaches'
            : payer.kind === 'nonmember'
              ? 'non-members'
              : payer.membership_type != null && piece.rate.type_prices[payer.membership_type]
                ? `${payer.name}'s membership type`
                : 'members';
        out.push(`The ${piece.rate.name} rate of ${group.name} does not let ${who} book (${payer.name}).`);
      }
    }
  }
  return out;
}
