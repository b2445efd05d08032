import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  cardBrandLabels,
  clubFormat,
  formatMoney,
  fromMinor,
  paymentMethodLabels,
  priceSale,
  storeMessages,
  type CardBrand,
  type CartRequest,
  type CheckoutInput,
  type CustomerSaleInput,
  type SalePrice,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { featureParamsOf } from '../clubs/club-features.service';
import { findMemberStandings, searchMemberStandings, type MemberStanding } from '../members/member-standing.service';
import { authenticateCharge, onPaymentSettled } from '../payments/payment-settlement.service';
import {
  assertPaid,
  chargeTransaction,
  recordsOf,
  type ChargeResult,
  type Payer,
  type TransactionRecord,
  transactionsOfItem,
} from '../payments/payments.service';
import { getClubCustomerRow } from '../payments/club-customers.service';
import { storeProducts, storeSaleLines, storeSales } from './store.tables';
import * as clock from '../../clock';

// The Store tab (spec 2 §7 Point of sale): the cart's price (POST /api/pos/cart_details/) and the
// checkout that charges it. Both price the cart with the one function `priceSale` of
// @rally/domain, on the products and the club's DefaultTax / TaxInclusivePrice as stored now, so
// the total the cashier saw is the total charged. A checkout is one sale per idempotency key:
// its row is taken (unique (club_id, idempotency_key)) and locked before anything is charged, so
// a repeated or concurrent checkout with the same key waits and answers the first sale.

type Ctx = ServiceContext;
type SaleRow = typeof storeSales.$inferSelect;
type LineRow = typeof storeSaleLines.$inferSelect;

const clubToday = (zone: string) => clock.todayIn(zone);

type PricedCart = {
  club: Awaited<ReturnType<typeof getClubRow>>;
  member: MemberStanding | null;
  price: SalePrice;
  names: Map<number, string>;
};

/** Prices a cart request on the stored products, the member's standing and the club's tax settings. */
async function priceCart(
  db: Db | Tx,
  input: Pick<CartRequest, 'club' | 'member' | 'discount' | 'products'>,
  lock = false,
): Promise<PricedCart> {
  const club = await getClubRow(db, input.club);
  const { params } = await featureParamsOf(db, input.club, 'pointofsale');
  // The same product twice adds up (spec 1 §4: quantities accumulate).
  const quantities = new Map<number, number>();
  for (const line of input.products)
    quantities.set(line.product_id, (quantities.get(line.product_id) ?? 0) + line.quantity);
  const ids = [...quantities.keys()];
  const query = db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.club_id, input.club), inArray(storeProducts.id, ids)));
  // A checkout holds its products (FOR SHARE) until it commits: a delete_product at the same time
  // waits, then finds the sale and disables the product instead of deleting it.
  const rows = lock ? await query.for('share') : await query;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw invalid(storeMessages.productMissing, { products: [storeMessages.productMissing] });
    if (!row.enabled)
      throw invalid(storeMessages.productUnavailable(row.name), {
        products: [storeMessages.productUnavailable(row.name)],
      });
    return {
      product: {
        id,
        member_minor: row.member_price_minor,
        nonmember_minor: row.nonmember_price_minor,
        tax_rate: row.tax_rate_bp === null ? null : row.tax_rate_bp / 100,
      },
      quantity: quantities.get(id)!,
    };
  });
  let member: MemberStanding | null = null;
  if (input.member) {
    member =
      (
        await findMemberStandings(db, input.club, clubToday(club.time_zone), {
          memberIds: [input.member],
          playerIds: [],
        })
      ).byMember.get(input.member) ?? null;
    if (!member) throw invalid(storeMessages.memberNotFound, { member: [storeMessages.memberNotFound] });
  }
  const price = priceSale({ lines, member: member?.kind === 'member', discount: input.discount }, params);
  return { club, member, price, names: new Map(rows.map((r) => [r.id, r.name])) };
}

