import 'mantine-datatable/styles.css';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import {
  cardBrandLabels,
  formatAmount,
  formatDate,
  formatDateTime,
  paymentMethodLabels,
  transactionKindLabels,
  type TransactionRecord,
} from '@rally/domain';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { SlideInModal } from '../../../components/slide-in-modal';
import { usePlayerFormats, type PlayerFormats } from '../../../lib/player-format';
import { useMyTransactions } from '../api/payments.api';
import { StatusBadge } from './transaction-list';
import { ReceiptDownload } from './receipt-download';
import { stackedColumns } from '../../../components/stacked-table';

// The player's own payments on the Payments page: the list, paged, and a payment's receipt.

/** A payment's receipt, as the player keeps it: what, when, how it was paid, and its refunds. */
function Receipt({
  transaction: t,
  formatOf,
  onClose,
}: {
  transaction: TransactionRecord | null;
  formatOf: PlayerFormats;
  onClose: () => void;
}) {
  const fmt = t ? formatOf(t.club, t.currency) : formatOf(0);
  const sale = t?.item_ref?.startsWith('store_sale:') ? `S-${t.item_ref.slice('store_sale:'.length)}` : null;
  return (
    <SlideInModal
      opened={t !== null}
      onClose={onClose}
      title={
        <Title order={2} size="h3">
          {t ? `Receipt for payment #${t.id}` : 'Receipt'}
        </Title>
      }
    >
      {t && (
        <Stack gap="md">
          <Table withRowBorders={false} verticalSpacing={4} aria-label="Receipt">
            <Table.Tbody>
              {[
                ['Date', formatDateTime(t.created, fmt, { weekday: true })],
                ['Item', `${t.item_name}${t.quantity > 1 ? ` × ${t.quantity}` : ''}`],
                ['Kind', transactionKindLabels[t.kind]],
                ['Amount', formatAmount(t.amount, fmt)],
                [
                  'Paid by',
                  t.card_brand
                    ? `${cardBrandLabels[t.card_brand]} ending ${t.card_last4}`
                    : paymentMethodLabels[t.payment_method],
                ],
                ...(!t.receipt_number && sale ? [['Receipt number', sale]] : []),
                ...(t.refund_set.length ? [['Refunded', formatAmount(t.refunded, fmt)]] : []),
              ].map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
              {t.receipt_number && (
                <Table.Tr>
                  <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                    Receipt
                  </Table.Th>
                  <Table.Td>
                    <ReceiptDownload number={t.receipt_number} transaction={t.id} />
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                  Status
                </Table.Th>
                <Table.Td>
                  <StatusBadge payment={t} fmt={fmt} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {t.failure_reason && t.status === 'F' && (
            <Text size="sm" c="red.9">
              Not paid: {t.failure_reason}
            </Text>
          )}
          {t.refund_set.length > 0 && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Refunds
              </Title>
              {t.refund_set.map((r) => (
                <Stack gap={2} key={r.id}>
                  <Text size="sm">
                    {formatDate(r.created, fmt)}: {formatAmount(r.amount, fmt)}
                    {r.reason ? ` (${r.reason})` : ''}
                    {r.status === 'F' ? ' — failed' : ''}
                  </Text>
                  {r.receipt_number && <ReceiptDownload number={r.receipt_number} transaction={t.id} refund={r.id} />}
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SlideInModal>
  );
}

export function MyTransactions() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TransactionRecord | null>(null);
  const transactions = useMyTransactions(page);
  const data = transactions.data;
  // Each payment in its club's format (its locale, in the payment's own currency).
  const clubIds = useMemo(() => (data?.results ?? []).map((t) => t.club), [data]);
  const formatOf = usePlayerFormats(clubIds);
  if (transactions.isError && !data)
    return (
      <ErrorState
        title="We couldn't load your payments"
        error={transactions.error}
        onRetry={() => transactions.refetch()}
        isRetrying={transactions.isFetching}
      />
    );
  if (transactions.isPending) return <TableSkeleton rows={5} columns={5} label="Loading your payments" />;
  if (!data || data.count === 0)
    return (
      <EmptyState
        title="No payments yet"
        description="What you pay for bookings, clinics, memberships and the Club Store shows here, with any refunds."
      />
    );
  return (
    <>
      <DataTable
        withTableBorder
        borderRadius="md"
        records={data.results}
        idAccessor="id"
        aria-label="Your payments"
        onRowClick={({ record }) => setOpen(record)}
        highlightOnHover
        {...stackedColumns<TransactionRecord>([
          {
            accessor: 'created',
            title: 'Date',
            render: (t) => formatDate(t.created, formatOf(t.club)),
          },
          {
            accessor: 'item_name',
            title: 'Item',
            render: (t) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={(e) => {
                  e.stopPropagation();
                  setOpen(t);
                }}
                title="See the receipt"
              >
                {t.item_name} ({transactionKindLabels[t.kind]})
              </Anchor>
            ),
          },
          {
            accessor: 'payment_method',
            title: 'Paid by',
            render: (t) =>
              t.card_brand ? `${cardBrandLabels[t.card_brand]} ${t.card_last4}` : paymentMethodLabels[t.payment_method],
          },
          {
            accessor: 'amount',
            title: 'Amount',
            textAlign: 'right',
            render: (t) => formatAmount(t.amount, formatOf(t.club, t.currency)),
          },
          {
            accessor: 'refunded',
            title: 'Refunded',
            textAlign: 'right',
            render: (t) => (t.refund_set.length ? formatAmount(t.refunded, formatOf(t.club, t.currency)) : '—'),
          },
          {
            accessor: 'status',
            title: 'Status',
            render: (t) => <StatusBadge payment={t} fmt={formatOf(t.club, t.currency)} />,
          },
          {
            accessor: 'receipt_number',
            title: 'Receipt',
            render: (t) => <ReceiptDownload number={t.receipt_number} transaction={t.id} />,
          },
        ])}
      />
      <Text size="xs" c="dimmed">
        Choose a payment to see its receipt.
      </Text>
      <Pager
        page={page}
        next={data.next}
        previous={data.previous}
        onPageChange={setPage}
        disabled={transactions.isFetching}
      />
      <Receipt transaction={open} formatOf={formatOf} onClose={() => setOpen(null)} />
    </>
  );
}
