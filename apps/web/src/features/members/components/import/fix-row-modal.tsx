import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { fieldLabelOf, importColumns, type ImportField, type ImportPreviewRow } from '@rally/domain';
import { useEffect, useState } from 'react';
import { MessageText } from '../../../../components/message-text';
import { PopupModal } from '../../../../components/popup-modal';
import { TextInputField } from '../../../../components/text-input';
import type { ColumnMapping } from './column-mapping';

// Which import field an error path belongs to ('email_set.0' → email, 'email_set.1' → email2).
const fieldOfPath = (path: string): ImportField | null => {
  if (path === 'email_set' || path === 'email_set.0') return 'email';
  if (path.startsWith('email_set.')) return 'email2';
  return importColumns.some((c) => c.field === path) ? (path as ImportField) : null;
};

export type FixRowModalProps = {
  row: ImportPreviewRow | null;
  record: Record<string, string> | null;
  mapping: ColumnMapping;
  onSave: (record: Record<string, string>) => void;
  onClose: () => void;
};

/** Corrects one row of the file in place: the mapped cells, with the row's problems under them. */
export function FixRowModal({ row, record, mapping, onSave, onClose }: FixRowModalProps) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  useEffect(() => setDraft(record ?? {}), [record]);
  const mapped = importColumns.filter((c) => mapping[c.field] !== undefined);
  const errorFor = (field: ImportField) =>
    Object.entries(row?.errors ?? {})
      .filter(([path]) => fieldOfPath(path) === field)
      .flatMap(([, messages]) => messages)
      .join(' ');
  const unplaced = Object.entries(row?.errors ?? {}).filter(([path]) => {
    const field = fieldOfPath(path);
    return !field || mapping[field] === undefined;
  });

  return (
    <PopupModal opened={row !== null} onClose={onClose} title={<Text fw={700}>Fix row {row?.row}</Text>} size="lg">
      <Stack gap="sm">
        {unplaced.map(([path, messages]) => (
          <MessageText key={path} kind="error">
            {fieldLabelOf(path)}: {messages.join(' ')} (this column is not in the file: map it, or change the file)
          </MessageText>
        ))}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {mapped.map((column) => {
            const header = mapping[column.field]!;
            return (
              <TextInputField
                key={column.field}
                label={column.label}
                description={header !== column.label ? `Column “${header}”` : undefined}
                value={draft[header] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((d) => ({ ...d, [header]: value }));
                }}
                error={errorFor(column.field) || undefined}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onSave(draft);
              onClose();
            }}
          >
            Save row
          </Button>
        </Group>
      </Stack>
    </PopupModal>
  );
}
