import { and, eq } from 'drizzle-orm';
import type { PayBooking } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import {
  clubCustomerRecordOf,
  getClubCustomerRow,
  keepMotoCard,
  motoPaymentMethod,
  newClubCustomer,
} from '../payments/club-customers.service';
import type { Payer } from '../payments/payments.service';
import type { ShareState } from './booking-shares';
import { bookingSeries } from './bookings.tables';

// A walk-in who pays for a court by card at the desk (spec 2 §3: a booking series' club_customer
// and card details; issue 30). Staff booking for someone who is not a player take the card as the
// Club Store does: a club customer made from the share's name and e-mail, the card read out and
// kept as theirs (a mail / telephone order: only brand, last four and expiry stay), the series
// linked to that customer. The charge, its refund on cancellation and the transaction lists are
// then those of any booking payment: the transaction's payer is the club customer.

type Series = typeof bookingSeries.$inferSelect;

export const WALK_IN_NEEDS_CARD = 'Take the card details of the person paying first.';
const WALK_IN_NOT_PLAYER =
  "A player pays with their own card on file: the walk-in's card is for someone who is not one.";

/** The booking's walk-in customer as the series view shows it (spec 2 §3 club_customer, card_exp_month / year). */
export async function walkInOf(db: Db | Tx, series: Series) {
  if (!series.club_customer_id) return { club_customer: null, card_exp_month: null, card_exp_year: null };
  const customer = clubCustomerRecordOf(await getClubCustomerRow(db, series.club_id, series.club_customer_id));
  return {
    club_customer: customer,
    card_exp_month: customer.card?.exp_month ?? null,
    card_exp_year: customer.card?.exp_year ?? null,
  };
}

/**
 * Before the payment's transaction (the gateway is asked outside it, as the store does): a card
 * read out for a walk-in's share is kept on the series' club customer, made from the share's name
 * and e-mail when the series has none. Staff only, by card, for a share of someone who is not a player.
 */
export async function takeWalkInCard(
  ctx: ServiceContext,
  series: Series,
  target: Pick<ShareState, 'player' | 'name' | 'email'>,
  card: NonNullable<PayBooking['walk_in_card']>,
) {
  if (target.player !== null) throw invalid(WALK_IN_NOT_PLAYER, { walk_in_card: [WALK_IN_NOT_PLAYER] });
  // The card first: a refused one leaves no customer behind.
  const paymentMethodId = await motoPaymentMethod(ctx, card);
  const customer = series.club_customer_id
    ? await getClubCustomerRow(ctx.db, series.club_id, series.club_customer_id)
    : await newClubCustomer(ctx, {
        club: series.club_id,
        name: target.name || series.player_name || series.name,
        email: target.email || series.player_email,
      });
  await keepMotoCard(ctx, customer, paymentMethodId);
  if (!series.club_customer_id)
    await ctx.db
      .update(bookingSeries)
      .set({ club_customer_id: customer.id })
      .where(and(eq(bookingSeries.club_id, series.club_id), eq(bookingSeries.id, series.id)));
  return customer.id;
}

/**
 * Who a card payment of a walk-in's share (no player) charges: the card kept on the series' club
 * customer, or a card given as a payment method; `null`: the share's own payer (a player's card on file).
 */
export async function walkInPayer(
  db: Db | Tx,
  series: Series,
  target: Pick<ShareState, 'player' | 'name' | 'email'>,
  input: Pick<PayBooking, 'payment_method' | 'payment_method_id'>,
): Promise<Payer | null> {
  if (input.payment_method !== 'C' || target.player !== null) return null;
  const customer = series.club_customer_id
    ? await getClubCustomerRow(db, series.club_id, series.club_customer_id)
    : null;
  // A card the browser turned into a payment method (a card form) is charged as it is.
  if (!customer?.payment_method_id && input.payment_method_id) return null;
  if (!customer?.payment_method_id) throw invalid(WALK_IN_NEEDS_CARD, { walk_in_card: [WALK_IN_NEEDS_CARD] });
  return { clubCustomer: customer.id, name: target.name || undefined, email: target.email || undefined };
}
