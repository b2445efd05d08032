import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * Says why a screen is shown without its controls: the person may read it, but their role may not
 * change it (the server refuses with 403 too). One line, above or beside what it concerns.
 */
export function ReadOnlyNote({ children }: { children: string }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="read-only-note">
      <IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
