import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  /** What the screen holds: 'No courts yet'. */
  title: ReactNode;
  /** What the screen is for and what to do first. */
  description?: ReactNode;
  /** An icon element; the sidebar icon of the area fits well. */
  icon?: ReactNode;
  /** The first action, usually the screen's primary button. */
  action?: ReactNode;
};

/** An empty list that explains the screen and offers the first action (DESIGN.md). */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <MantineEmptyState
        variant="light"
        title={title}
        description={description}
        icon={icon ?? <IconInbox size={28} aria-hidden />}
      >
        {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
      </MantineEmptyState>
    </Paper>
  );
}
