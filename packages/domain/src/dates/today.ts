import { dateTimeFormat } from '../format/intl';

// "Today" at a club is the club's today, never the browser's or UTC's: a club in Sydney is on
// Friday while London is still on Thursday. The server passes its clock's instant
// (clock.todayIn(zone) in apps/server/src/clock.ts); the web app the browser's.
// Written on Intl rather than Luxon: every dashboard page asks for today before it draws, and
// Luxon would add 22 KB (gzip) to the script a phone loads first.

/** A calendar date alone (YYYY-MM-DD) is a date where the code runs, as Luxon's fromISO reads it. */
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

const toInstant = (instant: Date | string): Date => {
  if (instant instanceof Date) return instant;
  const date = dateOnly.exec(instant);
  return date ? new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])) : new Date(instant);
};

/** The calendar date (YYYY-MM-DD) an instant falls on in `zone`. */
export const dateInZone = (instant: Date | string, zone: string): string => {
  const parts = dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(toInstant(instant))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
};

/** Today's local date (YYYY-MM-DD) in `zone`, at `now`. */
export const todayInZone = (zone: string, now: Date = new Date()): string => dateInZone(now, zone);
