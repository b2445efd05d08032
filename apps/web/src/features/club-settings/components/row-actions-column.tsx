import { ActionIcon, Menu, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

/** The last column of a Club Settings table: a "⋯" button opening the row's actions (`Menu.Item`s). */
export function rowActionsColumn<T>(nameOf: (row: T) => string, items: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: <VisuallyHidden>Actions</VisuallyHidden>,
    textAlign: 'right',
    width: 56,
    render: (row) => (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${nameOf(row)}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{items(row)}</Menu.Dropdown>
      </Menu>
    ),
  };
}
