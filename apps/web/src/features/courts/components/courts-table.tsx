import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { CourtRecord, Surface } from '@rally/domain';
import { IconBulb, IconHome, IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { CourtImage } from './court-image';

export type CourtsTableProps = {
  courts: CourtRecord[];
  surfaces: Surface[];
  onEdit: (court: CourtRecord) => void;
  onDelete: (court: CourtRecord) => void;
};

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** A group's courts by number: surface image, name, what they have, row actions. */
export function CourtsTable({ courts, surfaces, onEdit, onDelete }: CourtsTableProps) {
  const surfaceName = (id: number) => surfaces.find((s) => s.id === id)?.name ?? '';
  return (
    <DataTable<CourtRecord>
      withTableBorder
      borderRadius="md"
      fz={14}
      verticalSpacing={6}
      records={courts}
      idAccessor="id"
      aria-label="Courts"
      columns={[
        {
          accessor: 'surface',
          title: '',
          width: 64,
          render: (c) => <CourtImage surfaceName={surfaceName(c.surface)} />,
        },
        { accessor: 'number', title: 'No.', width: 56, textAlign: 'right' },
        {
          accessor: 'name',
          title: 'Court',
          render: (c) => (
            <div>
              <Text size="sm" fw={600}>
                {c.name}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {surfaceName(c.surface)}
              </Text>
            </div>
          ),
        },
        { accessor: 'surface_name', title: 'Surface', visibleMediaQuery: wide, render: (c) => surfaceName(c.surface) },
        {
          accessor: 'features',
          title: 'Has',
          render: (c) => (
            <Group gap={6} wrap="nowrap">
              {c.has_lights && (
                <Tooltip label="Lights" withArrow>
                  <IconBulb size={18} aria-label="Lights" color="var(--mantine-color-yellow-7)" />
                </Tooltip>
              )}
              {c.indoor && (
                <Tooltip label="Indoor" withArrow>
                  <IconHome size={18} aria-label="Indoor" color="var(--mantine-color-gray-7)" />
                </Tooltip>
              )}
              {!c.bookable && (
                <Badge size="sm" color="gray" variant="light">
                  Not bookable
                </Badge>
              )}
            </Group>
          ),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          width: 90,
          render: (c) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${c.name}`} onClick={() => onDelete(c)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ),
        },
      ]}
    />
  );
}
