// Payments (spec 2 §3, §4, §9): transaction statuses, payment methods, kinds and card brands, and
// the payloads of the payment calls. Amounts are integer minor units inside; the API takes and
// gives decimal text in the club's currency (money.ts).

/** Transaction status (spec 2 §4): P successful, F failed, R refunded, A requires authorisation, S processing, D cancelled, U unknown. */
export const TRANSACTION_STATUSES = ['P', 'F', 'R', 'A', 'S', 'D', 'U'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const transactionStatusLabels: Record<TransactionStatus, string> = {
  P: 'Successful',
  F: 'Failed',
  R: 'Refunded',
  A: 'Requires authorisation',
  S: 'Processing',
  D: 'Cancelled',
  U: 'Unknown',
};

/** The statuses the Payments lists filter by (none for "all"). */
export const TRANSACTION_LIST_STATUSES = ['P', 'F', 'R'] as const;

/**
 * Payment methods (spec 2 §4): C card, Q cheque, S cash; and the project's own A account (issue 30,
 * account credit: paid from the player's balance at the club, docs/account-credit.md).
 */
export const PAYMENT_METHODS = ['C', 'Q', 'S', 'A'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = { C: 'Card', Q: 'Cheque', S: 'Cash', A: 'Account' };

/**
 * What a transaction paid for. The spec names the field (`kind`) but not its codes; these are the
 * project's: B court booking, S store sale (the charge call's purpose 'S'), M membership fee,
 * E clinic or event, O other.
 */
export const TRANSACTION_KINDS = ['B', 'S', 'M', 'E', 'O'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const transactionKindLabels: Record<TransactionKind, string> = {
  B: 'Court booking',
  S: 'Store sale',
  M: 'Membership fee',
  E: 'Clinic or event',
  O: 'Other',
};

/** Refund status: P succeeded, F failed, S pending at the gateway. */
export const REFUND_STATUSES = ['P', 'F', 'S'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Card brand codes (spec 2 §9). */
export const CARD_BRANDS = ['V', 'M', 'D', 'A', 'J', 'C', 'U'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const cardBrandLabels: Record<CardBrand, string> = {
  V: 'Visa',
  M: 'Mastercard',
  D: 'Diners Club',
  A: 'Amex',
  J: 'JCB',
  C: 'Discover',
  U: 'Union Pay',
};

/** The brand of a card number by its prefix (V when nothing else matches). */
export function cardBrandOf(number: string): CardBrand {
  const n = number.replace(/\D/g, '');
  if (/^3[47]/.test(n)) return 'A';
  if (/^3(0[0-5]|[68])/.test(n)) return 'D';
  if (/^35/.test(n)) return 'J';
  if (/^(6011|65|64[4-9])/.test(n)) return 'C';
  if (/^62/.test(n)) return 'U';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'M';
  return 'V';
}

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
