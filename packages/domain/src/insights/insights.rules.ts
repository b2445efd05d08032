import { DateTime } from 'luxon';
import { weekdayOf } from '../bookings/calendar.rules';
import type { OpeningHours } from '../clubs/opening-hours.rules';
import { daysBetween } from './insights.schema';

// The pure arithmetic of the insights reports: the previous period, the hours a court is open on
// each local day (daylight saving included), the heatmap's open hours, and the change between two
// figures. The database counts what was booked; these count what could have been.

/** A cancellation this close to the start counts as late. */
export const LATE_CANCEL_HOURS = 24;

/** The days of a range, both ends included, as ISO dates. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const n = daysBetween(from, to);
  for (let i = 0; i <= n; i++)
    out.push(new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

/** The period of equal length just before a range (30 days → the 30 days before it). */
export function previousPeriod(from: string, to: string): { datefrom: string; dateto: string } {
  const length = daysBetween(from, to) + 1;
  const day = (iso: string, shift: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
  return { datefrom: day(from, -length), dateto: day(from, -1) };
}

/** The open window of one local day as instants in the zone; null when closed that weekday. */
function openWindow(
  date: string,
  hours: readonly OpeningHours[],
  zone: string,
): { open: DateTime; close: DateTime } | null {
  const h = hours.find((x) => x.weekday === weekdayOf(date));
  if (!h) return null;
  const open = DateTime.fromISO(`${date}T${h.open}`, { zone });
  // A close of 00:00 (or before the opening) means midnight at the end of the day.
  let close = DateTime.fromISO(`${date}T${h.close}`, { zone });
  if (close <= open) close = DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day');
  return { open, close };
}

/** Minutes a court with these hours is open over a range of local days (a daylight-saving day is shorter or longer). */
export function openMinutes(from: string, to: string, hours: readonly OpeningHours[], zone: string): number {
  let total = 0;
  for (const date of daysOf(from, to)) {
    const w = openWindow(date, hours, zone);
    if (w) total += w.close.diff(w.open, 'minutes').minutes;
  }
  return Math.round(total);
}

/**
 * Open minutes per heatmap cell (weekday × local hour) over a range for one court: each hour of
 * each open day contributes the minutes of it inside the opening window.
 */
export function openMinutesByCell(
  from: string,
  to: string,
  hours: readonly OpeningHours[],
  zone: string,
): Map<string, number> {
  const cells = new Map<string, number>();
  const add = (weekday: number, hour: number, minutes: number) => {
    const key = cellKey(weekday, hour);
    cells.set(key, (cells.get(key) ?? 0) + minutes);
  };
  for (const date of daysOf(from, to)) {
    const w = openWindow(date, hours, zone);
    if (!w) continue;
    const weekday = weekdayOf(date);
    if (w.open.offset === w.close.offset) {
      // No clock change inside the window: local minutes are real minutes.
      const start = w.open.hour * 60 + w.open.minute;
      const end = start + Math.round(w.close.diff(w.open, 'minutes').minutes);
      for (let m = start; m < end;) {
        const hour = Math.floor(m / 60);
        const next = Math.min((hour + 1) * 60, end);
        add(weekday, hour % 24, next - m);
        m = next;
      }
      continue;
    }
    // The day the clocks change: walk the real hours, each labelled with its local hour.
    let at = w.open.startOf('hour');
    while (at < w.close) {
      const next = at.plus({ hours: 1 });
      const start = at < w.open ? w.open : at;
      const end = next > w.close ? w.close : next;
      const minutes = end.diff(start, 'minutes').minutes;
      if (minutes > 0) add(weekday, at.hour, minutes);
      at = next;
    }
  }
  return cells;
}

export const cellKey = (weekday: number, hour: number) => `${weekday}:${hour}`;

/** Hours with two decimals, from minutes. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** A share with three decimals; 0 when there is nothing to share. */
export const ratio = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0;

/** The change from the previous figure as a fraction (0.25 = +25 %); null when there was none before. */
export const changeFrom = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 1000;
