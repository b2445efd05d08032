import { z } from 'zod';
import { timeGreaterThan, timeToMinutes } from '../validation/date-rules';
import { messages } from '../validation/messages';
import { phoneMessages, withPhoneRule } from '../validation/rules';
import { isEmail, isUrl } from '../validation/patterns';
import { isTimeZone } from '../format/intl';
import { isClubLocale } from '../format/club-locales';
import { WEEKDAYS } from './opening-hours.rules';

// The club's own settings (spec 2 §3, §5): contact details, opening hours and facilities. One
// schema per payload, used by the dashboard's forms and by the routes alike.

/** The refusals of the club settings calls (spec 2 §8 gives the opening hours one). */
export const clubSettingsRefusals = {
  openingHours: 'Invalid opening hours',
  details: 'Invalid club details',
  facilities: 'Invalid facilities',
} as const;

/** Messages of the club settings rules that the shared catalogue does not word. */
export const clubSettingsMessages = {
  time: 'Enter a time as HH:MM',
  weekday: 'Weekday must be 0 (Monday) to 6 (Sunday)',
  weekdayTwice: 'Each weekday can appear only once',
  country: 'Choose a country',
  currency: 'Choose a currency',
  timeZone: 'Choose a time zone',
  locale: 'Choose a language and region',
  phone: phoneMessages.characters,
} as const;

const text = (max: number) =>
  z
    .string({ error: messages.max(max) })
    .trim()
    .max(max, messages.max(max));

/** True when the text is a three-letter ISO 4217 currency code the runtime knows (any case). */
export function isCurrencyCode(value: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(value)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return known ? known.includes(value.toUpperCase()) : true;
}

/** The club's contact and locale details, as the dashboard's form edits them. */
export const clubDetailsFields = {
  street_address: text(200),
  city: text(50),
  state: text(50),
  postcode: text(20),
  phone: withPhoneRule(text(30)),
  url: text(200).refine((v) => v === '' || isUrl(v), messages.url),
  email: text(254)
    .refine((v) => v === '' || isEmail(v), messages.email)
    .transform((v) => v.toLowerCase()),
  /** ISO 3166 alpha-2, stored upper-case. */
  country: z
    .string({ error: clubSettingsMessages.country })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, clubSettingsMessages.country),
  /** ISO 4217, stored lower-case and shown upper-case (spec 2 §9). */
  currency: z
    .string({ error: clubSettingsMessages.currency })
    .trim()
    .refine(isCurrencyCode, clubSettingsMessages.currency)
    .transform((v) => v.toLowerCase()),
  /** IANA time zone: opening hours, rates and sessions are wall-clock times in it. */
  time_zone: z
    .string({ error: clubSettingsMessages.timeZone })
    .trim()
    .refine(isTimeZone, clubSettingsMessages.timeZone),
  /** Receipts and invoices (issue 30): the tax id printed on the club's receipts, with its name ('ABN 51 824 753 556'). */
  tax_id: text(50).optional(),
  /** BCP 47 locale of the club's dates, times and money (one of CLUB_LOCALES); a new club gets en-AU. */
  locale: z
    .string({ error: clubSettingsMessages.locale })
    .trim()
    .refine(isClubLocale, clubSettingsMessages.locale)
    .optional(),
};

/** The whole details form. */
export const clubDetailsSchema = z.object(clubDetailsFields);
export type ClubDetailsValues = z.input<typeof clubDetailsSchema>;
/** PATCH /api/club/{id}/: any of the details; the rest stay. */
export const updateClubDetailsSchema = clubDetailsSchema.partial();
export type UpdateClubDetails = z.infer<typeof updateClubDetailsSchema>;

// ---------- opening hours ----------

const timeField = (field: string, allowMidnightEnd: boolean) =>
  z
    .string({ error: messages.required(field) })
    .trim()
    .min(1, { error: messages.required(field), abort: true })
    .refine((v) => {
      const minutes = timeToMinutes(v);
      return minutes !== null && (allowMidnightEnd || minutes < 24 * 60);
    }, clubSettingsMessages.time);

/** One open weekday as `set_opening_hours/` takes it: `id` is the weekday (0 = Monday … 6 = Sunday). */
export const openingHoursEntrySchema = z
  .object({
    id: z
      .number({ error: clubSettingsMessages.weekday })
      .int(clubSettingsMessages.weekday)
      .min(0, clubSettingsMessages.weekday)
      .max(6, clubSettingsMessages.weekday),
    open: timeField('Open', false),
    // A club may close at midnight: '24:00' is the end of the day.
    close: timeField('Close', true),
  })
  // "close not before open" (spec 2 §5): equal times are allowed.
  .superRefine(timeGreaterThan('close', 'open', { inclusive: true, fieldLabel: 'Close', targetLabel: 'Open' }));
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

/** `{weekday, …}` is read as `{id, …}`, so the stored shape is accepted as well as the widget's. */
const weekdayAsId = (value: unknown) => {
  if (typeof value !== 'object' || value === null || 'id' in value || !('weekday' in value)) return value;
  const { weekday, ...rest } = value as Record<string, unknown>;
  return { id: weekday, ...rest };
};

