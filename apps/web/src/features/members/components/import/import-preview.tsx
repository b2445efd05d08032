import { ActionIcon, Badge, Button, Group, List, SegmentedControl, Tooltip } from '@mantine/core';
import { rowProblems, type ImportPreviewRow } from '@rally/domain';
import { IconCheck, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { PlannedRow } from '../../api/member-import-preview.api';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';

const PAGE_SIZE = 25;

export type ImportPreviewProps = {
  rows: ImportPreviewRow[];
  typeName: (id: unknown) => string;
  onFix: (row: ImportPreviewRow) => void;
  onLeaveOut: (row: ImportPreviewRow) => void;
  /** What the server's preview says each row will do, by file row; empty when there is no preview. */
  actions?: ReadonlyMap<number, PlannedRow>;
};

const matchedByText = { membership_number: 'membership number', email: 'e-mail' } as const;
// A badge's words wrap rather than end in an ellipsis: what a row will do must be read in full.
const wrapping = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** A ready row's fate: new, an update of the member it matches, or a duplicate the import reports. */
function ActionBadge({ action }: { action: PlannedRow | undefined }) {
  if (action?.action === 'update') {
    return (
      <Badge
        color="blue"
        variant="light"
        size="sm"
        tt="none"
        styles={wrapping}
        leftSection={<IconPencil size={12} aria-hidden />}
      >
        Updates a member: same {matchedByText[action.matched_by ?? 'membership_number']}
      </Badge>
    );
  }
  if (action?.action === 'duplicate') {
    return (
      <Badge
        color="ball"
        variant="light"
        size="sm"
        tt="none"
        styles={wrapping}
        leftSection={<IconCopy size={12} aria-hidden />}
      >
        Already on the register{action.matched_by ? `: same ${matchedByText[action.matched_by]}` : ''}
      </Badge>
    );
  }
  return (
    <Badge color="court" variant="light" size="sm" tt="none" leftSection={<IconCheck size={12} aria-hidden />}>
      {action ? 'New member' : 'Ready'}
    </Badge>
  );
}

/** The rows of the file as they will be imported: the ones that will fail come with the reason and a fix. */
export function ImportPreview({ rows, typeName, onFix, onLeaveOut, actions }: ImportPreviewProps) {
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
        rowBackgroundColor={(r) =>
          r.error ? { light: 'var(--mantine-color-red-0)', dark: 'rgba(250, 82, 82, 0.12)' } : undefined
        }
        columns={[
          { accessor: 'row', title: 'Row', width: 56, textAlign: 'right' },
          {
            accessor: 'name',
            title: 'Name',
            render: (r) => `${String(r.input.first_name ?? '')} ${String(r.input.last_name ?? '')}`.trim() || '—',
          },
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
            // Every problem of the row at once, so one visit to Fix mends them all.
            render: (r) =>
              r.error ? (
                <List
                  size="sm"
                  spacing={2}
                  c="red.9"
                  fw={500}
                  listStyleType={rowProblems(r.errors).length > 1 ? 'disc' : 'none'}
                  withPadding={rowProblems(r.errors).length > 1}
                >
                  {(rowProblems(r.errors).length ? rowProblems(r.errors) : [r.error.replace(/^Row \d+: /, '')]).map(
                    (problem) => (
                      <List.Item key={problem}>{problem}</List.Item>
                    ),
                  )}
                </List>
              ) : (
                <ActionBadge action={actions?.get(r.row)} />
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
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    onClick={() => onLeaveOut(r)}
                    aria-label={`Leave out row ${r.row}`}
                  >
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
