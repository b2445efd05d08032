import 'mantine-datatable/styles.css';
import { Skeleton, Stack, Title } from '@mantine/core';
import { ErrorState } from '../../components/data-states';
import { useClub, useDashboardClub } from '../../lib/dashboard';
import { TransactionList } from './components/transaction-list';

/**
 * Payments (/clubs/dashboard/transactions): the club's transactions in four lists with their
 * filters, refunds and the CSV export. The layout has already refused what the roles do not allow.
 */
export default function TransactionsPage() {
  const dash = useDashboardClub();
  const club = useClub(dash.clubId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Payments
      </Title>
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
