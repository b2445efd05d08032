import { z } from 'zod';
import { isIsoDate } from './date-parse';
import { messages } from './messages';
import type { ObjectRule, PairLabels } from './rules';

// Dates here are YYYY-MM-DD strings, so they compare correctly as text. Rules comparing two
// fields stay silent while either side is missing or malformed: the field's own format or
// required rule reports that, and the user sees one message per mistake, not two.

/** `inclusive: true` also accepts an equal value ("not before" rather than "after"). */
export type CompareOptions = { inclusive?: boolean };

const later = (a: number | string, b: number | string, inclusive = false) => (inclusive ? a >= b : a > b);

/** Today as YYYY-MM-DD, given directly or by a function called at validation time. */
export type TodaySource = string | (() => string);

const resolveToday = (today: TodaySource): string => (typeof today === 'function' ? today() : today);

// ---------- dates ----------

/** date_format_standard: text that is YYYY-MM-DD and a real date ('Date format must be YYYY-MM-DD'). */
export const standardDate = () =>
  z
    .string({ error: messages.dateFormatStandard })
    .trim()
    .refine(isIsoDate, { error: messages.dateFormatStandard, abort: true });

/** True when both are real YYYY-MM-DD dates and `value` is after `target` (or equal, if inclusive). */
export const isDateAfter = (value: unknown, target: unknown, { inclusive = false }: CompareOptions = {}): boolean =>
  isIsoDate(value) && isIsoDate(target) && later(value, target, inclusive);

/** after: date field `field` must be after date field `target` ('Date is not valid', on `field`). */
export const dateAfter =
  <T, K extends keyof T & string = keyof T & string>(
    field: K,
    target: K,
    options: CompareOptions = {},
  ): ObjectRule<T> =>
  (data, ctx) => {
    const [value, other] = [data[field], data[target]];
    if (!isIsoDate(value) || !isIsoDate(other)) return;
    if (!isDateAfter(value, other, options)) ctx.addIssue({ code: 'custom', path: [field], message: messages.after });
  };

/** True when `value` is a real date after `today` (or today itself, if inclusive). */
export const isDateInFuture = (value: unknown, today: string, { inclusive = false }: CompareOptions = {}): boolean =>
  isIsoDate(value) && later(value, today, inclusive);

/** date_in_future: a YYYY-MM-DD date after today ('Must be in the future'); `inclusive` accepts today. */
export const dateInFuture = (today: TodaySource, options: CompareOptions = {}) =>
  standardDate().refine((v) => isDateInFuture(v, resolveToday(today), options), messages.dateInFuture);

// ---------- times ----------

/** A wall-clock time as hour and minute. */
export type TimeObject = { hour: number; minute: number };

const timeShape = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Minutes since midnight of an 'H:mm' (or 'HH:mm[:ss]') time, or null when it is not one.
 * Seconds are ignored (the spec compares H:mm); '24:00' is accepted as the end of the day,
 * as PostgreSQL's time type does, so a club may close at midnight.
 */
export const timeToMinutes = (text: unknown): number | null => {
  if (typeof text !== 'string') return null;
  const m = timeShape.exec(text.trim());
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  if (hour === 24 && minute === 0) return 24 * 60;
  return hour <= 23 && minute <= 59 ? hour * 60 + minute : null;
};

/** Minutes since midnight of a {hour, minute} object, or null when it is not a valid time. */
export const timeObjectToMinutes = (time: unknown): number | null => {
  if (typeof time !== 'object' || time === null) return null;
  const { hour, minute } = time as Partial<TimeObject>;
  if (!Number.isInteger(hour) || !Number.isInteger(minute)) return null;
  return timeToMinutes(`${hour}:${String(minute).padStart(2, '0')}`);
};

/** True when both are H:mm times and `value` is later than `target` (or equal, if inclusive). */
export const isTimeAfter = (value: unknown, target: unknown, { inclusive = false }: CompareOptions = {}): boolean => {
  const [a, b] = [timeToMinutes(value), timeToMinutes(target)];
  return a !== null && b !== null && later(a, b, inclusive);
};

/** True when both are {hour, minute} times and `value` is later than `target` (or equal, if inclusive). */
export const isTimeObjectAfter = (
  value: unknown,
  target: unknown,
  { inclusive = false }: CompareOptions = {},
): boolean => {
  const [a, b] = [timeObjectToMinutes(value), timeObjectToMinutes(target)];
  return a !== null && b !== null && later(a, b, inclusive);
};

const timeRule =
  <T, K extends keyof T & string>(
    toMinutes: (v: unknown) => number | null,
    field: K,
    target: K,
    options: PairLabels & CompareOptions,
  ): ObjectRule<T> =>
  (data, ctx) => {
    const [a, b] = [toMinutes(data[field]), toMinutes(data[target])];
    if (a === null || b === null || later(a, b, options.inclusive)) return;
    const message = messages.timeGreaterThan(options.fieldLabel ?? field, options.targetLabel ?? target);
    ctx.addIssue({ code: 'custom', path: [field], message });
  };

/** time_greater_than: H:mm field `field` must be after `target` ('{field} must be after {target}'). */
export const timeGreaterThan = <T, K extends keyof T & string = keyof T & string>(
  field: K,
  target: K,
  options: PairLabels & CompareOptions = {},
): ObjectRule<T> => timeRule<T, K>(timeToMinutes, field, target, options);

/** time_object_greater_than: like timeGreaterThan, for {hour, minute} fields. */
export const timeObjectGreaterThan = <T, K extends keyof T & string = keyof T & string>(
  field: K,
  target: K,
  options: PairLabels & CompareOptions = {},
): ObjectRule<T> => timeRule<T, K>(timeObjectToMinutes, field, target, options);
