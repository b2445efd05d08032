/**
 * Opening hours in the shapes the product uses (spec 2 §3). Stored: one row per open weekday
 * (0 = Monday … 6 = Sunday) with local wall-clock open and close times. The dashboard's hours
 * widget reads them as hoursOfOperation (open days only) and daysofOperation (all seven days).
 */

/** Weekdays as the product numbers them: Monday 0 to Sunday 6 (spec 2 §9). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One weekday's hours as stored: local wall-clock 'HH:MM' times. */
export type OpeningHours = { weekday: number; open: string; close: string };
/** An open day for the hours widget: `id` is the weekday. */
export type HoursOfOperation = { id: number; open: string; close: string };
export type DayType = 'open' | 'closed';
/** Whether a weekday is open, for the hours widget: `id` is the weekday. */
export type DayOfOperation = { id: number; dayType: DayType };

/** A time as 'HH:MM': drops seconds ('06:00:00') and pads the hour ('6:00'); other text is kept. */
export function toHourMinute(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : time;
}

/** The hours sorted by weekday with 'HH:MM' times; rows outside 0–6 and repeated weekdays are dropped. */
export function normaliseOpeningHours(hours: readonly OpeningHours[]): OpeningHours[] {
  const byDay = new Map<number, OpeningHours>();
  for (const h of hours) {
    if (!WEEKDAYS.includes(h.weekday as (typeof WEEKDAYS)[number]) || byDay.has(h.weekday)) continue;
    byDay.set(h.weekday, { weekday: h.weekday, open: toHourMinute(h.open), close: toHourMinute(h.close) });
  }
  return [...byDay.values()].sort((a, b) => a.weekday - b.weekday);
}

/** hoursOfOperation: one entry per open weekday, `id` being the weekday. */
export const toHoursOfOperation = (hours: readonly OpeningHours[]): HoursOfOperation[] =>
  normaliseOpeningHours(hours).map(({ weekday, open, close }) => ({ id: weekday, open, close }));

/** daysofOperation: all seven weekdays, 'open' when the day has hours, otherwise 'closed'. */
export function toDaysOfOperation(hours: readonly OpeningHours[]): DayOfOperation[] {
  const open = new Set(normaliseOpeningHours(hours).map((h) => h.weekday));
  return WEEKDAYS.map((id) => ({ id, dayType: open.has(id) ? 'open' : 'closed' }));
}

/** A court group's hours: the club's when it inherits them, otherwise its own. */
export const courtGroupOpeningHours = (
  group: { inherit_club_hours: boolean; opening_hours: readonly OpeningHours[] },
  clubHours: readonly OpeningHours[],
): OpeningHours[] => normaliseOpeningHours(group.inherit_club_hours ? clubHours : group.opening_hours);