/** The sale price result (spec 2 §3) as the API gives it: amounts as decimal text of the club's currency. */
function priceRecordOf(priced: PricedCart) {
  const { price, club } = priced;
  const money = (minor: number) => fromMinor(minor, club.currency);
  return {
    sub_total: money(price.sub_total),
    discount: money(price.discount),
    total_tax: money(price.total_tax),
    total_cost: money(price.total_cost),
    tax_inclusive: price.tax_inclusive,
    currency: club.currency.toUpperCase(),
    member: priced.member
      ? { id: priced.member.member_id, name: priced.member.name, member_price: priced.member.kind === 'member' }
      : null,
    products_prices: price.products_prices.map((l) => ({
      product: l.product,
      name: priced.names.get(l.product) ?? '',
      quantity: l.quantity,
      unit_price: money(l.unit_price),
      price: money(l.price),
      discounted_price: money(l.discounted_price),
      tax: money(l.tax),
      tax_rate: l.tax_rate,
    })),
  };
}

/** POST /api/pos/cart_details/: the cart's sub-total, discount, tax and total, per product and in all. */
export async function cartDetails({ ctx, input }: { ctx: Ctx; input: CartRequest }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  return priceRecordOf(await priceCart(ctx.db, input));
}

/** GET /api/pos/members/?club&search: members to sell to, with whether member prices apply today. */
export async function searchStoreMembers({ ctx, input }: { ctx: Ctx; input: { club: number; search: string } }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  const found = await searchMemberStandings(ctx.db, input.club, clubToday(club.time_zone), input.search.trim(), 20);
  return found.map((m) => ({
    id: m.member_id,
    name: m.name,
    email: m.email,
    player: m.player_id,
    member_price: m.kind === 'member',
  }));
}

function saleRecordOf(sale: SaleRow, lines: LineRow[], transaction: TransactionRecord | null) {
  const money = (minor: number) => fromMinor(minor, sale.currency);
  return {
    id: sale.id,
    club: sale.club_id,
    status: sale.status,
    member: sale.member_id,
    player: sale.player_id,
    club_customer: sale.club_customer_id,
    buyer_name: sale.buyer_name,
    buyer_email: sale.buyer_email,
    payment_method: sale.payment_method,
    discount_percent: sale.discount_bp / 100,
    tax_inclusive: sale.tax_inclusive,
    sub_total: money(sale.sub_total_minor),
    discount: money(sale.discount_minor),
    total_tax: money(sale.tax_minor),
    total_cost: money(sale.total_minor),
    currency: sale.currency.toUpperCase(),
    notes: sale.notes,
    created: sale.created_at.toISOString(),
    lines: lines.map((l) => ({
      product: l.product_id,
      name: l.name,
      quantity: l.quantity,
      unit_price: money(l.unit_price_minor),
      price: money(l.price_minor),
      discounted_price: money(l.discounted_minor),
      tax: money(l.tax_minor),
      tax_rate: l.tax_rate_bp / 100,
    })),
    transaction,
  };
}
export type SaleRecord = ReturnType<typeof saleRecordOf>;

