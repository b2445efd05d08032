import { exportDateTime, exportTimeHeader } from '../format/date-format';
import { formatMoneyForExport, toMinor } from '../money/money';
import type { CardBrand, PaymentMethod, RefundStatus, TransactionKind, TransactionStatus } from './payment-codes';
import { cardBrandLabels, paymentMethodLabels, transactionKindLabels, transactionStatusLabels } from './payment-codes';

// The API's payment records (spec 2 §3), as the web reads them, and the Payments CSV export.

/** A refund of a transaction; amounts are decimal text of the transaction's currency. */
export type RefundRecord = {
  id: number;
  amount: string;
  refund_id: string | null;
  reason: string;
  status: RefundStatus;
  failure_reason: string | null;
  failure_message: string | null;
  error_code: string | null;
  created: string;
};

/** A transaction (GET /api/transaction/). */
export type TransactionRecord = {
  id: number;
  club: number;
  kind: TransactionKind;
  desc: string;
  status: TransactionStatus;
  created: string;
  amount: string;
  paid: string;
  refunded: string;
  refundable: string;
  /** Upper-case ISO code. */
  currency: string;
  failure_code: string | null;
  failure_reason: string | null;
  failure_detail: { code: string; message: string; type: string } | null;
  refund_set: RefundRecord[];
  player: number | null;
  club_customer: number | null;
  payment_method: PaymentMethod;
  payer_name: string;
  payer_email: string;
  item_name: string;
  item_ref: string | null;
  quantity: number;
  membership_type: number | null;
  receiver_account: string | null;
  destination_amount: string | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
};

/** A card on file (GET /api/stripecustomer/). */
export type CardOnFile = {
  id: number;
  payment_method_id: string;
  card_type: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  card_country_code: string;
  is_default: boolean;
};

/** The signed-in player's payment customer with their cards. */
export type PaymentCustomer = { id: number; player: number; cards: CardOnFile[] };

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
    transactionStatusLabels[t.status] ?? t.status,
    paymentMethodLabels[t.payment_method] ?? t.payment_method,
    t.card_brand ? `${cardBrandLabels[t.card_brand]} ${t.card_last4 ?? ''}`.trim() : '',
    t.failure_reason ?? '',
  ];
}
