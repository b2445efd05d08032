import { z } from 'zod';
import { genderCodes } from '../members/member-codes';
import { memberMessages } from '../members/member.schema';
import { ageOn } from '../members/member-filters';
import { isIsoDate } from '../validation/date-parse';
import { requiredText } from '../validation/rules';

// Households (issue 30; docs/households.md): a guardian manages juniors from their own account.
// A junior is a player without a login or an e-mail address, linked to one or more guardians.

/** A junior is under this age on the day they are added or edited (the same rule at every club). */
export const JUNIOR_MAX_AGE = 18;

/** The household's words, shared by the Me page and the server. */
export const householdMessages = {
  dobRequired: 'Date of birth is required',
  dobFormat: 'Date must be YYYY-MM-DD',
  dobInFuture: 'The date of birth cannot be in the future',
  notJunior: `A junior is under ${JUNIOR_MAX_AGE}: add them when they are, or let them sign up themselves.`,
  notFound: 'Junior not found.',
  notGuardian: 'You can only act for the juniors of your household.',
  futureBookings: (name: string) =>
    `${name} has bookings still to come: cancel them first, then remove ${name} from your household.`,
  futurePlaces: (name: string) =>
    `${name} has places in clinics still to come: withdraw them first, then remove ${name} from your household.`,
} as const;

/** Why a date of birth cannot be a junior's on `today` (YYYY-MM-DD), or null when it can. */
export function juniorDobProblem(dob: string, today: string): string | null {
  if (dob > today) return householdMessages.dobInFuture;
  return (ageOn(dob, today) ?? 0) >= JUNIOR_MAX_AGE ? householdMessages.notJunior : null;
}

/** POST /api/user/household/ and PATCH /api/user/household/{id}/: a junior's names, date of birth and gender. */
export const juniorSchema = z.object({
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  dob: z
    .string({ error: householdMessages.dobRequired })
    .trim()
    .min(1, householdMessages.dobRequired)
    .refine((v) => v === '' || (isIsoDate(v) && v >= '1900-01-01'), householdMessages.dobFormat),
  gender: z.enum(genderCodes, { error: memberMessages.gender }).default('U'),
});
export type JuniorInput = z.input<typeof juniorSchema>;
export type Junior = z.output<typeof juniorSchema>;

/** A junior of the caller's household as the Me page lists them. */
export const householdJuniorSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  dob: z.string(),
  gender: z.enum(genderCodes),
  /** Age in whole years today (in the latest zone on earth: docs/households.md). */
  age: z.number(),
});
export type HouseholdJunior = z.infer<typeof householdJuniorSchema>;
