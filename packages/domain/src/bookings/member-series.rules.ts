import { DateTime } from 'luxon';
import type { Occurrence } from './recurrence.rules';

// Members' own recurring slots and no unusable holes (issue 29): the pure rules the server and
// the booking page share. docs/bookings.md "Members' own weekly slots" and "No unusable holes".

/** The club's rules for members' own series (courtbooking params MemberSeries…, PrimeTime…). */
export type MemberSeriesRules = {
  allowed: boolean;
  /** Live recurring series one member may hold at once. */
  max_series: number;
  max_weeks: number;
  /** Prime-time hours a week all of a member's series may hold together. */
  prime_hours_per_week: number;
  /** Prime time: Monday to Friday, [from, to) in whole local hours; none when to <= from. */
  prime: { from: number; to: number };
};

/** Minutes of [start, end) that fall in prime time (weekdays, the club's local hours), whatever daylight saving does. */
export function primeMinutes(
  occurrence: Pick<Occurrence, 'start' | 'end'>,
  zone: string,
  prime: MemberSeriesRules['prime'],
) {
  if (prime.to <= prime.from) return 0;
  const start = DateTime.fromJSDate(occurrence.start).setZone(zone);
  const end = DateTime.fromJSDate(occurrence.end).setZone(zone);
  let total = 0;
  for (let day = start.startOf('day'); day < end; day = day.plus({ days: 1 }).startOf('day')) {
    if (day.weekday > 5) continue;
    const from = DateTime.max(start, day.set({ hour: prime.from }));
    const to = DateTime.min(end, prime.to === 24 ? day.plus({ days: 1 }).startOf('day') : day.set({ hour: prime.to }));
    if (to > from) total += to.diff(from, 'minutes').minutes;
  }
  return Math.round(total);
}

/** The ISO week an occurrence starts in, in the club's zone ('2026-W50'): the quota's week. */
export const weekOf = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant).setZone(zone).toFormat("kkkk-'W'WW");

/** What the quota is checked against: the member's other live series and their prime minutes by week. */
export type MemberSeriesHeld = {
  series: number;
  prime_minutes_by_week: Readonly<Record<string, number>>;
};

const hoursText = (minutes: number) => {
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hour${hours === 1 ? '' : 's'}`;
};

/**
 * Every quota a member's new weekly series breaks, as sentences (empty when within): the club
 * allows it, the term's length, the series a member may hold, the prime-time hours a week.
 * `weeks` is the term asked for; `occurrences` the dates that will be booked.
 */
export function memberSeriesRefusals(input: {
  rules: MemberSeriesRules;
  zone: string;
  weeks: number;
  occurrences: readonly Occurrence[];
  held: MemberSeriesHeld;
}): string[] {
  const { rules, zone, held } = input;
  if (!rules.allowed) return ['This club does not let members book their own weekly slot; ask the club.'];
  const refusals: string[] = [];
  if (input.weeks > rules.max_weeks)
    refusals.push(`A weekly slot can be booked for at most ${rules.max_weeks} weeks at a time.`);
  if (held.series >= rules.max_series)
    refusals.push(
      rules.max_series === 1
        ? 'You already have a weekly slot at this club; members may hold one at a time.'
        : `You already have ${held.series} weekly slots at this club; members may hold ${rules.max_series} at a time.`,
    );
  const cap = rules.prime_hours_per_week * 60;
  let worst: { week: string; minutes: number } | null = null;
  for (const o of input.occurrences) {
    const mine = primeMinutes(o, zone, rules.prime);
    if (!mine) continue;
    const week = weekOf(o.start, zone);
    const minutes = (held.prime_minutes_by_week[week] ?? 0) + mine;
    if (minutes > cap && (!worst || minutes > worst.minutes)) worst = { week, minutes };
  }
  if (worst) {
    const prime = `${String(rules.prime.from).padStart(2, '0')}:00–${String(rules.prime.to).padStart(2, '0')}:00 on weekdays`;
    refusals.push(
      cap === 0
        ? `Weekly slots cannot be in prime time (${prime}).`
        : `Weekly slots may hold at most ${hoursText(cap)} of prime time (${prime}) a week; this one makes ${hoursText(worst.minutes)}.`,
    );
  }
  return refusals;
}

/** A booking's neighbour on a court: its instants in milliseconds. */
export type HeldSpan = { start: number; end: number };

/**
 * The gaps a booking of [start, end) would leave on a court between it and the bookings before and
 * after it that are shorter than `min` minutes (and longer than none): nobody could book them.
 */
export function shortGaps(start: number, end: number, held: readonly HeldSpan[], min: number) {
  const limit = min * 60_000;
  const gaps: { side: 'before' | 'after'; minutes: number }[] = [];
  for (const h of held) {
    const before = start - h.end;
    if (before > 0 && before < limit) gaps.push({ side: 'before', minutes: Math.round(before / 60_000) });
    const after = h.start - end;
    if (after > 0 && after < limit) gaps.push({ side: 'after', minutes: Math.round(after / 60_000) });
  }
  return gaps;
}
