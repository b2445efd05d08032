import { z } from 'zod';
import { requiredName } from '../courts/court-fields';
import { isoDateText } from '../validation/date-fields';
import { clubIdParam, recordId } from '../validation/ids';
import { messages } from '../validation/messages';
import { optionalText } from '../validation/rules';
import { isNumeric } from '../validation/patterns';
import { productPrice } from './store.schema';

// Closing a day at the desk (issue 30, docs/cash-up.md): the club's tills (points of sale) and a
// till's cash-up (Z report) for one club-local day. Amounts are decimal amounts of the club's
// currency in payloads, decimal text in answers. Methods are a list read from the data (codes of
// the sales and refunds made), never fixed columns, so a method another area adds shows by itself.

/** The cash-up's sentences, shared by the server and the screens. */
export const cashUpMessages = {
  tillNotFound: 'Till not found.',
  invalidTill: 'Invalid till details',
  dayClosed: (till: string, day: string) =>
    `${till} was closed for ${day}: its sales for that day cannot change. Sell on another till, or tomorrow.`,
  alreadyClosed: (till: string, day: string) => `${till} is already closed for ${day}.`,
  noteRequired: 'Say why the counted cash differs from the expected cash.',
  futureDay: 'A day that has not started cannot be closed.',
  tillInactive: (till: string) => `${till} is not in use. Choose another till.`,
} as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const toNumberIfNumeric = (v: unknown) => (typeof v === 'string' && isNumeric(v) ? Number(v) : v);

const tillFields = {
  name: requiredName('Name', 60),
  /** The cash put in the drawer before the day's first sale. */
  opening_float: productPrice().default(0),
};

/** POST /api/pos/till/: a new till of the club. */
export const createTillSchema = z.object({ club: clubIdParam(), ...tillFields });
export type CreateTillInput = z.input<typeof createTillSchema>;

/** PATCH /api/pos/till/{id}/: the name, the float, or whether it is in use. */
export const updateTillSchema = z.object({
  name: tillFields.name.optional(),
  opening_float: productPrice().optional(),
  active: z.boolean().optional(),
});
export type UpdateTillInput = z.input<typeof updateTillSchema>;

/** The till form's values. */
export const tillFormSchema = z.object(tillFields);
export type TillFormValues = z.input<typeof tillFormSchema>;

/** GET /api/pos/cashup/report/: a till's figures for a club-local day (today when left out). */
export const cashUpReportQuerySchema = z.object({
  club: recordId('club is required'),
  till: recordId('till is required'),
  day: isoDateText('Must be a date as YYYY-MM-DD').optional(),
});

/**
 * POST /api/pos/cashup/: closes a till's day with the cash counted in the drawer. The note is
 * required when the count differs from the expected cash (checked by the server, which alone
 * knows the figures).
 */
export const closeTillDaySchema = z.object({
  club: clubIdParam(),
  till: recordId('till is required'),
  day: isoDateText('Must be a date as YYYY-MM-DD'),
  counted_cash: z.preprocess(
    (v) => (blank(v) ? undefined : toNumberIfNumeric(v)),
    z
      .number({ error: 'Enter the cash counted in the drawer' })
      .min(0, messages.positiveNumberOrZero)
      .max(1_000_000, messages.maxValue(1_000_000)),
  ),
  note: optionalText(500),
});
export type CloseTillDayInput = z.input<typeof closeTillDaySchema>;

/** GET /api/pos/cashup/: past cash-ups, newest day first; `till` narrows to one till. */
export const cashUpListQuerySchema = z.object({
  club: recordId('club is required'),
  till: recordId('till must be a till id').optional(),
});

/** A till (GET /api/pos/till/). */
export const tillSchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  opening_float: z.string(),
  active: z.boolean(),
  currency: z.string(),
});
export type Till = z.infer<typeof tillSchema>;

/** One payment method's line of a cash-up: how many and how much. */
export const cashUpLineSchema = z.object({ method: z.string(), count: z.number(), amount: z.string() });
export type CashUpLine = z.infer<typeof cashUpLineSchema>;

/** A till's day: live figures while open, the figures as they were closed once closed. */
export const cashUpSchema = z.object({
  /** The stored cash-up's id; null while the day is open. */
  id: z.number().nullable(),
  club: z.number(),
  till: z.number(),
  till_name: z.string(),
  day: z.string(),
  currency: z.string(),
  closed: z.boolean(),
  sales: z.array(cashUpLineSchema),
  refunds: z.array(cashUpLineSchema),
  sales_total: z.string(),
  refunds_total: z.string(),
  opening_float: z.string(),
  /** Float + cash sales − cash refunds. */
  expected_cash: z.string(),
  counted_cash: z.string().nullable(),
  /** Counted − expected (negative: short). */
  difference: z.string().nullable(),
  note: z.string(),
  closed_by: z.number().nullable(),
  closed_by_name: z.string(),
  closed_at: z.string().nullable(),
});
export type CashUp = z.infer<typeof cashUpSchema>;

/** Minor units of a cash-up's expected cash: the float, plus cash taken, minus cash given back (method S). */
export function expectedCashMinor(
  floatMinor: number,
  sales: readonly { method: string; amount_minor: number }[],
  refunds: readonly { method: string; amount_minor: number }[],
): number {
  const cash = (lines: readonly { method: string; amount_minor: number }[]) =>
    lines.filter((l) => l.method === 'S').reduce((sum, l) => sum + l.amount_minor, 0);
  return floatMinor + cash(sales) - cash(refunds);
}
