import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** The Rally wordmark: a tennis ball and the name, linking to the player's clubs. */
export function RallyWordmark({ to = '/clubs' }: { to?: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Rally, back to my clubs">
      <Group gap={8} wrap="nowrap">
        <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden focusable="false">
          <circle cx="13" cy="13" r="12" fill="var(--mantine-color-court-7)" />
          <path
            d="M4.5 5.5c4 3.2 4 11.8 0 15M21.5 5.5c-4 3.2-4 11.8 0 15"
            fill="none"
            stroke="#fff"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        <Text component="span" fw={800} fz={22} lh={1} c="court.8" style={{ letterSpacing: '-0.02em' }}>
          Rally
        </Text>
      </Group>
    </UnstyledButton>
  );
}
