import dayjs, { type Dayjs } from 'dayjs';
import { isIsoDate } from '../validation/date-parse';

// Every function takes "today" as YYYY-MM-DD instead of reading the clock, so the same call
// gives the same range in the browser, on the server and in tests; the caller decides whose
// today it is (the club's time zone). dayjs parses a bare YYYY-MM-DD as a local calendar date
// and its day arithmetic works on calendar days, so no time zone or DST shift creeps in.

/** A date range value of spec 1 §3; `date` is set in single-day mode. */
export type DateRange = { start: string; end: string; displayTitle: string; date?: string };

/** The date format the pickers output and the API takes. */
export const DATE_OUTPUT_FORMAT = 'YYYY-MM-DD';
/** How the range picker shows a date. */
export const RANGE_DISPLAY_FORMAT = 'MMM DD, YYYY';
/** How the standalone picker shows a date. */
export const STANDALONE_DISPLAY_FORMAT = 'MMM DD YYYY';
/** How the standalone picker shows a date in full-date mode. */
export const FULL_DATE_DISPLAY_FORMAT = 'dddd D MMMM, YYYY';
/** First day of the "Past" and "All" presets, and the first year of the picker. */
export const PRESETS_FIRST_DAY = '2018-01-01';
/** Last day of the "Future" and "All" presets. */
export const PRESETS_LAST_DAY = '2099-12-31';
/** Title of a range the user dragged rather than picked from the presets. */
export const CUSTOM_RANGE_TITLE = 'Custom';

/** The presets of spec 1 §9 in menu order, each with its title. */
export const datePresets = [
  { key: 'future', title: 'Future' },
  { key: 'next90', title: 'Next 90 Days' },
  { key: 'next30', title: 'Next 30 Days' },
  { key: 'next7', title: 'Next 7 Days' },
  { key: 'last7', title: 'Last 7 Days' },
  { key: 'last30', title: 'Last 30 Days' },
  { key: 'last90', title: 'Last 90 Days' },
  { key: 'past', title: 'Past' },
  { key: 'all', title: 'All' },
  { key: 'thisMonth', title: 'This Month' },
  { key: 'nextMonth', title: 'Next Month' },
  { key: 'lastMonth', title: 'Last Month' },
  { key: 'thisYear', title: 'This Calendar Year' },
  { key: 'nextYear', title: 'Next Calendar Year' },
  { key: 'lastYear', title: 'Last Calendar Year' },
] as const;

/** The key of one date preset. */
export type DatePresetKey = (typeof datePresets)[number]['key'];

/** The preset a new range picker starts on. */
export const DEFAULT_PRESET: DatePresetKey = 'last30';

const day = (iso: string): Dayjs => {
  if (!isIsoDate(iso)) throw new RangeError(`not a YYYY-MM-DD date: ${String(iso)}`);
  return dayjs(iso);
};
const out = (d: Dayjs): string => d.format(DATE_OUTPUT_FORMAT);

// "Next N days" and "Last N days" both include today and span exactly N days, the usual
// reading (Last 7 Days on a Wednesday runs Thursday to Wednesday). Past ends yesterday and
// Future starts today, so the two never overlap and together make All.
const presetBounds: Record<DatePresetKey, (t: Dayjs) => [Dayjs, Dayjs]> = {
  future: (t) => [t, dayjs(PRESETS_LAST_DAY)],
  next90: (t) => [t, t.add(89, 'day')],
  next30: (t) => [t, t.add(29, 'day')],
  next7: (t) => [t, t.add(6, 'day')],
  last7: (t) => [t.subtract(6, 'day'), t],
  last30: (t) => [t.subtract(29, 'day'), t],
  last90: (t) => [t.subtract(89, 'day'), t],
  past: (t) => [dayjs(PRESETS_FIRST_DAY), t.subtract(1, 'day')],
  all: () => [dayjs(PRESETS_FIRST_DAY), dayjs(PRESETS_LAST_DAY)],
  thisMonth: (t) => [t.startOf('month'), t.endOf('month')],
  nextMonth: (t) => [t.add(1, 'month').startOf('month'), t.add(1, 'month').endOf('month')],
  lastMonth: (t) => [t.subtract(1, 'month').startOf('month'), t.subtract(1, 'month').endOf('month')],
  thisYear: (t) => [t.startOf('year'), t.endOf('year')],
  nextYear: (t) => [t.add(1, 'year').startOf('year'), t.add(1, 'year').endOf('year')],
  lastYear: (t) => [t.subtract(1, 'year').startOf('year'), t.subtract(1, 'year').endOf('year')],
};

