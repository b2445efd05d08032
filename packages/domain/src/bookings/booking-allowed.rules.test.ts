import { describe, expect, it } from 'vitest';
import { bookingRefusals, daySlices, type AllowedInput } from './booking-allowed.rules';
import type { CostRate } from './booking-cost.rules';
import { expandSeries } from './recurrence.rules';

const zone = 'Europe/London';
const allDay: CostRate = {
  id: 1,
  name: 'Standard',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  start_hour: 0,
  start_minute: 0,
  end_hour: 24,
  end_minute: 0,
  member_price: 2000,
  nonmember_price: 3000,
  coach_price: 1500,
  type_prices: {},
};
const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  open: '07:00',
  close: weekday === 6 ? '18:00' : '22:00',
}));
const group = {
  id: 1,
  name: 'Hard courts',
  ready: true,
  admin_only_booking: false,
  advance_days_booking: 14,
  min_booking_duration_members: 30,
  max_booking_duration_members: 120,
  max_booking_duration_nonmembers: 60,
  hours,
  rates: [allDay],
};
const coach = { id: 1, name: 'Sam Coach', advance_days_booking: 30, max_hours_day: 4, booked_minutes: {} };

// Now: Monday 7 December 2026, 09:00 in London.
const now = new Date('2026-12-07T09:00:00Z');
const at = (start: string, end: string) => expandSeries({ start, end, recurrence: 'N', zone });
const base: AllowedInput = {
  now,
  zone,
  booking_enabled: true,
  type: 'C',
  occurrences: at('2026-12-08T10:00', '2026-12-08T11:00'),
  groups: [group],
  coaches: [],
  booker: 'player',
  payers: [{ key: 'p', kind: 'member', name: 'Alex Member' }],
  booker_kind: 'member',
  daily_minutes: { member: 120, nonmember: 60 },
  booked_minutes: {},
};

