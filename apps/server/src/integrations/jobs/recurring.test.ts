import { describe, expect, it } from 'vitest';
import { nextOccurrence, type RecurringJob } from './recurring';
import * as clock from '../../clock';

const daily = (dailyAt: `${number}:${number}`, timeZone: string): RecurringJob => ({
  name: 'daily',
  dailyAt,
  timeZone,
});

describe('nextOccurrence', () => {
  it.each([
    ['later today', daily('07:30', 'Europe/Berlin'), '2030-06-10T05:00:00Z', '2030-06-10T05:30:00Z'],
    [
      'tomorrow once today’s has passed',
      daily('07:30', 'Europe/Berlin'),
      '2030-06-10T05:30:00Z',
      '2030-06-11T05:30:00Z',
    ],
    ['in winter time', daily('07:30', 'Europe/Berlin'), '2030-01-10T12:00:00Z', '2030-01-11T06:30:00Z'],
    [
      'on the night clocks go forward, a time in the gap moves on',
      daily('02:30', 'Europe/Berlin'),
      '2030-03-30T12:00:00Z',
      '2030-03-31T01:30:00Z',
    ],
    ['on the night clocks go back', daily('03:30', 'Europe/Berlin'), '2030-10-26T12:00:00Z', '2030-10-27T02:30:00Z'],
    ['every 15 minutes, aligned', { name: 'tick', everyMs: 900_000 }, '2030-01-07T09:15:00Z', '2030-01-07T09:30:00Z'],
  ] as const)('%s', (_what, job, now, next) => {
    expect(nextOccurrence(job, new Date(now)).toISOString()).toBe(new Date(next).toISOString());
  });

  it('refuses an unknown time zone', () => {
    expect(() => nextOccurrence(daily('07:30', 'Mars/Olympus'), clock.now())).toThrow('unknown time zone Mars/Olympus');
  });
});
