import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACCOUNTING_FORMAT,
  XERO_MAX_LINES,
  customDateRange,
  formatAmount,
  getPresetRange,
  type ClubDetail,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { DateRangePicker } from '../../../components/date-range-picker';
import { notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { downloadText } from '../../../lib/download';
import { clubToday, useClubFormat } from '../../../lib/format';
import { accountingCsv, accountingFileName } from '../accounting-csv';
import { useAccountingExport } from '../api/accounting.api';

/**
 * Payments › Accounting export (issue 30, docs/accounting-export.md): a range of the club's
 * payments and refunds as a Xero manual journal CSV, with the summary by account; its income
 * total is the Payments list's "Taken" for the same dates.
 */
export function AccountingExport({ club }: { club: ClubDetail }) {
  const [opened, setOpened] = useState(false);
  const today = clubToday(club);
  const [params] = useSearchParams();
  // The Payments list's dates when it has some (?from&to), so the two show the same range; else this month.
  const [range, setRange] = useState(() => {
    const [from, to] = [params.get('from'), params.get('to')];
    return from && to ? customDateRange(from, to) : getPresetRange('thisMonth', today);
  });
  const fmt = useClubFormat(club);
  const exported = useAccountingExport(club.id, range.start, range.end, opened);
  const data = exported.data;

  const download = () => {
    if (!data) return;
    downloadText(accountingCsv(data.lines), accountingFileName(data.datefrom, data.dateto));
    notifySuccess('Accounting export downloaded');
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Accounting export
      </Button>
      <PopupModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Accounting export"
        size="lg"
        fullScreen={false}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            For {ACCOUNTING_FORMAT}: in Xero, Accounting › Manual journals › Import. One journal a day: payments credit
            their income account, refunds debit Refunds on the day they were made. Account credit is owed to players:
            top-ups and refunds to credit raise Account credit held, spends by account lower it.
          </Text>
          <DateRangePicker label="Dates" value={range} today={today} onChange={setRange} />
          {exported.isError ? (
            <ErrorState title="We couldn't load the export" error={exported.error} onRetry={() => exported.refetch()} />
          ) : !data ? (
            <Skeleton h={260} radius="md" />
          ) : (
            <>
              <Table aria-label="Summary by account" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Code</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.summary.map((a) => (
                    <Table.Tr key={a.account}>
                      <Table.Td>{a.name}</Table.Td>
                      <Table.Td>{a.code}</Table.Td>
                      <Table.Td ta="right">{formatAmount(a.amount, fmt)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th colSpan={2}>Taken ({data.payments} payments)</Table.Th>
                    <Table.Th ta="right" data-testid="export-income">
                      {formatAmount(data.income_total, fmt)}
                    </Table.Th>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th colSpan={2}>Refunded ({data.refunds} refunds)</Table.Th>
                    <Table.Th ta="right">{formatAmount(data.refunds_total, fmt)}</Table.Th>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th colSpan={2}>Kept</Table.Th>
                    <Table.Th ta="right">{formatAmount(data.net, fmt)}</Table.Th>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Text size="sm" data-testid="export-credit">
                Account credit held: {formatAmount(data.credit.held_at_start, fmt)} at the start,{' '}
                {formatAmount(data.credit.held_at_end, fmt)} at the end (top-ups {formatAmount(data.credit.topups, fmt)}
                , refunds to credit {formatAmount(data.credit.refunds_to_credit, fmt)}, spent{' '}
                {formatAmount(data.credit.spent, fmt)}, adjustments {formatAmount(data.credit.adjustments, fmt)}).
              </Text>
              {data.lines.length > XERO_MAX_LINES && (
                <Alert color="yellow">
                  {data.lines.length} journal lines: Xero imports at most {XERO_MAX_LINES} lines a file. Export a
                  shorter range at a time (a week, or a few days).
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={download}
                  disabled={!data.lines.length}
                >
                  Download CSV
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </PopupModal>
    </>
  );
}
