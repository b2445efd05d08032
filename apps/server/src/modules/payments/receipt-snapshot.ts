import {
  cardBrandLabels,
  formatDate,
  formatMoney,
  paymentMethodLabels,
  type CardBrand,
  type PaymentMethod,
} from '@rally/domain';

// What an issued receipt says (issue 30, docs/receipts.md), kept as it was when issued so a later
// edit of the club, the player or a product never changes it; and its text, shared by the e-mail
// and the PDF so both say the same.

export type ReceiptLine = {
  description: string;
  quantity: number;
  unit_minor: number;
  /** Percent; null when the line mixes rates (a refund of a sale with several). */
  tax_rate: number | null;
  tax_minor: number;
  /** What the line costs (tax included when `tax_inclusive`). */
  total_minor: number;
};

export type ReceiptSnapshot = {
  number: string;
  kind: 'payment' | 'refund';
  issued_at: string;
  club: {
    name: string;
    address: string[];
    tax_id: string;
    email: string;
    phone: string;
    locale: string;
    time_zone: string;
  };
  payer: { name: string; email: string };
  lines: ReceiptLine[];
  /** True: the lines' totals include their tax; false: the tax is added to them. */
  tax_inclusive: boolean;
  /** Σ line totals. */
  subtotal_minor: number;
  tax_minor: number;
  /** What was paid (or refunded): the transaction's (refund's) amount. */
  total_minor: number;
  currency: string;
  method: PaymentMethod;
  card: { brand: CardBrand; last4: string } | null;
  transaction_id: number;
  refund_id: number | null;
  /** A refund's: the receipt number of the payment it gives back (null for a payment made before receipts). */
  payment_receipt_number: string | null;
  reason: string;
};

/** The receipt's words, line by line: its title, then each part (the e-mail's body and the PDF's text say the same). */
export function receiptText(r: ReceiptSnapshot) {
  const fmt = { locale: r.club.locale, timeZone: r.club.time_zone };
  const money = (minor: number) => formatMoney(minor, { locale: r.club.locale, currency: r.currency });
  const refund = r.kind === 'refund';
  const paidBy =
    r.method === 'C'
      ? `Card${r.card ? ` (${cardBrandLabels[r.card.brand]} ending ${r.card.last4})` : ''}`
      : paymentMethodLabels[r.method];
  return {
    title: refund ? `Refund receipt ${r.number}` : `Receipt ${r.number}`,
    club: [r.club.name, ...r.club.address, ...(r.club.tax_id ? [r.club.tax_id] : [])],
    facts: [
      `${refund ? 'Refund receipt' : 'Receipt'} number: ${r.number}`,
      `Date: ${formatDate(r.issued_at, fmt, { year: true })}`,
      ...(r.payer.name ? [`${refund ? 'Refunded to' : 'Paid by'}: ${r.payer.name}`] : []),
      ...(refund && r.payment_receipt_number ? [`Refund of receipt ${r.payment_receipt_number}`] : []),
      ...(refund && r.reason ? [`Reason: ${r.reason}`] : []),
    ],
    lines: r.lines.map((l) => ({
      text: `${l.quantity} × ${l.description}`,
      unit: money(l.unit_minor),
      tax: `${l.tax_rate === null ? '' : `${l.tax_rate} %: `}${money(l.tax_minor)}`,
      total: money(l.total_minor),
    })),
    totals: [
      `Sub-total: ${money(r.subtotal_minor)}`,
      `Tax${r.tax_inclusive ? ' (included)' : ''}: ${money(r.tax_minor)}`,
      `${refund ? 'Total refunded' : 'Total'}: ${money(r.total_minor)}`,
      `${refund ? 'Refunded to' : 'Paid with'}: ${paidBy}`,
    ],
  };
}

/** The receipt as plain text (the e-mail's part): facts, lines with their tax, totals. */
export function receiptPlainText(r: ReceiptSnapshot): string[] {
  const text = receiptText(r);
  return [
    ...text.club,
    '',
    ...text.facts,
    '',
    ...text.lines.map((l) => `${l.text}: ${l.total} (tax ${l.tax})`),
    '',
    ...text.totals,
  ];
}

/** A receipt's PDF as a mail attachment (issue 30): the outbox keeps the receipt's id, the file is drawn at send time (receipt-files.service.ts). */
export const receiptAttachment = (receipt: { id: number; number: string; snapshot: ReceiptSnapshot }) => ({
  kind: 'receipt',
  ref: String(receipt.id),
  filename: `${receipt.snapshot.kind === 'refund' ? 'refund-receipt' : 'receipt'}-${receipt.number}.pdf`,
});
