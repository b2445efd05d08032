import type { ZodType } from 'zod';
import { jsonSchemaOf } from './json-schema';
import { getAt, pathsOf, setAt, type Path } from './json-paths';

// Dates written right but not on the calendar: the 30th of February, a 13th month, the 29th of
// February of a common year. JavaScript's Date rolls some over (2026-02-30 is read as 2 March),
// luxon gives an invalid value that breaks later, so every date parameter must refuse them with a
// 400 and a reason (the domain's date schemas check the calendar: validation/date-fields.ts).

export const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-01', '2027-02-29'] as const;

/** A place in a query, params or body that takes a date, and the valid value the harness put there. */
export type DatePlace = { path: Path; value: string };

const dateLead = /^\d{4}-\d{2}-\d{2}/;
/** What a date field must refuse: text that is no date at all, and digits and dashes in another shape (a phone number takes those). */
const NOT_DATES = ['Harness value', '2026-1-201'];
/** What the harness tries in a date field left out of the sample: a date, then dates and times. */
const DATE_CANDIDATES = ['2026-12-01', '2026-12-01T10:00:00.000Z', '2026-12-01T10:00'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The same value with its date replaced by `impossible`, keeping any time after it. */
export const withDate = (value: string, impossible: string) => impossible + value.slice(10);

/**
 * The date fields of a request part, found by trying the route's own schema on a valid `sample`:
 * a place holding a date (or a date and time) where the schema refuses plain text instead (so
 * free text that happens to hold a date is left out), and each top-level field the sample leaves
 * out where the schema accepts a date and refuses plain text (an optional filter: ?datefrom=).
 */
export function datePlacesOf(schema: ZodType | undefined, sample: unknown): DatePlace[] {
  if (!schema || !schema.safeParse(sample).success) return [];
  const accepts = (value: unknown) => schema.safeParse(value).success;
  const places: DatePlace[] = [];
  for (const path of pathsOf(sample)) {
    const value = getAt(sample, path);
    if (
      typeof value === 'string' &&
      dateLead.test(value) &&
      !NOT_DATES.some((text) => accepts(setAt(sample, path, text)))
    )
      places.push({ path, value });
  }
  if (!isObject(sample)) return places;
  for (const key of Object.keys(jsonSchemaOf(schema).properties ?? {})) {
    if (key in sample) continue;
    const value = DATE_CANDIDATES.find((candidate) => accepts({ ...sample, [key]: candidate }));
    if (value && !NOT_DATES.some((text) => accepts({ ...sample, [key]: text }))) places.push({ path: [key], value });
  }
  return places;
}
