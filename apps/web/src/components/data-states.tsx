import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';

// The three states every data screen has besides its data (DESIGN.md, issue 8): loading shows
// the shape of what is coming, a failure says so with a way to try again (and nothing else: no
// "No members" under it), and an empty list says what to do next (EmptyState).

export type ErrorStateProps = {
  /** What could not be loaded: "We couldn't load the members". */
  title: ReactNode;
  /** The reason, as the API's error reader words it. */
  error: Error | null;
  /** Loads again (the query's `refetch`). */
  onRetry: () => unknown;
  isRetrying?: boolean;
};

/**
 * What a failed load says: the API's own sentence for a refusal (4xx), otherwise a plain one.
 * The spec's error reader words a 5xx 'An error occured'; that text belongs to the reader (toasts
 * of spec 2 §8), not to a screen that can say more.
 */
export function loadFailureText(error: Error | null): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  if (error instanceof ApiError) return 'Something went wrong on our side. Try again in a moment.';
  return 'We could not reach Rally. Check your connection and try again.';
}

/** A failed load: the reason and a Retry button. Show it instead of the list, never above an empty one. */
export function ErrorState({ title, error, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <span>{loadFailureText(error)}</span>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => onRetry()}
          loading={isRetrying}
        >
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

/** A table's skeleton: a header and `rows` lines of `columns` cells, the first cell wider (a name with its e-mail). */
export function TableSkeleton({
  rows = 10,
  columns = 5,
  label = 'Loading',
}: {
  rows?: number;
  columns?: number;
  label?: string;
}) {
  const line = (height: number, key: number) => (
    <Group
      key={key}
      gap="md"
      wrap="nowrap"
      px="md"
      py={10}
      style={{ borderTop: key ? '1px solid var(--mantine-color-gray-2)' : undefined }}
    >
      {Array.from({ length: columns }, (_, c) => (
        <Skeleton key={c} h={height} w={c === 0 ? '28%' : `${Math.round(60 / columns)}%`} radius="sm" />
      ))}
    </Group>
  );
  return (
    <Paper withBorder radius="md" aria-busy="true" aria-label={label} role="status">
      {line(14, 0)}
      {Array.from({ length: rows }, (_, r) => line(r % 2 ? 18 : 22, r + 1))}
    </Paper>
  );
}