/** A list of days names each weekday once: a second one is refused at its `id`. */
const eachWeekdayOnce = (list: { id: number }[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  list.forEach((entry, index) => {
    if (seen.has(entry.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: clubSettingsMessages.weekdayTwice });
    seen.add(entry.id);
  });
};

/** Open weekdays, each once (a weekday left out is closed): a court group's own hours. */
export const openingDaysSchema = z
  .array(z.preprocess(weekdayAsId, openingHoursEntrySchema), { error: clubSettingsRefusals.openingHours })
  .max(7, clubSettingsMessages.weekdayTwice)
  .superRefine(eachWeekdayOnce);

/** A weekday closed by `set_opening_hours/`: `{id, closed: true}`. */
export type ClosedDay = { id: number; closed: true };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// One day of the call: open with its times, or `closed: true`. Checked by hand so each mistake
// keeps its own field message (a zod union would only say that no alternative matched).
const openingHoursDaySchema = z
  .object(
    { id: z.unknown(), closed: z.unknown().optional(), open: z.unknown().optional(), close: z.unknown().optional() },
    { error: clubSettingsRefusals.openingHours },
  )
  .superRefine((day, ctx) => {
    const checked =
      day.closed === true
        ? z.object({ id: openingHoursEntrySchema.shape.id }).safeParse(day)
        : openingHoursEntrySchema.safeParse(day);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((day): OpeningHoursEntry | ClosedDay =>
    day.closed === true ? { id: day.id as number, closed: true } : openingHoursEntrySchema.parse(day),
  );

/**
 * POST /api/club/{id}/set_opening_hours/: the days to change, each once: open with `open` and
 * `close`, or `{id, closed: true}`. Days left out keep their hours. The body is the list, or the
 * spec's `{ "OpeningHours": [...] }`.
 */
export const setOpeningHoursSchema = z.preprocess(
  (body) => (isPlainObject(body) && 'OpeningHours' in body ? body.OpeningHours : body),
  z
    .array(z.preprocess(weekdayAsId, openingHoursDaySchema), { error: clubSettingsRefusals.openingHours })
    .max(7, clubSettingsMessages.weekdayTwice)
    .superRefine(eachWeekdayOnce),
);
export type SetOpeningHours = z.infer<typeof setOpeningHoursSchema>;

/** A row of the hours form: every weekday, open or closed. */
export type OpeningHoursFormDay = { id: number; isOpen: boolean; open: string; close: string };

/** The hours form: seven days; a closed day's times are not checked. */
export const openingHoursFormSchema = z.object({
  days: z.array(
    z.object({ id: z.number(), isOpen: z.boolean(), open: z.string(), close: z.string() }).superRefine((day, ctx) => {
      if (!day.isOpen) return;
      const parsed = openingHoursEntrySchema.safeParse(day);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  ),
});

/** The hours form's seven rows from stored hours (closed days keep a suggested 09:00–17:00). */
export function openingHoursFormDays(
  hours: readonly { weekday: number; open: string; close: string }[],
): OpeningHoursFormDay[] {
  return WEEKDAYS.map((id) => {
    const day = hours.find((h) => h.weekday === id);
    return day
      ? { id, isOpen: true, open: day.open, close: day.close }
      : { id, isOpen: false, open: '09:00', close: '17:00' };
  });
}

/** The `set_opening_hours/` payload of the hours form: every day, open with its times or closed. */
export const openingHoursPayload = (days: readonly OpeningHoursFormDay[]): SetOpeningHours =>
  days.map(({ id, isOpen, open, close }) => (isOpen ? { id, open, close } : { id, closed: true as const }));

// ---------- facilities ----------

/** The facilities a club can tick, in display order, with their labels. */
export const facilityLabels = {
  clubhouse: 'Clubhouse',
  parking: 'Parking',
  proShop: 'Pro shop',
  showers: 'Showers',
  changeRooms: 'Change rooms',
  lockers: 'Lockers',
  cafe: 'Café',
  bar: 'Bar',
  kidsArea: "Kids' play area",
  wifi: 'Wi-Fi',
  accessible: 'Wheelchair access',
  ballMachine: 'Ball machine hire',
  stringing: 'Racquet stringing',
} as const;
export type FacilityKey = keyof typeof facilityLabels;
export const facilityKeys = Object.keys(facilityLabels) as FacilityKey[];

/**
 * POST /api/club/{id}/set_facilities/: which facilities the club has, and a line for anything
 * else. Facilities left out keep their stored value; unknown keys are dropped.
 */
export const setFacilitiesSchema = z.preprocess(
  // The spec's form wraps them: `{ "Facilities": {...} }`.
  (body) => (isPlainObject(body) && isPlainObject(body.Facilities) ? body.Facilities : body),
  z.object({
    ...(Object.fromEntries(
      facilityKeys.map((key) => [key, z.boolean({ error: 'Must be true or false' }).optional()]),
    ) as Record<FacilityKey, z.ZodOptional<z.ZodBoolean>>),
    other: text(500).optional(),
  }),
);
export type SetFacilities = z.infer<typeof setFacilitiesSchema>;
/** The stored facilities: every known key, and `other`. */
export type Facilities = Record<FacilityKey, boolean> & { other: string };

/** Every known facility (false when not given) and `other` ('' when not given). */
export function normaliseFacilities(input: Record<string, unknown> | null | undefined): Facilities {
  const source = input ?? {};
  const flags = Object.fromEntries(facilityKeys.map((key) => [key, source[key] === true])) as Record<
    FacilityKey,
    boolean
  >;
  return { ...flags, other: typeof source.other === 'string' ? source.other : '' };
}
