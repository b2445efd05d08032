import { DateTime } from 'luxon';

// When players may join an event (spec 3 §3 "advance join days", issue 27): sign-up opens
// `advance_join_days` days before the first session the player would join, at the start of that
// day in the club's zone (0: on the day itself); no value means no limit. Staff adding someone are
// not held to it.

/** The instant sign-up opens for sessions whose first starts at `firstStart`; null when there is no limit. */
export function signUpOpensAt(advanceJoinDays: number | null, firstStart: Date | null, zone: string): Date | null {
  if (advanceJoinDays === null || !firstStart) return null;
  return DateTime.fromJSDate(firstStart, { zone }).startOf('day').minus({ days: advanceJoinDays }).toJSDate();
}
