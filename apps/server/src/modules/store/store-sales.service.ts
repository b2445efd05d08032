import { and, asc, eq } from 'drizzle-orm';
import { storeMessages, type CheckoutInput, type CustomerSaleInput } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { authenticateCharge, onPaymentSettled } from '../payments/payment-settlement.service';
import {
  chargeTransaction,
  onReceiptLines,
  recordsOf,
  type ChargeResult,
  type Payer,
} from '../payments/payments.service';
import { getClubCustomerRow } from '../payments/club-customers.service';
import { linesOf, queueReceipt, saleAnswerOf, saleRecordOf, saleStatusOf, transactionOf } from './sale-records';
import { priceCart } from './store-cart.service';
import { assertTillOpen } from './tills.service';
import { storeSaleLines, storeSales } from './store.tables';

// The Store tab's sales (spec 2 §7 Point of sale): the checkout that charges the cart, a sale
// waiting for the cardholder's authentication, and reading a sale. The cart is priced as
// cart_details prices it (priceCart, store-cart.service.ts), on the products and tax settings as
// stored now, so the total the cashier saw is the total charged. A checkout is one sale per
// idempotency key: its row is taken (unique (club_id, idempotency_key)) and locked before anything
// is charged, so a repeated or concurrent checkout with the same key waits and answers the first sale.

type Ctx = ServiceContext;

type CheckoutRequest = CheckoutInput;

/**
 * POST /api/pos/checkout/ (and POST /api/clubcustomer/{id}/charge/): prices the cart, records the
 * sale with its lines and charges it as a transaction of kind S, in one database transaction.
 * A decline keeps the failed sale and its failed transaction on record and answers 400 with the
 * card's reason; the browser keeps its cart then (it is cleared only after a successful charge).
 */
export async function checkout({ ctx, input }: { ctx: Ctx; input: CheckoutRequest }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const key = input.idempotency_key;
  const outcome = await ctx.db.transaction(async (tx) => {
    const club = await getClubRow(tx, input.club);
    await tx
      .insert(storeSales)
      .values({
        club_id: input.club,
        idempotency_key: key,
        payment_method: input.payment_method,
        currency: club.currency.toLowerCase(),
        created_by: ctx.actor?.playerId ?? null,
      })
      .onConflictDoNothing({ target: [storeSales.club_id, storeSales.idempotency_key] });
    const [sale] = await tx
      .select()
      .from(storeSales)
      .where(and(eq(storeSales.club_id, input.club), eq(storeSales.idempotency_key, key)))
      .for('update');
    if (sale.status === 'paid') {
      // Asked again (or at once): the first checkout's sale, nothing charged this time.
      return { sale, lines: await linesOf(tx, sale), charge: null as ChargeResult | null };
    }
    // Issue 30: a sale at a till whose day is closed is refused (docs/cash-up.md).
    if (input.till) await assertTillOpen(tx, input.club, input.till, club.time_zone);
    const priced = await priceCart(tx, input, true);
    if (priced.price.total_cost <= 0)
      throw invalid(storeMessages.nothingToCharge, { products: [storeMessages.nothingToCharge] });

    let payer: Payer;
    let buyer: { name: string; email: string; player: number | null; customer: number | null };
    if (input.club_customer) {
      const customer = await getClubCustomerRow(tx, input.club, input.club_customer);
      payer = { clubCustomer: customer.id };
      buyer = { name: customer.name, email: customer.email, player: null, customer: customer.id };
    } else if (priced.member) {
      const m = priced.member;
      payer = m.player_id
        ? { player: m.player_id, name: m.name, email: m.email || undefined }
        : { name: m.name, email: m.email };
      buyer = { name: m.name, email: input.email || m.email, player: m.player_id, customer: null };
    } else {
      if (input.payment_method === 'C')
        throw invalid('Choose a member or a customer whose card to charge.', {
          payment_method: ['Choose a member or a customer whose card to charge.'],
        });
      payer = { name: input.name, email: input.email };
      buyer = { name: input.name, email: input.email, player: null, customer: null };
    }

    const { price } = priced;
    await tx
      .delete(storeSaleLines)
      .where(and(eq(storeSaleLines.club_id, sale.club_id), eq(storeSaleLines.sale_id, sale.id)));
    const lineRows = price.products_prices
      .filter((l) => l.quantity > 0)
      .map((l) => ({
        club_id: sale.club_id,
        sale_id: sale.id,
        product_id: l.product,
        name: priced.names.get(l.product) ?? '',
        quantity: l.quantity,
        unit_price_minor: l.unit_price,
        price_minor: l.price,
        discounted_minor: l.discounted_price,
        tax_minor: l.tax,
        tax_rate_bp: Math.round(l.tax_rate * 100),
      }));
    const lines = await tx.insert(storeSaleLines).values(lineRows).returning();
    // One product: its name and quantity; several: each with its count, as one item.
    const single = lines.length === 1;
    const itemName = single
      ? lines[0].name
      : lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', ');
    const charge = await chargeTransaction(ctx, tx, {
      club: input.club,
      payer,
      kind: 'S',
      description: `Club Store: ${itemName}`.slice(0, 255),
      item: { name: itemName.slice(0, 255), ref: `store_sale:${sale.id}`, quantity: single ? lines[0].quantity : 1 },
      amount: price.total_cost,
      method: input.payment_method,
      idempotencyKey: `store_sale:${key}`,
      paymentMethodId: input.payment_method_id || undefined,
      access: { area: 'store' },
    });
    const status = saleStatusOf(charge);
    const [saved] = await tx
      .update(storeSales)
      .set({
        status,
        member_id: priced.member?.member_id ?? null,
        player_id: buyer.player,
        club_customer_id: buyer.customer,
        buyer_name: buyer.name,
        buyer_email: buyer.email,
        payment_method: input.payment_method,
        discount_bp: Math.round(input.discount * 100),
        tax_inclusive: price.tax_inclusive,
        sub_total_minor: price.sub_total,
        discount_minor: price.discount,
        tax_minor: price.total_tax,
        total_minor: price.total_cost,
        notes: input.notes,
        transaction_id: charge.transaction.id,
        till_id: input.till,
      })
      .where(eq(storeSales.id, sale.id))
      .returning();
    await queueReceipt(ctx, tx, saved, lines, charge.transaction, club);
    return { sale: saved, lines, charge };
  });
  return saleAnswerOf(ctx.db, outcome);
}

