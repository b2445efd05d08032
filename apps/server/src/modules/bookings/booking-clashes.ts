import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { formatDateRange, zoneFormat, type Occurrence } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { BookingCourt } from '../courts/court-booking-reads.service';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { heldSlotsOn } from './court-holds';

// Clashes with live bookings, found before writing so that a series can be refused whole with
// its clashing dates (or created without them). The exclusion constraint on booking_slots has
// the last word: a request that loses a race between this check and its insert gets 23P01, which
// `clashConflict` turns into the same 409 naming the booking that won.
//
// Who reads the clash decides how the booking in the way is named: the club's staff and coaches
// see its name (often a member's name: "Pat Smith"); a player sees "your booking" or "another
// booking", never another player's name (issue 25).

export type Clash = {
  date: string;
  court: string;
  booking: string;
  series: number;
  start: Date;
  end: Date;
  player: number | null;
  author: number | null;
};

/** Who is told of a clash: staff (and coaches) by the booking's name; a player by whose it is. */
export type ClashViewer = { kind: 'staff' | 'coach' | 'player'; playerId: number };
export const STAFF_VIEWER: ClashViewer = { kind: 'staff', playerId: 0 };

/** The live slots of these courts overlapping any occurrence, matched to the occurrences they clash with. */
export async function findClashes(
  db: Db | Tx,
  clubId: number,
  zone: string,
  courts: readonly BookingCourt[],
  occurrences: readonly Occurrence[],
  exceptInstances: readonly number[] = [],
): Promise<Clash[]> {
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
      player: bookingSeries.player_id,
      author: bookingSeries.author_id,
    })
    .from(bookingSlots)
    .innerJoin(
      bookingInstances,
      and(eq(bookingInstances.id, bookingSlots.instance_id), eq(bookingInstances.club_id, bookingSlots.club_id)),
    )
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, bookingInstances.club_id)),
    )
    .where(
      and(
        eq(bookingSlots.club_id, clubId),
        eq(bookingSlots.live, true),
        isNull(bookingInstances.cancelled_at),
        inArray(
          bookingSlots.court_id,
          courts.map((c) => c.id),
        ),
        sql`${bookingSlots.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        exceptInstances.length ? notInArray(bookingSlots.instance_id, [...exceptInstances]) : undefined,
      ),
    );
  const clashes: Clash[] = [];
  for (const row of rows) {
    const start = new Date(row.start);
    const end = new Date(row.end);
    const court = courts.find((c) => c.id === row.court)!;
    for (const o of occurrences) {
      if (o.start < end && start < o.end)
        clashes.push({
          date: o.date,
          court: court.name,
          booking: row.name,
          series: row.series,
          start,
          end,
          player: row.player,
          author: row.author,
        });
    }
  }
  // A court held for the waiting list (issue 29) is taken for everyone but through the claim.
  for (const [courtId, held] of await heldSlotsOn(
    db,
    clubId,
    courts.map((c) => c.id),
    from,
    to,
  )) {
    const court = courts.find((c) => c.id === courtId)!;
    for (const h of held)
      for (const o of occurrences)
        if (o.start.getTime() < h.end && h.start < o.end.getTime())
          clashes.push({
            date: o.date,
            court: court.name,
            booking: 'Held for the waiting list',
            series: 0,
            start: new Date(h.start),
            end: new Date(h.end),
            player: null,
            author: null,
          });
  }
  return clashes.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The booking in the way as `viewer` may read it: its name for staff, else whose it is. */
export const clashBookingOf = (c: Clash, viewer: ClashViewer) =>
  viewer.kind !== 'player'
    ? c.booking
    : c.player === viewer.playerId || c.author === viewer.playerId
      ? 'your booking'
      : 'another booking';

/**
 * A clash as a person reads it: 'Tue, 8 Dec 2026, 18:00–19:00, Court 1: Club night' (a player: '…,
 * Court 1: another booking'), in the club's locale where given.
 */
export const clashText = (c: Clash, zone: string, viewer: ClashViewer, locale?: string) =>
  `${formatDateRange(c.start, c.end, zoneFormat(zone, locale), { weekday: true, time: true })}, ${c.court}: ${clashBookingOf(c, viewer)}`;

/** The 409 of a booking that clashes: the dates, and each clash with the booking it meets (named as `viewer` may read it). */
export function clashConflict(clashes: readonly Clash[], zone: string, viewer: ClashViewer, locale?: string) {
  const dates = [...new Set(clashes.map((c) => c.date))];
  return new AppError(
    'CONFLICT',
    `That time is already taken: the booking clashes with ${clashBookingOf(clashes[0], viewer)} on ${dates.join(', ')}.`,
    {
      clashes: clashes.map((c) => clashText(c, zone, viewer, locale)),
      clash_dates: dates,
    },
  );
}

/** True for PostgreSQL's exclusion violation (the double-booking constraint), wrapped or not. */
export const isOverlapError = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};
