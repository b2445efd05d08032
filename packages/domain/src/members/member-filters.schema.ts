import { z } from 'zod';
import { recordId } from '../validation/ids';
import { subscriptionStatuses } from '../clubs/club-codes';
import { flagParam, isBlank, listValues, storableText } from './member-fields';
import { genderCodes } from './member-codes';
import { memberMessages } from './member.schema';

// GET /api/clubmember/'s filter parameters as the server reads them, apart from the filter bar's
// helpers (member-filters.ts), which the browser's list uses without loading zod.

const ageParam = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.coerce
    .number({ error: 'Age must be a whole number' })
    .int('Age must be a whole number')
    .min(0, 'Age must be a whole number')
    .max(150, 'Age must be at most 150')
    .optional(),
);

/**
 * The filters of GET /api/clubmember/ (spec 2 §7) besides club and paging. Lists may be repeated
 * or comma-separated; flags accept true/false (also True/False and 1/0).
 */
export const memberFiltersSchema = z.object({
  /** Matches first name, last name, full name, any e-mail and the membership number (case-insensitive). */
  search: z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? storableText(v) : v),
    z.string().trim().max(100, 'Please enter no more than 100 characters').optional(),
  ),
  gender: z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(genderCodes, { error: memberMessages.gender }).optional(),
  ),
  min_age: ageParam,
  max_age: ageParam,
  /** Members of any of these membership types. */
  membership_types: z.preprocess(
    listValues,
    z
      .array(recordId('Must be a list of membership type ids'), { error: 'Must be a list of membership type ids' })
      .optional(),
  ),
  /** Linked (true) or not linked (false) to a registered player. */
  is_user: flagParam(),
  /** Membership expired before today (true) or not expired / no expiry (false). */
  is_expired: flagParam(),
  /** Any of these subscription statuses. */
  sub_status: z.preprocess(
    (v) => (listValues(v) as unknown[] | undefined)?.map((s) => (typeof s === 'string' ? s.toUpperCase() : s)),
    z.array(z.enum(subscriptionStatuses, { error: memberMessages.subStatus })).optional(),
  ),
  /** Members with no membership type (true) or with one (false). */
  no_membership: flagParam(),
});
export type MemberFilters = z.output<typeof memberFiltersSchema>;
