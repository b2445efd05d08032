import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { hitMessages } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { matchaCancelAdvanceOf } from '../courts/court-matcha-reads.service';
import { findBooker, loadBookingContext, refusalsOf, toClubLocal, type BookingDraft } from './booking-context';
import { clashConflict, findClashes } from './booking-clashes';
import { cancelInstancesAndSeries, insertSeries, lockLiveInstances } from './booking-writes';
import { bookingInstances, bookingSlots } from './bookings.tables';
import * as clock from '../../clock';

// A find-a-hit's court (issue 14): the hit's creator books one court at the agreed start as a Hit
// booking (type H), through the same allowed-check as every player booking (the club's rules for
// members and non-members, opening hours, advance days, daily minutes) and the same clash check.
// The matcha area calls these inside its own transaction, with the hit row locked, and links the
// series to the hit; cancelling respects the court group's matcha_booking_cancel_advance.

export type HitCourtRequest = {
  clubId: number;
  playerId: number;
  court: number;
  start: Date;
  minutes: number;
  name: string;
  zone: string;
};

/** Books the court for the hit as its creator; answers the series id. Refusals are 400 with every rule's sentence; a clash is the 409 naming the booking. */
export async function bookHitCourt(tx: Tx, req: HitCourtRequest): Promise<{ series: number; court_name: string }> {
  const booker = await findBooker(tx, req.clubId, req.playerId);
  const end = new Date(req.start.getTime() + req.minutes * 60_000);
  const draft: BookingDraft = {
    ttype: 'H',
    start: toClubLocal(req.start.toISOString(), req.zone),
    end: toClubLocal(end.toISOString(), req.zone),
    recurrence: 'N',
    court_set: [req.court],
    coach_set: [],
    booked_person_set: [],
  };
  // The hit's creator books as a player, whatever else they are at the club.
  const bctx = await loadBookingContext(tx, req.clubId, { ...booker, kind: 'player', coach: null }, draft);
  const refusals = await refusalsOf(tx, bctx, 'H');
  if (refusals.length) throw invalid(refusals.join(' '), { non_field_errors: refusals });
  const clashes = await findClashes(tx, req.clubId, bctx.club.zone, bctx.courts, bctx.occurrences);
  if (clashes.length) throw clashConflict(clashes, bctx.club.zone, bctx.booker, bctx.club.locale);
  const occurrences = bctx.occurrences;
  const row = await insertSeries(
    tx,
    bctx,
    {
      name: req.name,
      ttype: 'H',
      start_date: occurrences[0].start,
      end_date: occurrences[0].end,
      recurrence: 'N',
      notes: '',
      booked_person_set: [],
    },
    occurrences,
    draft.court_set,
    [],
  );
  return { series: row.id, court_name: bctx.courts[0]?.name ?? '' };
}

/** The court names of hit bookings, by series id (cancelled ones left out). */
export async function hitCourtNames(
  tx: Db | Tx,
  clubId: number,
  seriesIds: readonly number[],
): Promise<Map<number, string>> {
  const ids = [...new Set(seriesIds)];
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ series: bookingInstances.series_id, court: bookingSlots.court_id })
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
  const courts = await findClubCourts(tx, clubId, [...new Set(rows.map((r) => r.court))]);
  const names = new Map(courts.map((c) => [c.id, c.name]));
  return new Map(rows.map((r) => [r.series, names.get(r.court) ?? '']));
}

/**
 * Cancels the hit's court booking (its instances not yet started free their courts). Refused when
 * the booking starts within the court group's matcha_booking_cancel_advance minutes from `now`.
 */
export async function cancelHitCourt(
  tx: Tx,
  clubId: number,
  seriesId: number,
  playerId: number,
  now = clock.now(),
): Promise<void> {
  const live = await lockLiveInstances(tx, clubId, seriesId);
  if (!live) return;
  if (live.length) {
    const slots = await tx
      .select({ court: bookingSlots.court_id })
      .from(bookingSlots)
      .where(
        and(
          eq(bookingSlots.club_id, clubId),
          inArray(
            bookingSlots.instance_id,
            live.map((i) => i.id),
          ),
        ),
      );
    const advance = await matchaCancelAdvanceOf(tx, clubId, [...new Set(slots.map((s) => s.court))]);
    const first = Math.min(...live.map((i) => i.start.getTime()));
    if (first - now.getTime() < advance * 60_000)
      throw invalid(hitMessages.lateCancel(advance), { non_field_errors: [hitMessages.lateCancel(advance)] });
  }
  await cancelInstancesAndSeries(
    tx,
    clubId,
    seriesId,
    live.map((i) => i.id),
    playerId,
    now,
  );
}
