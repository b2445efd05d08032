import { and, asc, count, desc, eq, gt, inArray, isNull, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  formatAmount,
  formatDateRange,
  fromMinor,
  toLocalDateTime,
  toMinor,
  zoneFormat,
  type MyBooking,
  type MyBookingRefund,
  type PlayerBooking,
  type PlayerBookingQuote,
  type PlayerPayment,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, unauthorized } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import type { Mail } from '../../integrations/mail/mailer';
import { getClubBookingFacts, type ClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findBookingGroups, findClubCourts, type BookingGroup } from '../courts/court-booking-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import {
  costOf,
  loadBookingContext,
  refusalsOf,
  type Booker,
  type BookingContext,
  type BookingDraft,
} from './booking-context';
import { clashText, findClashes } from './booking-clashes';
import { INSTANCE_NOT_FOUND, partsOf, seriesItemRef } from './booking-records';
import { createSeriesAs } from './booking-series.service';
import { assertPaid, transactionsOfItem } from '../payments/payments.service';
import {
  applyRefund,
  payShares,
  planRefund,
  refundRuleText,
  shareRecordOf,
  shareStatesOf,
  type RefundPlan,
  type ShareState,
} from './booking-shares';
import { bookedPersons, bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// Players booking courts for themselves on the web (issue 9): the free slots of a date, a quote,
// the booking, "My bookings" and cancelling with the refund shown first. A player is always held
// to the player's rules here (member or non-member by their membership at the club), whatever
// else they are at the club: this is the club's public booking page, not the dashboard. The
// allowed-check, the price and the create path are the dashboard's own (booking-context.ts,
// createSeriesAs); docs/bookings.md "Players booking for themselves" has the decisions.

export type Ctx = ServiceContext;

/** Who may use the club's booking page: a player of the club (follows it, is on its register, …) or a member. */
export const PLAYER_ACCESS = { player: true, member: true } as const;

export const playerBooker = (ctx: Ctx): Booker => {
  if (!ctx.actor) throw unauthorized();
  return { kind: 'player', playerId: ctx.actor.playerId, coach: null };
};

/** How a booking of this group is paid: nothing to pay, by card in the app, or at the club. */
export const paymentOf = (
  group: Pick<BookingGroup, 'payment_on_app'> | undefined,
  priceMinor: number,
): PlayerPayment => (priceMinor <= 0 ? 'none' : group?.payment_on_app ? 'app' : 'club');

export const draftOf = (body: PlayerBooking): BookingDraft => ({
  ttype: 'C',
  start: body.start,
  end: body.end,
  recurrence: 'N',
  court_set: [body.court],
  coach_set: [],
  booked_person_set: [],
});

/** The allowed-check's refusals and the clashes of a player's booking, with its price. */
async function quoteOf(db: Db | Tx, bctx: BookingContext): Promise<PlayerBookingQuote> {
  const reasons = await refusalsOf(db, bctx, 'C');
  const clashes = await findClashes(db, bctx.club.id, bctx.club.zone, bctx.courts, bctx.occurrences);
  for (const clash of clashes)
    reasons.push(`That time is already taken: ${clashText(clash, bctx.club.zone, bctx.booker)}.`);
  const cost = costOf(bctx);
  return {
    allowed: reasons.length === 0,
    reasons,
    price: fromMinor(cost.total, bctx.club.currency),
    currency: bctx.club.currency.toUpperCase(),
    as: bctx.booker_kind === 'member' ? 'member' : 'nonmember',
    payment: paymentOf(bctx.groups[0], cost.total),
  };
}

/** Loads a player's booking's context; an unknown court is the store's 400. */
async function playerContext(ctx: Ctx, club: number, body: PlayerBooking) {
  return loadBookingContext(ctx.db, club, playerBooker(ctx), draftOf(body));
}

/** POST /api/club/{id}/book/quote/: the price and every refusal, before booking. */
export async function quotePlayerBooking({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: PlayerBooking };
}): Promise<PlayerBookingQuote> {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  return quoteOf(ctx.db, await playerContext(ctx, input.club, input.body));
}

