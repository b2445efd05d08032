import { Group, Text } from '@mantine/core';

/** The Rally wordmark: a court-green ball and the name. Decorative mark; the name is the text. */
export function RallyLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill={inverted ? '#ffffff' : '#1f7a4d'} />
        <path
          d="M10 20c14 6 30 6 44 0M10 44c14-6 30-6 44 0"
          stroke={inverted ? '#1f7a4d' : '#d9f99d'}
          strokeWidth="4"
          fill="none"
        />
      </svg>
      <Text component="span" fw={800} fz={22} lts={-0.5} c={inverted ? 'white' : 'court.9'}>
        Rally
      </Text>
    </Group>
  );
}
