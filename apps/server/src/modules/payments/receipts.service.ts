import { and, asc, eq, sql } from 'drizzle-orm';
import { priceSale, type CardBrand } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { getClubRow } from '../clubs/club-reads.service';
import { featureParamsOf } from '../clubs/club-features.service';
import { refunds, transactions } from './payments.tables';
import { receiptCounters, receipts } from './receipts.tables';
import { receiptAttachment, receiptPlainText, type ReceiptLine, type ReceiptSnapshot } from './receipt-snapshot';
import type { RefundRow, TransactionRow } from './transaction-records';
import { DateTime } from 'luxon';
import * as clock from '../../clock';

// Receipts (issue 30, docs/receipts.md): issued in the database transaction that records a
// payment's success (or a refund's), once per payment or refund (`source` is unique), numbered
// from the club's own counter for its local year (the counter row is locked by the update, so
// two receipts never share a number, and a rolled-back payment gives its number back).

type Ctx = ServiceContext;
export type ReceiptRow = typeof receipts.$inferSelect;

/** A paying area's own lines for its payments (the Club Store's sale lines), by the prefix of their item_ref. */
export type ReceiptLinesSource = (db: Db | Tx, transaction: TransactionRow) => Promise<ReceiptLine[] | null>;
const lineSources = new Map<string, ReceiptLinesSource>();

/** An area whose payments have lines of their own (a store sale) gives them to its receipts here. */
export function onReceiptLines(itemRefPrefix: string, source: ReceiptLinesSource): void {
  lineSources.set(itemRefPrefix, source);
}

/** Payments that get no receipt from the club: the club's own subscription to Rally (the platform's charge). */
const NO_RECEIPT_PREFIXES = ['club_subscription_charge:'];
/** Payments whose area e-mails the receipt itself (the Club Store's receipt to the buyer's address at the till). */
const AREA_MAILS_PREFIXES = ['store_sale:'];
const startsWithAny = (ref: string | null, prefixes: string[]) => prefixes.some((p) => (ref ?? '').startsWith(p));

/** The club's local year at `at`. */
const localYear = (timeZone: string, at: Date) => DateTime.fromJSDate(at, { zone: timeZone }).year;

/** `2027-000123`: the year, and the number within it padded to six digits (more once past 999,999). */
export const receiptNumberOf = (year: number, seq: number) => `${year}-${String(seq).padStart(6, '0')}`;

/** Takes the club's next number for the year: the counter row stays locked until the caller's transaction ends. */
async function nextNumber(tx: Tx, club: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ club_id: club, year, last: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.club_id, receiptCounters.year],
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return row.last;
}

/** One line for a payment without lines of its own: its item, with the club's DefaultTax inside the amount paid. */
async function defaultLines(db: Db | Tx, t: TransactionRow, amount: number): Promise<ReceiptLine[]> {
  const { params } = await featureParamsOf(db, t.club_id, 'pointofsale');
  const quantity = t.quantity > 0 && amount % t.quantity === 0 ? t.quantity : 1;
  const product = { id: 0, member_minor: amount, nonmember_minor: amount, tax_rate: null };
  // The store's own pricing (prices include the tax: the amount paid is the total).
  const { products_prices } = priceSale(
    { lines: [{ product, quantity: 1 }], member: false, discount: 0 },
    { DefaultTax: params.DefaultTax, TaxInclusivePrice: true },
  );
  const [line] = products_prices;
  return [
    {
      description: t.item_name || t.description,
      quantity,
      unit_minor: amount / quantity,
      tax_rate: line.tax_rate,
      tax_minor: line.tax,
      total_minor: amount,
    },
  ];
}

async function paymentLines(db: Db | Tx, t: TransactionRow): Promise<ReceiptLine[]> {
  for (const [prefix, source] of lineSources) {
    if (!(t.item_ref ?? '').startsWith(prefix)) continue;
    const lines = await source(db, t);
    if (lines?.length) return lines;
  }
  return defaultLines(db, t, t.amount_minor);
}

/** A refund's one line: its share of the payment's tax (from the payment's receipt when it has one). */
async function refundLines(db: Db | Tx, t: TransactionRow, r: RefundRow, paid: ReceiptSnapshot | null) {
  if (!paid || !paid.total_minor) return defaultLines(db, t, r.amount_minor);
  const rates = new Set(paid.lines.map((l) => l.tax_rate));
  const tax = Math.floor((2 * paid.tax_minor * r.amount_minor + paid.total_minor) / (2 * paid.total_minor));
  const line: ReceiptLine = {
    description: `Refund: ${t.item_name || t.description}`,
    quantity: 1,
    unit_minor: r.amount_minor,
    tax_rate: rates.size === 1 ? [...rates][0] : null,
    tax_minor: tax,
    total_minor: r.amount_minor,
  };
  return [line];
}