/** The e-mail confirming a player's booking. */
function confirmationMail({
  to,
  name,
  club,
  when,
  court,
  price,
  payment,
  link,
}: {
  to: string;
  name: string;
  club: string;
  when: string;
  court: string;
  price: string;
  payment: PlayerPayment;
  link: string;
}): Mail {
  const pay =
    payment === 'none'
      ? 'There is nothing to pay.'
      : payment === 'app'
        ? `Price: ${price}, to pay in Rally before you play.`
        : `Price: ${price}, to pay at the club.`;
  return {
    to,
    subject: `Rally: your court at ${club} on ${when}`,
    text: [
      `Hi ${name || 'there'},`,
      '',
      `Your court is booked at ${club}: ${court}, ${when}.`,
      pay,
      '',
      'See or cancel your bookings on My bookings:',
      link,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

/** 'Tue, 8 Dec 2026, 18:00–19:00' in the club's zone. */
const whenText = (start: Date, end: Date, zone: string) =>
  formatDateRange(start, end, zoneFormat(zone), { weekday: true, time: true });

/**
 * POST /api/club/{id}/book/: books the court for the caller, as a member or a non-member, through
 * the dashboard's create path (the same allowed-check, clash check and no-overlap constraint);
 * the confirmation e-mail is queued in the same transaction. Answers the booking as My bookings shows it.
 */
export async function createPlayerBooking({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: PlayerBooking };
}): Promise<MyBooking> {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  const booker = playerBooker(ctx);
  const person = (await namesAndEmailsOf(ctx.db, [booker.playerId])).get(booker.playerId) ?? {
    full_name: '',
    email: '',
  };
  const body = {
    name: person.full_name || 'Court booking',
    ttype: 'C',
    start_date: input.body.start,
    end_date: input.body.end,
    recurrence: 'N',
    recurrence_end: null,
    court_set: [input.body.court],
    coach_set: [],
    booked_person_set: [
      {
        player: booker.playerId,
        full_name: person.full_name,
        email: person.email,
        number: '',
        notes: '',
        paying: true,
        primary: true,
      },
    ],
    notes: '',
    skip_clashes: false,
  };
  let booking: MyBooking | null = null;
  await createSeriesAs(ctx, input.club, booker, body, async (tx, record, bctx) => {
    const instance = record.booking_instance_set[0];
    const courts = bctx.courts.filter((c) => instance.courts.includes(c.id)).map((c) => c.name);
    const payment = paymentOf(bctx.groups[0], costOf(bctx).total);
    booking = {
      id: instance.id,
      booking_series: record.id,
      club: bctx.club.id,
      club_name: bctx.club.name,
      name: record.name,
      start: instance.start,
      end: instance.end,
      local_start: toLocalDateTime(instance.start, bctx.club.zone),
      local_end: toLocalDateTime(instance.end, bctx.club.zone),
      zone: bctx.club.zone,
      courts,
      price: record.price,
      currency: record.currency,
      payment,
      cancelled: false,
      can_cancel: true,
      paid: fromMinor(0, bctx.club.currency),
      can_pay: payment === 'app',
    };
    if (person.email) {
      const price = formatAmount(record.price, { ...zoneFormat(bctx.club.zone), currency: record.currency });
      await ctx.mailer.queue(
        tx,
        confirmationMail({
          to: person.email,
          name: person.full_name,
          club: bctx.club.name,
          when: whenText(new Date(instance.start), new Date(instance.end), bctx.club.zone),
          court: courts.join(', '),
          price,
          payment,
          link: `${ctx.config.publicUrl.replace(/\/$/, '')}/mybookings`,
        }),
      );
    }
  });
  return booking!;
}

const mineSql = (playerId: number): SQL =>
  or(
    eq(bookingSeries.player_id, playerId),
    sql`exists (select 1 from ${bookedPersons} where ${bookedPersons.series_id} = ${bookingSeries.id} and ${bookedPersons.club_id} = ${bookingSeries.club_id} and ${bookedPersons.player_id} = ${playerId})`,
  )!;

type InstanceJoin = { instance: typeof bookingInstances.$inferSelect; series: typeof bookingSeries.$inferSelect };

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
async function myBookingsOf(
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
  for (const clubId of clubIds) {
    const facts = await getClubBookingFacts(db, clubId);
    clubs.set(clubId, facts);
    const ids = rows.filter((r) => r.series.club_id === clubId).map((r) => r.instance.id);
    const parts = await partsOf(db, clubId, ids);
    partsByClub.set(clubId, parts);
    const courtIds = [...new Set([...parts.courts.values()].flat())];
    const courts = await findClubCourts(db, clubId, courtIds);
    courtsByClub.set(clubId, courts);
    groupsByClub.set(clubId, await findBookingGroups(db, clubId, facts.currency, courts));
  }
  const counts = await instancePrices(db, [...new Set(rows.map((r) => r.series.id))]);
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
    const payment = paymentOf(group, series.paying ? priceMinor : 0);
    const paid = paidBySeries.get(series.id) ?? 0;
    const live = instance.cancelled_at === null && instance.starts_at > now;
    const shares = (sharesBySeries.get(series.id) ?? []).filter((s) => s.amount > 0);
    const mine = shares.find((s) => s.player === playerId);
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
  const filter = and(mineSql(me), when);
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
async function getMyInstance(ctx: Ctx, db: Db | Tx, id: number, lock = false): Promise<InstanceJoin> {
  if (!ctx.actor) throw unauthorized();
  const query = db
    .select({ instance: bookingInstances, series: bookingSeries })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, bookingInstances.club_id)),
    )
    .where(and(eq(bookingInstances.id, id), mineSql(ctx.actor.playerId)));
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

/**
 * What cancelling now gives back: each payer's share of this date by the group's refund_cancelled
 * and refund_cancelled_by (hours), never more than that payer paid (booking-shares.ts).
 */
async function refundOf(
  ctx: Ctx,
  db: Db | Tx,
  row: InstanceJoin,
  now = clock.now(),
): Promise<MyBookingRefund & { plan?: RefundPlan }> {
  const [booking] = await myBookingsOf(db, ctx.actor!.playerId, [row], now, false);
  const facts = await getClubBookingFacts(db, row.series.club_id);
  const currency = row.series.currency;
  const zero = fromMinor(0, currency);
  const base = { price: booking.price, paid: zero, refund: zero, currency: currency.toUpperCase() };
  if (row.instance.cancelled_at) return { ...base, can_cancel: false, reason: 'This booking is already cancelled.' };
  if (row.instance.starts_at <= now)
    return { ...base, can_cancel: false, reason: 'This booking has started; it can no longer be cancelled.' };
  if (row.series.author_id !== ctx.actor!.playerId)
    return {
      ...base,
      can_cancel: false,
      reason: `${facts.name} made this booking for you; ask the club to cancel it.`,
    };
  const plan = await planRefund(db, row.series, playerBooker(ctx), [row.instance], now);
  return {
    ...base,
    paid: fromMinor(plan.paid, currency),
    refund: fromMinor(plan.refund, currency),
    can_cancel: true,
    reason: refundRuleText(facts.name, plan),
    plan,
  };
}

/** GET /api/mybooking/{id}/refund/: whether the caller may cancel it and what would be refunded, asked before confirming. */
export async function myBookingRefund({ ctx, id }: { ctx: Ctx; id: number }): Promise<MyBookingRefund> {
  const row = await getMyInstance(ctx, ctx.db, id);
  const { plan: _plan, ...refund } = await refundOf(ctx, ctx.db, row);
  return refund;
}

/**
 * POST /api/mybooking/{id}/cancel/: the caller cancels a booking they made, before it starts. The
 * instance is locked, cancelled and frees its court; a series with nothing live left is cancelled
 * too. Answers the booking with the refund given.
 */
export async function cancelMyBooking({ ctx, id }: { ctx: Ctx; id: number }): Promise<MyBooking & { refund: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await getMyInstance(ctx, tx, id, true);
    const now = clock.now();
    const { plan, ...refund } = await refundOf(ctx, tx, row, now);
    if (!refund.can_cancel || !plan) throw invalid(refund.reason);
    const club = row.series.club_id;
    bookingsChanged(tx, club);
    const [saved] = await tx
      .update(bookingInstances)
      .set({ cancelled_at: now, cancelled_by: ctx.actor!.playerId })
      .where(and(eq(bookingInstances.id, row.instance.id), eq(bookingInstances.club_id, club)))
      .returning();
    await tx
      .update(bookingSlots)
      .set({ live: false })
      .where(and(eq(bookingSlots.club_id, club), eq(bookingSlots.instance_id, row.instance.id)));
    const [live] = await tx
      .select({ id: bookingInstances.id })
      .from(bookingInstances)
      .where(
        and(
          eq(bookingInstances.club_id, club),
          eq(bookingInstances.series_id, row.series.id),
          isNull(bookingInstances.cancelled_at),
        ),
      )
      .limit(1);
    if (!live)
      await tx
        .update(bookingSeries)
        .set({ cancelled_at: now })
        .where(and(eq(bookingSeries.id, row.series.id), eq(bookingSeries.club_id, club)));
    // Each payer's share of this date through the payments area, never more than they paid.
    await applyRefund(ctx, tx, row.series, plan, 'Booking cancelled by the player', {
      ...PLAYER_ACCESS,
      owner: ctx.actor!.playerId,
    });
    const [booking] = await myBookingsOf(tx, ctx.actor!.playerId, [{ instance: saved, series: row.series }], now);
    return { ...booking, refund: refund.refund };
  });
}

