import { z } from 'zod';
import { featureLabels } from '../access/dashboard-menu';
import { featureNames, type FeatureName } from '../reference/reference.schema';
import { messages } from '../validation/messages';
import { billingCycles } from './club-codes';
import { prorationRules } from '../members/membership-proration';
import { lotteryParamsShape } from '../bookings/lottery.rules';

// A club feature's params, by feature name (spec 2 §3, spec 3 §3), with their defaults. A PATCH
// merges the given params over the stored ones and checks the result as a whole, so a rule that
// spans two params (the default cycle must be an enabled one) holds after every change.

/** Messages of the feature rules that the shared catalogue does not word. */
export const clubFeatureMessages = {
  refusal: 'Invalid feature settings',
  notFound: 'Feature not found.',
  bool: 'Must be true or false',
  wholeNumber: 'Must be a whole number',
  multipleOf: (n: number) => `Must be a multiple of ${n}`,
  cycleNeeded: 'Enable at least one billing cycle',
  defaultCycle: 'The default cycle must be one of the enabled cycles',
  monthDay: 'Enter a date as MM-DD',
  notInPackage: (feature: FeatureName) =>
    `Your package does not include ${featureLabels[feature]}. Choose a package with it first.`,
} as const;

const flag = (fallback: boolean) => z.boolean({ error: clubFeatureMessages.bool }).default(fallback);
const text = (max: number) =>
  z
    .string({ error: messages.max(max) })
    .trim()
    .max(max, messages.max(max))
    .default('');

/** A whole number from `min` to `max`, optionally a multiple of `step`. */
const whole = (min: number, max: number, fallback: number, step?: number) =>
  z
    .number({ error: clubFeatureMessages.wholeNumber })
    .int(clubFeatureMessages.wholeNumber)
    .min(min, messages.minValue(min))
    .max(max, messages.maxValue(max))
    .refine((v) => !step || v % step === 0, step ? clubFeatureMessages.multipleOf(step) : '')
    .default(fallback);

/** An amount in the club's currency from 0 (off) to 10,000. */
const money = () =>
  z
    .number({ error: messages.positiveNumberOrZero })
    .min(0, messages.positiveNumberOrZero)
    .max(10000, messages.maxValue(10000))
    .default(0);

