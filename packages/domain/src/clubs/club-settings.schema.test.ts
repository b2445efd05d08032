import { describe, expect, it } from 'vitest';
import {
  adminChangeRefusal,
  clubAdminMessages,
  clubAdminRolesSchema,
  clubDetailsSchema,
  defaultFeatureParams,
  mergeFeatureParams,
  normaliseFacilities,
  openingHoursFormDays,
  openingHoursFormSchema,
  openingHoursPayload,
  setFacilitiesSchema,
  setOpeningHoursSchema,
  subscriptionPeriodEnd as periodEnd,
  timeLabel,
  timeOptions,
  timeOptionsWithin,
} from '../index';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('set_opening_hours payload', () => {
  it.each([
    [[{ id: 0, open: '06:00', close: '22:00' }], []],
    [[{ id: 6, open: '07:00', close: '24:00' }], []],
    [[{ id: 1, open: '09:00', close: '09:00' }], []],
    [[{ weekday: 2, open: '6:00', close: '12:00' }], []],
    [[{ id: 0, open: '10:00', close: '09:30' }], ['0.close: Close must be after Open']],
    [[{ id: 0, open: '', close: '09:30' }], ['0.open: Open is required']],
    [[{ id: 0, open: '09:00' }], ['0.close: Close is required']],
    [[{ id: 0, open: '24:00', close: '24:00' }], ['0.open: Enter a time as HH:MM']],
    [[{ id: 0, open: '9am', close: '17:00' }], ['0.open: Enter a time as HH:MM']],
    [[{ id: 7, open: '09:00', close: '17:00' }], ['0.id: Weekday must be 0 (Monday) to 6 (Sunday)']],
    [
      [
        { id: 3, open: '09:00', close: '17:00' },
        { id: 3, open: '10:00', close: '17:00' },
      ],
      ['1.id: Each weekday can appear only once'],
    ],
    [{ OpeningHours: [{ id: 0, open: '06:00', close: '22:00' }] }, []],
    [{ OpeningHours: [{ id: 0, open: '10:00', close: '09:00' }] }, ['0.close: Close must be after Open']],
    [[{ id: 6, closed: true }], []],
    [[{ id: 9, closed: true }], ['0.id: Weekday must be 0 (Monday) to 6 (Sunday)']],
  ])('%j → %j', (body, expected) => {
    expect(issuesOf(setOpeningHoursSchema.safeParse(body))).toEqual(expected);
  });

  it('round-trips through the form: closed days are sent closed and their times not checked', () => {
    const days = openingHoursFormDays([{ weekday: 0, open: '06:00', close: '22:00' }]);
    expect(days).toHaveLength(7);
    expect(days[1]).toEqual({ id: 1, isOpen: false, open: '09:00', close: '17:00' });
    days[2] = { id: 2, isOpen: false, open: '18:00', close: '08:00' };
    expect(openingHoursFormSchema.safeParse({ days }).success).toBe(true);
    expect(openingHoursPayload(days)[0]).toEqual({ id: 0, open: '06:00', close: '22:00' });
    expect(openingHoursPayload(days)[2]).toEqual({ id: 2, closed: true });
    expect(setOpeningHoursSchema.safeParse(openingHoursPayload(days)).success).toBe(true);
    days[2].isOpen = true;
    expect(issuesOf(openingHoursFormSchema.safeParse({ days }))).toEqual(['days.2.close: Close must be after Open']);
  });
});

describe('club details', () => {
  const valid = {
    street_address: '1 Road',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    phone: '+61 2 9000 1234',
    url: 'club.example',
    email: 'Desk@Club.Example',
    country: 'au',
    currency: 'AUD',
    time_zone: 'Australia/Sydney',
  };
  it('normalises codes and e-mail', () => {
    expect(clubDetailsSchema.parse(valid)).toMatchObject({
      country: 'AU',
      currency: 'aud',
      email: 'desk@club.example',
    });
  });
  it('refuses bad values with field messages', () => {
    expect(
      issuesOf(
        clubDetailsSchema.safeParse({
          ...valid,
          email: 'nope',
          url: 'x',
          country: 'Australia',
          currency: 'XXY',
          time_zone: 'Mars/Base',
          phone: 'call me',
        }),
      ),
    ).toEqual([
      'phone: Use digits, spaces and + ( ) - only',
      'url: This field has to be a valid URL starting with http:// or https://',
      'email: Please provide a valid email address',
      'country: Choose a country',
      'currency: Choose a currency',
      'time_zone: Choose a time zone',
    ]);
    expect(issuesOf(clubDetailsSchema.safeParse({ ...valid, city: 'x'.repeat(51) }))).toEqual([
      'city: Please enter no more than 50 characters',
    ]);
  });
});

