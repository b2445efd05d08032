import { z } from 'zod';
import { numberInputValue } from '../ui/widget-rules';
import { messages } from './messages';
import { isEmail, isNumeric, isUrl } from './patterns';

// Field-level builders return zod schemas; rules that compare two fields of one payload are
// superRefine callbacks (`schema.superRefine(passwordsMatch())`) so the form and the route
// share them and the issue lands on the field the user has to change.
// Date and time rules (date_format_standard, after, date_in_future, time_*) are in date-rules.ts.

/** A refinement callback for an object schema, as `.superRefine` takes it. */
export type ObjectRule<T> = (data: T, ctx: z.RefinementCtx<T>) => void;

// ---------- required ----------

/** The required message: the custom text if given, otherwise '{field} is required'. */
export const requiredMessage = (field: string, custom?: string): string => custom ?? messages.required(field);

/** True when a value counts as filled in: not null/undefined, not blank text, not an empty list. */
export const isPresent = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/** A required, trimmed text field of at most `maxLength` characters; `message` replaces the default. */
export const requiredText = (field: string, maxLength = 255, message?: string) =>
  z
    .string({ error: requiredMessage(field, message) })
    .trim()
    .min(1, requiredMessage(field, message))
    .max(maxLength, messages.max(maxLength));

/** An optional text field of at most `maxLength` characters; empty becomes ''. */
export const optionalText = (maxLength = 255) =>
  z.string().trim().max(maxLength, messages.max(maxLength)).optional().default('');

/** A required number (or numeric text, e.g. a select's id); empty gives the required message. */
export const requiredNumber = (field: string, message?: string) =>
  z.preprocess(toNumberOrKeep, z.number({ error: requiredMessage(field, message) }));

/** required_if: when `when(data)` holds, `field` must be present ({@link isPresent}). */
export const requiredIf =
  <T, K extends keyof T & string = keyof T & string>(
    field: K,
    when: (data: T) => boolean,
    message: string = messages.required(field),
  ): ObjectRule<T> =>
  (data, ctx) => {
    if (when(data) && !isPresent(data[field])) ctx.addIssue({ code: 'custom', path: [field], message });
  };

// ---------- text ----------

/** regex: text that must match the pattern, otherwise 'format is invalid'. */
export const matchesPattern = (pattern: RegExp, message: string = messages.regex) => z.string().regex(pattern, message);

/** max: text of at most `length` characters ('Please enter no more than {length} characters'). */
export const maxCharacters = (length: number) => z.string().max(length, messages.max(length));

/** A required e-mail address, lower-cased. */
export const emailField = (field = 'Email', message?: string) =>
  z
    .string({ error: requiredMessage(field, message) })
    .trim()
    .min(1, { error: requiredMessage(field, message), abort: true })
    .refine(isEmail, messages.email)
    .transform((v) => v.toLowerCase());

/** An e-mail address that may be left empty ('' stays ''); when filled it must be valid. */
export const optionalEmailField = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isEmail(v), messages.email)
    .transform((v) => v.toLowerCase());

/** A URL; strict mode requires the http(s) protocol. */
export const urlField = (strict = false) =>
  z
    .string()
    .trim()
    .refine((v) => isUrl(v, strict), messages.url);

// ---------- phone ----------

/** The phone rule's messages (ours: the spec names no phone rule; one rule for every phone field). */
export const phoneMessages = {
  characters: 'Use digits, spaces and + ( ) - only',
  digits: 'Enter a phone number of 6 to 15 digits',
} as const;

/** What is wrong with a phone number as typed ('' is fine: phone fields are optional), or null. */
export function phoneProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\+?[0-9() -]+$/.test(text)) return phoneMessages.characters;
  const digits = text.replace(/[^0-9]/g, '').length;
  // E.164 numbers have at most 15 digits; fewer than 6 is no number anyone can ring.
  return digits < 6 || digits > 15 ? phoneMessages.digits : null;
}

/** Adds the phone rule to a text schema: every phone field (club, member, import) uses this. */
export const withPhoneRule = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---------- lists ----------

// A refine, not .length()/.min(): zod 4 runs those on a string that already failed the array
// type (two copies of the message), while a refine is skipped after that aborting issue.

