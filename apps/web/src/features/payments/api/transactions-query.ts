import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paymentsContract, TransactionKind, TransactionStatus } from '@rally/domain';
import type { AnswerOf } from '../../../lib/endpoint';
import { endpointRef, queryOf } from '../../../lib/endpoint';

// The Payments list's read, which the section's route data (transactions-data.ts) starts with the
// page's code: named by reference (lib/endpoint.ts), so the route data loads no zod.

const transactionList = endpointRef<typeof paymentsContract.transactions>({ method: 'GET', path: '/transaction/' });

/** The money of every row a list's filters match, per currency (the list answer's `totals`). */
export type TransactionTotal = AnswerOf<typeof paymentsContract.transactions>['totals'][number];

/** Transactions load 100 per request (spec 2 §4, §9). */
export const TRANSACTION_PAGE_SIZE = 100;

export type TransactionFilters = {
  status: TransactionStatus | null;
  kind: TransactionKind | null;
  player: number | null;
  datefrom: string | null;
  dateto: string | null;
};

/**
 * The query of GET /api/transaction/: the spec's `dest_club`, and `club` as the contract names the
 * club its access is checked on (the same club; the server fills it from dest_club when missing).
 */
export const transactionListQuery = (clubId: number, f: TransactionFilters, page: number) => ({
  club: clubId,
  dest_club: clubId,
  page_size: TRANSACTION_PAGE_SIZE,
  ...(f.status ? { status: f.status } : {}),
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.player ? { players: f.player } : {}),
  ...(f.datefrom ? { datefrom: f.datefrom } : {}),
  ...(f.dateto ? { dateto: f.dateto } : {}),
  page,
});

/** GET /api/transaction/?dest_club&…: one page of the club's transactions, newest first (the list's hook and its route data share it). */
export const transactionsQuery = (clubId: number, filters: TransactionFilters, page: number) =>
  queryOptions({
    ...queryOf(transactionList, { query: transactionListQuery(clubId, filters, page) }),
    placeholderData: (previous) => previous,
  });

/** One page of the club's transactions: {@link transactionsQuery} (the list shows with its first view, so no zod). */
export const useTransactions = (clubId: number, filters: TransactionFilters, page: number) =>
  useQuery(transactionsQuery(clubId, filters, page));
