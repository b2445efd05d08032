import { ActionIcon, Group, Text } from '@mantine/core';
import { stepperNext } from '@rally/domain';
import { IconMinus, IconPlus } from '@tabler/icons-react';

export type NumberStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** What is counted, for screen readers: 'Quantity' gives 'Decrease Quantity'. */
  label: string;
  step?: number;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

/** − and + buttons with the value between; never goes below 0 (`stepperNext`). */
export function NumberStepper({ value, onChange, label, step = 1, disabled = false, size = 'md' }: NumberStepperProps) {
  const shown = stepperNext(value, 0);
  const isAtFloor = stepperNext(value, -step) === shown;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="default"
        size={size}
        aria-label={`Decrease ${label}`}
        disabled={disabled || isAtFloor}
        onClick={() => onChange(stepperNext(value, -step))}
      >
        <IconMinus size={14} aria-hidden />
      </ActionIcon>
      <Text component="output" miw="2.5ch" ta="center" fw={600} aria-live="polite" aria-label={label}>
        {shown}
      </Text>
      <ActionIcon
        variant="default"
        size={size}
        aria-label={`Increase ${label}`}
        disabled={disabled}
        onClick={() => onChange(stepperNext(value, step))}
      >
        <IconPlus size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