describe('bookingRefusals', () => {
  it('allows a member an hour tomorrow within every rule', () => {
    expect(bookingRefusals(base)).toEqual([]);
  });

  it.each<[string, Partial<AllowedInput>, string]>([
    ['feature off', { booking_enabled: false }, 'Court bookings are not enabled for this club.'],
    ['coach booking without a coach', { type: 'L' }, 'A coach booking needs at least one coach.'],
    ['a player blocking courts', { type: 'M' }, "Only the club's administrators can make a maintenance."],
    ['in the past', { occurrences: at('2026-12-07T08:00', '2026-12-07T08:30') }, 'A booking cannot start in the past.'],
    [
      'not in 30-minute steps',
      { occurrences: at('2026-12-08T10:00', '2026-12-08T10:45') },
      'Bookings go in steps of 30 minutes.',
    ],
    [
      'before opening',
      { occurrences: at('2026-12-08T06:30', '2026-12-08T07:30') },
      'Courts in Hard courts can be booked between 07:00 and 22:00 on Tuesdays.',
    ],
    [
      'after a shorter Sunday close',
      { occurrences: at('2026-12-13T17:30', '2026-12-13T18:30') },
      'Courts in Hard courts can be booked between 07:00 and 18:00 on Sundays.',
    ],
    [
      'a closed day',
      { groups: [{ ...group, hours: hours.filter((h) => h.weekday !== 1) }] },
      'Courts in Hard courts are closed on Tuesdays.',
    ],
    [
      'a group not ready for bookings',
      { groups: [{ ...group, ready: false }] },
      'Courts in Hard courts are not open for booking yet.',
    ],
    [
      'admin-only group',
      { groups: [{ ...group, admin_only_booking: true }] },
      "Courts in Hard courts can only be booked by the club's administrators.",
    ],
    [
      'too far ahead',
      { occurrences: at('2026-12-22T10:00', '2026-12-22T11:00') },
      'Courts in Hard courts can be booked at most 14 days ahead.',
    ],
    [
      'member too short',
      { groups: [{ ...group, min_booking_duration_members: 90 }] },
      'Members book courts in Hard courts for at least 90 minutes.',
    ],
    [
      'member too long',
      { daily_minutes: { member: 600, nonmember: 600 }, occurrences: at('2026-12-08T10:00', '2026-12-08T12:30') },
      'Members can book courts in Hard courts for at most 120 minutes.',
    ],
    [
      'non-member too long',
      {
        daily_minutes: { member: 600, nonmember: 600 },
        booker_kind: 'nonmember',
        payers: [{ key: 'p', kind: 'nonmember', name: 'Guest' }],
        occurrences: at('2026-12-08T10:00', '2026-12-08T11:30'),
      },
      'Non-members can book courts in Hard courts for at most 60 minutes.',
    ],
    [
      'member daily minutes',
      { booked_minutes: { '2026-12-08': 90 } },
      'Members can book at most 120 minutes a day; this booking makes 150 minutes on 2026-12-08.',
    ],
    [
      'non-member daily minutes',
      { booker_kind: 'nonmember', payers: [], booked_minutes: { '2026-12-08': 30 } },
      'Non-members can book at most 60 minutes a day; this booking makes 90 minutes on 2026-12-08.',
    ],
    [
      'coach hours a day',
      { type: 'L', coaches: [{ ...coach, booked_minutes: { '2026-12-08': 210 } }] },
      'Sam Coach can coach at most 4 hours a day; this booking makes 4.5 hours on 2026-12-08.',
    ],
    [
      'coach advance days',
      { type: 'L', coaches: [{ ...coach, advance_days_booking: 0 }] },
      'Sam Coach can be booked at most 0 days ahead.',
    ],
    [
      'rate refuses non-members',
      {
        payers: [{ key: 'g', kind: 'nonmember', name: 'Guest' }],
        groups: [{ ...group, rates: [{ ...allDay, nonmember_price: null }] }],
      },
      'The Standard rate of Hard courts does not let non-members book (Guest).',
    ],
    [
      'rate refuses coaches',
      {
        payers: [{ key: 'c', kind: 'coach', name: 'Sam Coach' }],
        groups: [{ ...group, rates: [{ ...allDay, coach_price: null }] }],
      },
      'The Standard rate of Hard courts does not let coaches book (Sam Coach).',
    ],
    [
      'membership type may not book',
      {
        payers: [{ key: 'p', kind: 'member', membership_type: 3, name: 'Alex Member' }],
        groups: [{ ...group, rates: [{ ...allDay, type_prices: { 3: { can_book: false, price: 0 } } }] }],
      },
      "The Standard rate of Hard courts does not let Alex Member's membership type book (Alex Member).",
    ],
    [
      'no rate covers the time',
      { groups: [{ ...group, rates: [{ ...allDay, start_hour: 10, end_hour: 10, end_minute: 30 }] }] },
      'No booking rate of Hard courts covers 10:30–11:00 on Tue.',
    ],
  ])('refuses %s', (_, change, message) => {
    expect(bookingRefusals({ ...base, ...change })).toEqual([message]);
  });

  it('holds staff to the opening hours but not to the players’ limits', () => {
    const staff = {
      ...base,
      booker: 'staff' as const,
      groups: [{ ...group, admin_only_booking: true, ready: false }],
      occurrences: at('2026-12-30T10:00', '2026-12-30T13:00'),
    };
    expect(bookingRefusals(staff)).toEqual([]);
    expect(bookingRefusals({ ...staff, occurrences: at('2026-12-30T21:00', '2026-12-30T23:00') })).toEqual([
      'Courts in Hard courts can be booked between 07:00 and 22:00 on Wednesdays.',
    ]);
  });
});

describe('daySlices', () => {
  it('cuts a booking past midnight into two local days', () => {
    const [o] = at('2026-12-08T23:00', '2026-12-09T00:30');
    expect(daySlices(o, zone)).toEqual([
      { date: '2026-12-08', weekday: 1, from: 1380, to: 1440 },
      { date: '2026-12-09', weekday: 2, from: 0, to: 30 },
    ]);
  });
});
