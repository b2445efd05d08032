import 'mantine-datatable/styles.css';
import { Group, Skeleton, Stack, Title } from '@mantine/core';
import { ErrorState } from '../../components/data-states';
import { useClub, useDashboardClub } from '../../lib/dashboard';
import { TransactionList } from './components/transaction-list';
import { AccountingExport } from './components/accounting-export';

/**
 * Payments (/clubs/dashboard/transactions): the club's transactions in four lists with their
 * filters, refunds and the CSV export. The layout has already refused what the roles do not allow.
 */
export default function TransactionsPage() {
  const dash = useDashboardClub();
  const club = useClub(dash.clubId);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Payments
        </Title>
        {/* Issue 30: the accounting export (docs/accounting-export.md). */}
        {club.data && <AccountingExport club={club.data} />}
      </Group>
      {club.isError ? (
        <ErrorState
          title="We couldn't load this club"
          error={club.error}
          onRetry={() => club.refetch()}
          isRetrying={club.isFetching}
        />
      ) : club.isPending ? (
        <Skeleton h={420} radius="md" />
      ) : (
        <TransactionList club={club.data} />
      )}
    </Stack>
  );
}