describe('facilities', () => {
  it('keeps known keys and the other line', () => {
    const parsed = setFacilitiesSchema.parse({ parking: true, sauna: true, other: ' Padel ' });
    expect(normaliseFacilities(parsed)).toMatchObject({ parking: true, clubhouse: false, other: 'Padel' });
    expect(normaliseFacilities(parsed)).not.toHaveProperty('sauna');
  });
});

describe('administrators', () => {
  it('reads roles by code or name, once each, in the product order', () => {
    expect(clubAdminRolesSchema.parse(['COMMUNCIATIONS', 'A', 'AGENT', 'P'])).toEqual(['A', 'N', 'P']);
    expect(clubAdminRolesSchema.safeParse(['COMMUNICATIONS']).success).toBe(false);
  });
  it.each([
    [{ status: 'A' }, { status: 'S', roles: ['A'] }, 1, null],
    [{ status: 'A' }, { status: 'S', roles: ['A'] }, 0, { field: 'status', message: clubAdminMessages.lastAgent }],
    [{ status: 'A' }, { status: 'A', roles: ['C'] }, 0, { field: 'roles', message: clubAdminMessages.lastAgent }],
    [{ status: 'A' }, { status: 'A', roles: [] }, 1, { field: 'roles', message: clubAdminMessages.roleNeeded }],
    [{ status: 'S' }, { status: 'P', roles: ['C'] }, 1, { field: 'status', message: clubAdminMessages.backToPending }],
  ] as const)('%j → %j with %i agents → %j', (current, next, agents, expected) => {
    expect(adminChangeRefusal(current, { ...next, roles: [...next.roles] }, agents)).toEqual(expected);
  });
});

describe('feature params', () => {
  it('has the spec defaults', () => {
    expect(defaultFeatureParams('membership')).toMatchObject({ DefaultCycle: 'A', membershipRenewal: 'forced' });
    expect(defaultFeatureParams('pointofsale')).toEqual({ DefaultTax: 0, TaxInclusivePrice: true, AccountLimit: 0 });
    expect(defaultFeatureParams('clinics')).toEqual({ sessionDurationMins: 30, allowNonMembers: true });
    expect(defaultFeatureParams('matcha')).toEqual({
      matchaMembersOnly: true,
      matchaNonMemberCanRequest: false,
      matchaNonMemberCanAccept: false,
    });
  });
  it('checks a change as a whole and drops unknown keys', () => {
    const stored = defaultFeatureParams('membership');
    expect(issuesOf(mergeFeatureParams('membership', stored, { DefaultCycle: 'M' }))).toEqual([
      'DefaultCycle: The default cycle must be one of the enabled cycles',
    ]);
    const ok = mergeFeatureParams('membership', stored, { DefaultCycle: 'M', MonthlyCycleEnabled: true, junk: 1 });
    expect(ok.success && ok.data).toMatchObject({ DefaultCycle: 'M', MonthlyCycleEnabled: true });
    expect(ok.success && ok.data).not.toHaveProperty('junk');
    expect(issuesOf(mergeFeatureParams('courtbooking', {}, { MaxBookingMinutesPerDayMember: 45 }))).toEqual([
      'MaxBookingMinutesPerDayMember: Must be a multiple of 30',
    ]);
    expect(issuesOf(mergeFeatureParams('pointofsale', {}, { DefaultTax: -1 }))).toEqual([
      'DefaultTax: Must be a positive number',
    ]);
  });
});

describe('time lists', () => {
  it('steps through the day or the club hours', () => {
    expect(timeOptions(30, '06:00', '08:00')).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00']);
    expect(timeOptions(15, '06:10', '06:45')).toEqual(['06:15', '06:30', '06:45']);
    expect(timeOptions()).toHaveLength(49);
    const hours = [
      { weekday: 0, open: '06:00', close: '07:00' },
      { weekday: 5, open: '07:00', close: '08:00' },
    ];
    expect(timeOptionsWithin(hours, 30, 5)).toEqual(['07:00', '07:30', '08:00']);
    expect(timeOptionsWithin(hours, 30)).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00']);
    expect(timeOptionsWithin(hours, 30, 3)).toEqual([]);
    expect(timeOptionsWithin([], 30)).toHaveLength(49);
    expect([
      timeLabel('6:00'),
      timeLabel('12:30:00'),
      timeLabel('00:15'),
      timeLabel('24:00'),
      timeLabel('soon'),
    ]).toEqual(['06:00', '12:30', '00:15', '24:00', 'soon']);
  });
});

describe('billing periods', () => {
  it('ends a month or a year later, on the month’s last day when shorter', () => {
    expect(periodEnd(new Date('2026-01-31T00:00:00Z'), 'M').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T10:00:00Z'), 'A').toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(periodEnd(new Date('2026-12-15T00:00:00Z'), 'M').toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
