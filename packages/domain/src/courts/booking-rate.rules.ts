import { normaliseOpeningHours, WEEKDAYS, type OpeningHours } from '../clubs/opening-hours.rules';
import { minutesToTime } from '../clubs/time-options';
import { timeToMinutes } from '../validation/date-rules';

// Pure rules of booking rates: their windows in minutes, when two overlap, how they read, and
// the week grid the rates screen draws (weekdays as columns, time as rows) with the gaps a
// group's open hours leave without a rate.

/** A rate's time window: weekdays (0 = Monday … 6 = Sunday) and local wall-clock start and end. */
export type RateWindow = {
  weekdays: readonly number[];
  start_hour: number;
  start_minute: number;
  end_hour: number;
  end_minute: number;
};
type Times = Pick<RateWindow, 'start_hour' | 'start_minute' | 'end_hour' | 'end_minute'>;

const DAY = 24 * 60;

/** Minutes since midnight at which the rate starts. */
export const rateStartMinutes = (r: Pick<Times, 'start_hour' | 'start_minute'>): number =>
  r.start_hour * 60 + r.start_minute;

/** Minutes since midnight at which the rate ends (1440 is 24:00). */
export const rateEndMinutes = (r: Pick<Times, 'end_hour' | 'end_minute'>): number => r.end_hour * 60 + r.end_minute;

/**
 * True when two rates apply at the same moment: they share a weekday and their windows
 * intersect. A rate ending at 12:00 and one starting at 12:00 do not overlap.
 */
export function ratesOverlap(a: RateWindow, b: RateWindow): boolean {
  if (!a.weekdays.some((d) => b.weekdays.includes(d))) return false;
  return rateStartMinutes(a) < rateEndMinutes(b) && rateStartMinutes(b) < rateEndMinutes(a);
}

/** The first of `others` (another id than `rate`'s) that overlaps `rate`, if any. */
export function findOverlappingRate<T extends RateWindow & { id?: number }>(
  rate: RateWindow & { id?: number },
  others: readonly T[],
): T | undefined {
  return others.find((other) => (rate.id === undefined || other.id !== rate.id) && ratesOverlap(rate, other));
}

/** 'HH:MM' of an hour and minute ('24:00' is the end of the day). */
export const rateTime = (hour: number, minute: number): string => minutesToTime(hour * 60 + minute);

/** {hour, minute} of an 'HH:MM' time, or null when it is not one. */
export function splitTime(time: string): { hour: number; minute: number } | null {
  const minutes = timeToMinutes(time);
  return minutes === null ? null : { hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

/** Short weekday names, Monday 0 to Sunday 6. */
export const weekdayShortNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Weekdays as people read them: 'Every day', 'Mon–Fri', 'Sat, Sun', 'Mon, Wed, Fri', 'Tue–Thu, Sun'. */
export function weekdaysLabel(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (days.length === 7) return 'Every day';
  if (days.length === 0) return 'No days';
  const runs: number[][] = [];
  for (const d of days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === d - 1) run.push(d);
    else runs.push([d]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${weekdayShortNames[run[0]]}–${weekdayShortNames[run[run.length - 1]]}`]
        : run.map((d) => weekdayShortNames[d]),
    )
    .join(', ');
}

/** When a rate applies, as one line: 'Mon–Fri 06:00–17:00'. */
export const rateWhen = (r: RateWindow): string =>
  `${weekdaysLabel(r.weekdays)} ${rateTime(r.start_hour, r.start_minute)}–${rateTime(r.end_hour, r.end_minute)}`;

/** A stretch of one day, in minutes since midnight. */
export type Span = { start: number; end: number };
export type WeekGridBlock<T> = Span & { rate: T; overlapping: boolean };
export type WeekGridDay<T> = { weekday: number; open: Span | null; blocks: WeekGridBlock<T>[]; gaps: Span[] };
/** The week grid: the time range drawn (`from`–`to`) and each weekday's rates, open hours and gaps. */
export type WeekGrid<T> = { from: number; to: number; days: WeekGridDay<T>[] };

/** The parts of `span` no block covers. */
function uncovered(span: Span, blocks: readonly Span[]): Span[] {
  const gaps: Span[] = [];
  let at = span.start;
  for (const b of [...blocks].sort((x, y) => x.start - y.start)) {
    if (b.start > at) gaps.push({ start: at, end: Math.min(b.start, span.end) });
    at = Math.max(at, b.end);
    if (at >= span.end) break;
  }
  if (at < span.end) gaps.push({ start: at, end: span.end });
  return gaps.filter((g) => g.end > g.start);
}

/**
 * The week grid of a court group's rates. `hours` are the group's opening hours: a weekday
 * without hours is closed (no gaps); with no hours at all every day is open all day. The range
 * drawn runs from the earliest opening (or rate) to the latest closing (or rate), on the hour,
 * 06:00–22:00 when there is nothing to go by.
 */
export function rateWeekGrid<T extends RateWindow>(rates: readonly T[], hours: readonly OpeningHours[]): WeekGrid<T> {
  const days = normaliseOpeningHours(hours);
  const openOf = (weekday: number): Span | null => {
    if (days.length === 0) return { start: 0, end: DAY };
    const day = days.find((d) => d.weekday === weekday);
    return day ? { start: timeToMinutes(day.open) ?? 0, end: timeToMinutes(day.close) ?? DAY } : null;
  };
  const starts = [...days.map((d) => timeToMinutes(d.open) ?? 0), ...rates.map(rateStartMinutes)];
  const ends = [...days.map((d) => timeToMinutes(d.close) ?? DAY), ...rates.map(rateEndMinutes)];
  const from = starts.length ? Math.floor(Math.min(...starts) / 60) * 60 : 6 * 60;
  const to = ends.length ? Math.min(DAY, Math.ceil(Math.max(...ends) / 60) * 60) : 22 * 60;

  return {
    from,
    to: Math.max(to, from + 60),
    days: WEEKDAYS.map((weekday) => {
      const onDay = rates
        .filter((r) => r.weekdays.includes(weekday))
        .sort((a, b) => rateStartMinutes(a) - rateStartMinutes(b));
      const blocks = onDay.map((rate) => ({
        rate,
        start: rateStartMinutes(rate),
        end: rateEndMinutes(rate),
        overlapping: onDay.some((other) => other !== rate && ratesOverlap(rate, other)),
      }));
      const open = openOf(weekday);
      const visible = open && { start: Math.max(open.start, from), end: Math.min(open.end, to) };
      return { weekday, open, blocks, gaps: visible && visible.end > visible.start ? uncovered(visible, blocks) : [] };
    }),
  };
}
