import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bookingRateSchema,
  createBookingRateSchema,
  createMembershipTypeRateSchema,
  membershipTypeRateSchema,
  updateBookingRateSchema,
  updateMembershipTypeRateSchema,
} from './booking-rate.schema';
import {
  courtGroupSchema,
  courtSchema,
  createCourtGroupSchema,
  createCourtSchema,
  updateCourtGroupSchema,
  updateCourtSchema,
} from './court.schema';

/** The first message per field of a refused value, or null when accepted. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('courtSchema (spec 2 §5: name, surface and sport required)', () => {
  const court = { name: 'Court 7', sport: 1, surface: 2 };

  it('applies the defaults', () => {
    expect(courtSchema.parse(court)).toEqual({
      ...court,
      group: null,
      has_lights: false,
      bookable: true,
      indoor: false,
      access_notes: '',
      notes: '',
    });
    expect(courtSchema.parse({ ...court, sport: '1', surface: '2', group: '3', number: '7' })).toMatchObject({
      sport: 1,
      surface: 2,
      group: 3,
      number: 7,
    });
  });

  it.each([
    [{}, { name: 'Name is required', sport: 'Sport is required', surface: 'Surface is required' }],
    [{ ...court, name: '   ' }, { name: 'Name is required' }],
    [{ ...court, name: 'x'.repeat(101) }, { name: 'Please enter no more than 100 characters' }],
    [{ ...court, name: 'a\u0000b' }, { name: 'Remove the control characters from this text' }],
    [{ ...court, surface: '' }, { surface: 'Surface is required' }],
    [{ ...court, sport: 'tennis' }, { sport: 'Sport is required' }],
    [{ ...court, number: 0 }, { number: 'must be greater than or equal to 1' }],
    [{ ...court, number: 1.5 }, { number: 'Must be a whole number' }],
    [{ ...court, number: 1000 }, { number: 'Must be less than or equal to 999' }],
    [{ ...court, has_lights: 'yes' }, { has_lights: 'Must be true or false' }],
    [{ ...court, notes: 'x'.repeat(2001) }, { notes: 'Please enter no more than 2000 characters' }],
  ])('%j is refused with %j', (value, expected) => {
    expect(errorsOf(courtSchema, value)).toEqual(expected);
  });
});

describe('courtGroupSchema (spec 2 §3, §5)', () => {
  it('applies the defaults of section 3', () => {
    expect(courtGroupSchema.parse({ name: 'Outdoor' })).toEqual({
      name: 'Outdoor',
      default: false,
      ready: true,
      admin_only_booking: false,
      advance_days_booking: 14,
      min_booking_duration_members: 30,
      max_booking_duration_members: 120,
      max_booking_duration_nonmembers: 120,
      matcha_booking_cancel_advance: 30,
      refund_cancelled: false,
      refund_cancelled_by: 0,
      payment_on_app: false,
      inherit_club_hours: true,
      opening_hours: [],
    });
  });

  it('stores its own hours by weekday', () => {
    const parsed = courtGroupSchema.parse({
      name: 'Indoor',
      inherit_club_hours: false,
      opening_hours: [{ id: 5, open: '08:00', close: '18:00' }],
    });
    expect(parsed.opening_hours).toEqual([{ weekday: 5, open: '08:00', close: '18:00' }]);
  });

  it.each([
    [{}, { name: 'Name is required' }],
    [{ name: 'G', advance_days_booking: -1 }, { advance_days_booking: 'Must be a positive number' }],
    [{ name: 'G', advance_days_booking: 2.5 }, { advance_days_booking: 'Must be a whole number' }],
    [{ name: 'G', min_booking_duration_members: 45 }, { min_booking_duration_members: 'Must be a multiple of 30' }],
    [{ name: 'G', max_booking_duration_members: -30 }, { max_booking_duration_members: 'Must be a positive number' }],
    [
      { name: 'G', max_booking_duration_nonmembers: 100 },
      { max_booking_duration_nonmembers: 'Must be a multiple of 30' },
    ],
    [
      { name: 'G', min_booking_duration_members: 180 },
      { min_booking_duration_members: 'Must not be more than the maximum for members' },
    ],
    [
      { name: 'G', matcha_booking_cancel_advance: 630 },
      { matcha_booking_cancel_advance: 'Must be less than or equal to 600' },
    ],
    [{ name: 'G', matcha_booking_cancel_advance: 45 }, { matcha_booking_cancel_advance: 'Must be a multiple of 30' }],
    [{ name: 'G', refund_cancelled_by: -2 }, { refund_cancelled_by: 'Must be a positive number' }],
    [{ name: 'G', refund_cancelled_by: 'soon' }, { refund_cancelled_by: 'Must be a whole number' }],
    [
      { name: 'G', inherit_club_hours: false },
      { opening_hours: "Add the group's hours for at least one day, or use the club's hours" },
    ],
    [
      { name: 'G', inherit_club_hours: false, opening_hours: [{ id: 1, open: '10:00', close: '09:00' }] },
      { 'opening_hours.0.close': 'Close must be after Open' },
    ],
    [{ name: 'G', opening_hours: 'all day' }, { opening_hours: 'Invalid opening hours' }],
  ])('%j is refused with %j', (value, expected) => {
    expect(errorsOf(courtGroupSchema, value)).toEqual(expected);
  });

  it('accepts 0 durations and the largest cancel advance', () => {
    expect(
      errorsOf(courtGroupSchema, {
        name: 'G',
        min_booking_duration_members: 0,
        max_booking_duration_nonmembers: 0,
        matcha_booking_cancel_advance: 600,
      }),
    ).toBeNull();
  });
});

describe('bookingRateSchema (spec 2 §5)', () => {
  const base = {
    courtgroup: 1,
    name: 'Peak',
    start_hour: 17,
    start_minute: 0,
    end_hour: 22,
    end_minute: 0,
    member_def_price: 20,
    nonmember_def_price: 30,
    coach_book_price: 25,
  };

  it('applies every day by default and sends the prices of those who cannot book as 0', () => {
    const parsed = bookingRateSchema.parse({
      ...base,
      nonmember_can_book: false,
      coach_can_book: false,
      coach_book_price: null,
    });
    expect(parsed).toMatchObject({
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      member_def_price: 20,
      nonmember_def_price: 0,
      coach_book_price: 0,
    });
    expect(bookingRateSchema.parse({ ...base, weekdays: [4, '0', 4] }).weekdays).toEqual([0, 4]);
    expect(bookingRateSchema.parse({ ...base, end_hour: 24 }).end_hour).toBe(24);
  });

  it('sends a membership type price as 0 when it may not book', () => {
    const parsed = bookingRateSchema.parse({
      ...base,
      member_rate_set: [
        { membership_type: 3, can_book: false, price: 15 },
        { membership_type: '4', price: '12' },
      ],
    });
    expect(parsed.member_rate_set).toEqual([
      { membership_type: 3, can_book: false, price: 0 },
      { membership_type: 4, can_book: true, price: 12 },
    ]);
    expect(membershipTypeRateSchema.parse({ booking_rate: 1, membership_type: 2, can_book: false })).toEqual({
      booking_rate: 1,
      membership_type: 2,
      can_book: false,
      price: 0,
    });
  });

  it.each([
    [{ ...base, end_hour: 17 }, { end_hour: 'End time must be after start time' }],
    [{ ...base, start_hour: 18, end_hour: 17, end_minute: 30 }, { end_hour: 'End time must be after start time' }],
    [{ ...base, end_hour: 24, end_minute: 30 }, { end_minute: 'Must be less than or equal to 0' }],
    [{ ...base, start_minute: 10 }, { start_minute: 'Must be a multiple of 15' }],
    [{ ...base, start_hour: 24 }, { start_hour: 'Must be less than or equal to 23' }],
    [{ ...base, member_def_price: null }, { member_def_price: 'Enter a price, or untick "can book"' }],
    [{ ...base, member_def_price: -5 }, { member_def_price: 'Must be a positive number' }],
    [{ ...base, member_def_price: 'twenty' }, { member_def_price: 'Must be a positive number' }],
    [{ ...base, nonmember_def_price: 12.5 }, { nonmember_def_price: 'Must be a whole number' }],
    [{ ...base, coach_book_price: '' }, { coach_book_price: 'Enter a price, or untick "can book"' }],
    [{ ...base, weekdays: [] }, { weekdays: 'Choose at least one day' }],
    [{ ...base, weekdays: [7] }, { 'weekdays.0': 'Days go from 0 (Monday) to 6 (Sunday)' }],
    [{ ...base, name: '' }, { name: 'Name is required' }],
    [{ ...base, courtgroup: undefined }, { courtgroup: 'Court group is required' }],
    [
      {
        ...base,
        member_rate_set: [
          { membership_type: 3, price: 1 },
          { membership_type: 3, price: 2 },
        ],
      },
      { 'member_rate_set.1.membership_type': 'Each membership type can have one price per rate' },
    ],
    [
      { ...base, member_rate_set: [{ membership_type: 3 }] },
      { 'member_rate_set.0.price': 'Enter a price, or untick "can book"' },
    ],
    [
      { ...base, member_rate_set: [{ price: 3 }] },
      { 'member_rate_set.0.membership_type': 'Membership type is required' },
    ],
  ])('%j is refused with %j', (value, expected) => {
    expect(errorsOf(bookingRateSchema, value)).toEqual(expected);
  });
});

// The server checks a body with the route's schema (create*, update*), then its store reads the
// result with the whole schema: that must read the route's output as it reads what was sent.
describe('route bodies', () => {
  const rate = {
    courtgroup: '1',
    name: ' Peak ',
    weekdays: [4, '0', 4],
    start_hour: '17',
    start_minute: 0,
    end_hour: 22,
    end_minute: 0,
    member_def_price: '20',
    nonmember_can_book: false,
    coach_book_price: 25,
    member_rate_set: [{ membership_type: '4', can_book: false, price: 9 }],
  };
  it.each<[string, z.ZodType, z.ZodType, Record<string, unknown>]>([
    [
      'court',
      createCourtSchema,
      courtSchema,
      { name: ' Court 7 ', sport: '1', surface: 2, group: '', number: '7', notes: null },
    ],
    [
      'court group',
      createCourtGroupSchema,
      courtGroupSchema,
      {
        name: 'Indoor',
        inherit_club_hours: false,
        opening_hours: [{ id: 5, open: '08:00', close: '18:00' }],
        advance_days_booking: '10',
      },
    ],
    ['booking rate', createBookingRateSchema, bookingRateSchema, rate],
    [
      'membership type rate',
      createMembershipTypeRateSchema,
      membershipTypeRateSchema,
      { booking_rate: '1', membership_type: 2, can_book: false, price: '' },
    ],
  ])('the %s store reads its route body unchanged', (_, route, store, body) => {
    const sent = { club: 1, ...body };
    expect(store.parse(route.parse(sent))).toEqual(store.parse(sent));
  });

  it('refuses a new group or rate by the rules across fields, as the store does', () => {
    expect(errorsOf(createCourtGroupSchema, { club: 1, name: 'G', min_booking_duration_members: 150 })).toEqual({
      min_booking_duration_members: 'Must not be more than the maximum for members',
    });
    expect(errorsOf(createBookingRateSchema, { club: 1, ...rate, end_hour: 17 })).toEqual({
      end_hour: 'End time must be after start time',
    });
    expect(errorsOf(createMembershipTypeRateSchema, { club: 1, booking_rate: 1, membership_type: 2 })).toEqual({
      price: 'Enter a price, or untick "can book"',
    });
  });

  it('fills in no default on a PATCH, so the fields left out keep their stored value', () => {
    for (const schema of [
      updateCourtSchema,
      updateCourtGroupSchema,
      updateBookingRateSchema,
      updateMembershipTypeRateSchema,
    ])
      expect(schema.parse({})).toEqual({});
    expect(updateCourtSchema.parse({ name: ' B ', has_lights: true })).toEqual({ name: 'B', has_lights: true });
    expect(updateBookingRateSchema.parse({ courtgroup: 3, weekdays: [2, 1] })).toEqual({ weekdays: [1, 2] });
    expect(errorsOf(updateCourtGroupSchema, { ready: null })).toEqual({ ready: 'Must be true or false' });
  });
});