async function snapshotOf(
  db: Db | Tx,
  t: TransactionRow,
  refund: RefundRow | null,
  number: string,
  at: Date,
): Promise<ReceiptSnapshot> {
  const club = await getClubRow(db, t.club_id);
  const paid = refund ? await receiptOf(db, `transaction:${t.id}`) : null;
  const lines = refund ? await refundLines(db, t, refund, paid?.snapshot ?? null) : await paymentLines(db, t);
  const total = refund ? refund.amount_minor : t.amount_minor;
  const subtotal = lines.reduce((s, l) => s + l.total_minor, 0);
  const tax = lines.reduce((s, l) => s + l.tax_minor, 0);
  return {
    number,
    kind: refund ? 'refund' : 'payment',
    issued_at: at.toISOString(),
    club: {
      name: club.name,
      address: [club.street_address, [club.city, club.state, club.postcode].filter(Boolean).join(' '), club.country]
        .map((part) => part.trim())
        .filter(Boolean),
      tax_id: club.tax_id,
      email: club.email,
      phone: club.phone,
      locale: club.locale,
      time_zone: club.time_zone,
    },
    payer: { name: t.payer_name, email: t.payer_email },
    lines,
    // Lines that add up to what was paid include their tax; otherwise the tax was added on top (a store priced without it).
    tax_inclusive: subtotal === total,
    subtotal_minor: subtotal,
    tax_minor: tax,
    total_minor: total,
    currency: t.currency.toUpperCase(),
    method: t.payment_method,
    card: t.card_brand && t.card_last4 ? { brand: t.card_brand as CardBrand, last4: t.card_last4 } : null,
    transaction_id: t.id,
    refund_id: refund?.id ?? null,
    payment_receipt_number: refund ? (paid?.number ?? null) : null,
    reason: refund?.reason ?? '',
  };
}

export async function receiptOf(db: Db | Tx, source: string): Promise<ReceiptRow | null> {
  const [row] = await db.select().from(receipts).where(eq(receipts.source, source));
  return row ?? null;
}

/**
 * Issues the receipt of a payment (or of its `refund`) once: locks what it is the receipt of, then
 * numbers it. Null when it has one already. `at` is now, except for the demo seed's past payments.
 */
export async function issue(
  tx: Tx,
  t: TransactionRow,
  refund: RefundRow | null,
  at = clock.now(),
): Promise<ReceiptRow | null> {
  const source = refund ? `refund:${refund.id}` : `transaction:${t.id}`;
  // Whoever issues a receipt of this payment (or refund) holds its row: a second issuer waits, then finds the receipt.
  if (refund) await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, refund.id)).for('update');
  else await tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.id, t.id)).for('update');
  if (await receiptOf(tx, source)) return null;
  const club = await getClubRow(tx, t.club_id);
  const year = localYear(club.time_zone, at);
  const seq = await nextNumber(tx, t.club_id, year);
  const number = receiptNumberOf(year, seq);
  const snapshot = await snapshotOf(tx, t, refund, number, at);
  const [row] = await tx
    .insert(receipts)
    .values({
      club_id: t.club_id,
      year,
      seq,
      number,
      source,
      transaction_id: t.id,
      refund_id: refund?.id ?? null,
      snapshot,
      issued_at: at,
    })
    .returning();
  return row;
}

/** The link in a receipt's e-mail: the player's Payments page, where each receipt downloads as PDF. */
export const paymentsPageUrl = (ctx: Ctx) => `${ctx.config.publicUrl.replace(/\/$/, '')}/payments`;

/** The receipt's e-mail to the payer's address on the payment (queued in `tx`: sent once, after the commit). */
async function queueReceiptMail(ctx: Ctx, tx: Tx, t: TransactionRow, receipt: ReceiptRow) {
  const r = receipt.snapshot;
  if (!r.payer.email) return;
  const refund = r.kind === 'refund';
  await ctx.mailer.queue(tx, {
    to: r.payer.email,
    subject: `Your ${refund ? 'refund receipt' : 'receipt'} from ${r.club.name}: ${r.number}`,
    text: [
      `Hi ${r.payer.name.split(' ')[0] || 'there'},`,
      '',
      refund
        ? `${r.club.name} has refunded you. This is your refund receipt.`
        : `Thank you for your payment to ${r.club.name}. This is your receipt.`,
      '',
      ...receiptPlainText(r),
      '',
      ...(t.player_id
        ? [`Download this receipt as a PDF from Payments in Rally: ${paymentsPageUrl(ctx)}`]
        : [`For a PDF copy of this receipt, ask ${r.club.name}.`]),
      '',
      'The Rally team',
    ].join('\n'),
    messageId: `<receipt-${receipt.id}@rally>`,
    // The PDF attached, built from the receipt's snapshot when the message is sent (receipt-files.service.ts).
    attachments: [receiptAttachment(receipt)],
  });
}

/**
 * The receipt of a payment that has just succeeded (status P), in the caller's database
 * transaction: issued once (null when the payment has one, or gets none: the club's own
 * subscription) and e-mailed to the payer unless `mail` is false (the caller mails it: the
 * off-session charge's receipt) or its area mails it (the Club Store's).
 */
export async function issuePaymentReceipt(
  ctx: Ctx,
  tx: Tx,
  t: TransactionRow,
  options: { mail?: boolean } = {},
): Promise<ReceiptRow | null> {
  if ((t.status !== 'P' && t.status !== 'R') || startsWithAny(t.item_ref, NO_RECEIPT_PREFIXES)) return null;
  const receipt = await issue(tx, t, null);
  if (receipt && options.mail !== false && !startsWithAny(t.item_ref, AREA_MAILS_PREFIXES))
    await queueReceiptMail(ctx, tx, t, receipt);
  return receipt;
}

/** The receipts of a transaction's refunds that have succeeded (P) and have none yet (or only refund `only`), each e-mailed to the payer. */
export async function issueRefundReceipts(
  ctx: Ctx,
  tx: Tx,
  transactionId: number,
  only?: number,
): Promise<ReceiptRow[]> {
  const [t] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!t || startsWithAny(t.item_ref, NO_RECEIPT_PREFIXES)) return [];
  const settled = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id), eq(refunds.status, 'P')))
    .orderBy(asc(refunds.id));
  const issued: ReceiptRow[] = [];
  for (const refund of settled) {
    if (only !== undefined && refund.id !== only) continue;
    const receipt = await issue(tx, t, refund);
    if (!receipt) continue;
    await queueReceiptMail(ctx, tx, t, receipt);
    issued.push(receipt);
  }
  return issued;
}
