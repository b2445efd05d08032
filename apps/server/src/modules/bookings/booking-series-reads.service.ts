import { eq } from 'drizzle-orm';
import { fromMinor } from '@rally/domain';
import { notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { assertMayChange, dashboardBooker, getSeriesForChange } from './booking-access';
import type { Ctx } from './booking-context';
import { SERIES_NOT_FOUND, seriesRecordOf } from './booking-records';
import { paymentStateOf } from './booking-payment.service';
import { shareRecordOf, shareStatesOf } from './booking-shares';
import { bookingSeries } from './bookings.tables';
import { walkInOf } from './booking-walk-in';

// What the dashboard reads of one booking series (spec 2 §3, §7): the series for its form and view,
// with its payments, and its price with each paying person's share (booking_cost).

/** POST /api/courtbookingseries/{id}/booking_cost/: the price of its live instances and each paying person's share, with what it has paid and still owes. */
export async function bookingSeriesCost({ ctx, id }: { ctx: Ctx; id: number }) {
  const { series, booker: caller } = await getSeriesForChange(ctx, id);
  const { cost, currency, instances, states } = await shareStatesOf(ctx.db, series, caller);
  return {
    booking_series: series.id,
    currency: currency.toUpperCase(),
    price: fromMinor(cost.total, currency),
    instances: instances.length,
    paid: fromMinor(
      states.reduce((sum, s) => sum + s.paid, 0),
      currency,
    ),
    to_pay: fromMinor(
      states.reduce((sum, s) => sum + s.outstanding, 0),
      currency,
    ),
    shares: states.map((s) => shareRecordOf(s, currency)),
  };
}

/**
 * GET /api/courtbookingseries/{id}/: the series with its booked persons and instances, for the
 * dashboard's booking form and series view. Staff and the club's coaches read any of the club's
 * bookings (coaches see the calendar); `may_change` says whether this caller may change it, and
 * `transaction_set` holds its payments (pay_booking's transactions).
 */
export async function getBookingSeries({ ctx, id }: { ctx: Ctx; id: number }) {
  const [series] = await ctx.db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  if (!series) throw notFound(SERIES_NOT_FOUND);
  const booker = await dashboardBooker(ctx, series.club_id);
  const zone = (await getClubBookingFacts(ctx.db, series.club_id)).zone;
  const may_change = await assertMayChange(ctx.db, booker, series).then(
    () => true,
    () => false,
  );
  const record = await seriesRecordOf(ctx.db, series, zone);
  const { transaction_set, payment_shares } = await paymentStateOf(ctx, series.id, booker);
  // Each booked person's payment beside them: what their share is, has paid and still owes.
  const booked_person_set = record.booked_person_set.map((p) => {
    const share = payment_shares.find((s) => s.booked_person === p.id);
    return { ...p, paid: share?.paid ?? null, to_pay: share?.to_pay ?? null };
  });
  return {
    ...record,
    booked_person_set,
    may_change,
    transaction_set,
    payment_shares,
    ...(await walkInOf(ctx.db, series)),
  };
}
