import { Group, Paper, Text } from '@mantine/core';
import { changeFrom, formatNumber } from '@rally/domain';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// Mantine's green 9 is 4.4:1 on white; this darker court green reads at 7:1.
const upColour = '#1e6b30';

type StatCardProps = {
  label: string;
  value: ReactNode;
  /** The same figure in the previous period: the card shows the change from it. */
  current?: number;
  previous?: number;
  hint?: ReactNode;
  /** How the previous figure is written (money, hours); a plain number by default. */
  format?: (n: number) => string;
  /**
   * The value is a name (the largest source), not a figure: a size that fits a half-width card on
   * a phone, broken between words only. A figure may break anywhere (a long amount), a word may not:
   * 'Memberships' broke into 'Membershi / ps' at 390 px.
   */
  isName?: boolean;
};

/** A headline figure with, where it has one, its change against the previous period. */
export function StatCard({
  label,
  value,
  current,
  previous,
  hint,
  format = (n) => formatNumber(n),
  isName = false,
}: StatCardProps) {
  const change = current !== undefined && previous !== undefined ? changeFrom(current, previous) : undefined;
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        fz={isName ? { base: 18, sm: 24 } : { base: 22, sm: 28 }}
        fw={700}
        lh={1.2}
        mt={4}
        style={{ overflowWrap: isName ? 'normal' : 'anywhere' }}
      >
        {value}
      </Text>
      {change !== undefined && <Change change={change} previous={format(previous ?? 0)} />}
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Change({ change, previous }: { change: number | null; previous: string }) {
  if (change === null) {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        None in the previous period
      </Text>
    );
  }
  const up = change >= 0;
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={4} mt={4} wrap="nowrap">
      <Icon size={14} aria-hidden color={up ? upColour : 'var(--mantine-color-red-9)'} />
      <Text size="xs" fw={600} c={up ? upColour : 'red.9'}>
        {up ? '+' : ''}
        {Math.round(change * 100)}%
      </Text>
      <Text size="xs" c="dimmed">
        vs {previous} before
      </Text>
    </Group>
  );
}
