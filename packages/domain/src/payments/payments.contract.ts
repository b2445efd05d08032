import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageParam, pageQuerySchema, pageSizeParam } from '../contract/paging';
import { isoDateText } from '../validation/date-fields';
import { recordId } from '../validation/ids';
import { giveCardConsentSchema } from './card-consent';
import {
  cardConsentClubSchema,
  cardOnFileSchema,
  chargedTransactionSchema,
  paymentCustomerSchema,
  refundResultSchema,
  setupIntentSchema,
  stripeKeySchema,
  transactionNotFound,
} from './payment.answers';
import { TRANSACTION_KINDS, TRANSACTION_STATUSES } from './payment-codes';
import {
  addPaymentMethodSchema,
  authenticateSchema,
  customerChargeSchema,
  refundSchema,
  verifyCardSchema,
} from './payment.schema';
import { transactionRecordSchema, transactionTotalSchema } from './transaction-record.schema';

const tags = ['payments'];
const params = z.object({ id: recordId() });

/** A list filter given as repeated parameters or comma-separated: ?status=P,R or ?status=P&status=R. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
    z.array(item).max(100).optional(),
  );
const day = isoDateText('Must be a date as YYYY-MM-DD').optional();

const transactionRecord = {
  area: 'payments',
  club: 'record',
  table: 'transactions',
  notFound: transactionNotFound,
} as const;

/** Payments and Transactions (spec 2 §7); docs/payments.md has the decisions. */
export const paymentsContract = {
  stripeKey: endpoint({
    method: 'GET',
    path: '/stripe_key/',
    access: 'public',
    response: { 200: stripeKeySchema },
    summary: "The gateway's publishable key for the browser ('pk_simulated' with the simulated gateway)",
    tags,
  }),
  customer: endpoint({
    method: 'GET',
    path: '/stripecustomer/',
    access: 'user',
    response: { 200: paymentCustomerSchema },
    summary: "The caller's payment customer with their cards on file (brand, last four, expiry)",
    tags,
  }),
  newIntent: endpoint({
    method: 'POST',
    path: '/stripecustomer/:id/create_new_intent/',
    access: 'user',
    params,
    response: { 200: setupIntentSchema },
    summary: 'A setup intent: its client secret confirms a new card in the browser',
    tags,
  }),
  addPaymentMethod: endpoint({
    method: 'POST',
    path: '/stripecustomer/:id/add_payment_method/',
    access: 'user',
    params,
    body: addPaymentMethodSchema.meta({ examples: [{ payment_method_id: 'pm_sim_ok_V_4242_12_2034' }] }),
    response: { 201: cardOnFileSchema },
    summary: 'Keep a card on file by its payment method id',
    tags,
  }),
  removeCard: endpoint({
    method: 'DELETE',
    path: '/stripecustomer/:id/card/:card/',
    access: 'user',
    params: z.object({ id: recordId(), card: recordId() }),
    response: { 204: noContent },
    summary: 'Remove a card on file',
    tags,
  }),
  verifyCard: endpoint({
    method: 'POST',
    path: '/stripecustomer/:id/verify/',
    access: 'user',
    params,
    body: verifyCardSchema,
    response: { 200: z.object({ verified: z.boolean(), card: cardOnFileSchema }) },
    summary: 'A card check: 200 when the card is on file, 400 otherwise',
    tags,
  }),
  charge: endpoint({
    method: 'POST',
    path: '/stripecustomer/:id/charge/',
    access: { area: 'store', club: 'body' },
    params,
    body: customerChargeSchema.meta({ examples: [{ club: 1, purpose: 'S', amount: 12.5 }] }),
    response: { 201: chargedTransactionSchema },
    summary:
      "Charge a player's card on file for the club (purpose 'S': a store sale); Idempotency-Key header charges once",
    tags,
  }),
  // Consent to charge a card on file (issue 25; docs/payments.md): the player's own, per club.
  consents: endpoint({
    method: 'GET',
    path: '/cardconsent/',
    access: 'user',
    response: { 200: z.array(cardConsentClubSchema) },
    summary:
      "The clubs whose register holds the caller, each with the wording of the consent to charge the caller's cards on file and the consent if given (when, as worded then)",
    tags,
  }),
  giveConsent: endpoint({
    method: 'POST',
    path: '/cardconsent/',
    access: 'user',
    body: giveCardConsentSchema.meta({ examples: [{ club: 1 }] }),
    response: { 201: cardConsentClubSchema },
    summary:
      "Allow a club (on whose register the caller is) to charge the caller's cards on file when they are not there; recorded with its wording and time",
    tags,
  }),
  withdrawConsent: endpoint({
    method: 'DELETE',
    path: '/cardconsent/:id/',
    access: 'user',
    params,
    response: { 200: z.object({ detail: z.string() }) },
    summary:
      'Withdraw a consent of the caller (kept on record with the time); the club may no longer charge their cards on file',
    tags,
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/transaction/',
    access: { area: 'payments', club: 'query' },
    // The spec names the club `dest_club`; the access guard reads `club`, which the server fills from it.
    query: z.object({
      club: recordId('club is required'),
      dest_club: recordId('dest_club is required').optional(),
      page: pageParam(),
      page_size: pageSizeParam(100),
      datefrom: day,
      dateto: day,
      players: listOf(
        z.coerce
          .number()
          .int()
          .min(1)
          .max(2 ** 31 - 1),
      ),
      kind: listOf(z.enum(TRANSACTION_KINDS)),
      status: listOf(z.enum(TRANSACTION_STATUSES)),
    }),
    response: { 200: pageOf(transactionRecordSchema).extend({ totals: z.array(transactionTotalSchema) }) },
    summary:
      "A club's transactions, newest first, 100 a page, with the totals of every row the filters match: dest_club, datefrom, dateto (club's days), players, kind, status (P, F, R; none for all)",
    tags,
  }),
  myTransactions: endpoint({
    method: 'GET',
    path: '/transaction/mine/',
    access: 'user',
    query: pageQuerySchema,
    response: { 200: pageOf(transactionRecordSchema) },
    summary: "The caller's own payments at every club, newest first",
    tags,
  }),
  transaction: endpoint({
    method: 'GET',
    path: '/transaction/:id/',
    access: { ...transactionRecord, owner: true },
    params,
    response: { 200: transactionRecordSchema },
    summary: 'One transaction with its failure detail and refunds',
    tags,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/transaction/:id/refund/',
    access: transactionRecord,
    params,
    body: refundSchema.meta({ examples: [{ amount: 5, reason: 'Court closed' }] }),
    response: { 201: refundResultSchema },
    summary: 'Refund a transaction, whole (no amount) or in part, with a reason; refunds never pass what was captured',
    tags,
  }),
  authenticate: endpoint({
    method: 'POST',
    path: '/transaction/:id/authenticate/',
    access: { ...transactionRecord, owner: true },
    params,
    body: authenticateSchema,
    response: { 200: chargedTransactionSchema },
    summary: "The outcome of a payment after the card's authentication step",
    tags,
  }),
  // Receipts (issue 30; docs/receipts.md): sent as application/pdf, not JSON.
  receipt: endpoint({
    method: 'GET',
    path: '/transaction/:id/receipt/',
    access: { ...transactionRecord, owner: true },
    params,
    response: { 200: z.string().meta({ description: 'The receipt as a PDF (application/pdf)' }) },
    summary: "A payment's receipt as PDF, as issued (its number, the club's name, address and tax id, lines with tax)",
    tags,
  }),
  refundReceipt: endpoint({
    method: 'GET',
    path: '/transaction/:id/refunds/:refund/receipt/',
    access: { ...transactionRecord, owner: true },
    params: z.object({ id: recordId(), refund: recordId() }),
    response: { 200: z.string().meta({ description: 'The refund receipt as a PDF (application/pdf)' }) },
    summary: "A refund's receipt as PDF, as issued",
    tags,
  }),
};
