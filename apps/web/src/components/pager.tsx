import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export type PagerProps = {
  /** The current page, from 1; reset it to 1 on a fresh query (spec 1 §4). */
  page: number;
  /** The DRF page's `next` and `previous` links; a missing link disables its button. */
  next?: string | null;
  previous?: string | null;
  /** Called with the new page number and the link to follow. */
  onPageChange: (page: number, link: string) => void;
  /** Disables both buttons while a page loads. */
  disabled?: boolean;
};

/** Previous / next paging with a 'Page N' counter, driven by a DRF page's links (DESIGN.md). */
export function Pager({ page, next, previous, onPageChange, disabled = false }: PagerProps) {
  if (!next && !previous && page <= 1) return null;
  return (
    <Group component="nav" aria-label="Pagination" justify="center" gap="sm" mt="md">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={disabled || !previous}
        onClick={() => previous && onPageChange(Math.max(1, page - 1), previous)}
      >
        Previous
      </Button>
      <Text size="sm" aria-live="polite" miw="5ch" ta="center">
        Page {page}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={disabled || !next}
        onClick={() => next && onPageChange(page + 1, next)}
      >
        Next
      </Button>
    </Group>
  );
}