/** 'MM-DD' of a day every year has (29 February is not one). */
const isMonthDay = (v: string) => {
  const m = /^(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [month, day] = [Number(m[1]), Number(m[2])];
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
};

/** How membership renews: forced (automatic) or optional (the member chooses). */
export const membershipRenewals = ['forced', 'optional'] as const;

/** membership params (spec 2 §3). */
export const membershipParamsSchema = z
  .object({
    AnnualCycleEnabled: flag(true),
    MonthlyCycleEnabled: flag(false),
    DefaultCycle: z.enum(billingCycles, { error: 'Default cycle must be A (yearly) or M (monthly)' }).default('A'),
    SingleRolloverDate: flag(true),
    monthlyRolloverDay: whole(1, 28, 1),
    annualRolloverDate: z
      .string({ error: clubFeatureMessages.monthDay })
      .trim()
      .refine(isMonthDay, clubFeatureMessages.monthDay)
      .default('07-01'),
    membershipRenewal: z.enum(membershipRenewals, { error: 'Renewal must be forced or optional' }).default('forced'),
    /** How a first period shorter than a cycle (bought between rollovers) is priced (members/membership-proration.ts). */
    firstPeriodProration: z.enum(prorationRules, { error: 'Proration must be full, day or month' }).default('month'),
  })
  .superRefine((p, ctx) => {
    if (!p.AnnualCycleEnabled && !p.MonthlyCycleEnabled) {
      ctx.addIssue({ code: 'custom', path: ['AnnualCycleEnabled'], message: clubFeatureMessages.cycleNeeded });
      return;
    }
    const enabled = p.DefaultCycle === 'A' ? p.AnnualCycleEnabled : p.MonthlyCycleEnabled;
    if (!enabled) ctx.addIssue({ code: 'custom', path: ['DefaultCycle'], message: clubFeatureMessages.defaultCycle });
  });

/** courtbooking params (spec 2 §3); daily limits in minutes, in 30-minute steps like bookings. */
export const courtbookingParamsSchema = z.object({
  AvailableSurfaceTypes: z.array(z.number().int().positive(), { error: 'Choose surfaces from the list' }).default([]),
  AllCourtsLights: flag(false),
  AllCourtsAvailable: flag(true),
  AllCourtsIndoor: flag(false),
  AllCourtsAccessSame: flag(true),
  AllCourtsAccessText: text(1000),
  AllCourtsNotesRulesSame: flag(true),
  AllCourtsNotesRulesText: text(2000),
  MaxBookingMinutesPerDayMember: whole(0, 1440, 120, 30),
  MaxBookingMinutesPerDayNonMember: whole(0, 1440, 120, 30),
  /** What a player pays for each guest they bring (not a member, named only), per booking, in the club's currency (issue 28). */
  GuestFee: z
    .number({ error: messages.positiveNumberOrZero })
    .min(0, messages.positiveNumberOrZero)
    .max(10000, messages.maxValue(10000))
    .default(0),
  /** How many hours before a booking its players see the access notes (gate codes) in My bookings (issue 28). */
  AccessNotesHoursBefore: whole(0, 336, 24),
  // Members' own recurring slots and no unusable holes (issue 29)
  /** Members may book their own weekly slot for a term (off: only staff make recurring bookings). */
  MemberSeriesAllowed: flag(false),
  /** How many live recurring series one member may hold at once. */
  MemberSeriesMax: whole(1, 10, 1),
  /** The longest term of a member's series, in weeks. */
  MemberSeriesMaxWeeks: whole(2, 52, 10),
  /** The prime-time hours a week a member's series may hold, all their series together (0: none in prime time). */
  MemberSeriesPrimeHoursPerWeek: whole(0, 40, 2),
  /** Prime time for that quota: Monday to Friday, from this hour to that one (the club's local time). */
  PrimeTimeFromHour: whole(0, 23, 17),
  PrimeTimeToHour: whole(1, 24, 21),
  /** Staff's and coaches' bookings leave no gap on a court shorter than its group's minimum booking (players' always do). */
  NoHolesForStaff: flag(false),
  // Waiting list and check-in (issue 29)
  /** How many minutes a freed court is held for the first one waiting; 0: no waiting list for courts. */
  WaitlistHoldMinutes: whole(0, 240, 0, 5),
  /** Players check in to each booking (by the court's QR code, or staff tick it); one not checked in is a no-show and its court released. */
  CheckInRequired: flag(false),
  /** The check-in window: from this many minutes before a booking's start… */
  CheckInMinutesBefore: whole(0, 120, 15, 5),
  /** …to this many minutes after it; past it the booking is a no-show. */
  CheckInMinutesAfter: whole(0, 60, 10, 5),
  // No-show and late-cancellation fees (issue 29, the fees part; docs/bookings.md "Fees"): 0 = off.
  /** Charged to the player when their booking is marked a no-show, in the club's currency. */
  NoShowFee: money(),
  /** Charged to the player who cancels their own booking less than LateCancelHours before its start. */
  LateCancelFee: money(),
  /** The late-cancellation cut-off in hours before the start (also what insights count as a late cancellation). */
  LateCancelHours: whole(1, 336, 24),
  // Release lottery (issue 29): high-demand times, the release rule and the request window (bookings/lottery.rules.ts).
  ...lotteryParamsShape,
});

/** pointofsale params (spec 2 §3, §9): tax default 0 %, prices include tax by default. */
export const pointofsaleParamsSchema = z.object({
  DefaultTax: z
    .number({ error: messages.positiveNumberOrZero })
    .min(0, messages.positiveNumberOrZero)
    .max(100, messages.maxValue(100))
    .default(0),
  TaxInclusivePrice: flag(true),
  // Account credit (issue 30, the credit part; docs/account-credit.md): 0 = off.
  /** How far below zero a player's account credit at the club may go, in the club's currency (0: never below zero). */
  AccountLimit: money(),
});

/** matcha params (spec 3 §3): members only by default. */
export const matchaParamsSchema = z.object({
  matchaMembersOnly: flag(true),
  matchaNonMemberCanRequest: flag(false),
  matchaNonMemberCanAccept: flag(false),
});

/** clinics params (spec 3 §3): sessions of 30 minutes by default, in 15-minute steps. */
export const clinicsParamsSchema = z.object({
  sessionDurationMins: whole(15, 600, 30, 15),
  allowNonMembers: flag(true),
});

/** The params schema of each feature. */
export const featureParamsSchemas = {
  membership: membershipParamsSchema,
  courtbooking: courtbookingParamsSchema,
  pointofsale: pointofsaleParamsSchema,
  matcha: matchaParamsSchema,
  clinics: clinicsParamsSchema,
} satisfies Record<FeatureName, z.ZodType>;

export type FeatureParams = { [K in FeatureName]: z.infer<(typeof featureParamsSchemas)[K]> };

export const isFeatureName = (name: string): name is FeatureName => (featureNames as readonly string[]).includes(name);

/** A feature's default params (spec 2 §3, spec 3 §3). */
export const defaultFeatureParams = <K extends FeatureName>(name: K): FeatureParams[K] =>
  featureParamsSchemas[name].parse({}) as FeatureParams[K];

/**
 * The params after a change: `patch` over `stored` over the defaults, checked as a whole. Keys a
 * feature does not have are dropped. A feature the product does not know keeps what it is given.
 */
export function mergeFeatureParams(name: string, stored: Record<string, unknown>, patch: Record<string, unknown> = {}) {
  const merged = { ...stored, ...patch };
  if (!isFeatureName(name)) return { success: true as const, data: merged };
  return featureParamsSchemas[name].safeParse(merged);
}

/** PATCH /api/clubfeature/{id}/: switch the feature on or off, and/or change some params. */
export const updateClubFeatureSchema = z.object({
  enabled: z.boolean({ error: clubFeatureMessages.bool }).optional(),
  params: z.record(z.string(), z.unknown(), { error: 'Params must be an object' }).optional(),
});
export type UpdateClubFeature = z.infer<typeof updateClubFeatureSchema>;

/**
 * The answer of can_enable_courts/, can_enable_pos/ and can_enable_mem_feature/: `result` says
 * whether the feature may be switched on; `reasons` what is missing, in the order to fix it.
 */
export const canEnableResultSchema = z.object({ result: z.boolean(), reasons: z.array(z.string()) });
export type CanEnableResult = z.infer<typeof canEnableResultSchema>;

/** What a club must have before a feature can be switched on. */
export const canEnableMessages = {
  notInPackage: clubFeatureMessages.notInPackage,
  courtsNeeded: 'Add at least one court first.',
  hoursNeeded: "Set the club's opening hours first.",
  membershipTypeNeeded: 'Add at least one membership type first.',
  paymentAccountNeeded: "Connect the club's payment account first.",
} as const;
