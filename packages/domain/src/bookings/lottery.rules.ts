import { DateTime } from 'luxon';
import { z } from 'zod';
import { isoDateText } from '../validation/date-fields';
import { requiredId } from '../courts/court-fields';
import { hhmmOf, minutesOf } from './calendar.rules';

// The release lottery for prime time (issue 29): the club marks high-demand times and a release
// rule in Booking Settings; during a request window players ask for a slot with alternatives in
// order, and when the window closes one draw gives the slots out. These rules say which times are
// drawn, when a date's window opens and closes, and what a request looks like; the server's draw
// (apps/server/src/modules/bookings/lottery-draw.ts) and the screens both use them.

/** How long every slot the lottery gives out is: one hour, the prime-time booking players ask for. */
export const LOTTERY_SLOT_MINUTES = 60;
/** How many requests one player may send for one draw (each one booking, with alternatives). */
export const LOTTERY_MAX_REQUESTS = 2;
/** How many slots one request may name, in order of preference. */
export const LOTTERY_MAX_CHOICES = 3;

export const lotteryMessages = {
  hour: 'Enter a time as HH:mm on the hour or half hour',
  fromBeforeTo: 'The end must be after the start',
  weekday: 'Choose weekdays from Monday (1) to Sunday (7)',
  choices: `Choose 1 to ${LOTTERY_MAX_CHOICES} slots`,
  sameChoice: 'Each slot once',
  notOpen: 'Requests for this date are not open now.',
  notLotterySlot: 'That slot is not given out by the lottery.',
  tooMany: `You can send at most ${LOTTERY_MAX_REQUESTS} requests for one draw.`,
} as const;

const hourText = z
  .string({ error: lotteryMessages.hour })
  .regex(/^([01]\d|2[0-3]):[03]0$|^24:00$/, lotteryMessages.hour);

/** One high-demand time: court groups (none = every group), weekdays (1 Monday … 7 Sunday) and local hours. */
export const lotteryTimeSchema = z
  .object({
    court_groups: z.array(z.number().int().positive()).max(50).default([]),
    weekdays: z
      .array(
        z
          .number({ error: lotteryMessages.weekday })
          .int()
          .min(1, lotteryMessages.weekday)
          .max(7, lotteryMessages.weekday),
      )
      .min(1, lotteryMessages.weekday)
      .max(7),
    from: hourText,
    to: hourText,
  })
  .refine((t) => t.from < t.to, { path: ['to'], message: lotteryMessages.fromBeforeTo });
export type LotteryTime = z.output<typeof lotteryTimeSchema>;

/** The club's lottery rule as Booking Settings keeps it (the courtbooking params' Lottery… fields). */
export type LotteryRule = {
  times: LotteryTime[];
  days_ahead: number;
  release_time: string;
  window_minutes: number;
};

/** The lottery fields of the courtbooking params, off by default (spec: existing clubs behave as before). */
export const lotteryParamsShape = {
  /** Whether prime-time slots are released by lottery rather than first come. */
  LotteryEnabled: z.boolean({ error: 'Must be true or false' }).default(false),
  /** The high-demand times the lottery gives out. */
  LotteryTimes: z.array(lotteryTimeSchema).max(20, 'At most 20 high-demand times').default([]),
  /** How many days before the play date its requests open. */
  LotteryDaysAhead: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(60, 'Must be at most 60')
    .default(7),
  /** When requests open, in the club's zone. */
  LotteryReleaseTime: hourText.default('07:00'),
  /** How long requests stay open; the draw runs when they close. */
  LotteryWindowMinutes: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(5, 'Must be at least 5')
    .max(720, 'Must be at most 720')
    .default(15),
};

const lotteryParamsSchema = z.object(lotteryParamsShape);

/** The lottery rule of a club's courtbooking params, or null when the club has no lottery (off, or no times). */
export function lotteryRuleOf(params: Record<string, unknown> | null | undefined): LotteryRule | null {
  const parsed = lotteryParamsSchema.safeParse(params ?? {});
  if (!parsed.success || !parsed.data.LotteryEnabled || parsed.data.LotteryTimes.length === 0) return null;
  const p = parsed.data;
  return {
    times: p.LotteryTimes,
    days_ahead: p.LotteryDaysAhead,
    release_time: p.LotteryReleaseTime,
    window_minutes: p.LotteryWindowMinutes,
  };
}

/** When requests for a play date open and close: `days_ahead` days before, at the release time in the club's zone. */
export function lotteryWindow(rule: LotteryRule, date: string, zone: string): { opens_at: Date; closes_at: Date } {
  const [hour, minute] = rule.release_time.split(':').map(Number);
  const opens = DateTime.fromISO(date, { zone }).minus({ days: rule.days_ahead }).set({ hour, minute });
  return { opens_at: opens.toJSDate(), closes_at: opens.plus({ minutes: rule.window_minutes }).toJSDate() };
}

