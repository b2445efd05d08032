import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: ReactNode;
  /** One line under the title saying what the screen is for. */
  description?: ReactNode;
  /** Buttons on the right (the primary action last); they wrap under the title on a phone. */
  actions?: ReactNode;
  /** Heading level; 1 for a page, 2 inside a dashboard section that already has one. */
  order?: 1 | 2 | 3;
};

/** A data screen's header: title on the left, actions on the right (DESIGN.md). */
export function PageHeader({ title, description, actions, order = 1 }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Title order={order} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
