import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { findBooker, loadBookingContext, refusalsOf, type BookingDraft } from './booking-context';
import { clashConflict, findClashes, isOverlapError, type Clash } from './booking-clashes';
import { rangeOf } from './booking-records';
import { cancelInstancesAndSeries, insertSeries, lockLiveInstances } from './booking-writes';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// A tournament fixture's courts (issue 15; docs/competitions.md "Court bookings for fixtures"), the
// way a find-a-hit books its court (hit-court.service.ts): the tournaments area calls these inside
// its own transaction, with the fixture locked, and links the series to the fixture. A fixture
// books the courts of its matches at the host club as a block booking (type B: "club nights,
// leagues"), through the same allowed-check as every booking made by that person at that club
// (so the club's booking staff pass, held to the opening hours; anyone else hears "Only the club's
// administrators can make a block booking.") and the same clash check (and the exclusion
// constraint), so a league night is on the club's calendar and cannot clash.

export type FixtureCourtRequest = {
  clubId: number;
  playerId: number;
  courts: number[];
  date: string;
  time: string;
  minutes: number;
  name: string;
};

const localEnd = (date: string, time: string, minutes: number, zone: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone }).plus({ minutes }).toFormat("yyyy-MM-dd'T'HH:mm");

/** Books the fixture's courts as `playerId`; answers the series id. Refusals are 400 with every rule's sentence; a clash is the 409 naming the booking. */
export async function bookFixtureCourts(tx: Tx, req: FixtureCourtRequest): Promise<{ series: number }> {
  const booker = await findBooker(tx, req.clubId, req.playerId);
  const zone = (await getClubBookingFacts(tx, req.clubId)).zone;
  const draft: BookingDraft = {
    ttype: 'B',
    start: `${req.date}T${req.time}`,
    end: localEnd(req.date, req.time, req.minutes, zone),
    recurrence: 'N',
    court_set: req.courts,
    coach_set: [],
    booked_person_set: [],
  };
  const bctx = await loadBookingContext(tx, req.clubId, booker, draft);
  const refusals = await refusalsOf(tx, bctx, 'B');
  if (refusals.length) throw invalid(refusals.join(' '), { non_field_errors: refusals });
  const clashes = await findClashes(tx, req.clubId, zone, bctx.courts, bctx.occurrences);
  if (clashes.length) throw clashConflict(clashes, zone, booker);
  const [occurrence] = bctx.occurrences;
  try {
    // A savepoint: losing a race on the no-overlap constraint answers the clash, not a 500.
    const row = await tx.transaction((sp) =>
      insertSeries(
        sp,
        bctx,
        {
          name: req.name,
          ttype: 'B',
          start_date: occurrence.start,
          end_date: occurrence.end,
          recurrence: 'N',
          notes: '',
          booked_person_set: [],
        },
        bctx.occurrences,
        draft.court_set,
        [],
      ),
    );
    return { series: row.id };
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    const lost = await findClashes(tx, req.clubId, zone, bctx.courts, bctx.occurrences);
    throw lost.length ? clashConflict(lost, zone, booker) : error;
  }
}

/** The live fixture bookings by series id: court names and local start and end ('YYYY-MM-DDTHH:mm'); cancelled ones left out. */
export async function fixtureCourtBookings(
  db: Db | Tx,
  clubId: number,
  seriesIds: readonly number[],
): Promise<Map<number, { courts: string[]; start: string; end: string }>> {
  const ids = [...new Set(seriesIds)];
  if (!ids.length) return new Map();
  const zone = (await getClubBookingFacts(db, clubId)).zone;
  const rows = await db
    .select({
      series: bookingInstances.series_id,
      start: bookingInstances.starts_at,
      end: bookingInstances.ends_at,
      court: bookingSlots.court_id,
    })
    .from(bookingSlots)
    .innerJoin(
      bookingInstances,
      and(eq(bookingInstances.id, bookingSlots.instance_id), eq(bookingInstances.club_id, bookingSlots.club_id)),
    )
    .where(
      and(
        eq(bookingSlots.club_id, clubId),
        inArray(bookingInstances.series_id, ids),
        isNull(bookingInstances.cancelled_at),
      ),
    )
    .orderBy(asc(bookingSlots.id));
  const courts = await findClubCourts(db, clubId, [...new Set(rows.map((r) => r.court))]);
  const names = new Map(courts.map((c) => [c.id, c.name]));
  const local = (d: Date) => DateTime.fromJSDate(d).setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm");
  const out = new Map<number, { courts: string[]; start: string; end: string }>();
  for (const r of rows) {
    const entry = out.get(r.series) ?? { courts: [], start: local(r.start), end: local(r.end) };
    entry.courts.push(names.get(r.court) ?? '');
    out.set(r.series, entry);
  }
  return out;
}

