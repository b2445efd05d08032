import { describe, expect, it } from 'vitest';
import {
  findOverlappingRate,
  rateTime,
  rateWeekGrid,
  rateWhen,
  ratesOverlap,
  splitTime,
  weekdaysLabel,
  type RateWindow,
} from './booking-rate.rules';

const ALL = [0, 1, 2, 3, 4, 5, 6];
/** A rate window from 'HH:MM' times. */
const rate = (start: string, end: string, weekdays: number[] = ALL, id?: number): RateWindow & { id?: number } => {
  const [s, e] = [splitTime(start)!, splitTime(end)!];
  return { id, weekdays, start_hour: s.hour, start_minute: s.minute, end_hour: e.hour, end_minute: e.minute };
};

describe('ratesOverlap: same weekday and intersecting time', () => {
  it.each([
    ['the same window', rate('06:00', '12:00'), rate('06:00', '12:00'), true],
    ['one inside the other', rate('06:00', '12:00'), rate('08:00', '09:00'), true],
    ['partly', rate('06:00', '12:00'), rate('11:30', '14:00'), true],
    ['back to back', rate('06:00', '12:00'), rate('12:00', '14:00'), false],
    ['apart', rate('06:00', '08:00'), rate('09:00', '10:00'), false],
    ['same time, other days', rate('06:00', '12:00', [0, 1, 2, 3, 4]), rate('06:00', '12:00', [5, 6]), false],
    ['same time, one shared day', rate('06:00', '12:00', [0, 1, 2, 3, 4]), rate('10:00', '12:00', [4, 5]), true],
    ['until midnight', rate('18:00', '24:00'), rate('23:30', '24:00'), true],
  ])('%s → %s', (_, a, b, expected) => {
    expect(ratesOverlap(a, b)).toBe(expected);
    expect(ratesOverlap(b, a)).toBe(expected);
  });

  it('finds the first overlapping rate other than itself', () => {
    const others = [rate('06:00', '12:00', ALL, 1), rate('12:00', '18:00', ALL, 2)];
    expect(findOverlappingRate(rate('06:00', '12:00', ALL, 1), others)).toBeUndefined();
    expect(findOverlappingRate(rate('11:00', '13:00', ALL, 1), others)?.id).toBe(2);
    expect(findOverlappingRate(rate('11:00', '13:00'), others)?.id).toBe(1);
  });
});

describe('how rates read', () => {
  it.each([
    [ALL, 'Every day'],
    [[0, 1, 2, 3, 4], 'Mon–Fri'],
    [[5, 6], 'Sat, Sun'],
    [[0, 2, 4], 'Mon, Wed, Fri'],
    [[1, 2, 3, 6], 'Tue–Thu, Sun'],
    [[6, 5, 5], 'Sat, Sun'],
    [[], 'No days'],
  ])('%j → %s', (days, label) => {
    expect(weekdaysLabel(days)).toBe(label);
  });

  it('gives the window in one line', () => {
    expect(rateWhen(rate('06:00', '17:00', [0, 1, 2, 3, 4]))).toBe('Mon–Fri 06:00–17:00');
    expect(rateTime(24, 0)).toBe('24:00');
    expect(splitTime('07:30')).toEqual({ hour: 7, minute: 30 });
    expect(splitTime('nope')).toBeNull();
  });
});

describe('rateWeekGrid', () => {
  const weekdays = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, open: '06:00', close: '22:00' }));
  const hours = [...weekdays, { weekday: 5, open: '07:00', close: '20:00' }];

  it('spans the opening hours on the hour, and lists the gaps of each open day', () => {
    const grid = rateWeekGrid(
      [rate('06:00', '17:00', [0, 1, 2, 3, 4]), rate('17:00', '22:00', [0, 1, 2, 3, 4]), rate('08:00', '12:00', [5])],
      hours,
    );
    expect([grid.from, grid.to]).toEqual([6 * 60, 22 * 60]);
    expect(grid.days[0].gaps).toEqual([]);
    expect(grid.days[0].blocks.map((b) => [b.start, b.end])).toEqual([
      [360, 1020],
      [1020, 1320],
    ]);
    expect(grid.days[5].gaps).toEqual([
      { start: 420, end: 480 },
      { start: 720, end: 1200 },
    ]);
    expect(grid.days[6]).toEqual({ weekday: 6, open: null, blocks: [], gaps: [] }); // closed on Sunday
  });

  it('marks overlapping blocks', () => {
    const grid = rateWeekGrid(
      [rate('06:00', '12:00', [0]), rate('11:00', '13:00', [0]), rate('13:00', '14:00', [0])],
      hours,
    );
    expect(grid.days[0].blocks.map((b) => b.overlapping)).toEqual([true, true, false]);
  });

  it('stretches to rates outside the hours, and defaults to 06:00–22:00 with nothing to go by', () => {
    expect(rateWeekGrid([rate('05:30', '07:00', [0])], hours).from).toBe(5 * 60);
    const empty = rateWeekGrid([], []);
    expect([empty.from, empty.to]).toEqual([360, 1320]);
    expect(empty.days[3].gaps).toEqual([{ start: 360, end: 1320 }]); // no hours: open all day
  });
});
