import { timeToMinutes } from '../validation/date-rules';
import type { OpeningHours } from './opening-hours.rules';

// Time lists of the dashboard's forms (spec 2 §9): 30-minute steps (or 15), within the club's
// opening hours when it has them, otherwise the whole day.

/** The steps a time list may use, in minutes. */
export type TimeStep = 15 | 30;

const DAY_MINUTES = 24 * 60;

/** 'HH:MM' of minutes since midnight (1440 is '24:00', the end of the day). */
export const minutesToTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every `step` minutes from `from` to `to` inclusive, as 'HH:MM'; an empty list when the window is not one. */
export function timeOptions(step: TimeStep = 30, from = '00:00', to = '24:00'): string[] {
  const [start, end] = [timeToMinutes(from), timeToMinutes(to)];
  if (start === null || end === null || end < start) return [];
  const first = Math.ceil(start / step) * step;
  const times: string[] = [];
  for (let m = first; m <= Math.min(end, DAY_MINUTES); m += step) times.push(minutesToTime(m));
  return times;
}

/**
 * The time list for a form within the club's hours: of one weekday when given (a closed day
 * has none), otherwise from the earliest opening to the latest closing of the week. With no
 * hours at all, the whole day.
 */
export function timeOptionsWithin(
  hours: readonly OpeningHours[] | null | undefined,
  step: TimeStep = 30,
  weekday?: number,
): string[] {
  if (!hours || hours.length === 0) return timeOptions(step);
  const days = weekday === undefined ? hours : hours.filter((h) => h.weekday === weekday);
  if (days.length === 0) return [];
  const opens = days.map((d) => timeToMinutes(d.open) ?? 0);
  const closes = days.map((d) => timeToMinutes(d.close) ?? DAY_MINUTES);
  return timeOptions(step, minutesToTime(Math.min(...opens)), minutesToTime(Math.max(...closes)));
}

/**
 * A time as people read it, on the one 24-hour clock of every screen (formatTime in ../format):
 * '6:00' → '06:00', '13:30:00' → '13:30', '24:00' (the end of the day) stays '24:00'.
 */
export function timeLabel(time: string): string {
  const minutes = timeToMinutes(time);
  return minutes === null ? time : minutesToTime(minutes);
}

/** Weekday names, Monday 0 to Sunday 6 (spec 2 §9). */
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
