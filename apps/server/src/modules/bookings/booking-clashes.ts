import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Occurrence } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { BookingCourt } from '../courts/court-booking-reads.service';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';

// Clashes with live bookings, found before writing so that a series can be refused whole with
// its clashing dates (or created without them). The exclusion constraint on booking_slots has
// the last word: a request that loses a race between this check and its insert gets 23P01, which
// `clashConflict` turns into the same 409 naming the booking that won.

export type Clash = { date: string; court: string; booking: string; series: number; start: Date; end: Date };

/** The live slots of these courts overlapping any occurrence, matched to the occurrences they clash with. */
export async function findClashes(db: Db | Tx, clubId: number, zone: string, courts: readonly BookingCourt[], occurrences: readonly Occurrence[], exceptInstances: readonly number[] = []): Promise<Clash[]> {
  if (!courts.length || !occurrences.length) return [];
  const from = occurrences[0].start;
  const to = occurrences[occurrences.length - 1].end;
  const rows = await db
    .select({
      court: bookingSlots.court_id,
      start: sql<string>`lower(${bookingSlots.during})`,
      end: sql<string>`upper(${bookingSlots.during})`,
      series: bookingInstances.series_id,
      name: bookingSeries.name,
    })
    .from(bookingSlots)
    .innerJoin(bookingInstances, and(eq(bookingInstances.id, bookingSlots.instance_id), eq(bookingInstances.club_id, bookingSlots.club_id)))
    .innerJoin(bookingSeries, and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, bookingInstances.club_id)))
    .where(and(
      eq(bookingSlots.club_id, clubId),
      eq(bookingSlots.live, true),
      isNull(bookingInstances.cancelled_at),
      inArray(bookingSlots.court_id, courts.map((c) => c.id)),
      sql`${bookingSlots.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      exceptInstances.length ? notInArray(bookingSlots.instance_id, [...exceptInstances]) : undefined,
    ));
  const clashes: Clash[] = [];
  for (const row of rows) {
    const start = new Date(row.start);
    const end = new Date(row.end);
    const court = courts.find((c) => c.id === row.court)!;
    for (const o of occurrences) {
      if (o.start < end && start < o.end) clashes.push({ date: o.date, court: court.name, booking: row.name, series: row.series, start, end });
    }
  }
  return clashes.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** A clash as a person reads it: 'Tue 8 Dec 2026 18:00–19:00, Court 1: Club night'. */
export const clashText = (c: Clash, zone: string) => {
  const start = DateTime.fromJSDate(c.start).setZone(zone);
  return `${start.toFormat('ccc d LLL yyyy HH:mm')}–${DateTime.fromJSDate(c.end).setZone(zone).toFormat('HH:mm')}, ${c.court}: ${c.booking}`;
};

/** The 409 of a booking that clashes: the dates, and each clash with the booking it meets. */
export function clashConflict(clashes: readonly Clash[], zone: string) {
  const dates = [...new Set(clashes.map((c) => c.date))];
  return new AppError('CONFLICT', `That time is already taken: the booking clashes with ${clashes[0].booking} on ${dates.join(', ')}.`, {
    clashes: clashes.map((c) => clashText(c, zone)),
    clash_dates: dates,
  });
}

/** True for PostgreSQL's exclusion violation (the double-booking constraint), wrapped or not. */
export const isOverlapError = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};
