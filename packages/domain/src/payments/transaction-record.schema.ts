import { z } from 'zod';
import {
  CARD_BRANDS,
  PAYMENT_METHODS,
  REFUND_STATUSES,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
} from './payment-codes';

// A transaction and its refunds as the API answers them (spec 2 §3), for the contracts of the
// endpoints that answer one (the Club Store's sales, issue 26). Amounts are decimal text of the
// transaction's currency. Its type is payment.types.ts's TransactionRecord.

/** A refund of a transaction (`refund_set`). */
export const refundRecordSchema = z.object({
  id: z.number(),
  amount: z.string(),
  refund_id: z.string().nullable(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  failure_reason: z.string().nullable(),
  failure_message: z.string().nullable(),
  error_code: z.string().nullable(),
  created: z.string(),
  /** The refund's receipt number (issue 30: 2027-000124) once it has succeeded; its PDF: GET /api/transaction/{id}/refunds/{refund}/receipt/. */
  receipt_number: z.string().nullable(),
  /** Account credit (issue 30): given back as club credit on the payer's account, no gateway call. */
  to_credit: z.boolean(),
});

/** A transaction with its refunds (GET /api/transaction/{id}/). */
export const transactionRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  kind: z.enum(TRANSACTION_KINDS),
  desc: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  created: z.string(),
  amount: z.string(),
  paid: z.string(),
  refunded: z.string(),
  refundable: z.string(),
  currency: z.string(),
  failure_code: z.string().nullable(),
  failure_reason: z.string().nullable(),
  failure_detail: z.object({ code: z.string(), message: z.string(), type: z.string() }).nullable(),
  refund_set: z.array(refundRecordSchema),
  player: z.number().nullable(),
  club_customer: z.number().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  payer_name: z.string(),
  payer_email: z.string(),
  item_name: z.string(),
  item_ref: z.string().nullable(),
  quantity: z.number(),
  membership_type: z.number().nullable(),
  receiver_account: z.string().nullable(),
  destination_amount: z.string().nullable(),
  card_brand: z.enum(CARD_BRANDS).nullable(),
  card_last4: z.string().nullable(),
  /** The payment's receipt number (issue 30: 2027-000123) once paid; its PDF: GET /api/transaction/{id}/receipt/. */
  receipt_number: z.string().nullable(),
});

/**
 * The money of every transaction a list's filters match, not only the page shown (GET
 * /api/transaction/'s `totals`), one entry per currency: what was taken (successful and refunded
 * payments), what of it was refunded (refunds not failed), and what is left.
 */
export const transactionTotalSchema = z.object({
  currency: z.string(),
  payments: z.number(),
  paid: z.string(),
  refunded: z.string(),
  net: z.string(),
});
