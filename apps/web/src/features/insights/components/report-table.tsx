import { Box, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { exportToasts } from '@rally/domain';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../../components/notify';
import { downloadText } from '../../../lib/download';
import { reportCsv } from '../report-format';
import { stackedTable } from '../../../components/stacked-table';

export type ReportColumn<Row> = {
  label: string;
  /** The cell on screen. */
  cell: (row: Row) => ReactNode;
  /** The cell in the CSV file (a plain number or text). */
  csv: (row: Row) => string | number;
  numeric?: boolean;
};

type ReportTableProps<Row> = {
  title: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The file the export writes: rally_insights_<name>_<from>_<to>.csv. */
  fileName: string;
  empty?: ReactNode;
  /** Why the rows add up to something other than the report's headline figure, said under the title. */
  note?: string;
};

/** A report's table with an Export CSV button (spec 3's toasts), under its chart. */
export function ReportTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  fileName,
  empty = 'Nothing in this range.',
  note,
}: ReportTableProps<Row>) {
  const exportCsv = () => {
    try {
      downloadText(reportCsv(columns, rows), fileName);
      notifySuccess(exportToasts.success);
    } catch {
      notifyError(exportToasts.failure);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={exportCsv}
          disabled={rows.length === 0}
          className="rally-no-print"
        >
          Export CSV
        </Button>
      </Group>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        // A plain scrolling box that takes focus, so the keyboard can scroll a wide table on a phone.
        <Box tabIndex={0} role="region" aria-label={title} style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover fz="sm" miw={columns.length * 110} className={stackedTable}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined}>
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={rowKey(r)}>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.label}
                      data-label={c.label}
                      ta={c.numeric ? 'right' : undefined}
                      style={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                    >
                      {c.cell(r)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
