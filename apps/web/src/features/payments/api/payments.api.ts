import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CardConsentClub,
  PaymentCustomer,
  RefundRecord,
  TransactionRecord,
  TransactionKind,
  TransactionStatus,
  CardOnFile,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The Payments calls (spec 2 §7 Payments and Transactions) and their hooks.

/** Transactions load 100 per request (spec 2 §4, §9). */
export const TRANSACTION_PAGE_SIZE = 100;

export type TransactionFilters = {
  status: TransactionStatus | null;
  kind: TransactionKind | null;
  player: number | null;
  datefrom: string | null;
  dateto: string | null;
};

const queryOf = (clubId: number, f: TransactionFilters) => ({
  dest_club: clubId,
  page_size: TRANSACTION_PAGE_SIZE,
  ...(f.status ? { status: f.status } : {}),
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.player ? { players: f.player } : {}),
  ...(f.datefrom ? { datefrom: f.datefrom } : {}),
  ...(f.dateto ? { dateto: f.dateto } : {}),
});

/** GET /api/transaction/?dest_club&…: one page of the club's transactions, newest first (the list's hook and its route data share it). */
export const transactionsQuery = (clubId: number, filters: TransactionFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.transactions.list(clubId, { ...filters, page }),
    queryFn: ({ signal }) =>
      api<Page<TransactionRecord>>('transaction/', { query: { ...queryOf(clubId, filters), page }, signal }),
    placeholderData: (previous) => previous,
  });

/** One page of the club's transactions: {@link transactionsQuery}. */
export const useTransactions = (clubId: number, filters: TransactionFilters, page: number) =>
  useQuery(transactionsQuery(clubId, filters, page));

/** Every transaction the filters match, page after page (the CSV export). */
export async function fetchAllTransactions(clubId: number, filters: TransactionFilters): Promise<TransactionRecord[]> {
  const rows: TransactionRecord[] = [];
  for (let page = 1; page < 1000; page++) {
    const answer = await api<Page<TransactionRecord>>('transaction/', { query: { ...queryOf(clubId, filters), page } });
    rows.push(...answer.results);
    if (!answer.next) break;
  }
  return rows;
}

/** GET /api/transaction/{id}/. */
export const useTransaction = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.transactions.detail(id ?? 0),
    queryFn: ({ signal }) => api<TransactionRecord>(`transaction/${id}/`, { signal }),
    enabled: id !== null,
  });

/** POST /api/transaction/{id}/refund/ with the amount (none: all that is left) and the reason. */
export const useRefund = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, amount, reason }: { id: number; amount?: number; reason: string }) =>
      api<{ refund: RefundRecord; transaction: TransactionRecord }>(`transaction/${id}/refund/`, {
        method: 'POST',
        body: { ...(amount === undefined ? {} : { amount }), reason },
      }),
    invalidates: (input) => [queryKeys.transactions.club(clubId), queryKeys.transactions.detail(input.id)],
  });

/** GET /api/stripe_key/: which gateway the browser talks to. */
export const useGatewayKey = () =>
  useQuery({
    queryKey: queryKeys.stripeKey,
    queryFn: ({ signal }) => api<{ key: string; gateway: 'simulated' | 'stripe' }>('stripe_key/', { signal }),
    staleTime: Infinity,
  });

/** GET /api/stripecustomer/: the signed-in player's cards on file. */
export const useMyCustomer = () =>
  useQuery({
    queryKey: queryKeys.stripeCustomer.all,
    queryFn: ({ signal }) => api<PaymentCustomer>('stripecustomer/', { signal }),
  });

/** POST /api/stripecustomer/{id}/add_payment_method/; `consent_clubs`: the clubs allowed, as the card is saved, to charge it without the player. */
export const useAddCard = (customerId: number) =>
  useApiMutation({
    mutationFn: (input: { payment_method_id: string; make_default?: boolean; consent_clubs?: number[] }) =>
      api<CardOnFile>(`stripecustomer/${customerId}/add_payment_method/`, { method: 'POST', body: input }),
    invalidates: [queryKeys.stripeCustomer.all, queryKeys.cardConsents.all],
  });

/** GET /api/cardconsent/: the clubs whose register holds the player, with the consent to charge their cards on file if given. */
export const useCardConsents = () =>
  useQuery({
    queryKey: queryKeys.cardConsents.all,
    queryFn: ({ signal }) => api<CardConsentClub[]>('cardconsent/', { signal }),
  });

/** POST /api/cardconsent/: allow a club to charge the player's cards on file when they are not there. */
export const useGiveCardConsent = () =>
  useApiMutation({
    mutationFn: (club: number) => api<CardConsentClub>('cardconsent/', { method: 'POST', body: { club } }),
    invalidates: [queryKeys.cardConsents.all],
  });

/** DELETE /api/cardconsent/{id}/: withdraw a consent. */
export const useWithdrawCardConsent = () =>
  useApiMutation({
    mutationFn: (id: number) => api<{ detail: string }>(`cardconsent/${id}/`, { method: 'DELETE' }),
    invalidates: [queryKeys.cardConsents.all],
  });

/** POST /api/stripecustomer/{id}/create_new_intent/: the setup intent a new card is confirmed with. */
export const createSetupIntent = (customerId: number) =>
  api<{ id: string; client_secret: string; gateway: string }>(`stripecustomer/${customerId}/create_new_intent/`, {
    method: 'POST',
  });

/** DELETE /api/stripecustomer/{id}/card/{card}/. */
export const useRemoveCard = (customerId: number) =>
  useApiMutation({
    mutationFn: (cardId: number) => api<void>(`stripecustomer/${customerId}/card/${cardId}/`, { method: 'DELETE' }),
    invalidates: [queryKeys.stripeCustomer.all],
  });

/** GET /api/transaction/mine/: the signed-in player's own payments. */
export const useMyTransactions = (page: number) =>
  useQuery({
    queryKey: queryKeys.transactions.list(null, { mine: true, page }),
    queryFn: ({ signal }) =>
      api<Page<TransactionRecord>>('transaction/mine/', { query: { page, page_size: 20 }, signal }),
    placeholderData: (previous) => previous,
  });
