import { and, asc, eq } from 'drizzle-orm';
import {
  cardBrandLabels,
  clubFormat,
  formatMoney,
  fromMinor,
  paymentMethodLabels,
  type CardBrand,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { getClubRow } from '../clubs/club-reads.service';
import {
  assertPaid,
  paymentsPageUrl,
  receiptAttachment,
  receiptOf,
  receiptPlainText,
  transactionsOfItem,
  type ChargeResult,
  type TransactionRecord,
} from '../payments/payments.service';
import { storeSaleLines, type storeSales } from './store.tables';
import { notify } from '../notifications/notify.service';

// A sale as the API answers it (with its lines and transaction), the receipt e-mailed to its buyer,
// and the answer of a request that charged it or found it charged (store-sales.service.ts).

export type SaleRow = typeof storeSales.$inferSelect;
export type LineRow = typeof storeSaleLines.$inferSelect;

export function saleRecordOf(sale: SaleRow, lines: LineRow[], transaction: TransactionRecord | null) {
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
function saleReceiptOf(
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

/**
 * Queues the buyer's receipt of a sale just paid (through the jobs queue: the mail outbox); nothing
 * for a sale not paid or without an e-mail. The club is read when not given.
 */
export async function queueReceipt(
  ctx: ServiceContext,
  tx: Tx,
  sale: SaleRow,
  lines: LineRow[],
  t: TransactionRecord,
  club?: { name: string; time_zone: string; currency: string },
) {
  if (sale.status !== 'paid' || !sale.buyer_email) return;
  // The payment's receipt (issue 30), with its number; a sale paid before receipts: the sale's own.
  const receipt = await receiptOf(tx, `transaction:${t.id}`);
  const clubName = receipt?.snapshot.club.name ?? '';
  const mail = receipt
    ? {
        to: sale.buyer_email,
        subject: `Your receipt from ${clubName}`,
        text: [
          `Hi ${sale.buyer_name || 'there'},`,
          '',
          `Thank you for your purchase at ${clubName}. This is your receipt (sale S-${sale.id}).`,
          '',
          ...receiptPlainText(receipt.snapshot),
          ...(sale.player_id
            ? ['', `Download this receipt as a PDF from Payments in Rally: ${paymentsPageUrl(ctx)}`]
            : []),
        ].join('\n'),
        // Its PDF attached (issue 30), drawn from the receipt's snapshot when the message is sent.
        attachments: [receiptAttachment(receipt)],
      }
    : saleReceiptOf(club ?? (await getClubRow(tx, sale.club_id)), sale, lines, t);
  await notify(
    tx,
    ctx.mailer,
    { playerId: sale.player_id, email: sale.buyer_email },
    {
      kind: 'payment_receipt',
      title: mail.subject,
      body: `Receipt number ${receipt?.number ?? `S-${sale.id}`}`,
      link: '/payments',
      mail,
    },
  );
}

/** A sale's status from its charge: paid, waiting for the cardholder's authentication (A), or failed. */
export const saleStatusOf = (charge: ChargeResult) =>
  charge.paid ? 'paid' : charge.transaction.status === 'A' ? 'pending' : 'failed';

export async function linesOf(db: Db | Tx, sale: SaleRow) {
  return db
    .select()
    .from(storeSaleLines)
    .where(and(eq(storeSaleLines.club_id, sale.club_id), eq(storeSaleLines.sale_id, sale.id)))
    .orderBy(asc(storeSaleLines.id));
}

export async function transactionOf(db: Db | Tx, sale: SaleRow): Promise<TransactionRecord | null> {
  if (!sale.transaction_id) return null;
  return (
    (await transactionsOfItem(db, sale.club_id, `store_sale:${sale.id}`)).find((t) => t.id === sale.transaction_id) ??
    null
  );
}

/**
 * The answer of a checkout or an authentication once its database transaction has committed: a
 * decline as 400 with the card's reason (the failed sale stays on record), else the sale with its
 * transaction; `replayed` when nothing was charged this time.
 */
export async function saleAnswerOf(
  db: Db | Tx,
  outcome: { sale: SaleRow; lines: LineRow[]; charge: ChargeResult | null },
) {
  if (outcome.charge) assertPaid(outcome.charge);
  const transaction = outcome.charge?.transaction ?? (await transactionOf(db, outcome.sale));
  return {
    sale: saleRecordOf(outcome.sale, outcome.lines, transaction),
    transaction,
    client_secret: outcome.charge?.client_secret ?? null,
    replayed: outcome.charge === null || outcome.charge.replayed,
  };
}
