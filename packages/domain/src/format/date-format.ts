import type { ZoneFormat } from './club-format';
import { dateTimeFormat } from './intl';

// The club's one date format and one time format, in its locale: '26 Nov 2026' (en-AU; en-US
// writes 'Nov 26, 2026'), the weekday in front where the day of the week matters ('Thu, 26 Nov
// 2026'), the year left out only where the year is plain from the context ('26 Nov'), and times on
// the 24-hour clock ('18:00'), as the API's slot times and opening hours are written.
//
// What a value means decides the zone it is shown in:
// - an instant (ISO text with Z or an offset, or a Date) is shown on the club's wall clock;
// - a calendar date ('2026-11-26') or a local wall-clock time ('2026-11-26T18:00', a booking's
//   local_start) names no instant: it is shown as written, whatever the zone.

/** An instant (ISO text with an offset, or a Date), a calendar date (YYYY-MM-DD) or a local date and time. */
export type DateValue = string | Date;

/** Variants of the one date format: the short weekday in front, the year left out. */
export type DateOptions = { weekday?: boolean; year?: boolean };

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const calendarDate = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const localDateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** The instant to show and the zone to show it in; null when the value is no date. */
function placed(value: DateValue, timeZone: string): { at: Date; timeZone: string } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { at: value, timeZone };
  const text = value.trim();
  const day = calendarDate.exec(text);
  if (day) {
    const iso = `${day[1]}-${day[2]}-${day[3] ?? '01'}`;
    const at = new Date(`${iso}T00:00:00Z`);
    // Date rolls 2026-02-30 over to 2 March: a date that does not come back unchanged is none.
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(iso) ? { at, timeZone: 'UTC' } : null;
  }
  const local = localDateTime.exec(text);
  if (local) {
    const at = new Date(`${local[1]}T${local[2]}Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(local[1]) ? { at, timeZone: 'UTC' } : null;
  }
  const at = new Date(text);
  return text && !Number.isNaN(at.getTime()) ? { at, timeZone } : null;
}

const dateParts = (options: DateOptions): Intl.DateTimeFormatOptions => ({
  ...(options.weekday ? { weekday: 'short' } : {}),
  day: 'numeric',
  month: 'short',
  ...(options.year === false ? {} : { year: 'numeric' }),
});

function show(value: DateValue, fmt: ZoneFormat, options: Intl.DateTimeFormatOptions): string {
  const where = placed(value, fmt.timeZone);
  return where ? dateTimeFormat(fmt.locale, { ...options, timeZone: where.timeZone }).format(where.at) : '';
}

/** A date in the club's format: '26 Nov 2026', 'Thu, 26 Nov 2026' with `weekday`, '26 Nov' without `year`; '' for no date. */
export const formatDate = (value: DateValue, fmt: ZoneFormat, options: DateOptions = {}): string =>
  show(value, fmt, dateParts(options));

/** A time of day on the club's 24-hour clock: '18:00'; '' for no date. */
export const formatTime = (value: DateValue, fmt: ZoneFormat): string => show(value, fmt, TIME);

/** A date and time: '26 Nov 2026, 18:00' ('Thu, 26 Nov 2026, 18:00' with `weekday`); '' for no date. */
export const formatDateTime = (value: DateValue, fmt: ZoneFormat, options: DateOptions = {}): string =>
  show(value, fmt, { ...dateParts(options), ...TIME });

/** A month and year: 'Nov 2026' (a month 'YYYY-MM' or any date in it). */
export const formatMonth = (value: DateValue, fmt: ZoneFormat): string =>
  show(value, fmt, { month: 'short', year: 'numeric' });

/**
 * From one date (or date and time, with `time`) to another, sharing what they share:
 * '26–28 Nov 2026', '26 Nov – 2 Dec 2026', '26 Nov 2026, 18:00–19:30'. One side that is no date
 * leaves the other alone; both none, ''.
 */
export function formatDateRange(
  start: DateValue,
  end: DateValue,
  fmt: ZoneFormat,
  options: DateOptions & { time?: boolean } = {},
): string {
  const parts = { ...dateParts(options), ...(options.time ? TIME : {}) };
  const from = placed(start, fmt.timeZone);
  const to = placed(end, fmt.timeZone);
  if (!from || !to) return from ? show(start, fmt, parts) : to ? show(end, fmt, parts) : '';
  // A calendar date and an instant have no zone in common: each is shown on its own.
  if (from.timeZone !== to.timeZone) return `${show(start, fmt, parts)} – ${show(end, fmt, parts)}`;
  return dateTimeFormat(fmt.locale, { ...parts, timeZone: from.timeZone }).formatRange(from.at, to.at);
}

/** The parts of a date a calendar tile shows on their own lines: { weekday: 'Thu', day: '26', month: 'Nov' }. */
export function formatDateParts(value: DateValue, fmt: ZoneFormat): { weekday: string; day: string; month: string } {
  const where = placed(value, fmt.timeZone);
  if (!where) return { weekday: '', day: '', month: '' };
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(fmt.locale, { ...options, timeZone: where.timeZone }).format(where.at);
  return { weekday: format({ weekday: 'short' }), day: format({ day: 'numeric' }), month: format({ month: 'short' }) };
}

/** The weekday's name: 'Thursday' ('Thu' when `short`). */
export const formatWeekday = (value: DateValue, fmt: ZoneFormat, short = false): string =>
  show(value, fmt, { weekday: short ? 'short' : 'long' });

/**
 * An instant as a wall-clock time in a zone, `YYYY-MM-DD HH:mm`: the form a spreadsheet reads as a
 * date and time, whatever the club's locale. The zone itself goes in the column's header
 * (exportTimeHeader), once.
 */
export function exportDateTime(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const format = dateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...TIME,
  });
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The header of a column of times in a zone: 'Date (Australia/Sydney)'. */
export const exportTimeHeader = (label: string, zone: string) => `${label} (${zone})`;
