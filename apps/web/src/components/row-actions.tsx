import { ActionIcon, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One action of a table row: a small text button, or an icon button when `icon` is given.
 * `label` names it for screen readers when it does not say enough on its own ('Edit Pat Player').
 */
export type RowAction = {
  text: string;
  label?: string;
  onClick: () => void;
  danger?: boolean;
  icon?: ReactNode;
  variant?: 'subtle' | 'light';
  loading?: boolean;
};

/** A table row's actions, right-aligned on one line; `false`/`null` entries are left out (`!readOnly && {...}`). */
export function RowActions({ actions }: { actions: (RowAction | false | null | undefined)[] }) {
  const shown = actions.filter((a): a is RowAction => Boolean(a));
  if (!shown.length) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {shown.map((a) =>
        a.icon ? (
          <ActionIcon
            key={a.text}
            variant={a.variant ?? 'subtle'}
            color={a.danger ? 'red' : undefined}
            aria-label={a.label ?? a.text}
            onClick={a.onClick}
            loading={a.loading}
          >
            {a.icon}
          </ActionIcon>
        ) : (
          <Button
            key={a.text}
            size="xs"
            variant={a.variant ?? 'subtle'}
            color={a.danger ? 'red' : undefined}
            aria-label={a.label}
            onClick={a.onClick}
            loading={a.loading}
          >
            {a.text}
          </Button>
        ),
      )}
    </Group>
  );
}
