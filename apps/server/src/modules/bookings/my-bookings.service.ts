import { and, asc, count, desc, eq, gt, inArray, isNull, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { fromMinor, toLocalDateTime, toMinor, type MyBooking } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { Db, Tx } from '../../db/client';
import { notFound, unauthorized } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { getClubBookingFacts, type ClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findBookingGroups, findClubCourts, type BookingGroup } from '../courts/court-booking-reads.service';
import { findClubCoaches } from '../coaches/coach-booking-reads.service';
import { transactionsOfItem } from '../payments/payments.service';
import { bookingFactsOf } from './my-booking-facts';
import { checkInsOf, checkInWindowOf } from './check-ins.service';
import type { Booker } from './booking-context';
import { INSTANCE_NOT_FOUND, partsOf, seriesItemRef } from './booking-records';
import { juniorIdsOf } from '../players/guardians.service';
import { shareRecordOf, shareStatesOf, type ShareState } from './booking-shares';
import { bookedPersons, bookingInstances, bookingSeries } from './bookings.tables';
import { PLAYER_ACCESS, paymentOf, type Ctx } from './player-bookings.service';
import * as clock from '../../clock';

// What a player reads of their own bookings (issue 9): the rows of My bookings at every club, one
// booking of theirs (the refund question, cancel and pay start there: my-booking-changes.service.ts)
// and their live bookings for the calendar feed. docs/bookings.md "Players booking for themselves".

// A guardian's own bookings and their juniors' (issue 30, docs/households.md): `people` is the
// caller and the juniors of their household.
const mineSql = (people: number[]): SQL =>
  or(
    inArray(bookingSeries.player_id, people),
    sql`exists (select 1 from ${bookedPersons} where ${bookedPersons.series_id} = ${bookingSeries.id} and ${bookedPersons.club_id} = ${bookingSeries.club_id} and ${bookedPersons.player_id} in ${people})`,
  )!;

/** The caller and the juniors of their household: whose bookings are the caller's to see. */
const peopleOf = async (db: Db | Tx, playerId: number) => [playerId, ...(await juniorIdsOf(db, playerId))];

export type InstanceJoin = {
  instance: typeof bookingInstances.$inferSelect;
  series: typeof bookingSeries.$inferSelect;
};

/** The price of one instance: the series' price over its instances (a player's own booking has one). */
async function instancePrices(db: Db | Tx, seriesIds: number[]) {
  const rows = seriesIds.length
    ? await db
        .select({ series: bookingInstances.series_id, n: count() })
        .from(bookingInstances)
        .where(inArray(bookingInstances.series_id, seriesIds))
        .groupBy(bookingInstances.series_id)
    : [];
  return new Map(rows.map((r) => [r.series, Number(r.n)]));
}

/** What was captured for a series in the app and not yet refunded, in minor units (the payments area's transactions). */
async function paidOf(
  db: Db | Tx,
  series: Pick<InstanceJoin['series'], 'id' | 'club_id' | 'currency'>,
): Promise<number> {
  const records = await transactionsOfItem(db, series.club_id, seriesItemRef(series.id));
  return records.reduce((sum, t) => sum + (toMinor(t.refundable, series.currency) ?? 0), 0);
}

/** Rows of My bookings: each instance with its club's name and zone, its courts' names and how it is paid. */
export async function myBookingsOf(
  db: Db | Tx,
  playerId: number,
  rows: InstanceJoin[],
  now = clock.now(),
  withPayments = true,
): Promise<MyBooking[]> {
  const clubIds = [...new Set(rows.map((r) => r.series.club_id))];
  const clubs = new Map<number, ClubBookingFacts>();
  const courtsByClub = new Map<number, Awaited<ReturnType<typeof findClubCourts>>>();
  const groupsByClub = new Map<number, BookingGroup[]>();
  const partsByClub = new Map<number, Awaited<ReturnType<typeof partsOf>>>();
  const coachNames = new Map<number, string>();
  const checkIns = new Map<number, 'C' | 'N'>();
  for (const clubId of clubIds) {
    const facts = await getClubBookingFacts(db, clubId);
    clubs.set(clubId, facts);
    const ids = rows.filter((r) => r.series.club_id === clubId).map((r) => r.instance.id);
    if (facts.check_in) for (const [id, status] of await checkInsOf(db, clubId, ids)) checkIns.set(id, status);
    const parts = await partsOf(db, clubId, ids);
    partsByClub.set(clubId, parts);
    const courtIds = [...new Set([...parts.courts.values()].flat())];
    const courts = await findClubCourts(db, clubId, courtIds);
    courtsByClub.set(clubId, courts);
    groupsByClub.set(clubId, await findBookingGroups(db, clubId, facts.currency, courts));
    const coachIds = [...new Set([...parts.coaches.values()].flat())];
    for (const coach of coachIds.length ? await findClubCoaches(db, clubId, coachIds) : [])
      coachNames.set(coach.id, coach.name);
  }
  const counts = await instancePrices(db, [...new Set(rows.map((r) => r.series.id))]);
  const juniors = new Set(rows.length ? await juniorIdsOf(db, playerId) : []);
  const ofJunior = (id: number | null) => id !== null && juniors.has(id);
  const paidBySeries = new Map<number, number>();
  const sharesBySeries = new Map<number, ShareState[]>();
  if (withPayments) {
    const me: Booker = { kind: 'player', playerId, coach: null };
    for (const series of new Map(rows.map((r) => [r.series.id, r.series])).values()) {
      paidBySeries.set(series.id, await paidOf(db, series));
      if (series.paying) sharesBySeries.set(series.id, (await shareStatesOf(db, series, me)).states);
    }
  }
  return rows.map(({ instance, series }) => {
    const club = clubs.get(series.club_id)!;
    const courtIds = partsByClub.get(series.club_id)!.courts.get(instance.id) ?? [];
    const courts = courtsByClub.get(series.club_id)!.filter((c) => courtIds.includes(c.id));
    const group = groupsByClub.get(series.club_id)!.find((g) => g.id === courts[0]?.group_id);
    const priceMinor = Math.round(series.price_minor / Math.max(1, counts.get(series.id) ?? 1));
    const shares = (sharesBySeries.get(series.id) ?? []).filter((s) => s.amount > 0);
    // A junior's share is their guardian's to pay (issue 30).
    const mine = shares.find((s) => s.player === playerId) ?? shares.find((s) => ofJunior(s.player));
    // On the booking without a share (a lesson's coach, a guest with an account): nothing for them to pay.
    const pays = series.player_id === playerId || ofJunior(series.player_id) || mine !== undefined || !withPayments;
    const payment = paymentOf(group, series.paying && pays ? priceMinor : 0);
    const paid = paidBySeries.get(series.id) ?? 0;
    const live = instance.cancelled_at === null && instance.starts_at > now;
    return {
      id: instance.id,
      booking_series: series.id,
      club: series.club_id,
      club_name: club.name,
      name: series.name,
      start: instance.starts_at.toISOString(),
      end: instance.ends_at.toISOString(),
      local_start: toLocalDateTime(instance.starts_at, club.zone),
      local_end: toLocalDateTime(instance.ends_at, club.zone),
      zone: club.zone,
      courts: courts.map((c) => c.name),
      price: fromMinor(priceMinor, series.currency),
      currency: series.currency.toUpperCase(),
      payment,
      cancelled: instance.cancelled_at !== null,
      can_cancel: live && series.author_id === playerId,
      paid: fromMinor(paid, series.currency),
      can_pay:
        withPayments &&
        live &&
        payment === 'app' &&
        series.cancelled_at === null &&
        mine !== undefined &&
        mine.outstanding > 0,
      my_share: mine ? fromMinor(mine.amount, series.currency) : null,
      my_to_pay: mine ? fromMinor(mine.outstanding, series.currency) : null,
      shares: shares.length > 1 ? shares.map((s) => ({ ...shareRecordOf(s, series.currency), mine: s === mine })) : [],
      coaches: (partsByClub.get(series.club_id)!.coaches.get(instance.id) ?? []).map((id) => coachNames.get(id) ?? ''),
      guests: instance.guests ? instance.guests.split(', ') : [],
      facts: bookingFactsOf(club, courts, instance, now),
      recurring: series.recurrence !== 'N' && series.author_id === playerId,
      junior: ofJunior(series.player_id) ? series.player_name || series.name : null,
      // Only where the club asks for check-in (the other answers stay as they were).
      ...(club.check_in && {
        check_in:
          instance.cancelled_at === null && courts[0]
            ? {
                court: courts[0].id,
                ...checkInWindowOf(instance.starts_at, club.check_in),
                status: checkIns.get(instance.id) ?? null,
              }
            : null,
      }),
    };
  });
}

/**
 * GET /api/mybooking/?when=upcoming|past: the caller's bookings at every club, paged. Upcoming:
 * live instances not yet ended, soonest first; past: those ended or cancelled, latest first.
 */
export async function listMyBookings({ ctx, input }: { ctx: Ctx; input: PageQuery & { when: 'upcoming' | 'past' } }) {
  if (!ctx.actor) throw unauthorized();
  const me = ctx.actor.playerId;
  const now = clock.now();
  const upcoming = input.when === 'upcoming';
  const when = upcoming
    ? and(isNull(bookingInstances.cancelled_at), gt(bookingInstances.ends_at, now))
    : or(isNotNull(bookingInstances.cancelled_at), lte(bookingInstances.ends_at, now));
  const joined = and(
    eq(bookingSeries.id, bookingInstances.series_id),
    eq(bookingSeries.club_id, bookingInstances.club_id),
  );
  const filter = and(mineSql(await peopleOf(ctx.db, me)), when);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(bookingInstances)
    .innerJoin(bookingSeries, joined)
    .where(filter);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({ instance: bookingInstances, series: bookingSeries })
    .from(bookingInstances)
    .innerJoin(bookingSeries, joined)
    .where(filter)
    .orderBy(upcoming ? asc(bookingInstances.starts_at) : desc(bookingInstances.starts_at), asc(bookingInstances.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total), rows: await myBookingsOf(ctx.db, me, rows, now) };
}

/** The caller's own booking instance (404 'Booking not found.' for anyone else's, of any club), after the access check. */
export async function getMyInstance(ctx: Ctx, db: Db | Tx, id: number, lock = false): Promise<InstanceJoin> {
  if (!ctx.actor) throw unauthorized();
  const query = db
    .select({ instance: bookingInstances, series: bookingSeries })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, bookingInstances.club_id)),
    )
    .where(and(eq(bookingInstances.id, id), mineSql(await peopleOf(db, ctx.actor.playerId))));
  const [row] = lock ? await query.for('update', { of: bookingInstances }) : await query;
  if (!row) throw notFound(INSTANCE_NOT_FOUND);
  // The owner passes whatever their standing at the club now (a lapsed player still sees their bookings).
  await assertAccess(ctx, row.series.club_id, {
    ...PLAYER_ACCESS,
    owner: ctx.actor.playerId,
    notFound: INSTANCE_NOT_FOUND,
  });
  return row;
}

/** The player's live bookings ending after `since`, soonest first, at most 1,000 (the calendar feed). */
export async function liveBookingsOf(db: Db | Tx, playerId: number, since: Date): Promise<MyBooking[]> {
  const rows = await db
    .select({ instance: bookingInstances, series: bookingSeries })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, bookingInstances.club_id)),
    )
    .where(
      and(
        mineSql(await peopleOf(db, playerId)),
        isNull(bookingInstances.cancelled_at),
        gt(bookingInstances.ends_at, since),
      ),
    )
    .orderBy(asc(bookingInstances.starts_at), asc(bookingInstances.id))
    .limit(1000);
  return myBookingsOf(db, playerId, rows, clock.now(), false);
}