/** The play date whose requests are open at `now`, or null. */
export function openLotteryDate(rule: LotteryRule, now: Date, zone: string): string | null {
  const today = DateTime.fromJSDate(now, { zone }).toISODate()!;
  // A window may start the day before `now` (a release late in the evening with a long window).
  for (const back of [0, 1]) {
    const date = DateTime.fromISO(today, { zone })
      .plus({ days: rule.days_ahead - back })
      .toISODate()!;
    const { opens_at, closes_at } = lotteryWindow(rule, date, zone);
    if (now >= opens_at && now < closes_at && hasLotteryTimes(rule, date, zone)) return date;
  }
  return null;
}

/** The next play date (from `now`) with lottery times whose requests have not closed yet, within two weeks of release days. */
export function nextLotteryDate(rule: LotteryRule, now: Date, zone: string): string | null {
  const today = DateTime.fromJSDate(now, { zone });
  for (let ahead = 0; ahead <= rule.days_ahead + 14; ahead += 1) {
    const date = today.plus({ days: ahead }).toISODate()!;
    if (hasLotteryTimes(rule, date, zone) && lotteryWindow(rule, date, zone).closes_at > now) return date;
  }
  return null;
}

const weekdayOf = (date: string, zone: string) => DateTime.fromISO(date, { zone }).weekday;
/** Whether the rule marks any high-demand time on this date's weekday. */
export const hasLotteryTimes = (rule: LotteryRule, date: string, zone: string) =>
  rule.times.some((t) => t.weekdays.includes(weekdayOf(date, zone)));

/** A slot the lottery gives out: a court and a local start and end on the play date. */
export type LotterySlot = { court: number; start: string; end: string };

/** The one-hour slots of a play date's high-demand times, court by court (a court in a marked group, or any when none is named). */
export function lotterySlots(
  rule: LotteryRule,
  date: string,
  zone: string,
  courts: { id: number; group_id: number | null }[],
): LotterySlot[] {
  const weekday = weekdayOf(date, zone);
  const seen = new Set<string>();
  const slots: LotterySlot[] = [];
  for (const time of rule.times) {
    if (!time.weekdays.includes(weekday)) continue;
    for (const court of courts) {
      if (time.court_groups.length && (court.group_id === null || !time.court_groups.includes(court.group_id)))
        continue;
      for (let m = minutesOf(time.from); m + LOTTERY_SLOT_MINUTES <= minutesOf(time.to); m += LOTTERY_SLOT_MINUTES) {
        const slot = { court: court.id, start: hhmmOf(m), end: hhmmOf(m + LOTTERY_SLOT_MINUTES) };
        const key = slotKey(slot);
        if (!seen.has(key)) slots.push(slot);
        seen.add(key);
      }
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start) || a.court - b.court);
}

/** 'court@HH:mm', the key of a slot in a draw's inputs and results. */
export const slotKey = (slot: Pick<LotterySlot, 'court' | 'start'>) => `${slot.court}@${slot.start}`;

/** The slot a key names, with its end. */
export function slotOfKey(key: string): LotterySlot {
  const [court, start] = key.split('@');
  return { court: Number(court), start, end: hhmmOf(minutesOf(start) + LOTTERY_SLOT_MINUTES) };
}

/**
 * Whether a local time span on a court falls in a high-demand time (any overlap): such a span is
 * the lottery's until its draw has run, so nobody books it first come before.
 */
export function inLotteryTime(
  rule: LotteryRule,
  court: { group_id: number | null },
  date: string,
  start: string,
  end: string,
  zone: string,
): boolean {
  const weekday = weekdayOf(date, zone);
  const [s, e] = [minutesOf(start), end <= start ? 24 * 60 : minutesOf(end)];
  return rule.times.some(
    (t) =>
      t.weekdays.includes(weekday) &&
      (!t.court_groups.length || (court.group_id !== null && t.court_groups.includes(court.group_id))) &&
      s < minutesOf(t.to) &&
      e > minutesOf(t.from),
  );
}

/** POST /api/club/{id}/lottery/: a player's request for one slot of a play date, with alternatives in order. */
export const lotteryRequestSchema = z
  .object({
    date: isoDateText('date must be a date (YYYY-MM-DD)'),
    choices: z
      .array(
        z.object({
          court: requiredId('A valid court is required'),
          start: hourText,
        }),
        { error: lotteryMessages.choices },
      )
      .min(1, lotteryMessages.choices)
      .max(LOTTERY_MAX_CHOICES, lotteryMessages.choices),
  })
  .refine((r) => new Set(r.choices.map(slotKey)).size === r.choices.length, {
    path: ['choices'],
    message: lotteryMessages.sameChoice,
  });
export type LotteryRequestInput = z.input<typeof lotteryRequestSchema>;
export type LotteryRequest = z.output<typeof lotteryRequestSchema>;
