import { DateTime } from 'luxon';
import { z } from 'zod';
import { timeToMinutes } from '../validation/date-rules';

// A player's weekly availability for find-a-hit (issue 14 "their availability"; the spec does not
// define it, docs/find-a-hit.md "Availability"): per weekday (0 Monday … 6 Sunday, as the product
// numbers weekdays), the times they can usually play, as wall-clock 'HH:MM' times. They are read
// in the time zone of the club of each hit: "Tuesday 18:00–21:00" means 18:00 at that club. No
// window at all means "not set": every time fits.

export const availabilityMessages = {
  time: 'Must be a time (HH:MM)',
  toAfterFrom: 'Must be later than the start',
  overlaps: 'Overlaps another time on the same day',
  weekday: 'Choose a day of the week',
  tooMany: 'At most 21 times a week',
} as const;

/** The least overlap of a hit's window with the player's times for it to fit: half an hour (the shortest court booking), or the whole window when shorter. */
export const MIN_AVAILABILITY_OVERLAP_MINUTES = 30;

const hhmm = z
  .string({ error: availabilityMessages.time })
  .trim()
  .refine((v) => timeToMinutes(v) !== null, availabilityMessages.time);

/** One time a player can usually play: a weekday and a wall-clock window ('24:00' ends the day). */
export const availabilityWindowSchema = z
  .object({
    weekday: z
      .number({ error: availabilityMessages.weekday })
      .int(availabilityMessages.weekday)
      .min(0, availabilityMessages.weekday)
      .max(6, availabilityMessages.weekday),
    from: hhmm,
    to: hhmm,
  })
  .superRefine((w, ctx) => {
    const [from, to] = [timeToMinutes(w.from), timeToMinutes(w.to)];
    if (from !== null && to !== null && to <= from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: availabilityMessages.toAfterFrom });
  });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** PUT /api/matchaavailability/: the player's whole week (replaces what was there; an empty list clears it). */
export const playerAvailabilitySchema = z
  .object({
    windows: z
      .array(availabilityWindowSchema, { error: 'A list of times is required' })
      .max(21, availabilityMessages.tooMany),
  })
  .superRefine((v, ctx) => {
    v.windows.forEach((w, i) => {
      const [from, to] = [timeToMinutes(w.from), timeToMinutes(w.to)];
      if (from === null || to === null || to <= from) return;
      const clash = v.windows.some((o, j) => {
        if (j >= i || o.weekday !== w.weekday) return false;
        const [of, ot] = [timeToMinutes(o.from), timeToMinutes(o.to)];
        return of !== null && ot !== null && of < to && from < ot;
      });
      if (clash) ctx.addIssue({ code: 'custom', path: ['windows', i, 'from'], message: availabilityMessages.overlaps });
    });
  });
export type PlayerAvailability = z.infer<typeof playerAvailabilitySchema>;

/** The stored week in a fixed order: by weekday, then start, with 'HH:MM' times. */
export function sortAvailability(windows: readonly AvailabilityWindow[]): AvailabilityWindow[] {
  const pad = (t: string) => (t.trim().length === 4 ? `0${t.trim()}` : t.trim());
  return windows
    .map((w) => ({ weekday: w.weekday, from: pad(w.from), to: pad(w.to) }))
    .sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
}

/**
 * Minutes of the window [start, end) that fall in the player's times, reading the times in
 * `zone` (the hit's club). A window over midnight is measured on each day it touches.
 */
export function availabilityOverlapMinutes(
  windows: readonly AvailabilityWindow[],
  start: Date,
  end: Date,
  zone: string,
): number {
  const [s, e] = [start.getTime(), end.getTime()];
  if (e <= s) return 0;
  let total = 0;
  let day = DateTime.fromMillis(s, { zone }).startOf('day');
  const last = DateTime.fromMillis(e, { zone }).startOf('day');
  while (day <= last) {
    const weekday = day.weekday - 1; // luxon: 1 Monday … 7 Sunday
    for (const w of windows) {
      if (w.weekday !== weekday) continue;
      const [from, to] = [timeToMinutes(w.from), timeToMinutes(w.to)];
      if (from === null || to === null) continue;
      // Wall-clock times of that day in the club's zone (DST days included).
      const ws = day.set({ hour: Math.floor(from / 60), minute: from % 60 }).toMillis();
      const we =
        to === 24 * 60
          ? day.plus({ days: 1 }).toMillis()
          : day.set({ hour: Math.floor(to / 60), minute: to % 60 }).toMillis();
      const overlap = Math.min(e, we) - Math.max(s, ws);
      if (overlap > 0) total += overlap / 60_000;
    }
    day = day.plus({ days: 1 });
  }
  return Math.round(total);
}

/** Whether a hit's window suits the player's times: always when they set none; else an overlap of at least half an hour (or the whole window when it is shorter). */
export function fitsAvailability(
  windows: readonly AvailabilityWindow[],
  start: Date,
  end: Date,
  zone: string,
): boolean {
  if (!windows.length) return true;
  const need = Math.min(MIN_AVAILABILITY_OVERLAP_MINUTES, Math.max(0, (end.getTime() - start.getTime()) / 60_000));
  return availabilityOverlapMinutes(windows, start, end, zone) >= Math.max(need, 1);
}
