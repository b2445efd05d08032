import { DateTime } from 'luxon';
import { BOOKING_TYPES, type BookingType } from './booking-codes';

// The dashboard calendar's arithmetic (issue 9): a club-local day as instants, where a booking
// falls in that day's rows, which hours the rows cover, and a dragged range of slots. Everything
// is in the club's time zone, whatever the browser's own zone.

/** Minutes of a calendar row by default; the day and week views also offer 15-minute rows (spec 2 §9: 30 or 15). */
export const CALENDAR_ROW_MINUTES = 30;

/** The row lengths the calendar offers, in minutes. */
export const CALENDAR_ROW_CHOICES = [30, 15] as const;
export type CalendarRowMinutes = (typeof CALENDAR_ROW_CHOICES)[number];

/** The rows shown when no group is open that day: a usual club day. */
export const DEFAULT_CALENDAR_HOURS = { from: 6 * 60, to: 22 * 60 } as const;

/** The instants that bound the local `date` (YYYY-MM-DD) in `zone`, for the instance list's start and end. */
export function zoneDayBounds(date: string, zone: string, days = 1): { start: string; end: string } {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { start: start.toISO()!, end: start.plus({ days }).toISO()! };
}

/** `date` moved by `days` (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string => DateTime.fromISO(date).plus({ days }).toISODate()!;

/** Monday of the week of `date`. */
export const weekStartOf = (date: string): string => DateTime.fromISO(date).startOf('week').toISODate()!;

/** Weekday of a local date, Monday 0 … Sunday 6 (the opening hours' numbering). */
export const weekdayOf = (date: string): number => DateTime.fromISO(date).weekday - 1;

/**
 * Where an instant falls on the wall clock of `date` in `zone`, in minutes after its midnight
 * (negative the day before, over 1440 the day after): 19:00 is 1140 on the days the clocks
 * change too, where the time passed since midnight is an hour more or less.
 */
export function minutesIntoDay(instant: string, date: string, zone: string): number {
  const local = DateTime.fromISO(instant).setZone(zone);
  const days = Math.round((Date.parse(local.toISODate()!) - Date.parse(date)) / 86_400_000);
  return days * 1440 + local.hour * 60 + local.minute + Math.round(local.second / 60);
}

/** 'HH:mm' of minutes after midnight. */
export const hhmmOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes after midnight of 'HH:mm' (or 'HH:mm:ss'); '24:00' is 1440. */
export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + (m || 0);
};

type Hours = { weekday: number; open: string; close: string };

/**
 * The minutes the rows cover on a weekday: from the earliest opening to the latest closing of
 * the groups shown, whole rows; the usual day when none of them is open.
 */
export function calendarHours(
  groupsHours: readonly (readonly Hours[])[],
  weekday: number,
  step: number = CALENDAR_ROW_MINUTES,
): { from: number; to: number; closed: boolean } {
  const open = groupsHours.flatMap((hours) => hours.filter((h) => h.weekday === weekday));
  if (!open.length) return { ...DEFAULT_CALENDAR_HOURS, closed: true };
  const from = Math.min(...open.map((h) => minutesOf(h.open)));
  const to = Math.max(...open.map((h) => minutesOf(h.close) || 24 * 60));
  return { from: Math.floor(from / step) * step, to: Math.ceil(to / step) * step, closed: false };
}

/** A booking placed in a day's rows of `step` minutes: the first row (0-based) and how many rows it spans, clipped to the rows shown. */
export function rowsOfBooking(
  start: number,
  end: number,
  hours: { from: number; to: number },
  step: number = CALENDAR_ROW_MINUTES,
): { row: number; span: number } | null {
  const from = Math.max(start, hours.from);
  const to = Math.min(end, hours.to);
  if (to <= from) return null;
  const row = Math.floor((from - hours.from) / step);
  return { row, span: Math.max(1, Math.ceil((to - hours.from) / step) - row) };
}

/** A dragged range of rows on one or several courts, in order whichever way it was dragged. */
export function selectionOf(a: { court: number; row: number }, b: { court: number; row: number }) {
  return {
    courts: [Math.min(a.court, b.court), Math.max(a.court, b.court)] as const,
    rows: [Math.min(a.row, b.row), Math.max(a.row, b.row)] as const,
  };
}

/** The colour of a booking type on the calendar. */
export const bookingTypeColour = (type: string): string => BOOKING_TYPES[type as BookingType]?.colour ?? 'gray';
