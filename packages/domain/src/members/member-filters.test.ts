import { describe, expect, it } from 'vitest';
import {
  ageFilterOptions,
  ageOn,
  ageWindow,
  dobRangeForAges,
  isMembershipExpired,
  memberFilterQuery,
  yearsBefore,
} from './member-filters';
import { memberFiltersSchema } from './member-filters.schema';

describe('age filter (spec 2 §5)', () => {
  it('sends min_age as given and max_age as that plus 10', () => {
    expect(ageWindow(30)).toEqual({ min_age: 30, max_age: 40 });
    expect(ageWindow(0)).toEqual({ min_age: 0, max_age: 10 });
    expect(ageFilterOptions).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('puts the age window into the query and leaves empty filters out', () => {
    expect(memberFilterQuery({ age: 20, search: '  ', membership_types: [], gender: 'F' })).toEqual({
      gender: 'F',
      search: undefined,
      membership_types: undefined,
      sub_status: undefined,
      min_age: 20,
      max_age: 30,
    });
  });

  it.each([
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
  ])('born %s is %i on %s', (dob, today, age) => {
    expect(ageOn(dob, today)).toBe(age);
  });

  it('moves 29 February to the 28th in a common year', () => {
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2026-11-21', 30)).toBe('1996-11-21');
  });

  it('turns an age window into dates of birth, both ends inclusive', () => {
    const today = '2026-11-21';
    const { bornOnOrBefore, bornAfter } = dobRangeForAges(30, 40, today);
    expect(bornOnOrBefore).toBe('1996-11-21');
    expect(bornAfter).toBe('1985-11-21');
    // Every date of birth inside the range has an age in the window, and just outside does not.
    expect(ageOn('1996-11-21', today)).toBe(30);
    expect(ageOn('1996-11-22', today)).toBe(29);
    expect(ageOn('1985-11-22', today)).toBe(40);
    expect(ageOn('1985-11-21', today)).toBe(41);
  });
});

describe('isMembershipExpired', () => {
  it('is expired only with an expiry before today', () => {
    expect(isMembershipExpired('2026-11-20', '2026-11-21')).toBe(true);
    expect(isMembershipExpired('2026-11-21', '2026-11-21')).toBe(false);
    expect(isMembershipExpired(null, '2026-11-21')).toBe(false);
  });
});

describe('memberFiltersSchema', () => {
  it('reads the query parameters of GET /api/clubmember/', () => {
    expect(
      memberFiltersSchema.parse({
        search: ' emma ',
        gender: 'f',
        min_age: '30',
        max_age: '40',
        membership_types: '3,4',
        is_user: 'True',
        is_expired: 'false',
        sub_status: ['c', 'U'],
        no_membership: '0',
      }),
    ).toEqual({
      search: 'emma',
      gender: 'F',
      min_age: 30,
      max_age: 40,
      membership_types: [3, 4],
      is_user: true,
      is_expired: false,
      sub_status: ['C', 'U'],
      no_membership: false,
    });
  });

  it('treats blank parameters as not given', () => {
    expect(memberFiltersSchema.parse({ search: '', gender: '', min_age: '', is_user: '' })).toEqual({});
  });

  it.each([
    [{ gender: 'X' }, 'Gender must be M, F or U'],
    [{ min_age: 'old' }, 'Age must be a whole number'],
    [{ is_user: 'maybe' }, 'Must be true or false'],
    [{ sub_status: 'Z' }, 'Subscription status must be C, O, U or P'],
  ])('refuses %o', (query, message) => {
    const result = memberFiltersSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe(message);
  });
});
