import { and, eq, gt, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { lessonHoursOn, lessonHoursRefusal, toMinor, type Occurrence } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { BookingCoach } from '../coaches/coach-booking-reads.service';
import { bookingCoaches, bookingInstances } from './bookings.tables';

// A lesson with a coach (issue 28): the coach's lesson hours (per weekday, in the club's zone)
// and their free time (no live booking they coach overlaps), and the coach's price per hour on
// top of the court, paid by the player it is for. Club coach settings lesson_price and
// lesson_hours (Club Settings › Coaches).

/** 'HH:mm' of an instant in the zone ('24:00' for midnight at the end). */
const localTime = (at: Date, zone: string, end = false) => {
  const t = DateTime.fromJSDate(at, { zone }).toFormat('HH:mm');
  return end && t === '00:00' ? '24:00' : t;
};

/** The refusals of a lesson outside a coach's hours on its weekday (a lesson ends on the day it starts). */
export function lessonHourRefusals(coaches: BookingCoach[], occurrences: Occurrence[], zone: string): string[] {
  const out: string[] = [];
  for (const coach of coaches) {
    const outside = occurrences.find((o) => {
      const start = DateTime.fromJSDate(o.start, { zone });
      const day = lessonHoursOn(coach.lesson_hours, start.weekday - 1);
      const sameDay = start.hasSame(DateTime.fromJSDate(o.end, { zone }).minus({ milliseconds: 1 }), 'day');
      return !day || !sameDay || localTime(o.start, zone) < day.open || localTime(o.end, zone, true) > day.close;
    });
    if (outside)
      out.push(
        lessonHoursRefusal(coach.name, coach.lesson_hours, DateTime.fromJSDate(outside.start, { zone }).weekday - 1),
      );
  }
  return out;
}

/** Live instances each coach coaches overlapping `occurrences`, by club coach id (instants in ms). */
export async function coachBusy(
  db: Db | Tx,
  clubId: number,
  coachIds: number[],
  occurrences: { start: Date; end: Date }[],
  exceptSeries?: number,
) {
  const busy = new Map<number, { start: number; end: number }[]>();
  if (!coachIds.length || !occurrences.length) return busy;
  const overlaps: SQL[] = occurrences.map((o) =>
    and(lt(bookingInstances.starts_at, o.end), gt(bookingInstances.ends_at, o.start))!,
  );
  const rows = await db
    .select({ coach: bookingCoaches.club_coach_id, start: bookingInstances.starts_at, end: bookingInstances.ends_at })
    .from(bookingCoaches)
    .innerJoin(
      bookingInstances,
      and(eq(bookingInstances.club_id, bookingCoaches.club_id), eq(bookingInstances.id, bookingCoaches.instance_id)),
    )
    .where(
      and(
        eq(bookingCoaches.club_id, clubId),
        inArray(bookingCoaches.club_coach_id, coachIds),
        isNull(bookingInstances.cancelled_at),
        exceptSeries ? ne(bookingInstances.series_id, exceptSeries) : undefined,
        or(...overlaps),
      ),
    );
  for (const r of rows)
    busy.set(r.coach, [...(busy.get(r.coach) ?? []), { start: r.start.getTime(), end: r.end.getTime() }]);
  return busy;
}

/** The refusals of a lesson whose coach is already booked then. */
export async function coachBusyRefusals(
  db: Db | Tx,
  clubId: number,
  coaches: BookingCoach[],
  occurrences: Occurrence[],
  exceptSeries?: number,
): Promise<string[]> {
  const busy = await coachBusy(
    db,
    clubId,
    coaches.map((c) => c.id),
    occurrences,
    exceptSeries,
  );
  return coaches.filter((c) => busy.has(c.id)).map((c) => `${c.name} is already booked then.`);
}

/** The coaches' lesson price per hour together, in minor units. */
export const lessonPricePerHour = (coaches: BookingCoach[], currency: string) =>
  coaches.reduce((sum, c) => sum + (toMinor(c.lesson_price, currency) ?? 0), 0);
