import { billingCycles, subscriptionStatuses } from '../clubs/club-codes';

// The members' code lists and their labels, apart from the schemas (member.schema.ts): the
// browser's member list and filters read them without loading zod.

/** Gender codes (spec 2 §9): U unspecified, M male, F female. */
export const genderCodes = ['U', 'M', 'F'] as const;
export type GenderCode = (typeof genderCodes)[number];
export const genderLabels: Record<GenderCode, string> = { U: 'Unspecified', M: 'Male', F: 'Female' };

export type BillingCycle = (typeof billingCycles)[number];
export const billingCycleLabels: Record<BillingCycle, string> = { A: 'Yearly', M: 'Monthly' };

export type SubStatus = (typeof subscriptionStatuses)[number];
export const subStatusLabels: Record<SubStatus, string> = {
  C: 'Current',
  O: 'Overdue',
  U: 'Unsubscribed',
  P: 'Pending authorisation',
};
