import { z } from 'zod';
import { isIsoDate } from '../validation/date-parse';
import { clubIdParam, isRecordId } from '../validation/ids';
import { messages } from '../validation/messages';

// The insights calls (spec 3 §5: GET /reports/bookings/ with club, datefrom, dateto and an optional
// filter of ids; GET /reports/coaches/ with club, datefrom, dateto) and the ones this product adds
// (GET /reports/members/, GET /reports/revenue/). Dates are the club's local days, both inclusive.

/** The longest range a report covers: three years of days. */
export const REPORT_MAX_DAYS = 1096;

export const insightsMessages = {
  rangeOrder: 'The end date is before the start date.',
  rangeTooLong: 'Choose a range of at most three years.',
  idList: 'Give the ids as a comma-separated list of numbers.',
} as const;

const reportDate = (field: string) =>
  z
    .string({ error: messages.required(field) })
    .trim()
    .refine((v) => isIsoDate(v), messages.dateFormatStandard);

/** '1,2,3', ['1', '2'] or [1, 2] as a list of ids; blank is none. */
const idList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: insightsMessages.idList })
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((item) => String(item).split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((items) => items.every((s) => /^[0-9]+$/.test(s) && isRecordId(Number(s))), insightsMessages.idList)
  .transform((items) => [...new Set(items.map(Number))])
  .refine((ids) => ids.length <= 200, insightsMessages.idList);

/** Whole days from one ISO date to another (UTC arithmetic on dates has no daylight saving). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const rangeFields = { club: clubIdParam(), datefrom: reportDate('datefrom'), dateto: reportDate('dateto') };

function rangeRules(r: { datefrom: string; dateto: string }, ctx: z.RefinementCtx) {
  if (!isIsoDate(r.datefrom) || !isIsoDate(r.dateto)) return;
  const days = daysBetween(r.datefrom, r.dateto);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['dateto'], message: insightsMessages.rangeOrder });
  else if (days + 1 > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['dateto'], message: insightsMessages.rangeTooLong });
}

/** GET /reports/coaches/, /reports/members/, /reports/revenue/: a club and a range of local days. */
export const reportRangeQuerySchema = z.object(rangeFields).superRefine(rangeRules);
export type ReportRangeQuery = z.output<typeof reportRangeQuerySchema>;

/** GET /reports/bookings/: the range, narrowed to court groups (`filter`) and/or courts (`courts`). */
export const bookingsReportQuerySchema = z
  .object({ ...rangeFields, filter: idList.optional(), courts: idList.optional() })
  .superRefine(rangeRules);
export type BookingsReportQuery = z.output<typeof bookingsReportQuerySchema>;

/** GET /reports/revenue/: the range and the bucket its lines are drawn by. */
export const revenueReportQuerySchema = z
  .object({
    ...rangeFields,
    interval: z.enum(['week', 'month'], { error: 'Choose week or month' }).optional().default('week'),
  })
  .superRefine(rangeRules);
export type RevenueReportQuery = z.output<typeof revenueReportQuerySchema>;

const counts = {
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** Cancelled less than the club's late-cancellation cut-off (LateCancelHours, default LATE_CANCEL_HOURS) before the start. */
  late_cancelled: z.number().int(),
  upcoming: z.number().int(),
  total: z.number().int(),
};

const usage = {
  bookings: z.number().int(),
  booked_hours: z.number(),
  available_hours: z.number(),
  /** booked_hours / available_hours, 0 when nothing was open. */
  utilisation: z.number(),
};

/** The court bookings report (spec 3 §3 "Insights report"). */
export const bookingsReportSchema = z.object({
  club: z.number().int(),
  datefrom: z.string(),
  dateto: z.string(),
  time_zone: z.string(),
  ...counts,
  previous: z.object({ datefrom: z.string(), dateto: z.string(), ...counts, total_hours: z.number() }),
  /**
   * Every booking of `total` by who it is for: a member's (a booked person on the register),
   * guests' (booked persons, none on the register), or naming no one (block bookings,
   * maintenance, clinics' sessions). members + guests + unnamed = total.
   */
  members: z.number().int(),
  guests: z.number().int(),
  unnamed: z.number().int(),
  /**
   * Live bookings on more than one court in scope: `by_court` and `by_courtgroup` count a booking
   * on each court it took, so they add up to more than the live bookings by these.
   */
  multi_court: z.number().int(),
  /** Live bookings (completed and upcoming) by type; cancelled ones are in no type. */
  booking_types: z.array(
    z.object({ code: z.string(), label: z.string(), bookings: z.number().int(), hours: z.number() }),
  ),
  by_courtgroup: z.array(z.object({ id: z.number().int().nullable(), name: z.string(), ...usage })),
  by_court: z.array(
    z.object({ id: z.number().int(), name: z.string(), group_id: z.number().int().nullable(), ...usage }),
  ),
  utilisation: z.number(),
  available_hours: z.number(),
  total_hours: z.number(),
  /** Weekday 0 = Monday … 6 = Sunday and the local hour 0–23. */
  heatmap: z.array(
    z.object({
      weekday: z.number().int(),
      hour: z.number().int(),
      booked_hours: z.number(),
      available_hours: z.number(),
      utilisation: z.number(),
    }),
  ),
  /** Every court group of the club with its courts, whatever the filter: what the filter offers. */
  court_groups: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  /** Bookings and booked hours per local day of the range (the line over time). */
  by_day: z.array(z.object({ date: z.string(), bookings: z.number().int(), hours: z.number() })),
  // No-shows and fees (issue 29): of the range's bookings, as the Fees list shows them.
  /** The cut-off `late_cancelled` counts by: the club's LateCancelHours (24 unless the club changed it). */
  late_cancel_hours: z.number().int(),
  /** Bookings marked no-show, and the court-hours their release gave back. */
  no_shows: z.number().int(),
  released_hours: z.number(),
  /** The no-show and late-cancellation fees of these bookings: charged, owed and waived, counts and minor units of `currency`. */
  fees: z.object({
    currency: z.string(),
    charged: z.number().int(),
    charged_minor: z.number().int(),
    owed: z.number().int(),
    owed_minor: z.number().int(),
    waived: z.number().int(),
    waived_minor: z.number().int(),
  }),
});
export type BookingsReport = z.output<typeof bookingsReportSchema>;

/** The coaches report: one row per coach of the club. */
export const coachesReportSchema = z.object({
  club: z.number().int(),
  datefrom: z.string(),
  dateto: z.string(),
  currency: z.string(),
  coaches: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      hours: z.number(),
      sessions: z.number().int(),
      clinics: z.number().int(),
      students: z.number().int(),
      cancellations: z.number().int(),
      revenue_minor: z.number().int(),
      max_hours: z.number(),
      utilisation: z.number(),
    }),
  ),
});
export type CoachesReport = z.output<typeof coachesReportSchema>;

