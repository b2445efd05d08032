import { courtGroupOpeningHours, type OpeningHours } from '../clubs/opening-hours.rules';
import { timeOptionsWithin, type TimeStep } from '../clubs/time-options';
import { MULTIPLE_SURFACE, surfaceColour } from '../reference/reference.schema';

// Pure rules of courts and court groups (spec 2 §4, §5, §9): numbering, names, booking durations,
// time lists within a group's hours, and how a surface looks.

/** Booking durations go in steps of 30 minutes (spec 2 §9). */
export const BOOKING_STEP_MINUTES = 30;

/** Highest court number a club may use (the column is a smallint; no club has a thousand courts). */
export const MAX_COURT_NUMBER = 999;

/** A new court's number: the highest existing number plus one, or 1 for a club's first court (spec 2 §4). */
export const nextCourtNumber = (numbers: readonly number[]): number => (numbers.length ? Math.max(...numbers) + 1 : 1);

/** A new court's suggested name: 'Court N' (spec 2 §4). */
export const defaultCourtName = (number: number): string => `Court ${number}`;

/** True for a booking duration the product allows: a whole, non-negative multiple of 30 minutes. */
export const isBookingDuration = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= 0 && minutes % BOOKING_STEP_MINUTES === 0;

/** The durations a select offers, `from` to `to` minutes in 30-minute steps. */
export function durationOptions(from = 0, to = 240): number[] {
  const out: number[] = [];
  for (let m = Math.ceil(from / BOOKING_STEP_MINUTES) * BOOKING_STEP_MINUTES; m <= to; m += BOOKING_STEP_MINUTES)
    out.push(m);
  return out;
}

/** A duration as people read it: 0 → 'none', 90 → '1 h 30 min', 120 → '2 h', 30 → '30 min'. */
export function durationLabel(minutes: number): string {
  if (minutes <= 0) return 'none';
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/**
 * The time list of a court group's forms (spec 2 §9): `step`-minute steps within the group's
 * hours (the club's when it inherits them) on `weekday`, or across the week; the whole day when
 * there are no hours at all.
 */
export const courtGroupTimeOptions = (
  group: { inherit_club_hours: boolean; opening_hours: readonly OpeningHours[] },
  clubHours: readonly OpeningHours[],
  step: TimeStep = 30,
  weekday?: number,
): string[] => timeOptionsWithin(courtGroupOpeningHours(group, clubHours), step, weekday);

/** The colour of a surface's court image (spec 2 §9): clay red, hard blue, grass green, otherwise grey. */
export const courtImageColour = surfaceColour;

/**
 * The club's surface in one word: the one surface all its courts share, or 'Multiple' (id 0,
 * spec 2 §9) when they differ; null without courts.
 */
export function clubSurface<S extends { id: number; name: string }>(
  courts: readonly { surface: number }[],
  surfaces: readonly S[],
): S | typeof MULTIPLE_SURFACE | null {
  const ids = [...new Set(courts.map((c) => c.surface))];
  if (ids.length === 0) return null;
  if (ids.length > 1) return MULTIPLE_SURFACE;
  return surfaces.find((s) => s.id === ids[0]) ?? null;
}
