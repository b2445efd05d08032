import { describe, expect, it } from 'vitest';
import {
  clubSurface,
  courtGroupTimeOptions,
  courtImageColour,
  defaultCourtName,
  durationLabel,
  durationOptions,
  isBookingDuration,
  nextCourtNumber,
} from './courts.rules';

describe('nextCourtNumber (spec 2 §4)', () => {
  it.each([
    [[], 1],
    [[1], 2],
    [[1, 2, 3], 4],
    [[3, 1, 2], 4],
    [[1, 7], 8], // gaps are not filled: the highest plus one
    [[5], 6],
  ])('%j → %i', (numbers, expected) => {
    expect(nextCourtNumber(numbers)).toBe(expected);
  });

  it("names the new court 'Court N'", () => {
    expect(defaultCourtName(nextCourtNumber([1, 2, 6]))).toBe('Court 7');
  });
});

describe('isBookingDuration: multiples of 30 minutes (spec 2 §9)', () => {
  it.each([
    [0, true],
    [30, true],
    [120, true],
    [1440, true],
    [45, false],
    [15, false],
    [-30, false],
    [30.5, false],
  ])('%d → %s', (minutes, expected) => {
    expect(isBookingDuration(minutes)).toBe(expected);
  });
});

describe('durations', () => {
  it('offers 30-minute steps', () => {
    expect(durationOptions(0, 120)).toEqual([0, 30, 60, 90, 120]);
    expect(durationOptions(20, 70)).toEqual([30, 60]);
  });

  it.each([
    [0, 'none'],
    [30, '30 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [150, '2 h 30 min'],
  ])('%d reads %s', (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });
});

describe('courtGroupTimeOptions: within the group hours (spec 2 §9)', () => {
  const clubHours = [
    { weekday: 0, open: '06:00', close: '08:00' },
    { weekday: 5, open: '07:00', close: '09:00' },
  ];
  const own = [{ weekday: 2, open: '10:00', close: '11:00' }];

  it.each([
    [
      'inherits, 30-minute steps, whole week',
      { inherit_club_hours: true, opening_hours: own },
      30,
      undefined,
      ['06:00', '06:30', '07:00', '07:30', '08:00', '08:30', '09:00'],
    ],
    [
      'inherits, one weekday',
      { inherit_club_hours: true, opening_hours: own },
      30,
      5,
      ['07:00', '07:30', '08:00', '08:30', '09:00'],
    ],
    ['inherits, a closed day', { inherit_club_hours: true, opening_hours: own }, 30, 3, []],
    [
      'own hours, 15-minute steps',
      { inherit_club_hours: false, opening_hours: own },
      15,
      undefined,
      ['10:00', '10:15', '10:30', '10:45', '11:00'],
    ],
  ] as const)('%s', (_, group, step, weekday, expected) => {
    expect(courtGroupTimeOptions(group, clubHours, step, weekday)).toEqual(expected);
  });

  it('gives the whole day when there are no hours at all', () => {
    const all = courtGroupTimeOptions({ inherit_club_hours: true, opening_hours: [] }, [], 30);
    expect(all[0]).toBe('00:00');
    expect(all.at(-1)).toBe('24:00');
    expect(all).toHaveLength(49);
  });
});

describe('surfaces', () => {
  it.each([
    ['Clay', 'red'],
    ['Red clay', 'red'],
    ['Hard', 'blue'],
    ['Grass', 'green'],
    ['Synthetic grass', 'green'],
    ['Acrylic', 'grey'],
    ['Carpet', 'grey'],
  ])('a %s court is drawn %s (spec 2 §9)', (name, colour) => {
    expect(courtImageColour(name)).toBe(colour);
  });

  const surfaces = [
    { id: 1, name: 'Hard' },
    { id: 2, name: 'Clay' },
  ];
  it.each([
    [[], null],
    [[{ surface: 1 }, { surface: 1 }], { id: 1, name: 'Hard' }],
    [[{ surface: 1 }, { surface: 2 }], { id: 0, name: 'Multiple' }],
  ])('the club surface of %j is %j', (courts, expected) => {
    expect(clubSurface(courts, surfaces)).toEqual(expected);
  });
});
