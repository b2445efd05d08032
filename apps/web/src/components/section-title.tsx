import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of one section of a player screen, with an optional count. */
export function SectionTitle({ id, children, count }: { id: string; children: ReactNode; count?: number }) {
  return (
    <Group gap="xs" mb="sm" align="baseline">
      <Title order={2} size="h4" id={id}>
        {children}
      </Title>
      {count !== undefined && (
        <Text size="sm" c="dimmed">
          {count}
        </Text>
      )}
    </Group>
  );
}
