/**
 * The codes of a court booking (spec 2 §3: booking series `ttype`, default C, and `recurrence`).
 * The spec names only C and "coach bookings"; the rest are this product's design, written down in
 * docs/bookings.md.
 */

/** Booking types: who the court is for, and whether a coach must be named. */
export const BOOKING_TYPES = {
  C: { label: 'Court hire', needsCoach: false, colour: 'green' },
  L: { label: 'Coaching', needsCoach: true, colour: 'blue' },
  E: { label: 'Event session', needsCoach: false, colour: 'grape' },
  H: { label: 'Hit', needsCoach: false, colour: 'teal' },
  M: { label: 'Maintenance', needsCoach: false, colour: 'gray' },
  B: { label: 'Block booking', needsCoach: false, colour: 'orange' },
} as const;

export type BookingType = keyof typeof BOOKING_TYPES;
export const BOOKING_TYPE_CODES = Object.keys(BOOKING_TYPES) as BookingType[];

/** True for the types that book no player's time and cost nothing: maintenance and block bookings. */
export const isClosureType = (type: BookingType): boolean => type === 'M' || type === 'B';

/**
 * Recurrence of a series: N none, D daily, W weekly, F fortnightly, M monthly on the same
 * weekday of the month (the second Tuesday; the last one when the first date was in a month's
 * last seven days).
 */
export const RECURRENCES = {
  N: 'Does not repeat',
  D: 'Daily',
  W: 'Weekly',
  F: 'Fortnightly',
  M: 'Monthly',
} as const;

export type Recurrence = keyof typeof RECURRENCES;
export const RECURRENCE_CODES = Object.keys(RECURRENCES) as Recurrence[];

/** Most instances one series may expand to: a daily booking for almost three years. */
export const MAX_SERIES_INSTANCES = 1000;
