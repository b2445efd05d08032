import 'mantine-datatable/styles.css';
import { Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { useClub, useDashboardClub } from '../../lib/dashboard';
import { TransactionList } from './components/transaction-list';
import { AccountingExport } from './components/accounting-export';
import { AccountCreditView } from './components/account-credit';

/**
 * Payments (/clubs/dashboard/transactions): the club's transactions in four lists with their
 * filters, refunds and the CSV export. The layout has already refused what the roles do not allow.
 */
export default function TransactionsPage() {
  const dash = useDashboardClub();
  const club = useClub(dash.clubId);
  // Account credit (issue 30): the club's balances beside the transactions, in the URL (?view=credit).
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'credit' ? 'credit' : 'transactions';
  const setView = (next: string) => setParams(next === 'credit' ? { view: 'credit' } : {});
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Payments
        </Title>
        {/* Issue 30: the accounting export (docs/accounting-export.md). */}
        {club.data && view === 'transactions' && <AccountingExport club={club.data} />}
      </Group>
      <SegmentedControl
        value={view}
        onChange={setView}
        data={[
          { value: 'transactions', label: 'Transactions' },
          { value: 'credit', label: 'Account credit' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {club.isError ? (
        <ErrorState
          title="We couldn't load this club"
          error={club.error}
          onRetry={() => club.refetch()}
          isRetrying={club.isFetching}
        />
      ) : club.isPending ? (
        <Skeleton h={420} radius="md" />
      ) : view === 'credit' ? (
        <AccountCreditView club={club.data} />
      ) : (
        <TransactionList club={club.data} />
      )}
    </Stack>
  );
}
