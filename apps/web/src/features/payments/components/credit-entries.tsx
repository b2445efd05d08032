import { Table, Text } from '@mantine/core';
import { creditEntryKindLabels, formatAmount, formatDateTime, type ClubFormat, type CreditEntry } from '@rally/domain';
import { stackedTable } from '../../../components/stacked-table';

/** A statement's entries, newest first: when, what, the signed amount and the balance after it (staff and the player alike). */
export function CreditEntries({ entries, fmt }: { entries: CreditEntry[]; fmt: ClubFormat }) {
  if (!entries.length)
    return (
      <Text size="sm" c="dimmed">
        No entries yet.
      </Text>
    );
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: entries[0].currency });
  return (
    <Table className={stackedTable} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td data-label="Date">{formatDateTime(e.created, fmt)}</Table.Td>
            <Table.Td data-label="What">
              <Text size="sm" fw={500}>
                {creditEntryKindLabels[e.kind]}
              </Text>
              {e.reason && (
                <Text size="xs" c="dimmed">
                  {e.reason}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-label="Amount" ta="right" c={Number(e.amount) < 0 ? 'red.9' : undefined}>
              {Number(e.amount) > 0 ? '+' : ''}
              {money(e.amount)}
            </Table.Td>
            <Table.Td data-label="Balance" ta="right">
              {money(e.balance_after)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
