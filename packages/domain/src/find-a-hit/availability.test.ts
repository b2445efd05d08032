import { describe, expect, it } from 'vitest';
import {
  availabilityMessages,
  availabilityOverlapMinutes,
  fitsAvailability,
  playerAvailabilitySchema,
  sortAvailability,
} from './availability';
import { fitsHit, hitLimitMisfits } from './hit.rules';

const at = (iso: string) => new Date(iso);
// 2026-12-01 is a Tuesday (weekday 1). Sydney is UTC+11 in December.
const tuesdayEvening = [{ weekday: 1, from: '18:00', to: '21:00' }];

describe('playerAvailabilitySchema', () => {
  it('takes a week of windows and an empty one', () => {
    expect(playerAvailabilitySchema.parse({ windows: [] })).toEqual({ windows: [] });
    expect(
      playerAvailabilitySchema.safeParse({
        windows: [
          { weekday: 6, from: '08:00', to: '24:00' },
          { weekday: 1, from: '06:00', to: '08:00' },
        ],
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ weekday: 7, from: '08:00', to: '09:00' }, 'weekday', availabilityMessages.weekday],
    [{ weekday: 1, from: '8 am', to: '09:00' }, 'from', availabilityMessages.time],
    [{ weekday: 1, from: '10:00', to: '09:00' }, 'to', availabilityMessages.toAfterFrom],
    [{ weekday: 1, from: '10:00', to: '10:00' }, 'to', availabilityMessages.toAfterFrom],
  ])('refuses %j', (window, field, message) => {
    const r = playerAvailabilitySchema.safeParse({ windows: [window] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path.join('.') === `windows.0.${field}`)?.message).toBe(message);
  });

  it('refuses two overlapping windows on one day, not on two days', () => {
    const r = playerAvailabilitySchema.safeParse({
      windows: [
        { weekday: 1, from: '08:00', to: '10:00' },
        { weekday: 1, from: '09:30', to: '11:00' },
      ],
    });
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['windows.1.from', availabilityMessages.overlaps],
    ]);
    expect(
      playerAvailabilitySchema.safeParse({
        windows: [
          { weekday: 1, from: '08:00', to: '10:00' },
          { weekday: 1, from: '10:00', to: '11:00' },
          { weekday: 2, from: '09:00', to: '11:00' },
        ],
      }).success,
    ).toBe(true);
  });

  it('sorts by weekday and start', () => {
    expect(
      sortAvailability([
        { weekday: 3, from: '9:00', to: '10:00' },
        { weekday: 1, from: '18:00', to: '20:00' },
        { weekday: 1, from: '07:00', to: '08:00' },
      ]),
    ).toEqual([
      { weekday: 1, from: '07:00', to: '08:00' },
      { weekday: 1, from: '18:00', to: '20:00' },
      { weekday: 3, from: '09:00', to: '10:00' },
    ]);
  });
});

describe('fitsAvailability', () => {
  it('fits every time when nothing is set', () => {
    expect(fitsAvailability([], at('2026-12-01T03:00:00Z'), at('2026-12-01T04:00:00Z'), 'Australia/Sydney')).toBe(true);
  });

  it("reads the player's times in the club's zone", () => {
    // Tuesday 18:00–20:00 in Sydney is 07:00–09:00 UTC that Tuesday.
    expect(
      fitsAvailability(tuesdayEvening, at('2026-12-01T07:00:00Z'), at('2026-12-01T09:00:00Z'), 'Australia/Sydney'),
    ).toBe(true);
    // The same instants in London are Tuesday 07:00–09:00: outside.
    expect(
      fitsAvailability(tuesdayEvening, at('2026-12-01T07:00:00Z'), at('2026-12-01T09:00:00Z'), 'Europe/London'),
    ).toBe(false);
    // Tuesday 18:00 in London.
    expect(
      fitsAvailability(tuesdayEvening, at('2026-12-01T18:00:00Z'), at('2026-12-01T19:00:00Z'), 'Europe/London'),
    ).toBe(true);
  });

  it('needs half an hour inside the edge, or the whole of a shorter window', () => {
    const zone = 'UTC';
    // 17:00–19:00 crosses the start of 18:00–21:00: an hour inside.
    expect(
      availabilityOverlapMinutes(tuesdayEvening, at('2026-12-01T17:00:00Z'), at('2026-12-01T19:00:00Z'), zone),
    ).toBe(60);
    expect(fitsAvailability(tuesdayEvening, at('2026-12-01T17:00:00Z'), at('2026-12-01T19:00:00Z'), zone)).toBe(true);
    // 17:00–18:15: a quarter of an hour inside, too little.
    expect(fitsAvailability(tuesdayEvening, at('2026-12-01T17:00:00Z'), at('2026-12-01T18:15:00Z'), zone)).toBe(false);
    // 20:30–22:00 crosses the end: exactly half an hour.
    expect(fitsAvailability(tuesdayEvening, at('2026-12-01T20:30:00Z'), at('2026-12-01T22:00:00Z'), zone)).toBe(true);
    // Touching the edge is no overlap.
    expect(fitsAvailability(tuesdayEvening, at('2026-12-01T21:00:00Z'), at('2026-12-01T22:00:00Z'), zone)).toBe(false);
    // A 20-minute window wholly inside fits.
    expect(fitsAvailability(tuesdayEvening, at('2026-12-01T19:00:00Z'), at('2026-12-01T19:20:00Z'), zone)).toBe(true);
    // The right hours on the wrong day do not.
    expect(fitsAvailability(tuesdayEvening, at('2026-12-02T18:00:00Z'), at('2026-12-02T20:00:00Z'), zone)).toBe(false);
  });

  it('measures a window over midnight on both days', () => {
    const late = [
      { weekday: 1, from: '22:00', to: '24:00' },
      { weekday: 2, from: '00:00', to: '01:00' },
    ];
    expect(availabilityOverlapMinutes(late, at('2026-12-01T23:00:00Z'), at('2026-12-02T02:00:00Z'), 'UTC')).toBe(120);
  });
});

describe('hitLimitMisfits', () => {
  const open = { min_level: null, max_level: null, min_age: null, max_age: null, gender: 'A' as const };
  const player = { gender: 'M' as const, dob: '1990-06-15', level: 4 };
  it('says why a player does not fit, one sentence per rule', () => {
    expect(hitLimitMisfits(open, player, '2026-12-01')).toEqual([]);
    expect(
      hitLimitMisfits({ ...open, gender: 'F', min_age: 40, min_level: 5, max_level: 7 }, player, '2026-12-01'),
    ).toEqual([
      { rule: 'gender', reason: 'Only for women' },
      { rule: 'age', reason: 'For age 40 and over: you are 36' },
      { rule: 'level', reason: 'For levels 5–7: yours is 4' },
    ]);
    // A player who has not said their gender is told where to say it (docs/account.md).
    expect(hitLimitMisfits({ ...open, gender: 'M' }, { ...player, gender: 'U' }, '2026-12-01')).toEqual([
      { rule: 'gender', reason: 'Only for men: set your gender on your Me page' },
    ]);
    expect(hitLimitMisfits({ ...open, max_age: 30, max_level: 3 }, player, '2026-12-01').map((m) => m.reason)).toEqual([
      'For ages up to 30: you are 36',
      'For levels up to 3: yours is 4',
    ]);
    expect(fitsHit({ ...open, min_level: 5 }, { ...player, level: null }, '2026-12-01')).toBe(true);
  });
});
