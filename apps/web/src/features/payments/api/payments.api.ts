import { useQuery } from '@tanstack/react-query';
import { accountCreditContract, fillPath, paymentsContract, type TransactionRecord } from '@rally/domain';
import { ApiError, apiUrl, readError } from '../../../lib/api';
import { getToken } from '../../../lib/auth-token';
import { downloadBlob } from '../../../lib/download';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { transactionListQuery, type TransactionFilters } from './transactions-query';

// The Payments calls (spec 2 §7 Payments and Transactions) and their hooks, from the payments'
// contracts. The list's read, which its route data starts without zod, is in transactions-query.ts.

export {
  TRANSACTION_PAGE_SIZE,
  transactionsQuery,
  useTransactions,
  type TransactionFilters,
} from './transactions-query';

const c = paymentsContract;

/** Every transaction the filters match, page after page (the CSV export). */
export async function fetchAllTransactions(clubId: number, filters: TransactionFilters): Promise<TransactionRecord[]> {
  const rows: TransactionRecord[] = [];
  for (let page = 1; page < 1000; page++) {
    const answer = await call(c.transactions, { query: transactionListQuery(clubId, filters, page) });
    rows.push(...answer.results);
    if (!answer.next) break;
  }
  return rows;
}

/** GET /api/transaction/{id}/. */
export const useTransaction = (id: number | null) =>
  useQuery({ ...queryOf(c.transaction, { params: { id: id ?? 0 } }), enabled: id !== null });

/** POST /api/transaction/{id}/refund/ with the amount (none: all that is left) and the reason. */
export const useRefund = (clubId: number) =>
  useApiMutation({
    mutationFn: ({
      id,
      amount,
      reason,
      to_credit,
    }: {
      id: number;
      amount?: number;
      reason: string;
      to_credit?: boolean;
    }) =>
      call(c.refund, {
        params: { id },
        body: { ...(amount === undefined ? {} : { amount }), reason, ...(to_credit ? { to_credit } : {}) },
      }),
    invalidates: (input) => [
      keyOf(c.transactions, { query: { club: clubId } }),
      keyOf(c.transaction, { params: { id: input.id } }),
      // A refund to club credit moves a balance (issue 30).
      keyOf(accountCreditContract.balances),
    ],
  });

export { useGatewayKey } from '../../../lib/gateway';

/** GET /api/stripecustomer/: the signed-in player's cards on file. */
export const useMyCustomer = () => useQuery(queryOf(c.customer));

/** POST /api/stripecustomer/{id}/add_payment_method/; `consent_clubs`: the clubs allowed, as the card is saved, to charge it without the player. */
export const useAddCard = (customerId: number) =>
  useApiMutation({
    mutationFn: (input: { payment_method_id: string; make_default?: boolean; consent_clubs?: number[] }) =>
      call(c.addPaymentMethod, { params: { id: customerId }, body: input }),
    invalidates: [keyOf(c.customer), keyOf(c.consents)],
  });

/** GET /api/cardconsent/: the clubs whose register holds the player, with the consent to charge their cards on file if given. */
export const useCardConsents = () => useQuery(queryOf(c.consents));

/** POST /api/cardconsent/: allow a club to charge the player's cards on file when they are not there. */
export const useGiveCardConsent = () =>
  useApiMutation({
    mutationFn: (club: number) => call(c.giveConsent, { body: { club } }),
    invalidates: [keyOf(c.consents)],
  });

/** DELETE /api/cardconsent/{id}/: withdraw a consent. */
export const useWithdrawCardConsent = () =>
  useApiMutation({
    mutationFn: (id: number) => call(c.withdrawConsent, { params: { id } }),
    invalidates: [keyOf(c.consents)],
  });

/** POST /api/stripecustomer/{id}/create_new_intent/: the setup intent a new card is confirmed with. */
export const createSetupIntent = (customerId: number) => call(c.newIntent, { params: { id: customerId } });

/** DELETE /api/stripecustomer/{id}/card/{card}/. */
export const useRemoveCard = (customerId: number) =>
  useApiMutation({
    mutationFn: (cardId: number) => call(c.removeCard, { params: { id: customerId, card: cardId } }),
    invalidates: [keyOf(c.customer)],
  });

/** GET /api/transaction/mine/: the signed-in player's own payments. */
export const useMyTransactions = (page: number) =>
  useQuery({
    ...queryOf(c.myTransactions, { query: { page, page_size: 20 } }),
    placeholderData: (previous) => previous,
  });

/**
 * A payment's receipt (issue 30), or one of its refunds', as the PDF file the browser saves:
 * GET /api/transaction/{id}/receipt/ or /api/transaction/{id}/refunds/{refund}/receipt/ (a PDF,
 * not the JSON `call` reads).
 */
export async function downloadReceipt(transaction: number, refund?: number): Promise<void> {
  const path = refund
    ? fillPath(c.refundReceipt.path, { id: transaction, refund })
    : fillPath(c.receipt.path, { id: transaction });
  const res = await fetch(apiUrl(path), { headers: { Authorization: `Token ${getToken()}` } });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, body, readError(res.status, body));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'receipt.pdf';
  downloadBlob(await res.blob(), name);
}
