import { and, eq } from 'drizzle-orm';
import type { PayBooking } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { requireActor, type ServiceContext } from '../../context';
import { forbidden, invalid, notFound } from '../../http/errors';
import { assertPaid, type Payer } from '../payments/payments.service';
import { findBooker } from './booking-context';
import { SERIES_NOT_FOUND } from './booking-records';
import { payShares, shareRecordOf, shareStatesOf, transactionSetOf, type ShareState } from './booking-shares';
import { bookingSeries } from './bookings.tables';
import { takeWalkInCard, walkInPayer } from './booking-walk-in';

// Paying for a booking (spec 2 §7: POST /courtbookingseries/{id}/pay_booking/) through the
// payments area's verbs, share by share (docs/bookings.md "Per-person shares"): each paying
// person's share is payable on its own, or the primary pays the rest for everyone. The series is
// locked before anything is read, so two payers at once, or one share paid twice at once, queue
// and the second finds what the first paid: a share is never charged more than it owes.

const CHOOSE = 'Choose whose share to pay, or pay the rest for everyone.';

/** Who pays a share: the booked person (their card on file when they are a player), or the booking's author for their own booking. */
const payerOfShare = (s: ShareState): Payer => ({
  player: s.player,
  name: s.name || undefined,
  email: s.email || undefined,
});

/**
 * POST /api/courtbookingseries/{id}/pay_booking/: `booked_person` pays that person's share;
 * `for_everyone` charges the primary payer what every share still owes; neither pays the only
 * share, or the caller's own. Card (the payer's card on file, or `payment_method_id`), or cash or
 * cheque taken by staff. Booking staff, or the primary booked player themself (their own share or
 * everyone's). Answers the transaction, its client_secret while it waits for authentication, the
 * series' transactions with the shares they pay, and every share's state.
 */
export async function payBookingSeries({ ctx, id, input }: { ctx: ServiceContext; id: number; input: PayBooking }) {
  const actor = requireActor(ctx);
  const [series] = await ctx.db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  if (!series) throw notFound(SERIES_NOT_FOUND);
  const access = { area: 'courtBookings', owner: series.player_id, notFound: SERIES_NOT_FOUND } as const;
  await assertAccess(ctx, series.club_id, access);
  const caller = await findBooker(ctx.db, series.club_id, actor.playerId, ctx.standings?.get(series.club_id));
  const staff = caller.kind !== 'player';
  // Only staff take cash or a cheque; a player pays by card, or from their own account credit (issue 30).
  if (input.payment_method !== 'C' && input.payment_method !== 'A' && !staff)
    throw invalid('Pay by card.', { payment_method: ['Pay by card.'] });
  if (series.cancelled_at) throw invalid('This booking is cancelled.');
  if (!series.paying) throw invalid('This booking is not paid for.');
  if (input.walk_in_card) {
    // Staff take a walk-in's card (the gateway is asked before the payment's transaction).
    if (!staff || input.payment_method !== 'C') throw forbidden('Only staff take a card at the desk.');
    const state = await shareStatesOf(ctx.db, series, caller);
    const payable = state.states.filter((s) => s.amount > 0);
    const target = input.for_everyone
      ? (payable.find((s) => s.primary) ?? payable[0])
      : input.booked_person !== undefined
        ? state.states.find((s) => s.booked_person === input.booked_person)
        : payable.length === 1
          ? payable[0]
          : undefined;
    if (!target) throw invalid(CHOOSE, { booked_person: [CHOOSE] });
    const customer = await takeWalkInCard(ctx, series, target, input.walk_in_card);
    series.club_customer_id = customer;
  }
  const result = await ctx.db.transaction(async (tx) => {
    // The series is the lock: a concurrent payment of it waits here, then reads what this one paid.
    const [locked] = await tx
      .select()
      .from(bookingSeries)
      .where(and(eq(bookingSeries.club_id, series.club_id), eq(bookingSeries.id, series.id)))
      .for('update');
    if (!locked) throw notFound(SERIES_NOT_FOUND);
    if (locked.cancelled_at) throw invalid('This booking is cancelled.');
    const state = await shareStatesOf(tx, locked, caller);
    if (state.cost.total <= 0) throw invalid('This booking has nothing to pay.');
    const payable = state.states.filter((s) => s.amount > 0);
    if (input.for_everyone) {
      return payShares(ctx, tx, locked, state, {
        targets: payable,
        keyBase: 'all',
        method: input.payment_method,
        paymentMethodId: input.payment_method_id,
        access,
        payer: (!locked.player_id &&
          (await walkInPayer(
            tx,
            locked,
            { player: null, name: locked.player_name, email: locked.player_email },
            input,
          ))) || {
          player: locked.player_id,
          name: locked.player_name || undefined,
          email: locked.player_email || undefined,
        },
      });
    }
    let target: ShareState | undefined;
    if (input.booked_person !== undefined) {
      target = state.states.find((s) => s.booked_person === input.booked_person);
      if (!target)
        throw invalid('That person does not pay for this booking.', {
          booked_person: ['That person does not pay for this booking.'],
        });
    } else {
      target = payable.length === 1 ? payable[0] : payable.find((s) => s.player === actor.playerId);
      if (!target) throw invalid(CHOOSE, { booked_person: [CHOOSE] });
    }
    // A player pays their own share (or everyone's, as the primary); staff take any share.
    if (!staff && target.player !== actor.playerId) throw forbidden('You can only pay your own share.');
    return payShares(ctx, tx, locked, state, {
      targets: [target],
      keyBase: target.share,
      method: input.payment_method,
      paymentMethodId: input.payment_method_id,
      access,
      payer: (await walkInPayer(tx, locked, target, input)) ?? payerOfShare(target),
    });
  });
  assertPaid(result);
  return {
    booking_series: series.id,
    transaction: result.transaction,
    client_secret: result.client_secret,
    ...(await paymentStateOf(ctx, series.id, caller)),
  };
}

/** The series' transactions with the shares they pay, and each share's state, as the booking panel shows them. */
export async function paymentStateOf(
  ctx: Pick<ServiceContext, 'db'>,
  seriesId: number,
  caller: Awaited<ReturnType<typeof findBooker>>,
) {
  const [series] = await ctx.db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
  if (!series) throw notFound(SERIES_NOT_FOUND);
  const state = await shareStatesOf(ctx.db, series, caller);
  return {
    transaction_set: transactionSetOf(state.transactions, state.allocations, state.states, state.currency),
    payment_shares: state.states.map((s) => shareRecordOf(s, state.currency)),
  };
}
