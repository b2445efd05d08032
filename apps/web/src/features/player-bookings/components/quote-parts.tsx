import { Alert, Badge, Button, Group, Loader, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../lib/api';
import { MY_BOOKINGS_PATH } from '../paths';
import classes from '../player-bookings.module.css';

// The rows a player's booking dialogs share (one booking, and a weekly slot: issue 29): checking the
// quote, why it cannot be booked, its price with how it is paid, the confirm row, and the row once booked.

/** While the quote is asked: a spinner and what is being checked. */
export function QuoteChecking({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs">
      <Loader size="sm" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The rules the booking breaks, one a line. */
export function RefusalAlert({ title, reasons }: { title: string; reasons: string[] }) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap={4}>
        {reasons.map((r) => (
          <span key={r}>{r}</span>
        ))}
      </Stack>
    </Alert>
  );
}

/** The price (already formatted) under what it is for, with how it is paid beside it; `children` under the price. */
export function PriceRow({
  label,
  price,
  badge,
  badgeColor = 'gray',
  children,
}: {
  label: string;
  price: string;
  badge: string;
  badgeColor?: MantineColor;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" className={classes.price}>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="xl" fw={700}>
          {price}
        </Text>
        {children}
      </Stack>
      <Badge variant="light" color={badgeColor} tt="none" size="lg">
        {badge}
      </Badge>
    </Group>
  );
}

/** The booking's own failure (when it failed), then Cancel and the confirm button. */
export function ConfirmRow({
  error,
  onClose,
  disabled,
  loading,
  onConfirm,
  children,
}: {
  error: unknown;
  onClose: () => void;
  disabled: boolean;
  loading: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {failureText(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={disabled} loading={loading} onClick={onConfirm}>
          {children}
        </Button>
      </Group>
    </>
  );
}

/** Once booked: close the dialog (named `closeLabel`) or go to My bookings. */
export function BookedRow({ onClose, closeLabel }: { onClose: () => void; closeLabel: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {closeLabel}
      </Button>
      <Button component={Link} to={MY_BOOKINGS_PATH}>
        See my bookings
      </Button>
    </Group>
  );
}