/** Membership over time: joined and lapsed per month, and who is overdue now. */
export const membersReportSchema = z.object({
  club: z.number().int(),
  datefrom: z.string(),
  dateto: z.string(),
  active: z.number().int(),
  overdue: z.number().int(),
  joined: z.number().int(),
  lapsed: z.number().int(),
  months: z.array(z.object({ month: z.string(), joined: z.number().int(), lapsed: z.number().int() })),
});
export type MembersReport = z.output<typeof membersReportSchema>;

/** Money of one source (or all) in a period: captured, refunded and what stays, in minor units. */
const revenueFigures = z.object({
  gross_minor: z.number().int(),
  refunds_minor: z.number().int(),
  net_minor: z.number().int(),
});
export type RevenueFigures = z.output<typeof revenueFigures>;

/** The sources revenue is split by: the transaction kinds (B court hire, S store, M memberships, E clinics, O other). */
const bySource = z.object({
  B: revenueFigures,
  S: revenueFigures,
  M: revenueFigures,
  E: revenueFigures,
  O: revenueFigures,
});

/**
 * GET /reports/revenue/ (ours; docs/insights.md): money by source per week or month, refunds
 * netted in the period they were made, with the range's totals and the previous period's.
 */
export const revenueReportSchema = z.object({
  club: z.number().int(),
  datefrom: z.string(),
  dateto: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  interval: z.enum(['week', 'month']),
  totals: revenueFigures.extend({ by_source: bySource, payments: z.number().int(), refunds: z.number().int() }),
  previous: revenueFigures,
  /** One per week (Monday first) or calendar month touching the range, clipped to it. */
  periods: z.array(revenueFigures.extend({ start: z.string(), end: z.string(), by_source: bySource })),
});
export type RevenueReport = z.output<typeof revenueReportSchema>;
