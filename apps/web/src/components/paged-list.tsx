import { Box, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from './data-states';
import { Pager } from './pager';

// One page of a DRF list shown as a column of cards (news items, news posts): its loading cards,
// its failure with Retry, its empty state, the page dimmed while the next one loads, and the pager.

type PagedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  data: { results: T[]; next?: string | null; previous?: string | null } | undefined;
  refetch: () => unknown;
};

/** Cards standing in for a list that is loading: `count` of them, a line, a title and a text each. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Skeleton height={12} width={100} />
            <Skeleton height={20} width="70%" />
            <Skeleton height={14} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function PagedList<T extends { id: number }>({
  query,
  page,
  onPageChange,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: PagedQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  /** What shows while the first page loads. */
  loading: ReactNode;
  /** "We couldn't load the posts". */
  errorTitle: string;
  /** The EmptyState of a list with nothing in it. */
  empty: ReactNode;
  /** One list item (an `li`) per record. */
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError || !query.data)
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  if (query.data.results.length === 0) return empty;
  return (
    <Box
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={query.isFetching}
    >
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.results.map((item) => children(item))}
      </Stack>
      <Pager
        page={page}
        next={query.data.next}
        previous={query.data.previous}
        onPageChange={onPageChange}
        disabled={query.isPlaceholderData}
      />
    </Box>
  );
}
