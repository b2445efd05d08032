import {
  defaultDateRange,
  TRANSACTION_KINDS,
  type DateRange,
  type TransactionKind,
  type TransactionStatus,
} from '@rally/domain';
import type { TransactionFilters } from './api/transactions-query';

// The Payments list's state lives in the address (its filters, range and page), read here by the
// list and by the section's route data (transactions-data.ts), which asks for the same page.

/** The four lists (spec 2 §2): all, successful (P), failed (F), refunded (R). */
export const lists = [
  { value: 'all', label: 'All', status: null },
  { value: 'successful', label: 'Successful', status: 'P' },
  { value: 'failed', label: 'Failed', status: 'F' },
  { value: 'refunded', label: 'Refunded', status: 'R' },
] as const satisfies readonly { value: string; label: string; status: TransactionStatus | null }[];
export type ListKey = (typeof lists)[number]['value'];

export type ListState = {
  list: ListKey;
  kind: TransactionKind | null;
  player: number | null;
  payer: string;
  range: DateRange;
  page: number;
};

/** The list's state in the URL; without a range, the last 30 days to the club's `today`. */
export function stateOf(params: URLSearchParams, today: string): ListState {
  const list = lists.find((l) => l.value === params.get('list'))?.value ?? 'all';
  const kind = (TRANSACTION_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as TransactionKind)
    : null;
  const player = Number(params.get('player')) || null;
  const from = params.get('from');
  const to = params.get('to');
  const range = from && to ? { start: from, end: to, displayTitle: 'Custom' } : defaultDateRange(today);
  return {
    list,
    kind,
    player,
    payer: params.get('payer') ?? '',
    range,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The API filters of a state. */
export const filtersOf = (state: ListState): TransactionFilters => ({
  status: lists.find((l) => l.value === state.list)?.status ?? null,
  kind: state.kind,
  player: state.player,
  datefrom: state.range.start,
  dateto: state.range.end,
});
