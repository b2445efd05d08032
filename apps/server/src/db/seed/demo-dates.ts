import type { DateTime } from 'luxon';
import { formatDate, zoneFormat } from '@rally/domain';
import * as clock from '../../clock';

// The demo's calendar, relative to the clock's today (src/clock.ts) so that the running app looks
// alive whenever it starts, and a test or a browser test run at another instant gets the same
// story: memberships run to the end of the club's year, one in six lapsed at the end of the last.

/** The next `month`/`day` on or after `today` (YYYY-MM-DD): a year that ends on that day. */
const nextOn = (today: DateTime, month: number, day: number) => {
  const date = today.set({ month, day });
  return (date < today ? date.plus({ years: 1 }) : date).toISODate()!;
};

/** The demo clubs' dates in their zone: Australian clubs' membership year ends on 30 June. */
export function demoDates(zone = 'Australia/Sydney') {
  const today = clock.nowIn(zone).startOf('day');
  const seasonEnd = nextOn(today, 6, 30);
  return {
    today: today.toISODate()!,
    /** The end of this membership year (30 June). */
    seasonEnd,
    /** The end of the last one, a year before: lapsed memberships expired then. */
    lastSeasonEnd:
      today.set({ month: 6, day: 30 }) < today
        ? today.set({ month: 6, day: 30 }).toISODate()!
        : today.minus({ years: 1 }).set({ month: 6, day: 30 }).toISODate()!,
    /** The end of this month: monthly memberships run to it. */
    monthEnd: today.endOf('month').toISODate()!,
    /** The end of a year that ends on 31 March (Harbour's). */
    marchYearEnd: nextOn(today, 3, 31),
    /** An instant `days` ago at `hour` o'clock in the zone. */
    daysAgo: (days: number, hour = 9) => today.minus({ days }).set({ hour }).toJSDate(),
    /** A date `days` from today, as every screen writes a date without its year: "15 Dec". */
    dayName: (days: number) => formatDate(today.plus({ days }).toISODate()!, zoneFormat(zone), { year: false }),
  };
}
