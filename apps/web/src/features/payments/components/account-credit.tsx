import 'mantine-datatable/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  formatAmount,
  formatDateTime,
  formatNumber,
  type ClubDetail,
  type CreditBalances,
  type MoneyFormat,
} from '@rally/domain';
import { IconDownload, IconWallet } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useSearchParams } from 'react-router';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { stackedColumns } from '../../../components/stacked-table';
import { downloadText } from '../../../lib/download';
import { creditBalancesCsv } from '../credit-export';
import { clubToday, useClubFormat } from '../../../lib/format';
import { useCreditBalances } from '../api/account-credit.api';
import { CreditStatementPanel } from './credit-statement-panel';

type Row = CreditBalances['results'][number];

function Totals({ data, fmt }: { data: CreditBalances; fmt: MoneyFormat }) {
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: data.currency });
  return (
    <Stack gap={0}>
      <Text size="sm">
        {formatNumber(data.totals.accounts, fmt)} account{data.totals.accounts === 1 ? '' : 's'} · held as credit{' '}
        <b>{money(data.totals.credit)}</b>
        {Number(data.totals.owed) > 0 && (
          <>
            {' '}
            · owed to the club <b>{money(data.totals.owed)}</b>
          </>
        )}{' '}
        · balance <b>{money(data.totals.balance)}</b>
      </Text>
      <Text size="xs" c="dimmed">
        {Number(data.limit) > 0
          ? `Accounts may go ${money(data.limit)} below zero (Club Store settings, account limit).`
          : 'Accounts never go below zero (no account limit in the Club Store settings).'}
      </Text>
    </Stack>
  );
}

/**
 * Payments › Account credit (issue 30): every account of the club with its balance (the sum of its
 * entries) and the totals, the CSV export, and a person's statement with adjust and top-up.
 */
export function AccountCreditView({ club }: { club: ClubDetail }) {
  const fmt = useClubFormat(club);
  const balances = useCreditBalances(club.id);
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('credit_player')) || null;
  const setOpen = (player: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (player) next.set('credit_player', String(player));
      else next.delete('credit_player');
      return next;
    });

  const runExport = () => {
    if (!balances.data) return;
    try {
      downloadText(creditBalancesCsv(balances.data, club.time_zone), `rally_account_credit_${clubToday(club)}.csv`);
      notifySuccess('Account credit exported');
    } catch {
      notifyError('The export did not work. Try again.');
    }
  };

  const data = balances.data;
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: data?.currency ?? fmt.currency });
  const columns = [
    { accessor: 'name', title: 'Name', render: (r: Row) => r.name || `Player ${r.player}` },
    { accessor: 'email', title: 'E-mail' },
    {
      accessor: 'balance',
      title: 'Balance',
      textAlign: 'right' as const,
      render: (r: Row) => <Text c={Number(r.balance) < 0 ? 'red.9' : undefined}>{money(r.balance)}</Text>,
    },
    { accessor: 'entries', title: 'Entries', textAlign: 'right' as const },
    {
      accessor: 'last_entry',
      title: 'Last entry',
      render: (r: Row) => (r.last_entry ? formatDateTime(r.last_entry, fmt) : ''),
    },
  ];

  return (
    <Stack gap="sm">
      {balances.isError ? (
        <ErrorState
          title="We couldn't load the balances"
          error={balances.error}
          onRetry={() => balances.refetch()}
          isRetrying={balances.isFetching}
        />
      ) : !data ? (
        <TableSkeleton rows={5} columns={4} label="Loading balances" />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Totals data={data} fmt={fmt} />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={runExport}
              disabled={!data.results.length}
            >
              Export CSV
            </Button>
          </Group>
          {data.results.length === 0 ? (
            <EmptyState
              icon={<IconWallet size={28} aria-hidden />}
              title="No account credit yet"
              description="Refund a payment to club credit from its detail, or top up a person's account from their payment's detail."
            />
          ) : (
            <DataTable
              withTableBorder
              striped
              highlightOnHover
              records={data.results}
              idAccessor="player"
              onRowClick={({ record }) => setOpen(record.player)}
              {...stackedColumns(columns)}
            />
          )}
        </>
      )}
      <CreditStatementPanel club={club} player={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