/** The receipt e-mailed to the buyer (through the jobs queue: the mail outbox). */
function receiptOf(
  club: { name: string; time_zone: string; currency: string },
  sale: SaleRow,
  lines: LineRow[],
  t: TransactionRecord,
) {
  const clubName = club.name;
  const money = (minor: number) => formatMoney(minor, { ...clubFormat(club), currency: sale.currency });
  const paidBy =
    sale.payment_method === 'C'
      ? `Card${t.card_brand ? ` (${cardBrandLabels[t.card_brand as CardBrand]} ending ${t.card_last4})` : ''}`
      : paymentMethodLabels[sale.payment_method];
  const text = [
    `Hi ${sale.buyer_name || 'there'},`,
    '',
    `Thank you for your purchase at ${clubName}. This is your receipt.`,
    '',
    ...lines.map((l) => `${l.quantity} × ${l.name}: ${money(l.discounted_minor)}`),
    '',
    `Sub-total: ${money(sale.sub_total_minor)}`,
    ...(sale.discount_minor ? [`Discount (${sale.discount_bp / 100} %): -${money(sale.discount_minor)}`] : []),
    `Tax${sale.tax_inclusive ? ' (included)' : ''}: ${money(sale.tax_minor)}`,
    `Total: ${money(sale.total_minor)}`,
    `Paid by: ${paidBy}`,
    `Receipt number: S-${sale.id} (payment ${t.id})`,
  ].join('\n');
  return { to: sale.buyer_email, subject: `Your receipt from ${clubName}`, text };
}

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
    const status = charge.paid ? 'paid' : charge.transaction.status === 'A' ? 'pending' : 'failed';
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
      })
      .where(eq(storeSales.id, sale.id))
      .returning();
    if (status === 'paid' && saved.buyer_email)
      await ctx.mailer.queue(tx, receiptOf(club, saved, lines, charge.transaction));
    return { sale: saved, lines, charge };
  });
  if (outcome.charge) assertPaid(outcome.charge);
  const transaction = outcome.charge?.transaction ?? (await transactionOf(ctx.db, outcome.sale));
  return {
    sale: saleRecordOf(outcome.sale, outcome.lines, transaction),
    transaction,
    client_secret: outcome.charge?.client_secret ?? null,
    replayed: outcome.charge === null || outcome.charge.replayed,
  };
}

async function linesOf(db: Db | Tx, sale: SaleRow) {
  return db
    .select()
    .from(storeSaleLines)
    .where(and(eq(storeSaleLines.club_id, sale.club_id), eq(storeSaleLines.sale_id, sale.id)))
    .orderBy(asc(storeSaleLines.id));
}

async function transactionOf(db: Db | Tx, sale: SaleRow): Promise<TransactionRecord | null> {
  if (!sale.transaction_id) return null;
  return (
    (await transactionsOfItem(db, sale.club_id, `store_sale:${sale.id}`)).find((t) => t.id === sale.transaction_id) ??
    null
  );
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
    const status = charge.paid ? 'paid' : charge.transaction.status === 'A' ? 'pending' : 'failed';
    if (status === sale.status) return { sale, lines, charge };
    const [saved] = await tx.update(storeSales).set({ status }).where(eq(storeSales.id, sale.id)).returning();
    if (status === 'paid' && saved.buyer_email) {
      const club = await getClubRow(tx, saved.club_id);
      await ctx.mailer.queue(tx, receiptOf(club, saved, lines, charge.transaction));
    }
    return { sale: saved, lines, charge };
  });
  if (outcome.charge) assertPaid(outcome.charge);
  const transaction = outcome.charge?.transaction ?? (await transactionOf(ctx.db, outcome.sale));
  return {
    sale: saleRecordOf(outcome.sale, outcome.lines, transaction),
    transaction,
    client_secret: outcome.charge?.client_secret ?? null,
    replayed: outcome.charge === null || outcome.charge.replayed,
  };
}

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
    const club = await getClubRow(tx, saved.club_id);
    const [record] = await recordsOf(tx, [t]);
    await ctx.mailer.queue(tx, receiptOf(club, saved, await linesOf(tx, saved), record));
  }
});

/** GET /api/pos/sale/{id}/: a sale with its lines and transaction. */
export async function getSale({ ctx, id }: { ctx: Ctx; id: number }) {
  const [sale] = await ctx.db.select().from(storeSales).where(eq(storeSales.id, id));
  if (!sale) throw notFound(storeMessages.saleNotFound);
  await assertAccess(ctx, sale.club_id, { area: 'store', notFound: storeMessages.saleNotFound });
  return saleRecordOf(sale, await linesOf(ctx.db, sale), await transactionOf(ctx.db, sale));
}
