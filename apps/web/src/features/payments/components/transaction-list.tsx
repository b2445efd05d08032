import { Anchor, Badge, Button, CloseButton, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  cardBrandLabels,
  formatAmount,
  formatDateTime,
  formatNumber,
  paymentMethodLabels,
  TRANSACTION_KINDS,
  transactionKindLabels,
  isPartlyRefunded,
  paymentAccountSentence,
  paymentStateText,
  type ClubDetail,
  type MoneyFormat,
  type PaymentStateOf,
  type TransactionKind,
  type TransactionRecord,
  type TransactionStatus,
} from '@rally/domain';
import { IconCreditCard, IconDownload } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { DateRangePicker } from '../../../components/date-range-picker';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { stackedColumns } from '../../../components/stacked-table';
import { useTransactions, type TransactionFilters, type TransactionTotal } from '../api/transactions-query';
import { lazyPanel } from '../../../components/lazy-panel';
import { filtersOf, lists, stateOf, type ListKey, type ListState } from '../transaction-list-url';
import { clubToday, useClubFormat } from '../../../lib/format';

// The transaction's panel and the export load when first used, not with the list.
const TransactionDetail = lazyPanel(
  () => import('./transaction-detail'),
  'TransactionDetail',
  ({ id }) => id !== null,
);
const exportTransactions: (typeof import('../payments-format'))['exportTransactions'] = (...args) =>
  import('../payments-format').then((m) => m.exportTransactions(...args));

const statusColor: Record<TransactionStatus, string> = {
  P: 'green',
  F: 'red',
  R: 'grape',
  A: 'yellow',
  S: 'blue',
  D: 'gray',
  U: 'gray',
};

/** A payment's state (a partial refund named with its amounts: paymentStateText of @rally/domain), in every list and detail. */
export const StatusBadge = ({ payment, fmt }: { payment: PaymentStateOf; fmt: Pick<MoneyFormat, 'locale'> }) => (
  <Badge
    color={isPartlyRefunded(payment) ? 'violet' : statusColor[payment.status]}
    variant="light"
    c="dark.7"
    tt="none"
    style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}
  >
    {paymentStateText(payment, fmt)}
  </Badge>
);

/** What the rows the filters match took, refunded and kept (every page, from the list's answer), one line per currency. */
function ListTotals({ totals, fmt }: { totals: TransactionTotal[]; fmt: Pick<MoneyFormat, 'locale'> }) {
  if (!totals.length) return <Text size="sm">No money taken</Text>;
  return (
    <Stack gap={0}>
      {totals.map((t) => {
        const money = (amount: string) => formatAmount(amount, { ...fmt, currency: t.currency });
        return (
          <Text size="sm" key={t.currency}>
            Taken <b>{money(t.paid)}</b>
            {Number(t.refunded) > 0 ? (
              <>
                , refunded <b>{money(t.refunded)}</b>, kept <b>{money(t.net)}</b>
              </>
            ) : null}
          </Text>
        );
      })}
    </Stack>
  );
}

/**
 * The Payments section (spec 2 §2): the four lists with a date range, a payer and a kind filter,
 * next and previous paging (100 a request), a row opening the transaction (its failure detail or
 * refunds, and the refund), and the CSV export. The filters live in the URL.
 */
