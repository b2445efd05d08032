import { and, asc, eq, sql } from 'drizzle-orm';
import { luhnValid, simulatedPaymentMethodId, storeMessages } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { GatewayRefusal } from '../../integrations/payments/gateway';
import { clubCustomers } from './payments.tables';
import * as clock from '../../clock';
import { containing } from '../../db/like';

// A club's walk-in customers (spec 2 §3 club customer; §7 Point of sale: /api/clubcustomer/…),
// used by the Club Store: a buyer who is not a player, with a name, an e-mail for the receipt and
// at most one card (a payment method id, brand, last four and expiry; never the number or CVC).
// The store area's routes call these verbs (areas meet through services); they are staff-only
// (area 'store').

type Ctx = ServiceContext;
type Row = typeof clubCustomers.$inferSelect;

export type ClubCustomerRecord = ReturnType<typeof clubCustomerRecordOf>;

export const clubCustomerRecordOf = (c: Row) => ({
  id: c.id,
  club: c.club_id,
  name: c.name,
  email: c.email,
  card: c.payment_method_id
    ? { card_type: c.card_brand, last4: c.card_last4, exp_month: c.card_exp_month, exp_year: c.card_exp_year }
    : null,
});

/** The club's customer, or 404 (another club's customer too). */
export async function getClubCustomerRow(db: Db | Tx, club: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(clubCustomers)
    .where(and(eq(clubCustomers.club_id, club), eq(clubCustomers.id, id)));
  if (!row) throw notFound(storeMessages.customerNotFound);
  return row;
}

/** A customer by id with its club's access checked (store staff). */
async function customerForStaff(ctx: Ctx, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(clubCustomers).where(eq(clubCustomers.id, id));
  if (!row) throw notFound(storeMessages.customerNotFound);
  await assertAccess(ctx, row.club_id, { area: 'store', notFound: storeMessages.customerNotFound });
  return row;
}

