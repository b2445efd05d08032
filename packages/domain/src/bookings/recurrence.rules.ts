import { DateTime } from 'luxon';
import { MAX_SERIES_INSTANCES, type Recurrence } from './booking-codes';

// Recurrences expand in the club's local time (ARCHITECTURE: Time), so a weekly 18:00 booking
// stays at 18:00 across a daylight-saving change whatever the server's own zone is. Each
// occurrence is built from its local date and the first booking's wall-clock times; nothing adds
// hours to an instant.

/** The first booking of a series in the club's local time: 'YYYY-MM-DDTHH:mm' start and end. */
export type SeriesTimes = {
  start: string;
  end: string;
  recurrence: Recurrence;
  /** The last local date an occurrence may fall on ('YYYY-MM-DD', inclusive); required unless N. */
  recurrence_end?: string | null;
  zone: string;
};

/** One occurrence: UTC instants and the local date it falls on. */
export type Occurrence = { start: Date; end: Date; date: string };

/** Why a series cannot be expanded; a sentence for the person booking. */
export class RecurrenceError extends Error {}

const localFormat = "yyyy-MM-dd'T'HH:mm";

function parseLocal(text: string, zone: string, what: string): DateTime {
  const parsed = DateTime.fromISO(text, { zone });
  if (!parsed.isValid) throw new RecurrenceError(`The ${what} is not a valid date and time.`);
  return parsed;
}

/** The same weekday of the month as `first` (the nth, or the last when `first` is in the last week). */
function monthlyDate(first: DateTime, monthsLater: number): DateTime | null {
  const month = first.startOf('month').plus({ months: monthsLater });
  const isLast = first.day + 7 > first.daysInMonth!;
  if (isLast) {
    let day = month.endOf('month').startOf('day');
    while (day.weekday !== first.weekday) day = day.minus({ days: 1 });
    return day;
  }
  const nth = Math.ceil(first.day / 7);
  let day = month;
  while (day.weekday !== first.weekday) day = day.plus({ days: 1 });
  return day.plus({ weeks: nth - 1 });
}

/** The local date of occurrence `index` (0 is the first), or null when the rule has none. */
function occurrenceDate(first: DateTime, recurrence: Recurrence, index: number): DateTime | null {
  switch (recurrence) {
    case 'N':
      return index === 0 ? first : null;
    case 'D':
      return first.plus({ days: index });
    case 'W':
      return first.plus({ weeks: index });
    case 'F':
      return first.plus({ weeks: 2 * index });
    case 'M':
      return monthlyDate(first, index);
  }
}

/** Wall-clock `time` (hour, minute) on local `date` in `zone`, as an instant. */
function at(date: DateTime, time: DateTime, zone: string, dayOffset: number): DateTime {
  return DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute },
    { zone },
  ).plus({ days: dayOffset });
}

/**
 * Every occurrence of a series, in order: each at the first booking's local wall-clock times on
 * its local date. A local time that does not exist on a spring-forward day moves forward by the
 * gap (luxon's rule). Throws RecurrenceError for an end not after the start, a missing or early
 * recurrence end, or more than MAX_SERIES_INSTANCES occurrences.
 */
export function expandSeries(series: SeriesTimes): Occurrence[] {
  const start = parseLocal(series.start, series.zone, 'start');
  const end = parseLocal(series.end, series.zone, 'end');
  if (end <= start) throw new RecurrenceError('The end must be later than the start.');
  const dayOffset = Math.round(end.startOf('day').diff(start.startOf('day'), 'days').days);
  const firstDate = start.startOf('day');
  if (series.recurrence !== 'N' && !series.recurrence_end)
    throw new RecurrenceError('A recurrence needs a recurrence end.');
  const last =
    series.recurrence === 'N'
      ? firstDate
      : DateTime.fromISO(series.recurrence_end!, { zone: series.zone }).startOf('day');
  if (!last.isValid) throw new RecurrenceError('The recurrence end is not a valid date.');
  if (last < firstDate) throw new RecurrenceError('The recurrence end must not be before the first booking.');

  const occurrences: Occurrence[] = [];
  for (let index = 0; ; index++) {
    const date = occurrenceDate(firstDate, series.recurrence, index);
    if (!date || date > last) break;
    if (occurrences.length === MAX_SERIES_INSTANCES) {
      throw new RecurrenceError(
        `A series can have at most ${MAX_SERIES_INSTANCES} bookings; choose an earlier recurrence end.`,
      );
    }
    occurrences.push({
      start: at(date, start, series.zone, 0).toJSDate(),
      end: at(date, end, series.zone, dayOffset).toJSDate(),
      date: date.toISODate()!,
    });
  }
  return occurrences;
}

/** 'YYYY-MM-DDTHH:mm' of an instant in a zone (the inverse of the series times). */
export const toLocalDateTime = (instant: Date | string, zone: string): string =>
  (typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant))
    .setZone(zone)
    .toFormat(localFormat);
