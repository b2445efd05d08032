import { exportDateTime, exportTimeHeader } from '../format/date-format';
import { formatMoneyForExport, toMinor } from '../money/money';
import type { z } from 'zod';
import type { cardOnFileSchema, paymentCustomerSchema } from './payment.answers';
import { cardBrandLabels, paymentMethodLabels, transactionKindLabels } from './payment-codes';
import { paymentStateLabel } from './payment-state';
import type { refundRecordSchema, transactionRecordSchema } from './transaction-record.schema';

// The API's payment records (spec 2 §3), as the web reads them (the inferred types of the
// payments' answer schemas, issue 26), and the Payments CSV export.

/** A refund of a transaction; amounts are decimal text of the transaction's currency. */
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/** A transaction (GET /api/transaction/); `currency` is the upper-case ISO code. */
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

/** A card on file (GET /api/stripecustomer/). */
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/** The signed-in player's payment customer with their cards. */
export type PaymentCustomer = z.infer<typeof paymentCustomerSchema>;

/** The export file name: rally_transactions_YYYY-MM-DD.csv (export files start with rally_). */
export const transactionsExportFileName = (today: string) => `rally_transactions_${today}.csv`;

/** The export's header; the date and time are the club's wall clock, its zone named in the header. */
export const transactionExportHeader = (zone: string) => [
  'Id',
  exportTimeHeader('Date', zone),
  'Payer',
  'Payer email',
  'Item',
  'Description',
  'Kind',
  'Quantity',
  'Amount',
  'Refunded',
  'Currency',
  'Status',
  'Payment method',
  'Card',
  'Failure',
];

/** A decimal amount of the record's currency with two decimals (spec 2 §9: exports show two). */
const exportAmount = (amount: string, currency: string) =>
  formatMoneyForExport(toMinor(amount, currency) ?? 0, currency);

/** One transaction as a CSV row, in the order of {@link transactionExportHeader}, its time in the club's `zone`. */
export function transactionExportRow(t: TransactionRecord, zone: string): string[] {
  return [
    String(t.id),
    exportDateTime(t.created, zone),
    t.payer_name,
    t.payer_email,
    t.item_name,
    t.desc,
    transactionKindLabels[t.kind] ?? t.kind,
    String(t.quantity),
    exportAmount(t.amount, t.currency),
    exportAmount(t.refunded, t.currency),
    t.currency,
    paymentStateLabel(t),
    paymentMethodLabels[t.payment_method] ?? t.payment_method,
    t.card_brand ? `${cardBrandLabels[t.card_brand]} ${t.card_last4 ?? ''}`.trim() : '',
    t.failure_reason ?? '',
  ];
}
