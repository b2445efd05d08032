// Fixture dates (issue 15): the first round falls on the first chosen weekday on or after the
// start; later rounds follow the play frequency:
//   weekly       every 7 days;
//   fortnightly  every 14 days;
//   monthly      the same "nth weekday" of each following month as the first date (the 2nd
//                Tuesday stays the 2nd Tuesday); when the first date is the 5th such weekday of
//                its month, the rounds fall on the LAST such weekday of each month (not every
//                month has a 5th Tuesday). Not "every 4 weeks", which drifts through the month.
// A date not played is skipped: that round moves to the next slot of the series and every later
// round follows it (no round is ever dropped). Dates are plain calendar dates (YYYY-MM-DD) and
// weekdays count from 0 = Sunday to 6 = Saturday, as JavaScript's getDay; computed in UTC
// day numbers, so no time zone or daylight saving change can shift them.

export type DrawFrequency = 'weekly' | 'fortnightly' | 'monthly';
export type FixtureDatesInput = {
  /** YYYY-MM-DD: the first round is on the first `weekday` on or after it. */
  start: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  frequency: DrawFrequency;
  rounds: number;
  /** YYYY-MM-DD dates on which no round is played. */
  notPlayed: string[];
};

const DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date; throws a sentence naming a date that is not real. */
export function drawDayNumber(date: string): number {
  const m = ISO.exec(date);
  if (!m) throw new Error(`${date} is not a date written YYYY-MM-DD`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    throw new Error(`${date} is not a real date`);
  return t / DAY;
}

/** The YYYY-MM-DD date of a day number. */
export function drawDayDate(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function drawWeekday(date: string): number {
  return new Date(drawDayNumber(date) * DAY).getUTCDay();
}

const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday

function checkInput(input: FixtureDatesInput) {
  if (!Number.isInteger(input.weekday) || input.weekday < 0 || input.weekday > 6)
    throw new Error(`The day of the week is 0 (Sunday) to 6 (Saturday), not ${input.weekday}`);
  if (!Number.isInteger(input.rounds) || input.rounds < 0)
    throw new Error(`The number of rounds is a whole number, not ${input.rounds}`);
  if (!['weekly', 'fortnightly', 'monthly'].includes(input.frequency))
    throw new Error(`The play frequency is weekly, fortnightly or monthly, not ${input.frequency}`);
}

/** The day number of the nth (1-4) or last (5) `weekday` of a month (year, month 0-11). */
function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): number {
  const first = Date.UTC(year, month, 1) / DAY;
  const firstMatch = first + ((weekday - weekdayOfDay(first) + 7) % 7);
  if (nth <= 4) return firstMatch + (nth - 1) * 7;
  const nextMonth = Date.UTC(year, month + 1, 1) / DAY;
  let day = firstMatch + 28;
  while (day >= nextMonth) day -= 7;
  return day;
}

/** The slots of the series from its first date: slot i's day number. */
function slotAt(firstDay: number, frequency: DrawFrequency, i: number): number {
  if (frequency === 'weekly') return firstDay + 7 * i;
  if (frequency === 'fortnightly') return firstDay + 14 * i;
  const d = new Date(firstDay * DAY);
  const nth = Math.ceil(d.getUTCDate() / 7); // 1..5; 5 means "the last"
  const monthIndex = d.getUTCMonth() + i;
  return nthWeekdayOfMonth(d.getUTCFullYear() + Math.floor(monthIndex / 12), monthIndex % 12, d.getUTCDay(), nth);
}

/** The date of each round (YYYY-MM-DD, round 1 first), skipping dates not played. */
export function fixtureDates(input: FixtureDatesInput): string[] {
  checkInput(input);
  const startDay = drawDayNumber(input.start);
  const firstDay = startDay + ((input.weekday - weekdayOfDay(startDay) + 7) % 7);
  const skip = new Set(input.notPlayed.map((date) => drawDayNumber(date)));
  const dates: string[] = [];
  for (let i = 0; dates.length < input.rounds; i++) {
    const day = slotAt(firstDay, input.frequency, i);
    if (!skip.has(day)) dates.push(drawDayDate(day));
  }
  return dates;
}

export type UpdateFromInput = Omit<FixtureDatesInput, 'start' | 'rounds'> & {
  /** The current date of every round, round 1 first. */
  dates: string[];
  /** The round (1-based) that moves; every later round moves with it. */
  round: number;
  /**
   * Its new date (moved on to the tournament's weekday if it is not one). Without it the round
   * moves to the next slot after its current date (a washed-out week).
   */
  to?: string;
};

/**
 * `round/updatefrom`: moves one round and every later one, keeping the weekday and frequency
 * and skipping dates not played; earlier rounds keep their dates. Answers every round's date.
 * Throws a sentence when the new date is not after the previous round's.
 */
export function datesUpdatedFrom(input: UpdateFromInput): string[] {
  const { dates, round } = input;
  if (!Number.isInteger(round) || round < 1 || round > dates.length)
    throw new Error(`There is no round ${round} to move (rounds 1 to ${dates.length})`);
  let start = input.to;
  if (!start) {
    // The slot after the round's current date in the same series (or, for a round placed by
    // hand on another day, the first weekday after it).
    const current = dates[round - 1];
    start =
      drawWeekday(current) === input.weekday
        ? fixtureDates({
            start: current,
            weekday: input.weekday,
            frequency: input.frequency,
            rounds: 2,
            notPlayed: [],
          })[1]
        : drawDayDate(drawDayNumber(current) + 1);
  }
  const moved = fixtureDates({
    start,
    weekday: input.weekday,
    frequency: input.frequency,
    notPlayed: input.notPlayed,
    rounds: dates.length - round + 1,
  });
  if (round > 1 && drawDayNumber(moved[0]) <= drawDayNumber(dates[round - 2])) {
    throw new Error(
      `Round ${round} cannot move to ${moved[0]}: it must come after round ${round - 1} on ${dates[round - 2]}`,
    );
  }
  return [...dates.slice(0, round - 1), ...moved];
}

/**
 * The params' DaysOfWeek number (spec 3 §9: Monday 0 … Sunday 6) as the `weekday` these
 * functions take (Sunday 0 … Saturday 6).
 */
export function weekdayFromMondayZero(day: number): number {
  return (day + 1) % 7;
}
