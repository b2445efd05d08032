import { DateTime } from 'luxon';

// "Today" at a club is the club's today, never the browser's or UTC's: a club in Sydney is on
// Friday while London is still on Thursday. The server passes its clock's instant
// (clock.todayIn(zone) in apps/server/src/clock.ts); the web app the browser's.

/** The calendar date (YYYY-MM-DD) an instant falls on in `zone`. */
export const dateInZone = (instant: Date | string, zone: string): string => {
  const at = typeof instant === 'string' ? DateTime.fromISO(instant, { setZone: true }) : DateTime.fromJSDate(instant);
  return at.setZone(zone).toISODate()!;
};

/** Today's local date (YYYY-MM-DD) in `zone`, at `now`. */
export const todayInZone = (zone: string, now: Date = new Date()): string => dateInZone(now, zone);
