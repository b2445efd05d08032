import type { FeatureName } from '@rally/domain';

// How each feature's params read in the settings panel (spec 2 §3, spec 3 §3). The rules and
// defaults are the domain's featureParamsSchemas; this is only their wording and input kind.

export type ParamField =
  | { key: string; label: string; kind: 'switch' }
  | { key: string; label: string; kind: 'number'; step?: number; max?: number; suffix?: string; decimals?: boolean }
  | { key: string; label: string; kind: 'text' | 'textarea' }
  | { key: string; label: string; kind: 'select'; options: { value: string; label: string }[] };

export const featureParamFields: Record<FeatureName, ParamField[]> = {
  membership: [
    { key: 'AnnualCycleEnabled', label: 'Yearly memberships', kind: 'switch' },
    { key: 'MonthlyCycleEnabled', label: 'Monthly memberships', kind: 'switch' },
    {
      key: 'DefaultCycle',
      label: 'Default billing cycle',
      kind: 'select',
      options: [
        { value: 'A', label: 'Yearly' },
        { value: 'M', label: 'Monthly' },
      ],
    },
    { key: 'SingleRolloverDate', label: 'Every membership renews on the same date', kind: 'switch' },
    { key: 'annualRolloverDate', label: 'Yearly renewal date (MM-DD)', kind: 'text' },
    { key: 'monthlyRolloverDay', label: 'Monthly renewal day', kind: 'number', max: 28 },
    {
      key: 'membershipRenewal',
      label: 'Renewal',
      kind: 'select',
      options: [
        { value: 'forced', label: 'Automatic' },
        { value: 'optional', label: 'Member chooses' },
      ],
    },
    {
      // Read by the quote, the charge, the renewal and the fees view (domain: membership-proration.ts).
      key: 'firstPeriodProration',
      label: 'A first period shorter than a cycle costs',
      kind: 'select',
      options: [
        { value: 'month', label: 'By month (each started month)' },
        { value: 'day', label: 'By day' },
        { value: 'full', label: 'The full price' },
      ],
    },
  ],
  courtbooking: [
    { key: 'AllCourtsLights', label: 'Every court has lights', kind: 'switch' },
    { key: 'AllCourtsIndoor', label: 'Every court is indoors', kind: 'switch' },
    { key: 'AllCourtsAccessSame', label: 'Same access notes for every court', kind: 'switch' },
    { key: 'AllCourtsAccessText', label: 'Access notes', kind: 'textarea' },
    { key: 'AllCourtsNotesRulesSame', label: 'Same rules for every court', kind: 'switch' },
    { key: 'AllCourtsNotesRulesText', label: 'Court rules', kind: 'textarea' },
    {
      key: 'MaxBookingMinutesPerDayMember',
      label: 'Most minutes a day, members',
      kind: 'number',
      step: 30,
      max: 1440,
      suffix: ' min',
    },
    {
      key: 'MaxBookingMinutesPerDayNonMember',
      label: 'Most minutes a day, visitors',
      kind: 'number',
      step: 30,
      max: 1440,
      suffix: ' min',
    },
    // Read by the booking's price (bookings/booking-context.ts costOf) and My bookings' access notes.
    { key: 'GuestFee', label: 'Guest fee, per guest per booking', kind: 'number', max: 10000, decimals: true },
    {
      key: 'AccessNotesHoursBefore',
      label: 'Show access notes to the players this long before',
      kind: 'number',
      max: 336,
      suffix: ' h',
    },
    // Members' own weekly slots and no unusable holes (issue 29): read by bookings/member-series.service.ts and booking-holes.ts.
    { key: 'MemberSeriesAllowed', label: 'Members may book their own weekly slot', kind: 'switch' },
    { key: 'MemberSeriesMax', label: 'Weekly slots a member may hold', kind: 'number', max: 10 },
    { key: 'MemberSeriesMaxWeeks', label: 'Longest term of a weekly slot', kind: 'number', max: 52, suffix: ' weeks' },
    {
      key: 'MemberSeriesPrimeHoursPerWeek',
      label: 'Prime-time hours a week in weekly slots',
      kind: 'number',
      max: 40,
      suffix: ' h',
    },
    { key: 'PrimeTimeFromHour', label: 'Prime time from (weekdays)', kind: 'number', max: 23, suffix: ':00' },
    { key: 'PrimeTimeToHour', label: 'Prime time until (weekdays)', kind: 'number', max: 24, suffix: ':00' },
    { key: 'NoHolesForStaff', label: 'Staff leave no gap shorter than the minimum booking', kind: 'switch' },
    // Waiting list and check-in (issue 29): read by the waiting list's offers (bookings/court-waitlist-offers.ts).
    {
      key: 'WaitlistHoldMinutes',
      label: 'Hold a freed court for the waiting list',
      kind: 'number',
      step: 5,
      max: 240,
      suffix: ' min',
    },
    // Read by check-in and the no-show job (bookings/check-ins.service.ts, check-in-no-shows.ts).
    { key: 'CheckInRequired', label: 'Players check in to their bookings', kind: 'switch' },
    {
      key: 'CheckInMinutesBefore',
      label: 'Check-in opens before the start',
      kind: 'number',
      step: 5,
      max: 120,
      suffix: ' min',
    },
    {
      key: 'CheckInMinutesAfter',
      label: 'Check-in closes after the start',
      kind: 'number',
      step: 5,
      max: 60,
      suffix: ' min',
    },
    // No-show and late-cancellation fees (issue 29): read by bookings/booking-fees.service.ts and the insights.
    { key: 'NoShowFee', label: 'No-show fee', kind: 'number', max: 10000, decimals: true },
    { key: 'LateCancelFee', label: 'Late-cancellation fee', kind: 'number', max: 10000, decimals: true },
    { key: 'LateCancelHours', label: 'Late-cancellation cut-off', kind: 'number', max: 336, suffix: ' h' },
  ],
  pointofsale: [
    { key: 'DefaultTax', label: 'Default tax', kind: 'number', max: 100, suffix: ' %', decimals: true },
    { key: 'TaxInclusivePrice', label: 'Prices include tax', kind: 'switch' },
  ],
  matcha: [
    { key: 'matchaMembersOnly', label: 'Members only', kind: 'switch' },
    { key: 'matchaNonMemberCanRequest', label: 'Visitors may post hit requests', kind: 'switch' },
    { key: 'matchaNonMemberCanAccept', label: 'Visitors may accept hit requests', kind: 'switch' },
  ],
  clinics: [
    { key: 'sessionDurationMins', label: 'Session length', kind: 'number', step: 15, max: 600, suffix: ' min' },
    { key: 'allowNonMembers', label: 'Visitors may join clinics', kind: 'switch' },
  ],
};