/** True when the text is one of the preset keys. */
export const isDatePresetKey = (key: unknown): key is DatePresetKey =>
  typeof key === 'string' && Object.hasOwn(presetBounds, key);

/** The range of a preset on the given day (YYYY-MM-DD), titled with the preset's title. */
export const getPresetRange = (key: DatePresetKey, today: string): DateRange => {
  const [start, end] = presetBounds[key](day(today));
  const title = datePresets.find((p) => p.key === key)!.title;
  return { start: out(start), end: out(end), displayTitle: title };
};

/** The range a picker starts with: the last 30 days. */
export const defaultDateRange = (today: string): DateRange => getPresetRange(DEFAULT_PRESET, today);

/** The preset a range matches on the given day, if any (to re-title a saved range). */
export const findPresetKey = (range: Pick<DateRange, 'start' | 'end'>, today: string): DatePresetKey | undefined =>
  datePresets.find(({ key }) => {
    const r = getPresetRange(key, today);
    return r.start === range.start && r.end === range.end;
  })?.key;

/** A range the user dragged: titled 'Custom', with the ends put in order. */
export const customDateRange = (from: string, to: string): DateRange => {
  const [a, b] = [out(day(from)), out(day(to))];
  return a <= b
    ? { start: a, end: b, displayTitle: CUSTOM_RANGE_TITLE }
    : { start: b, end: a, displayTitle: CUSTOM_RANGE_TITLE };
};

/** A date (Date, or text dayjs can read) as YYYY-MM-DD, the picker's output; throws if unreadable. */
export const toOutputDate = (value: Date | string): string => {
  const d = typeof value === 'string' && isIsoDate(value.trim()) ? dayjs(value.trim()) : dayjs(value);
  if (!d.isValid()) throw new RangeError(`not a date: ${String(value)}`);
  return out(d);
};

/** A YYYY-MM-DD date as the range picker shows it: 'MMM DD, YYYY' (e.g. 'Mar 05, 2024'). */
export const formatRangeDate = (iso: string): string => day(iso).format(RANGE_DISPLAY_FORMAT);

/** A range as the picker's field shows it: 'Mar 01, 2024 - Mar 31, 2024'. */
export const formatRangeLabel = (range: Pick<DateRange, 'start' | 'end'>): string =>
  `${formatRangeDate(range.start)} - ${formatRangeDate(range.end)}`;

/** A YYYY-MM-DD date as the standalone picker shows it: 'MMM DD YYYY', or 'dddd D MMMM, YYYY' when full. */
export const formatStandaloneDate = (iso: string, fullDate = false): string =>
  day(iso).format(fullDate ? FULL_DATE_DISPLAY_FORMAT : STANDALONE_DISPLAY_FORMAT);

/** The years the picker offers: 2018 up to 50 years after today's year. */
export const pickerYearRange = (today: string, yearsAhead = 50): { first: number; last: number } => ({
  first: dayjs(PRESETS_FIRST_DAY).year(),
  last: day(today).year() + yearsAhead,
});

/** The day before a YYYY-MM-DD date (single-day mode's previous arrow). */
export const previousDay = (iso: string): string => out(day(iso).subtract(1, 'day'));

/** The day after a YYYY-MM-DD date (single-day mode's next arrow). */
export const nextDay = (iso: string): string => out(day(iso).add(1, 'day'));

/** A single-day range value (start, end and date equal), titled with the date as the range picker shows it. */
export const singleDayRange = (date: string): DateRange => {
  const iso = out(day(date));
  return { start: iso, end: iso, date: iso, displayTitle: formatRangeDate(iso) };
};
