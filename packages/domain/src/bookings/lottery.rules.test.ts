import { describe, expect, it } from 'vitest';
import { courtbookingParamsSchema } from '../clubs/club-feature.schema';
import {
  inLotteryTime,
  lotteryRequestSchema,
  lotteryRuleOf,
  lotterySlots,
  lotteryWindow,
  nextLotteryDate,
  openLotteryDate,
  slotOfKey,
  type LotteryRule,
} from './lottery.rules';

// The release lottery's rules (issue 29): the settings' checks and defaults, a date's request
// window in the club's zone (across daylight saving), its slots, and what a request may name.

const zone = 'Australia/Sydney';
const rule: LotteryRule = {
  times: [{ court_groups: [7], weekdays: [2, 4], from: '18:00', to: '20:00' }],
  days_ahead: 7,
  release_time: '07:00',
  window_minutes: 15,
};

describe('lottery settings', () => {
  it('is off by default, so existing clubs behave as before', () => {
    const defaults = courtbookingParamsSchema.parse({});
    expect(defaults).toMatchObject({
      LotteryEnabled: false,
      LotteryTimes: [],
      LotteryDaysAhead: 7,
      LotteryReleaseTime: '07:00',
      LotteryWindowMinutes: 15,
    });
    expect(lotteryRuleOf(defaults)).toBeNull();
    expect(lotteryRuleOf({ ...defaults, LotteryEnabled: true })).toBeNull();
  });

  it('refuses a time that ends before it starts, no weekday, a release not on the half hour, a window under 5 minutes', () => {
    const bad = courtbookingParamsSchema.safeParse({
      LotteryEnabled: true,
      LotteryTimes: [{ weekdays: [], from: '20:00', to: '18:00' }],
      LotteryReleaseTime: '07:10',
      LotteryWindowMinutes: 2,
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'LotteryTimes.0.weekdays',
        'LotteryTimes.0.to',
        'LotteryReleaseTime',
        'LotteryWindowMinutes',
      ]),
    );
  });
});

describe('lottery windows and slots', () => {
  it("opens days ahead at the release time in the club's zone, across daylight saving", () => {
    // Sydney moves to summer time on Sun 5 Oct 2025: 07:00 is 20:00Z before, 21:00Z the day before after.
    expect(lotteryWindow(rule, '2025-10-09', zone)).toEqual({
      opens_at: new Date('2025-10-01T21:00:00Z'),
      closes_at: new Date('2025-10-01T21:15:00Z'),
    });
    expect(lotteryWindow(rule, '2025-10-16', zone).opens_at).toEqual(new Date('2025-10-08T20:00:00Z'));
  });

  it('says which date is open now and which is next', () => {
    const during = new Date('2025-10-08T20:05:00Z'); // Thu 9 Oct 07:05 in Sydney
    expect(openLotteryDate(rule, during, zone)).toBe('2025-10-16');
    expect(openLotteryDate(rule, new Date('2025-10-08T20:20:00Z'), zone)).toBeNull();
    expect(nextLotteryDate(rule, new Date('2025-10-08T20:20:00Z'), zone)).toBe('2025-10-21');
  });

  it('cuts the marked hours into one-hour slots on the marked groups’ courts', () => {
    const courts = [
      { id: 1, group_id: 7 },
      { id: 2, group_id: 7 },
      { id: 3, group_id: 8 },
    ];
    expect(lotterySlots(rule, '2025-10-16', zone, courts)).toEqual([
      { court: 1, start: '18:00', end: '19:00' },
      { court: 2, start: '18:00', end: '19:00' },
      { court: 1, start: '19:00', end: '20:00' },
      { court: 2, start: '19:00', end: '20:00' },
    ]);
    expect(lotterySlots(rule, '2025-10-15', zone, courts)).toEqual([]);
    expect(slotOfKey('2@19:00')).toEqual({ court: 2, start: '19:00', end: '20:00' });
    expect(inLotteryTime(rule, { group_id: 7 }, '2025-10-16', '17:30', '18:30', zone)).toBe(true);
    expect(inLotteryTime(rule, { group_id: 7 }, '2025-10-16', '20:00', '21:00', zone)).toBe(false);
    expect(inLotteryTime(rule, { group_id: 8 }, '2025-10-16', '18:00', '19:00', zone)).toBe(false);
  });

  it('takes 1 to 3 different slots in a request', () => {
    const ok = lotteryRequestSchema.safeParse({ date: '2025-10-16', choices: [{ court: 1, start: '18:00' }] });
    expect(ok.success).toBe(true);
    const same = lotteryRequestSchema.safeParse({
      date: '2025-10-16',
      choices: [
        { court: 1, start: '18:00' },
        { court: 1, start: '18:00' },
      ],
    });
    expect(same.error?.issues[0].message).toBe('Each slot once');
    expect(lotteryRequestSchema.safeParse({ date: '2025-10-16', choices: [] }).success).toBe(false);
  });
});
