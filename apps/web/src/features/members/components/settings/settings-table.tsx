import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';

type SettingsTableProps<T> = {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  /** The list's query: a spinner while pending, the reason above the table if it fails. */
  query: { data: T[] | undefined; isPending: boolean; error: Error | null };
  noRecordsText: string;
  columns: DataTableColumn<T>[];
};

/** One list of Members › Settings: its heading and add button above a striped table. */
export function SettingsTable<T>({
  title,
  description,
  addLabel,
  onAdd,
  query,
  noRecordsText,
  columns,
}: SettingsTableProps<T>) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      <DataTable<T>
        withTableBorder
        borderRadius="md"
        striped
        minHeight={query.data?.length ? undefined : 160}
        fetching={query.isPending}
        records={query.data ?? []}
        noRecordsText={noRecordsText}
        fz={14}
        columns={columns}
      />
    </Stack>
  );
}
