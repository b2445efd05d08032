import { describe, expect, it } from 'vitest';
import { courtCountOf, facilityList, openingHoursByWeekday } from './club-facts';
import { clubStandingOf } from './club-standing';
import type { CurrentPlayer } from '../../../lib/session';

describe('openingHoursByWeekday', () => {
  it('lists Monday (0) to Sunday (6), closed where the club has no hours', () => {
    const rows = openingHoursByWeekday({
      opening_hours: [
        { weekday: 6, open: '07:00:00', close: '20:00' },
        { weekday: 0, open: '6:00', close: '22:00' },
      ],
    });
    expect(rows.map((r) => r.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[0].hours).toBe('06:00 – 22:00');
    expect(rows[1].hours).toBeNull();
    expect(rows[6].hours).toBe('07:00 – 20:00');
  });
});

describe('courtCountOf', () => {
  it('adds up the courts of every court group', () => {
    const group = (court_set: number[]) => ({ court_set }) as never;
    expect(courtCountOf({ courtgroup_set: [group([1, 2, 3, 4]), group([5, 6])] })).toBe(6);
    expect(courtCountOf({ courtgroup_set: [] })).toBe(0);
  });
});

describe('facilityList', () => {
  it('names the switched-on facilities, sorted', () => {
    expect(facilityList({ showers: true, proShop: true, cafe: false, night_lights: true })).toEqual([
      'Night lights',
      'Pro shop',
      'Showers',
    ]);
  });
  it('accepts a plain list and ignores anything else', () => {
    expect(facilityList(['parking'])).toEqual(['Parking']);
    expect(facilityList(null)).toEqual([]);
    expect(facilityList('parking')).toEqual([]);
  });
});

describe('clubStandingOf', () => {
  const player = (
    admin: Partial<CurrentPlayer['club_admin_set'][number]>[] = [],
    coachClubs: number[] = [],
  ): CurrentPlayer => ({
    id: 1,
    full_name: 'Pat Player',
    contact_set: [],
    club_set: [],
    club_admin_set: admin.map((a, i) => ({
      id: i,
      club: 1,
      club_name: 'Riverside',
      status: 'A',
      access: 'S',
      roles: [],
      ...a,
    })),
    coach: coachClubs.length
      ? { id: 1, ttype: 'C', coach_clubs: coachClubs.map((club) => ({ id: club, club, club_name: 'X' })) }
      : null,
    stripe_customer: null,
    gender: 'U',
    dob: null,
    ntrp_level: null,
    phone: '',
    photo: null,
  });
  it('opens the dashboard to active administrators and coaches only', () => {
    expect(clubStandingOf(player([{ status: 'A', roles: ['A'] }]), 1)).toBe('dashboard');
    expect(clubStandingOf(player([], [1]), 1)).toBe('dashboard');
    expect(clubStandingOf(player([{ status: 'P' }]), 1)).toBe('pending');
    expect(clubStandingOf(player([{ status: 'S' }]), 1)).toBe('suspended');
    expect(clubStandingOf(player([{ status: 'A' }]), 2)).toBe('none');
    expect(clubStandingOf(undefined, 1)).toBe('none');
  });
});