/** GET /api/clubcustomer/?club&search: the club's customers, newest first (at most 20). */
export async function listClubCustomers({ ctx, input }: { ctx: Ctx; input: { club: number; search?: string } }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const search = input.search?.trim();
  const like = search ? containing(search) : null;
  const rows = await ctx.db
    .select()
    .from(clubCustomers)
    .where(
      and(
        eq(clubCustomers.club_id, input.club),
        like ? sql`(${clubCustomers.name} ilike ${like} or ${clubCustomers.email} ilike ${like})` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${clubCustomers.name})`), asc(clubCustomers.id))
    .limit(20);
  return rows.map(clubCustomerRecordOf);
}

/** POST /api/clubcustomer/: a walk-in buyer with a name and e-mail; the gateway customer is made with it. */
export async function createClubCustomer({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; name: string; email: string };
}) {
  await assertAccess(ctx, input.club, { area: 'store' });
  return clubCustomerRecordOf(await newClubCustomer(ctx, input));
}

/**
 * A new walk-in customer of the club with its gateway customer, for the area that has checked its
 * caller: the store's route above, a booking's walk-in card (bookings' booking-walk-in.ts).
 */
export async function newClubCustomer(ctx: Ctx, input: { club: number; name: string; email: string }): Promise<Row> {
  const [row] = await ctx.db
    .insert(clubCustomers)
    .values({ club_id: input.club, name: input.name, email: input.email })
    .returning();
  const created = await ctx.payments.createCustomer({
    email: input.email,
    name: input.name,
    idempotency_key: `club-customer-${row.id}`,
  });
  const [saved] = await ctx.db
    .update(clubCustomers)
    .set({ gateway_customer: created.id })
    .where(eq(clubCustomers.id, row.id))
    .returning();
  return saved;
}

/** Keeps the customer's card (attached at the gateway): brand, last four and expiry only. */
async function keepCard(ctx: Ctx, customer: Row, paymentMethodId: string, moto = false) {
  let gatewayCustomer = customer.gateway_customer;
  if (!gatewayCustomer) {
    gatewayCustomer = (
      await ctx.payments.createCustomer({
        email: customer.email,
        name: customer.name,
        idempotency_key: `club-customer-${customer.id}`,
      })
    ).id;
  }
  let card;
  try {
    card = await ctx.payments.attachPaymentMethod(gatewayCustomer, paymentMethodId);
  } catch (error) {
    if (error instanceof GatewayRefusal) throw invalid(error.message, { payment_method_id: [error.message] });
    throw error;
  }
  const [saved] = await ctx.db
    .update(clubCustomers)
    .set({
      gateway_customer: gatewayCustomer,
      payment_method_id: card.payment_method_id,
      card_brand: card.brand,
      card_last4: card.last4,
      card_exp_month: card.exp_month,
      card_exp_year: card.exp_year,
      card_moto: moto,
    })
    .where(and(eq(clubCustomers.club_id, customer.club_id), eq(clubCustomers.id, customer.id)))
    .returning();
  return clubCustomerRecordOf(saved);
}

/** POST /api/clubcustomer/{id}/add_payment_method/: a card the browser got from the gateway. */
export async function addClubCustomerPaymentMethod({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: number;
  input: { payment_method_id: string };
}) {
  return keepCard(ctx, await customerForStaff(ctx, id), input.payment_method_id);
}

/** POST /api/clubcustomer/{id}/create_moto_details/: a card taken by phone, for store staff. */
export async function createMotoDetails({ ctx, id, input }: { ctx: Ctx; id: number; input: MotoCard }) {
  return takeMotoCard(ctx, await customerForStaff(ctx, id), input);
}

export type MotoCard = { card_number: string; card_expiry_month: number; card_expiry_year: number; cvc: string };

/**
 * Keeps a card read out at the desk or by phone (a mail / telephone order) as the customer's, for
 * the area that has checked its caller. The number and CVC go to the gateway's mail-order flow and
 * are dropped: only brand, last four digits and expiry stay.
 */
export async function takeMotoCard(ctx: Ctx, customer: Row, input: MotoCard) {
  return keepMotoCard(ctx, customer, await motoPaymentMethod(ctx, input));
}

/** Keeps a card `motoPaymentMethod` made as the customer's. */
export const keepMotoCard = (ctx: Ctx, customer: Row, paymentMethodId: string) =>
  keepCard(ctx, customer, paymentMethodId, true);

/**
 * The gateway's payment method of a card read out (checked first: its number and expiry), before
 * anything is written: a refused card leaves no customer behind.
 */
export async function motoPaymentMethod(ctx: Ctx, input: MotoCard): Promise<string> {
  const number = input.card_number.replace(/\D/g, '');
  if (!luhnValid(number))
    throw invalid(storeMessages.cardNumberInvalid, { card_number: [storeMessages.cardNumberInvalid] });
  const now = clock.now();
  if (
    input.card_expiry_year < now.getUTCFullYear() ||
    (input.card_expiry_year === now.getUTCFullYear() && input.card_expiry_month < now.getUTCMonth() + 1)
  ) {
    throw invalid(storeMessages.cardExpired, { card_expiry_month: [storeMessages.cardExpired] });
  }
  const gateway = ctx.payments;
  const card = { number, exp_month: input.card_expiry_month, exp_year: input.card_expiry_year, cvc: input.cvc };
  let paymentMethodId: string;
  if (gateway.createMotoPaymentMethod) {
    try {
      paymentMethodId = await gateway.createMotoPaymentMethod(card);
    } catch (error) {
      if (error instanceof GatewayRefusal) throw invalid(error.message, { card_number: [error.message] });
      throw error;
    }
  } else if (gateway.name === 'simulated') paymentMethodId = simulatedPaymentMethodId(card);
  else
    throw invalid('Cards taken by phone are not available with this payment service.', {
      card_number: ['Cards taken by phone are not available with this payment service.'],
    });
  return paymentMethodId;
}
