import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { shortGaps, type HeldSpan, type Occurrence } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { BookingContext } from './booking-context';
import { bookingInstances, bookingSlots } from './bookings.tables';

// No unusable holes (issue 29): a booking may not leave a gap on its court, between it and the
// booking before or after it, shorter than the court group's minimum booking
// (min_booking_duration_members): nobody could book that gap. Players always, as the issue asks
// (their offered times leave such gaps out too: player-availability.service.ts); staff and coaches,
// who may know better (a lesson fills it), only when the club's NoHolesForStaff says so. A gap to
// the opening or closing time is not a hole here.

/** Whether this booker is held to the no-holes rule at this club. */
export const holdsToNoHoles = (bctx: Pick<BookingContext, 'booker' | 'club'>) =>
  bctx.booker.kind === 'player' || bctx.club.no_holes_for_staff;

/** The live slots on these courts from `from` to `to`, by court, leaving out one series' own. */
async function heldNear(db: Db | Tx, clubId: number, courtIds: number[], from: Date, to: Date, exceptSeries?: number) {
  const rows = await db
    .select({
      court: bookingSlots.court_id,
      start: sql<string>`lower(${bookingSlots.during})`,
      end: sql<string>`upper(${bookingSlots.during})`,
    })
    .from(bookingSlots)
    .innerJoin(
      bookingInstances,
      and(eq(bookingInstances.id, bookingSlots.instance_id), eq(bookingInstances.club_id, bookingSlots.club_id)),
    )
    .where(
      and(
        eq(bookingSlots.club_id, clubId),
        eq(bookingSlots.live, true),
        isNull(bookingInstances.cancelled_at),
        inArray(bookingSlots.court_id, courtIds),
        sql`${bookingSlots.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        exceptSeries ? ne(bookingInstances.series_id, exceptSeries) : undefined,
      ),
    );
  const byCourt = new Map<number, HeldSpan[]>();
  for (const r of rows) {
    const span = { start: new Date(r.start).getTime(), end: new Date(r.end).getTime() };
    byCourt.set(r.court, [...(byCourt.get(r.court) ?? []), span]);
  }
  return byCourt;
}

/** The sentence of a hole: 'Court 1 would be left with a 30-minute gap before 18:00 on 2026-12-08; …'. */
const holeText = (court: string, gap: { side: 'before' | 'after'; minutes: number }, at: string, min: number) =>
  `${court} would be left with a ${gap.minutes}-minute gap ${gap.side} ${at}; bookings there are at least ${min} minutes, so choose a time next to the other booking.`;

/** The holes the occurrences would leave on their courts, as sentences (each once); none when the booker is not held to the rule. */
export async function holeRefusals(
  db: Db | Tx,
  bctx: BookingContext,
  exceptSeries?: number,
  occurrences: readonly Occurrence[] = bctx.occurrences,
): Promise<string[]> {
  if (!holdsToNoHoles(bctx) || !occurrences.length) return [];
  const minOf = new Map(bctx.groups.map((g) => [g.id, g.min_booking_duration_members]));
  const courts = bctx.courts.filter((c) => c.group_id !== null && (minOf.get(c.group_id) ?? 0) > 0);
  if (!courts.length) return [];
  const reach = Math.max(...courts.map((c) => minOf.get(c.group_id!)!)) * 60_000;
  const starts = occurrences.map((o) => o.start.getTime());
  const ends = occurrences.map((o) => o.end.getTime());
  const held = await heldNear(
    db,
    bctx.club.id,
    courts.map((c) => c.id),
    new Date(Math.min(...starts) - reach),
    new Date(Math.max(...ends) + reach),
    exceptSeries,
  );
  const out = new Set<string>();
  for (const o of occurrences) {
    for (const court of courts) {
      const min = minOf.get(court.group_id!)!;
      for (const gap of shortGaps(o.start.getTime(), o.end.getTime(), held.get(court.id) ?? [], min)) {
        const edge = DateTime.fromJSDate(gap.side === 'before' ? o.start : o.end).setZone(bctx.club.zone);
        out.add(holeText(court.name, gap, `${edge.toFormat('HH:mm')} on ${edge.toISODate()}`, min));
      }
    }
  }
  return [...out];
}
