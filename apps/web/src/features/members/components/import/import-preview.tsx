import { ActionIcon, Badge, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import type { ImportPreviewRow } from '@rally/domain';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';

const PAGE_SIZE = 25;

export type ImportPreviewProps = {
  rows: ImportPreviewRow[];
  typeName: (id: unknown) => string;
  onFix: (row: ImportPreviewRow) => void;
  onLeaveOut: (row: ImportPreviewRow) => void;
};

/** The rows of the file as they will be imported: the ones that will fail come with the reason and a fix. */
export function ImportPreview({ rows, typeName, onFix, onLeaveOut }: ImportPreviewProps) {
  const failing = rows.filter((r) => r.error);
  const [show, setShow] = useState<'all' | 'failing'>(failing.length ? 'failing' : 'all');
  const [page, setPage] = useState(1);
  const shown = show === 'failing' && failing.length ? failing : rows;
  const records = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={failing.length ? show : 'all'}
          onChange={(value) => {
            setShow(value as 'all' | 'failing');
            setPage(1);
          }}
          data={[
            { value: 'failing', label: `Rows that will fail (${failing.length})`, disabled: !failing.length },
            { value: 'all', label: `All rows (${rows.length})` },
          ]}
        />
      </Group>
      <DataTable<ImportPreviewRow>
        withTableBorder
        borderRadius="md"
        striped
        idAccessor="row"
        aria-label="Import preview"
        records={records}
        totalRecords={shown.length}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        minHeight={120}
        noRecordsText="No rows"
        fz={13}
        rowBackgroundColor={(r) => (r.error ? { light: 'var(--mantine-color-red-0)', dark: 'rgba(250, 82, 82, 0.12)' } : undefined)}
        columns={[
          { accessor: 'row', title: 'Row', width: 56, textAlign: 'right' },
          { accessor: 'name', title: 'Name', render: (r) => `${String(r.input.first_name ?? '')} ${String(r.input.last_name ?? '')}`.trim() || '—' },
          {
            accessor: 'email',
            title: 'Email',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (r) => (Array.isArray(r.input.email_set) ? r.input.email_set[0] : '') ?? '',
          },
          {
            accessor: 'type',
            title: 'Membership',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) => typeName(r.input.membership_type),
          },
          {
            accessor: 'error',
            title: 'Check',
            render: (r) =>
              r.error ? (
                <Text size="sm" c="red.9" fw={500}>{r.error.replace(/^Row \d+: /, '')}</Text>
              ) : (
                <Badge color="court" variant="light" size="sm" leftSection={<IconCheck size={12} aria-hidden />}>Ready</Badge>
              ),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {r.error && (
                  <Button size="compact-xs" variant="light" onClick={() => onFix(r)} aria-label={`Fix row ${r.row}`}>
                    Fix
                  </Button>
                )}
                <Tooltip label="Leave this row out" withArrow>
                  <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => onLeaveOut(r)} aria-label={`Leave out row ${r.row}`}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
    </>
  );
}