/**
 * POST /api/mybooking/{id}/pay/: the caller pays their own share of a booking they are booked on
 * (the primary or another paying person) by card, when the court group asks for payment in the
 * app. The series is locked first, as pay_booking does: the share is charged once, whatever the
 * retries or another payer paying at the same moment.
 */
export async function payMyShare({ ctx, id, input }: { ctx: Ctx; id: number; input: { payment_method_id?: string } }) {
  const row = await getMyInstance(ctx, ctx.db, id);
  const me = playerBooker(ctx);
  const [booking] = await myBookingsOf(ctx.db, me.playerId, [row], clock.now(), false);
  if (row.instance.cancelled_at || row.series.cancelled_at) throw invalid('This booking is cancelled.');
  if (booking.payment !== 'app')
    throw invalid(
      booking.payment === 'club' ? 'This booking is paid at the club.' : 'This booking has nothing to pay.',
    );
  const access = { ...PLAYER_ACCESS, owner: me.playerId, notFound: INSTANCE_NOT_FOUND };
  const result = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(bookingSeries)
      .where(and(eq(bookingSeries.club_id, row.series.club_id), eq(bookingSeries.id, row.series.id)))
      .for('update');
    if (!locked || locked.cancelled_at) throw invalid('This booking is cancelled.');
    const state = await shareStatesOf(tx, locked, me);
    const target = state.states.find((s) => s.player === me.playerId && s.amount > 0);
    if (!target) throw invalid('You have no share to pay in this booking.');
    return payShares(ctx, tx, locked, state, {
      targets: [target],
      keyBase: target.share,
      method: 'C',
      paymentMethodId: input.payment_method_id,
      access,
      payer: { player: me.playerId, name: target.name || undefined, email: target.email || undefined },
    });
  });
  assertPaid(result);
  const [fresh] = await myBookingsOf(ctx.db, me.playerId, [row], clock.now());
  return { booking: fresh, transaction: result.transaction, client_secret: result.client_secret };
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
    .where(and(mineSql(playerId), isNull(bookingInstances.cancelled_at), gt(bookingInstances.ends_at, since)))
    .orderBy(asc(bookingInstances.starts_at), asc(bookingInstances.id))
    .limit(1000);
  return myBookingsOf(db, playerId, rows, clock.now(), false);
}