/** POST /api/clubcustomer/{id}/charge/: sells the cart to a club customer on their card (purpose 'S'). */
export async function chargeClubCustomer({ ctx, id, input }: { ctx: Ctx; id: number; input: CustomerSaleInput }) {
  await assertAccess(ctx, input.club, { area: 'store', notFound: storeMessages.customerNotFound });
  const customer = await getClubCustomerRow(ctx.db, input.club, id);
  return checkout({
    ctx,
    input: {
      ...input,
      club_customer: customer.id,
      payment_method: 'C',
      name: customer.name,
      email: customer.email,
      payment_method_id: undefined,
      till: null,
    },
  });
}

/**
 * POST /api/pos/sale/{id}/authenticate/: the till completes a sale whose card asked for the
 * cardholder's authentication (status A): after the step (Stripe.js's next action, or the
 * simulated gateway's dialog) the payment's outcome settles the sale: paid (with its receipt) or
 * failed (400 with the card's reason, as a checkout's decline). A sale no longer pending answers
 * as it stands.
 */
export async function authenticateSale({ ctx, id, input }: { ctx: Ctx; id: number; input: { approved: boolean } }) {
  const [found] = await ctx.db.select({ club_id: storeSales.club_id }).from(storeSales).where(eq(storeSales.id, id));
  if (!found) throw notFound(storeMessages.saleNotFound);
  await assertAccess(ctx, found.club_id, { area: 'store', notFound: storeMessages.saleNotFound });
  const outcome = await ctx.db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(storeSales)
      .where(and(eq(storeSales.club_id, found.club_id), eq(storeSales.id, id)))
      .for('update');
    const lines = await linesOf(tx, sale);
    if (sale.status !== 'pending' || !sale.transaction_id) return { sale, lines, charge: null as ChargeResult | null };
    const charge = await authenticateCharge(ctx, tx, {
      transaction: sale.transaction_id,
      approved: input.approved,
      access: { area: 'store' },
    });
    const status = saleStatusOf(charge);
    if (status === sale.status) return { sale, lines, charge };
    const [saved] = await tx.update(storeSales).set({ status }).where(eq(storeSales.id, sale.id)).returning();
    await queueReceipt(ctx, tx, saved, lines, charge.transaction);
    return { sale: saved, lines, charge };
  });
  return saleAnswerOf(ctx.db, outcome);
}

/** A sale's receipt (issue 30) has its lines as sold, each with its tax (store_sale_lines). */
onReceiptLines('store_sale:', async (db, t) => {
  const saleId = Number(t.item_ref?.slice('store_sale:'.length));
  if (!Number.isSafeInteger(saleId)) return null;
  const lines = await db
    .select()
    .from(storeSaleLines)
    .where(and(eq(storeSaleLines.club_id, t.club_id), eq(storeSaleLines.sale_id, saleId)))
    .orderBy(asc(storeSaleLines.id));
  return lines.map((l) => ({
    description: l.name,
    quantity: l.quantity,
    unit_minor: l.unit_price_minor,
    tax_rate: l.tax_rate_bp / 100,
    tax_minor: l.tax_minor,
    total_minor: l.discounted_minor,
  }));
});

/**
 * A sale left pending (its card asked for authentication and the till never came back) is settled
 * when its payment settles later, through the gateway's webhook: paid with its receipt, or failed.
 */
onPaymentSettled('store_sale:', async (ctx, tx, t) => {
  const saleId = Number(t.item_ref?.slice('store_sale:'.length));
  if (!Number.isSafeInteger(saleId)) return;
  const [sale] = await tx
    .select()
    .from(storeSales)
    .where(and(eq(storeSales.club_id, t.club_id), eq(storeSales.id, saleId)))
    .for('update');
  if (!sale || sale.status !== 'pending' || sale.transaction_id !== t.id) return;
  const status = t.status === 'P' ? 'paid' : t.status === 'F' ? 'failed' : null;
  if (!status) return;
  const [saved] = await tx.update(storeSales).set({ status }).where(eq(storeSales.id, sale.id)).returning();
  if (status === 'paid' && saved.buyer_email) {
    const [record] = await recordsOf(tx, [t]);
    await queueReceipt(ctx, tx, saved, await linesOf(tx, saved), record);
  }
});

/** GET /api/pos/sale/{id}/: a sale with its lines and transaction. */
export async function getSale({ ctx, id }: { ctx: Ctx; id: number }) {
  const [sale] = await ctx.db.select().from(storeSales).where(eq(storeSales.id, id));
  if (!sale) throw notFound(storeMessages.saleNotFound);
  await assertAccess(ctx, sale.club_id, { area: 'store', notFound: storeMessages.saleNotFound });
  return saleRecordOf(sale, await linesOf(ctx.db, sale), await transactionOf(ctx.db, sale));
}