/**
 * Moves a fixture's booking to a new date at its time (a round moved by round/updatefrom), keeping
 * its length and courts; the clash check applies (409 naming the booking in the way). A cancelled
 * or missing booking is left alone (answers false).
 */
export async function moveFixtureCourts(
  tx: Tx,
  clubId: number,
  seriesId: number,
  date: string,
  time: string,
  playerId: number,
): Promise<boolean> {
  const [instance] = await tx
    .select()
    .from(bookingInstances)
    .where(
      and(
        eq(bookingInstances.club_id, clubId),
        eq(bookingInstances.series_id, seriesId),
        isNull(bookingInstances.cancelled_at),
      ),
    )
    .for('update');
  if (!instance) return false;
  const zone = (await getClubBookingFacts(tx, clubId)).zone;
  const minutes = Math.round((instance.ends_at.getTime() - instance.starts_at.getTime()) / 60_000);
  const start = DateTime.fromISO(`${date}T${time}`, { zone });
  const occurrence = { date, start: start.toJSDate(), end: start.plus({ minutes }).toJSDate() };
  const slots = await tx
    .select({ court: bookingSlots.court_id })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.club_id, clubId), eq(bookingSlots.instance_id, instance.id)));
  const courtIds = [...new Set(slots.map((s) => s.court))];
  const courts = await findClubCourts(tx, clubId, courtIds);
  const clashes = await findClashes(tx, clubId, zone, courts, [occurrence], [instance.id]);
  // The organiser moving the round reads the clash: by name only if they are the host club's staff.
  const refuse = async (found: Clash[]) => clashConflict(found, zone, await findBooker(tx, clubId, playerId));
  if (clashes.length) throw await refuse(clashes);
  bookingsChanged(tx, clubId);
  try {
    await tx.transaction(async (sp) => {
      await sp
        .update(bookingInstances)
        .set({ starts_at: occurrence.start, ends_at: occurrence.end })
        .where(and(eq(bookingInstances.id, instance.id), eq(bookingInstances.club_id, clubId)));
      await sp
        .delete(bookingSlots)
        .where(and(eq(bookingSlots.club_id, clubId), eq(bookingSlots.instance_id, instance.id)));
      await sp.insert(bookingSlots).values(
        courtIds.map((court) => ({
          club_id: clubId,
          instance_id: instance.id,
          court_id: court,
          during: rangeOf(occurrence.start, occurrence.end),
        })),
      );
      await sp
        .update(bookingSeries)
        .set({ start_date: occurrence.start, end_date: occurrence.end })
        .where(and(eq(bookingSeries.id, seriesId), eq(bookingSeries.club_id, clubId)));
    });
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    const lost = await findClashes(tx, clubId, zone, courts, [occurrence], [instance.id]);
    throw lost.length ? await refuse(lost) : error;
  }
  return true;
}

/** Cancels a fixture's booking: its instance not yet started frees its courts; the series is marked cancelled. */
export async function cancelFixtureCourts(
  tx: Tx,
  clubId: number,
  seriesId: number,
  playerId: number,
  now = clock.now(),
): Promise<void> {
  const live = await lockLiveInstances(tx, clubId, seriesId);
  if (!live) return;
  await cancelInstancesAndSeries(
    tx,
    clubId,
    seriesId,
    live.filter((i) => i.start > now).map((i) => i.id),
    playerId,
    now,
  );
}
