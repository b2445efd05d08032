import type { MoneyFormat } from '../format/club-format';
import { formatMoney } from '../format/money-format';
import { toMinor } from '../money/money';
import { transactionStatusLabels, type TransactionStatus } from './payment-codes';

// What a payment's state says to people, the same in every list, detail, receipt and export
// (issue 27). A transaction becomes R with its first refund, whole or partial (the spec's status
// codes); only the amounts tell a partial refund from a whole one, so the words come from here.

/** The parts of a transaction its state is read from; amounts are decimal text of `currency`. */
export type PaymentStateOf = { status: TransactionStatus; amount: string; refunded: string; currency: string };

/** True when some, not all, of a successful payment has been refunded. */
export function isPartlyRefunded(t: PaymentStateOf): boolean {
  if (t.status !== 'R' && t.status !== 'P') return false;
  const refunded = toMinor(t.refunded, t.currency) ?? 0;
  return refunded > 0 && refunded < (toMinor(t.amount, t.currency) ?? 0);
}

/** The state's short label: 'Partly refunded' for a partial refund, else the status's label ('Refunded', 'Successful', …). */
export const paymentStateLabel = (t: PaymentStateOf): string =>
  isPartlyRefunded(t) ? 'Partly refunded' : (transactionStatusLabels[t.status] ?? t.status);

/** The state in words with the amounts a partial refund needs: 'Partly refunded, 100.00 AUD of 420.00 AUD'. */
export function paymentStateText(t: PaymentStateOf, fmt: Pick<MoneyFormat, 'locale'>): string {
  if (!isPartlyRefunded(t)) return paymentStateLabel(t);
  const money = (amount: string) => formatMoney(toMinor(amount, t.currency) ?? 0, { ...fmt, currency: t.currency });
  return `Partly refunded, ${money(t.refunded)} of ${money(t.amount)}`;
}