export function TransactionList({ club }: { club: ClubDetail }) {
  const today = clubToday(club);
  const fmt = useClubFormat(club);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateOf(params, today), [params, today]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters: TransactionFilters = filtersOf(state);
  const transactions = useTransactions(club.id, filters, state.page);

  // A new filter is a new query: back to page 1 (spec 2 §4).
  const update = (change: Partial<ListState>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const merged = { ...stateOf(current, today), page: 1, ...change };
      const set = (key: string, value: string | number | null) =>
        value ? next.set(key, String(value)) : next.delete(key);
      set('list', merged.list === 'all' ? null : merged.list);
      set('kind', merged.kind);
      set('player', merged.player);
      set('payer', merged.player ? merged.payer : null);
      set('from', merged.range.start);
      set('to', merged.range.end);
      set('page', merged.page > 1 ? merged.page : null);
      return next;
    });

  const runExport = async () => {
    setExporting(true);
    await exportTransactions(club.id, filters, today, club.time_zone);
    setExporting(false);
  };

  const page = transactions.data;
  const rows = page?.results ?? [];

  return (
    <Stack gap="sm">
      {club.payment_account && (
        <Text size="sm" c="dimmed" data-testid="payment-account">
          {paymentAccountSentence(club.payment_account)}
        </Text>
      )}
      <SegmentedControl
        aria-label="Which payments"
        data={lists.map((l) => ({ value: l.value, label: l.label }))}
        value={state.list}
        onChange={(value) => update({ list: value as ListKey })}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <DateRangePicker label="Dates" value={state.range} today={today} onChange={(range) => update({ range })} />
        <NativeSelect
          label="Kind"
          value={state.kind ?? ''}
          onChange={(e) => update({ kind: (e.currentTarget.value || null) as TransactionKind | null })}
          data={[
            { value: '', label: 'All kinds' },
            ...TRANSACTION_KINDS.map((k) => ({ value: k, label: transactionKindLabels[k] })),
          ]}
        />
        {state.player && (
          <Group gap={4} align="center" pb={6}>
            <Text size="sm">Payer: {state.payer || `player ${state.player}`}</Text>
            <CloseButton size="sm" aria-label="Show every payer" onClick={() => update({ player: null, payer: '' })} />
          </Group>
        )}
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" aria-live="polite" data-testid="transaction-totals" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="transaction-count">
            {page ? `${formatNumber(page.count, fmt)} ${page.count === 1 ? 'payment' : 'payments'}` : ' '}
          </Text>
          {page && page.count > 0 && <ListTotals totals={page.totals} fmt={fmt} />}
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={runExport}
          loading={exporting}
          disabled={!page?.count}
        >
          Export CSV
        </Button>
      </Group>

      {transactions.isError && !page ? (
        <ErrorState
          title="We couldn't load the payments"
          error={transactions.error}
          onRetry={() => transactions.refetch()}
          isRetrying={transactions.isFetching}
        />
      ) : transactions.isPending ? (
        <TableSkeleton rows={10} columns={6} label="Loading the payments" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconCreditCard size={28} aria-hidden />}
          title="No payments here"
          description="Payments for bookings, the Club Store, memberships and clinics appear here as they are made. Try another list, dates or kind."
        />
      ) : (
        <DataTable<TransactionRecord>
          withTableBorder
          borderRadius="md"
          highlightOnHover
          minHeight={120}
          records={rows}
          idAccessor="id"
          fetching={transactions.isFetching}
          onRowClick={({ record }) => setOpenId(record.id)}
          aria-label="Payments"
          // A list whose rows hold no button (the failed payments of people with no account)
          // scrolls sideways with nothing to focus: its scroll box takes the focus itself.
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Payments table' } }}
          {...stackedColumns<TransactionRecord>([
            {
              accessor: 'created',
              title: 'Date',
              render: (t) => formatDateTime(t.created, fmt),
            },
            {
              accessor: 'payer_name',
              title: 'Payer',
              render: (t) =>
                t.player ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={(e) => {
                      e.stopPropagation();
                      update({ player: t.player, payer: t.payer_name });
                    }}
                    title="Show only this payer's payments"
                  >
                    {t.payer_name || 'Player'}
                  </Anchor>
                ) : (
                  t.payer_name || '—'
                ),
            },
            {
              accessor: 'item_name',
              title: 'Item',
              render: (t) => `${t.item_name}${t.quantity > 1 ? ` × ${t.quantity}` : ''}`,
            },
            { accessor: 'kind', title: 'Kind', render: (t) => transactionKindLabels[t.kind] },
            {
              accessor: 'payment_method',
              title: 'Method',
              render: (t) =>
                t.payment_method === 'C' && t.card_brand
                  ? `${cardBrandLabels[t.card_brand]} ${t.card_last4 ?? ''}`
                  : paymentMethodLabels[t.payment_method],
            },
            {
              accessor: 'amount',
              title: 'Amount',
              textAlign: 'right',
              render: (t) => formatAmount(t.amount, { ...fmt, currency: t.currency }),
            },
            { accessor: 'status', title: 'Status', render: (t) => <StatusBadge payment={t} fmt={fmt} /> },
          ])}
        />
      )}
      <Pager
        page={state.page}
        next={page?.next}
        previous={page?.previous}
        disabled={transactions.isFetching}
        onPageChange={(next) => update({ ...state, page: next })}
      />
      <TransactionDetail club={club} id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