/** exact_length: a list of exactly `n` items ('Must have N items'). */
export const exactItems = <T extends z.ZodType>(item: T, n: number) =>
  z.array(item, { error: messages.exactLength(n) }).refine((list) => list.length === n, messages.exactLength(n));

/** min_length: a list of at least `n` items ('Must have at least N items'). */
export const minItems = <T extends z.ZodType>(item: T, n: number) =>
  z.array(item, { error: messages.minLength(n) }).refine((list) => list.length >= n, messages.minLength(n));

// ---------- numbers ----------

// Forms hand over text; routes may get numbers. Numeric text becomes a number, anything else is
// left for z.number() to refuse with the rule's own message.
function toNumberOrKeep(value: unknown): unknown {
  if (typeof value === 'string' && isNumeric(value)) return Number(value);
  return value === '' ? undefined : value;
}

const numberWith = (schema: z.ZodNumber) => z.preprocess(toNumberOrKeep, schema);

/** The number a value holds, or null when it is not numeric. */
export const toNumber = (value: unknown): number | null => (isNumeric(value) ? Number(value) : null);

/** True for a number (or numeric text) greater than 0. */
export const isPositiveNumber = (value: unknown): boolean => (toNumber(value) ?? 0) > 0;

/** True for a number (or numeric text) of 0 or more. */
export const isPositiveNumberOrZero = (value: unknown): boolean => (toNumber(value) ?? -1) >= 0;

/** min_value: a number of at least `n` ('must be greater than or equal to N'). */
export const minValue = (n: number) =>
  numberWith(z.number({ error: messages.minValue(n) }).min(n, messages.minValue(n)));

/** max_value: a number of at most `n` ('Must be less than or equal to N'). */
export const maxValue = (n: number) =>
  numberWith(z.number({ error: messages.maxValue(n) }).max(n, messages.maxValue(n)));

/** min_value and max_value together: a number from `min` to `max`. */
export const valueBetween = (min: number, max: number) =>
  numberWith(
    z
      .number({ error: messages.minValue(min) })
      .min(min, messages.minValue(min))
      .max(max, messages.maxValue(max)),
  );

/** positive_number_or_zero: a number of 0 or more ('Must be a positive number'). */
export const positiveNumberOrZero = () =>
  numberWith(z.number({ error: messages.positiveNumberOrZero }).min(0, messages.positiveNumberOrZero));

/** positive_number: a number greater than 0 ('Must be a number greater than 0'). */
export const positiveNumber = () =>
  numberWith(z.number({ error: messages.positiveNumber }).gt(0, messages.positiveNumber));

/** The number input of spec 1 §2: empty or non-numeric becomes 0 and the floor is 0; never fails. */
export const numberInput = () => z.preprocess(numberInputValue, z.number().min(0));

/** Labels used in a two-field message; each defaults to the field's key. */
export type PairLabels = { fieldLabel?: string; targetLabel?: string };

/** require_one_non_zero: at least one of fields `a` and `b` must be greater than 0 (issue on both). */
export const requireOneNonZero =
  <T, K extends keyof T & string = keyof T & string>(a: K, b: K, labels: PairLabels = {}): ObjectRule<T> =>
  (data, ctx) => {
    if (isPositiveNumber(data[a]) || isPositiveNumber(data[b])) return;
    const message = messages.requireOneNonZero(labels.fieldLabel ?? a, labels.targetLabel ?? b);
    ctx.addIssue({ code: 'custom', path: [a], message });
    ctx.addIssue({ code: 'custom', path: [b], message });
  };

/** non_zero_if: when `when(data)` holds, `field` must be greater than 0 ('Must be a number greater than 0'). */
export const nonZeroIf =
  <T, K extends keyof T & string = keyof T & string>(
    field: K,
    when: (data: T) => boolean,
    message: string = messages.positiveNumber,
  ): ObjectRule<T> =>
  (data, ctx) => {
    if (when(data) && !isPositiveNumber(data[field])) ctx.addIssue({ code: 'custom', path: [field], message });
  };

// ---------- password ----------

/** password: the second password field must equal the first ('Passwords must match', on the second). */
export const passwordsMatch =
  <T, K extends keyof T & string = keyof T & string>(first: K, second: K): ObjectRule<T> =>
  (data, ctx) => {
    if (data[first] !== data[second])
      ctx.addIssue({ code: 'custom', path: [second], message: messages.passwordsMatch });
  };
