import type { subscriptionStatuses } from '../clubs/club-codes';
import { daysInMonth } from '../validation/date-parse';
import type { genderCodes } from './member-codes';

/** The age filter's window (spec 2 §5): min_age is the age chosen, max_age that age plus 10. */
export const AGE_WINDOW_YEARS = 10;

/** The min_age and max_age the screen sends for an age chosen in the filter. */
export const ageWindow = (age: number): { min_age: number; max_age: number } => ({
  min_age: age,
  max_age: age + AGE_WINDOW_YEARS,
});

/** The ages the filter offers: 0, 10, 20 … 90 (each a window of ten years). */
export const ageFilterOptions = Array.from({ length: 10 }, (_, i) => i * AGE_WINDOW_YEARS);

/** The same calendar day `years` earlier (29 February becomes 28 February in a common year). */
export function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const year = y - years;
  const day = Math.min(d, daysInMonth(year, m));
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Age in whole years on `today` of someone born on `dob` (both YYYY-MM-DD); null without a dob. */
export function ageOn(dob: string | null | undefined, today: string): number | null {
  if (!dob) return null;
  const [by, bm, bd] = dob.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * The dates of birth of people aged from `minAge` to `maxAge` inclusive on `today`:
 * born on or before `bornOnOrBefore` and after `bornAfter` (either bound may be absent).
 */
export function dobRangeForAges(minAge: number | undefined, maxAge: number | undefined, today: string) {
  return {
    bornOnOrBefore: minAge === undefined ? undefined : yearsBefore(today, minAge),
    bornAfter: maxAge === undefined ? undefined : yearsBefore(today, maxAge + 1),
  };
}

/** True when a membership expiry date lies before today (both YYYY-MM-DD). */
export const isMembershipExpired = (expires: string | null | undefined, today: string): boolean =>
  Boolean(expires && expires < today);

/** What the filter bar holds; `age` is the single age chosen, sent as an age window. */
export type MemberFilterState = {
  search?: string;
  gender?: (typeof genderCodes)[number];
  age?: number;
  membership_types?: number[];
  is_user?: boolean;
  is_expired?: boolean;
  sub_status?: (typeof subscriptionStatuses)[number][];
  no_membership?: boolean;
};

/** The query parameters of a filter state (spec 2 §5: an age becomes min_age and max_age = age + 10). */
export function memberFilterQuery(
  state: MemberFilterState,
): Record<string, string | number | boolean | (string | number)[] | undefined> {
  const { age, ...rest } = state;
  return {
    ...rest,
    search: rest.search?.trim() || undefined,
    membership_types: rest.membership_types?.length ? rest.membership_types : undefined,
    sub_status: rest.sub_status?.length ? rest.sub_status : undefined,
    ...(age === undefined ? {} : ageWindow(age)),
  };
}
