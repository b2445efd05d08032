import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { formatDateTime, type ThreadRecord } from '@rally/domain';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { useThreads } from '../api/messages.api';
import { useClubFormatOf } from '../../../lib/dashboard';

/** The threads the caller may read, latest activity first, each with its unread count. */
export function ThreadList({
  clubId,
  selected,
  onSelect,
  page,
  onPageChange,
  emptyText,
}: {
  clubId: number;
  selected: number | null;
  onSelect: (id: number) => void;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
}) {
  const fmt = useClubFormatOf(clubId);
  const threads = useThreads(clubId, page);
  if (threads.isPending) return <TableSkeleton rows={5} columns={1} label="Loading messages" />;
  if (threads.isError)
    return (
      <ErrorState
        title="We couldn't load the messages"
        error={threads.error}
        onRetry={() => threads.refetch()}
        isRetrying={threads.isFetching}
      />
    );
  if (threads.data.results.length === 0)
    return <EmptyState icon={<IconMessages size={28} aria-hidden />} title="No messages yet" description={emptyText} />;
  return (
    <Stack gap={4}>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Messages">
        {threads.data.results.map((t: ThreadRecord) => (
          <li key={t.id}>
            <UnstyledButton
              onClick={() => onSelect(t.id)}
              aria-current={t.id === selected ? 'true' : undefined}
              p="sm"
              w="100%"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-gray-3)',
                background: t.id === selected ? 'var(--mantine-color-court-0)' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={t.unread ? 700 : 500} size="sm" lineClamp={1}>
                  {t.subject}
                </Text>
                {t.unread > 0 && (
                  <Badge size="sm" circle={t.unread < 10} aria-label={`${t.unread} unread`}>
                    {t.unread}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {t.last_comment ? `${t.last_comment.author}: ${t.last_comment.text}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {t.group_set.map((g) => g.name).join(', ')} · {formatDateTime(t.last_activity, fmt, { year: false })}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <Pager
        page={page}
        next={threads.data.next}
        previous={threads.data.previous}
        onPageChange={onPageChange}
        disabled={threads.isPlaceholderData}
      />
    </Stack>
  );
}
