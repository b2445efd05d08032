import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatAmount, formatDate, formatDateTime, type ClubDetail } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { SectionTitle } from '../../../components/section-title';
import { stackedTable } from '../../../components/stacked-table';
import { useClubFormat } from '../../../lib/format';
import { useCashUps } from '../api/cash-up.api';

/** Past cash-ups (issue 30): each till's closed days, newest first, with the count and the difference. */
export function CashUpList({ club }: { club: ClubDetail }) {
  const fmt = useClubFormat(club);
  const cashUps = useCashUps(club.id);
  const rows = cashUps.data ?? [];
  return (
    <Stack gap="xs">
      <SectionTitle id="past-cash-ups" count={cashUps.data?.length}>
        Past cash-ups
      </SectionTitle>
      {cashUps.isError ? (
        <ErrorState title="We couldn't load the cash-ups" error={cashUps.error} onRetry={() => cashUps.refetch()} />
      ) : cashUps.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No day has been closed yet. Each till's closed days appear here.
        </Text>
      ) : (
        <Table className={stackedTable} aria-label="Past cash-ups" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Till</Table.Th>
              <Table.Th ta="right">Expected</Table.Th>
              <Table.Th ta="right">Counted</Table.Th>
              <Table.Th ta="right">Difference</Table.Th>
              <Table.Th>Note</Table.Th>
              <Table.Th>Closed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td data-label="Day">{formatDate(c.day, fmt, { weekday: true })}</Table.Td>
                <Table.Td data-label="Till">{c.till_name}</Table.Td>
                <Table.Td data-label="Expected" ta="right">
                  {formatAmount(c.expected_cash, fmt)}
                </Table.Td>
                <Table.Td data-label="Counted" ta="right">
                  {formatAmount(c.counted_cash, fmt)}
                </Table.Td>
                <Table.Td data-label="Difference" ta="right" c={c.difference === '0.00' ? undefined : 'red.9'}>
                  {formatAmount(c.difference, fmt)}
                </Table.Td>
                <Table.Td data-label="Note">{c.note || '–'}</Table.Td>
                <Table.Td data-label="Closed">
                  {c.closed_by_name ? `${c.closed_by_name}, ` : ''}
                  {formatDateTime(c.closed_at ?? '', fmt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
