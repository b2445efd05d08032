import { z } from 'zod';
import { messages } from '../validation/messages';
import { isIsoDate } from '../validation/date-parse';
import { isNumeric } from '../validation/patterns';

// Field builders shared by the member, membership and membership-type schemas. They accept what
// forms, JSON clients and CSV rows send alike: blank text and null mean "not given", numbers
// may arrive as text and codes in any case.

/** True for null, undefined and blank text. */
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const blankTo = (fallback: unknown) => (value: unknown) => (isBlank(value) ? fallback : value);

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as PostgreSQL can store it: NUL characters dropped (text and jsonb refuse them) and
 * broken UTF-16 halves replaced by U+FFFD (jsonb refuses those). Neither is ever typed on purpose.
 */
export const storableText = (value: string): string => value.replace(/\0/g, '').replace(loneSurrogate, '\ufffd');

const numberToText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? storableText(value) : value;

/** Optional text of at most `max` characters; blank or null becomes ''. */
export const textField = (max: number) =>
  z.preprocess(
    (v) => numberToText(blankTo('')(v)),
    z
      .string({ error: messages.max(max) })
      .trim()
      .max(max, messages.max(max)),
  );

/** Required text of at most `max` characters ('{label} is required'). */
export const requiredTextField = (label: string, max: number) =>
  z.preprocess(
    (v) => numberToText(blankTo(undefined)(v)),
    z
      .string({ error: messages.required(label) })
      .trim()
      .min(1, messages.required(label))
      .max(max, messages.max(max)),
  );

/** An optional YYYY-MM-DD date; blank becomes null ('Date format must be YYYY-MM-DD'). */
export const optionalDateField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankTo(null)(v.trim()) : blankTo(null)(v)),
    z.string({ error: messages.dateFormatStandard }).refine(isIsoDate, messages.dateFormatStandard).nullable(),
  );

/** An optional record id (number or numeric text); blank becomes null. */
export const optionalIdField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && isNumeric(v) ? Number(v) : blankTo(null)(v)),
    z.number({ error: message }).int(message).positive(message).nullable(),
  );

/** An optional code of a fixed set, any case; blank becomes null. */
export const optionalCodeField = <const T extends readonly [string, ...string[]]>(codes: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankTo(null)(v.trim().toUpperCase()) : blankTo(null)(v)),
    z.enum(codes, { error: message }).nullable(),
  );

/** An optional number (or numeric text) from `min` to `max` in steps of `step`; blank becomes null. */
export const optionalSteppedNumber = (min: number, max: number, step: number, stepMessage: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && isNumeric(v) ? Number(v) : blankTo(null)(v)),
    z
      .number({ error: messages.minValue(min) })
      .min(min, messages.minValue(min))
      .max(max, messages.maxValue(max))
      .refine((n) => Number.isInteger(n / step), stepMessage)
      .nullable(),
  );

/** A query flag: true/false, True/False, 1/0, yes/no; blank means not given. */
export const flagParam = () =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return undefined;
      if (typeof v !== 'string') return v;
      const lower = v.trim().toLowerCase();
      return ['true', '1', 'yes'].includes(lower) ? true : ['false', '0', 'no'].includes(lower) ? false : v;
    },
    z.boolean({ error: 'Must be true or false' }).optional(),
  );

/** The values of a list parameter: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
export const listValues = (v: unknown): unknown =>
  isBlank(v)
    ? undefined
    : (Array.isArray(v) ? v : [v])
        .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '');

/** `{ field: [messages] }` of zod issues, the field being the dotted path ('email_set.0'). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
