import { describe, expect, it } from 'vitest';
import { courtGroupOpeningHours, toDaysOfOperation, toHourMinute, toHoursOfOperation } from './opening-hours.rules';

const weekdays = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, open: '06:00:00', close: '22:00:00' }));

describe('toHourMinute', () => {
  it.each([
    ['06:00:00', '06:00'],
    ['6:30', '06:30'],
    ['22:15', '22:15'],
    ['not a time', 'not a time'],
  ])('%s → %s', (time, expected) => expect(toHourMinute(time)).toBe(expected));
});

describe('hoursOfOperation and daysofOperation', () => {
  it('lists open days only, by weekday, with HH:MM times', () => {
    const hours = [
      { weekday: 4, open: '07:00:00', close: '20:00:00' },
      { weekday: 0, open: '6:00', close: '22:00' },
    ];
    expect(toHoursOfOperation(hours)).toEqual([
      { id: 0, open: '06:00', close: '22:00' },
      { id: 4, open: '07:00', close: '20:00' },
    ]);
  });

  it('marks all seven days open or closed', () => {
    expect(toDaysOfOperation(weekdays)).toEqual([
      { id: 0, dayType: 'open' },
      { id: 1, dayType: 'open' },
      { id: 2, dayType: 'open' },
      { id: 3, dayType: 'open' },
      { id: 4, dayType: 'open' },
      { id: 5, dayType: 'closed' },
      { id: 6, dayType: 'closed' },
    ]);
    expect(toDaysOfOperation([]).every((d) => d.dayType === 'closed')).toBe(true);
  });

  it('drops weekdays outside 0–6 and repeats of a weekday', () => {
    const hours = [
      { weekday: 7, open: '06:00', close: '07:00' },
      { weekday: 1, open: '08:00', close: '09:00' },
      { weekday: 1, open: '10:00', close: '11:00' },
    ];
    expect(toHoursOfOperation(hours)).toEqual([{ id: 1, open: '08:00', close: '09:00' }]);
  });
});

describe('courtGroupOpeningHours', () => {
  const own = [{ weekday: 6, open: '09:00', close: '12:00' }];
  it('inherits the club hours', () => {
    expect(courtGroupOpeningHours({ inherit_club_hours: true, opening_hours: own }, weekdays)).toHaveLength(5);
  });
  it('uses its own hours when not inheriting', () => {
    expect(courtGroupOpeningHours({ inherit_club_hours: false, opening_hours: own }, weekdays)).toEqual(own);
  });
});
