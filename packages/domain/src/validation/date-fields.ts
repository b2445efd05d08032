import { z } from 'zod';
import { isRealDate } from './date-parse';
import { messages } from './messages';

// The one way a schema takes a date, or a date and time, as text: written in the expected shape
// (each field keeps its own sentence for that) and on the calendar. A shape alone lets 2026-02-30
// through, which JavaScript's Date reads as 2 March and luxon as an invalid date that breaks the
// query later (a 500); these refuse it with 'Invalid Date' (spec 1 §5) before any service runs.

/** YYYY-MM-DD. */
export const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** A date and time, local (2026-12-01T10:00) or an instant (with seconds, fractions, Z or an offset). */
export const DATE_TIME_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
/** A date alone, or a date and time as DATE_TIME_SHAPE. */
export const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const leadingDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * True when text starting with YYYY-MM-DD names a day on the calendar and, when a time follows,
 * a time on the clock (hours 00-23, minutes and seconds 00-59). Text that does not start with a
 * date is left to the field's own shape check (true).
 */
export function isOnCalendar(text: string): boolean {
  const m = leadingDateTime.exec(text);
  if (!m) return true;
  const [year, month, day, hours, minutes, seconds] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (!isRealDate(year!, month!, day!)) return false;
  if (hours === undefined) return true;
  return hours <= 23 && minutes! <= 59 && (seconds === undefined || seconds <= 59);
}

/** Text in `shape` (else `message`) that is on the calendar (else 'Invalid Date'); `typeError` when it is no text at all. */
function calendarText(shape: RegExp, message: string, typeError: string) {
  return z
    .string({ error: typeError })
    .trim()
    .regex(shape, { error: message, abort: true })
    .refine(isOnCalendar, { error: messages.invalidDate, abort: true });
}

/** A date field or parameter: YYYY-MM-DD on the calendar. */
export const isoDateText = (message: string = messages.dateFormatStandard, typeError: string = message) =>
  calendarText(ISO_DATE_SHAPE, message, typeError);

/** A date and time field or parameter (DATE_TIME_SHAPE unless another `shape` is given) on the calendar and the clock. */
export const dateTimeText = (message: string, typeError: string = message, shape: RegExp = DATE_TIME_SHAPE) =>
  calendarText(shape, message, typeError);

/**
 * A point in time in any form `Date.parse` reads (a query filter such as ?start=), refused when it
 * is none or when it starts with a date that is not on the calendar.
 */
export const instantText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: message, abort: true })
    .refine(isOnCalendar, { error: messages.invalidDate, abort: true });
