import { z } from 'zod';
import { messages } from '../validation/messages';
import { isNumeric } from '../validation/patterns';

// Field builders of the court, court group and booking rate schemas. Forms send numbers (or
// numeric text from a select), JSON clients numbers; both are read alike. Text never holds NUL:
// PostgreSQL's text type refuses it, so the rule says so before the database would.

/** The store refusals of spec 2 §8 for courts and groups; the rate ones are ours (the spec names none for a court rate). */
export const courtRefusals = {
  court: 'Invalid court details',
  courtGroup: 'Invalid court group details',
  bookingRate: 'Invalid booking rate details',
  membershipTypeRate: 'Invalid membership type rate',
  notEnoughData: 'Not enough data',
} as const;

/** The 404 of each kind of court record: missing, or another club's. */
export const courtNotFound = {
  court: 'Court not found.',
  courtGroup: 'Court group not found.',
  bookingRate: 'Booking rate not found.',
  membershipTypeRate: 'Membership type rate not found.',
} as const;

/** Messages of the court rules that the shared catalogue does not word. */
export const courtMessages = {
  wholeNumber: 'Must be a whole number',
  multipleOf: (n: number) => `Must be a multiple of ${n}`,
  bool: 'Must be true or false',
  controlCharacters: 'Remove the control characters from this text',
  minAboveMax: 'Must not be more than the maximum for members',
  hoursNeeded: "Add the group's hours for at least one day, or use the club's hours",
  sportOfClub: 'Choose a sport the club offers',
  surfaceOfSport: 'Choose a surface of this sport',
  groupOfClub: 'Choose a court group of this club',
  numberTaken: (n: number) => `Court ${n} already exists at this club`,
  groupNameTaken: 'A court group with this name already exists',
  groupHasCourts: (n: number) =>
    `This group still has ${n === 1 ? 'a court' : `${n} courts`}: move or delete ${n === 1 ? 'it' : 'them'} first.`,
  keepDefault: 'Make another group the default instead',
  weekdays: 'Choose at least one day',
  weekday: 'Days go from 0 (Monday) to 6 (Sunday)',
  timeStep: 'Times go in steps of 15 minutes',
  endAfterStart: 'End time must be after start time',
  priceNeeded: 'Enter a price, or untick "can book"',
  typeOfClub: 'Choose a membership type of this club',
  typeTwice: 'Each membership type can have one price per rate',
  typeHasPrice: 'This membership type already has a price for this rate',
  rateOfClub: 'Choose a booking rate of this club',
  rateOverlap: (name: string, when: string) => `Overlaps the rate '${name}' (${when})`,
} as const;

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/**
 * The body of a PATCH of these fields: any of them, and none filled in when left out. zod applies
 * a field's `.default()` even inside `.partial()`, which would overwrite the stored value of every
 * field the caller did not send; here a field left out stays out and the service keeps it.
 */
export function changesOf<const T extends Record<string, z.ZodType>>(fields: T) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  );
  return z.object(shape as { [K in keyof T]: z.ZodOptional<WithoutDefault<T[K]>> });
}

/**
 * True when a field already has an issue: a rule across two fields stays silent then, so the
 * person sees one message per mistake (zod still runs object refinements after a min/max issue).
 */
export const hasIssueAt = (ctx: z.RefinementCtx, ...fields: string[]): boolean =>
  ((ctx as unknown as { issues?: { path?: PropertyKey[] }[] }).issues ?? []).some((i) =>
    fields.includes(String(i.path?.[0])),
  );

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const numericTextToNumber = (v: unknown) => (typeof v === 'string' && isNumeric(v) ? Number(v) : v);
const hasNul = (v: string) => v.includes('\u0000');

/** Required text of at most `max` characters ('{label} is required'); no control characters. */
export const requiredName = (label: string, max = 100) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string({ error: messages.required(label) })
      .trim()
      .min(1, messages.required(label))
      .max(max, messages.max(max))
      .refine((v) => !hasNul(v), courtMessages.controlCharacters),
  );

/** Optional text of at most `max` characters; blank or null becomes ''. */
export const notesText = (max: number) =>
  z.preprocess(
    (v) => (blank(v) ? '' : v),
    z
      .string({ error: messages.max(max) })
      .trim()
      .max(max, messages.max(max))
      .refine((v) => !hasNul(v), courtMessages.controlCharacters),
  );

/** true or false ('Must be true or false'), `fallback` when left out. */
export const flag = (fallback: boolean) => z.boolean({ error: courtMessages.bool }).default(fallback);

/** A whole number from `min` to `max`, optionally a multiple of `step`; numeric text is read as a number. */
export const wholeNumber = (min: number, max: number, step?: number) =>
  z.preprocess(
    numericTextToNumber,
    z
      .number({ error: courtMessages.wholeNumber })
      .int(courtMessages.wholeNumber)
      .min(min, min === 0 ? messages.positiveNumberOrZero : messages.minValue(min))
      .max(max, messages.maxValue(max))
      .refine((n) => !step || n % step === 0, step ? courtMessages.multipleOf(step) : ''),
  );

/** A record id (a select's value may be numeric text); `message` when missing or not an id. */
export const requiredId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : numericTextToNumber(v)),
    z
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2 ** 31 - 1, message),
  );

/** An optional record id; blank becomes null. */
export const optionalId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : numericTextToNumber(v)),
    z
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2 ** 31 - 1, message)
      .nullable(),
  );

/** Largest price a rate may have, in whole units of the club's currency. */
export const MAX_RATE_PRICE = 100_000;

/**
 * A rate price: a whole amount of the club's currency, not negative (spec 2 §5: "numeric court-rate
 * fields are sent as integers"); blank is null, and the rate's rule decides whether one is needed.
 */
export const ratePrice = () =>
  z.preprocess(
    (v) => (blank(v) ? null : numericTextToNumber(v)),
    z
      .number({ error: messages.positiveNumberOrZero })
      .min(0, messages.positiveNumberOrZero)
      .max(MAX_RATE_PRICE, messages.maxValue(MAX_RATE_PRICE))
      .int(courtMessages.wholeNumber)
      .nullable(),
  );
