import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { requireActor, type ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { assertPaid, chargeTransaction, transactionsOfItem } from '../payments/payments.service';
import { findBooker } from './booking-context';
import { SERIES_NOT_FOUND, seriesItemRef } from './booking-records';
import { priceOfSeries } from './booking-series.service';
import { bookingSeries } from './bookings.tables';

// Paying for a booking (spec 2 §7: POST /courtbookingseries/{id}/pay_booking/) through the
// payments area's verbs. The series' item reference is the idempotency key, stored before the
// card is charged: paying twice (or twice at once) charges once, and a failed attempt can be tried
// again with another card.

/** The payments area's reference (and idempotency key) of a series. */

/**
 * POST /api/courtbookingseries/{id}/pay_booking/: charges the price of the series' live instances
 * to the booked player's card on file (or `payment_method_id`), or records cash or cheque.
 * Booking staff, or the booked player themself. Answers the series' id and its transaction.
 */
export async function payBookingSeries({ ctx, id, input }: { ctx: ServiceContext; id: number; input: { payment_method: PaymentMethod; payment_method_id?: string } }) {
  const actor = requireActor(ctx);
  const [series] = await ctx.db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  if (!series) throw notFound(SERIES_NOT_FOUND);
  const access = { area: 'courtBookings', owner: series.player_id, notFound: SERIES_NOT_FOUND } as const;
  await assertAccess(ctx, series.club_id, access);
  // Only staff take cash or a cheque; a player pays by card.
  if (input.payment_method !== 'C' && series.player_id === actor.playerId) {
    const me = await findBooker(ctx.db, series.club_id, actor.playerId);
    if (me.kind === 'player') throw invalid('Pay by card.', { payment_method: ['Pay by card.'] });
  }
  if (series.cancelled_at) throw invalid('This booking is cancelled.');
  if (!series.paying) throw invalid('This booking is not paid for.');
  const { cost, currency } = await priceOfSeries(ctx, series, await findBooker(ctx.db, series.club_id, actor.playerId));
  if (cost.total <= 0) throw invalid('This booking has nothing to pay.');
  const result = await ctx.db.transaction(async (tx) => {
    // The series is the lock: a concurrent payment of it waits here, then finds the key taken.
    const [locked] = await tx.select({ id: bookingSeries.id }).from(bookingSeries).where(and(eq(bookingSeries.club_id, series.club_id), eq(bookingSeries.id, series.id))).for('update');
    if (!locked) throw notFound(SERIES_NOT_FOUND);
    return chargeTransaction(ctx, tx, {
      club: series.club_id,
      payer: { player: series.player_id, name: series.player_name || undefined, email: series.player_email || undefined },
      kind: 'B',
      description: `Court booking: ${series.name}`,
      item: { name: series.name, ref: seriesItemRef(series.id) },
      amount: cost.total,
      currency,
      method: input.payment_method,
      idempotencyKey: seriesItemRef(series.id),
      paymentMethodId: input.payment_method_id,
      access,
    });
  });
  assertPaid(result);
  return { booking_series: series.id, transaction: result.transaction, client_secret: result.client_secret, transaction_set: await transactionsOfItem(ctx.db, series.club_id, seriesItemRef(series.id)) };
}
