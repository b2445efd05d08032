import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** A clear panel for an area that is not built yet, shown inside the real layout. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconTools size={24} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">
          {description ?? 'This part of Rally is coming soon. Everything else in the menu works today.'}
        </Text>
      </Stack>
    </Paper>
  );
}
