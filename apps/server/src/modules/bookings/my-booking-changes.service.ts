import { and, eq, inArray, isNull } from 'drizzle-orm';
import { formatMoney, fromMinor, type MyBooking, type MyBookingRefund } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { getClubBookingFacts, type ClubBookingFacts } from '../clubs/club-booking-facts.service';
import { assertPaid } from '../payments/payments.service';
import { INSTANCE_NOT_FOUND, liveInstancesOf } from './booking-records';
import { applyRefund, planRefund, refundRuleText, type RefundPlan } from './booking-refunds';
import { payShares, shareStatesOf } from './booking-shares';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import { getMyInstance, myBookingsOf, type InstanceJoin } from './my-bookings.service';
import { PLAYER_ACCESS, playerBooker, type Ctx } from './player-bookings.service';
import * as clock from '../../clock';
import { courtFreed } from './court-holds';
import { chargeBookingFee, isLateCancel } from './booking-fees.service';
import { juniorIdsOf } from '../players/guardians.service';

// What a player does with a booking of theirs on My bookings (issue 9): asks what cancelling would
// refund, cancels a booking they made, pays their own share by card. docs/bookings.md "Players
// booking for themselves".

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
    reason: refundRuleText(facts.name, plan) + lateFeeText(facts, row.instance.starts_at, now),
    plan,
  };
}

/** What the refund question adds when cancelling now is late and the club charges for it. */
function lateFeeText(facts: ClubBookingFacts, start: Date, now: Date) {
  if (facts.fees.late_cancel <= 0 || !isLateCancel(facts, start, now)) return '';
  const fee = formatMoney(facts.fees.late_cancel, { locale: facts.locale, currency: facts.currency });
  return ` Cancelling less than ${facts.fees.late_cancel_hours} hours before the start costs the club's late-cancellation fee of ${fee}.`;
}

/** The player's late cancellations (inside the club's cut-off) cost the club's late-cancellation fee, each once. */
async function chargeLateCancels(
  ctx: Ctx,
  tx: Tx,
  series: InstanceJoin['series'],
  instances: { id: number; starts_at: Date }[],
  now: Date,
) {
  const facts = await getClubBookingFacts(tx, series.club_id);
  if (facts.fees.late_cancel <= 0) return;
  for (const instance of instances.filter((i) => isLateCancel(facts, i.starts_at, now)))
    await chargeBookingFee(ctx, tx, {
      club: facts,
      kind: 'L',
      player: ctx.actor!.playerId,
      instance,
      name: series.name,
    });
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
    await courtFreed(tx, club);
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
    await chargeLateCancels(ctx, tx, row.series, [row.instance], now);
    const [booking] = await myBookingsOf(tx, ctx.actor!.playerId, [{ instance: saved, series: row.series }], now);
    return { ...booking, refund: refund.refund };
  });
}

/**
 * POST /api/mybooking/{id}/cancel_rest/ (issue 29): the caller cancels this date of a weekly series
 * they made and every later one not yet started, as staff cancel a series from a date: the series is
 * locked, the dates cancelled and their courts freed, each payer refunded by the group's rule; the
 * series is marked cancelled when nothing live is left.
 */
export async function cancelMyBookingRest({ ctx, id }: { ctx: Ctx; id: number }) {
  return ctx.db.transaction(async (tx) => {
    const row = await getMyInstance(ctx, tx, id, true);
    const now = clock.now();
    const club = row.series.club_id;
    const facts = await getClubBookingFacts(tx, club);
    if (row.series.author_id !== ctx.actor!.playerId)
      throw invalid(`${facts.name} made this booking for you; ask the club to cancel it.`);
    const [series] = await tx
      .select()
      .from(bookingSeries)
      .where(and(eq(bookingSeries.id, row.series.id), eq(bookingSeries.club_id, club)))
      .for('update');
    const from = row.instance.starts_at > now ? row.instance.starts_at : now;
    const instances = (await liveInstancesOf(tx, series, from, true)).filter((i) => i.starts_at > now);
    if (!instances.length) throw invalid('Nothing is left to cancel: these dates have started or are cancelled.');
    const plan = await planRefund(tx, series, playerBooker(ctx), instances, now);
    const ids = instances.map((i) => i.id);
    bookingsChanged(tx, club);
    await tx
      .update(bookingInstances)
      .set({ cancelled_at: now, cancelled_by: ctx.actor!.playerId })
      .where(and(eq(bookingInstances.club_id, club), inArray(bookingInstances.id, ids)));
    await tx
      .update(bookingSlots)
      .set({ live: false })
      .where(and(eq(bookingSlots.club_id, club), inArray(bookingSlots.instance_id, ids)));
    const [live] = await liveInstancesOf(tx, series);
    if (!live)
      await tx
        .update(bookingSeries)
        .set({ cancelled_at: now })
        .where(and(eq(bookingSeries.id, series.id), eq(bookingSeries.club_id, club)));
    const refunded = await applyRefund(ctx, tx, series, plan, 'Booking cancelled by the player', {
      ...PLAYER_ACCESS,
      owner: ctx.actor!.playerId,
    });
    await chargeLateCancels(ctx, tx, series, instances, now);
    return {
      cancelled: ids.length,
      refund: fromMinor(refunded, series.currency),
      currency: series.currency.toUpperCase(),
    };
  });
}

/**
 * POST /api/mybooking/{id}/pay/: the caller pays their own share of a booking they are booked on
 * (the primary or another paying person) by card, when the court group asks for payment in the
 * app (or, issue 30, from their own account credit at the club). The series is locked first, as pay_booking does: the share is charged once, whatever the
 * retries or another payer paying at the same moment.
 */
export async function payMyShare({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: number;
  input: { payment_method_id?: string; payment_method?: 'C' | 'A' };
}) {
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
    // The caller's own share, else their junior's (issue 30: the guardian pays for the junior).
    const juniors = await juniorIdsOf(tx, me.playerId);
    const target =
      state.states.find((s) => s.player === me.playerId && s.amount > 0) ??
      state.states.find((s) => s.player !== null && juniors.includes(s.player) && s.amount > 0);
    if (!target) throw invalid('You have no share to pay in this booking.');
    return payShares(ctx, tx, locked, state, {
      targets: [target],
      keyBase: target.share,
      // Issue 30: or from my own account credit at the club (the ledger's spend: its lock, its limit, its refusal).
      method: input.payment_method ?? 'C',
      paymentMethodId: input.payment_method_id,
      access,
      payer: { player: me.playerId, name: target.name || undefined, email: target.email || undefined },
    });
  });
  assertPaid(result);
  const [fresh] = await myBookingsOf(ctx.db, me.playerId, [row], clock.now());
  return { booking: fresh, transaction: result.transaction, client_secret: result.client_secret };
}
