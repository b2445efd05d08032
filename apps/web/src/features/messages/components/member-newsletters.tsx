import { Accordion, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { useNewsletters } from '../api/newsletters.api';
import { NewsletterHtml } from './newsletter-html';
import { useClubFormatOf } from '../../../lib/dashboard';
import { formatDate } from '@rally/domain';

/** A club's sent newsletters, newest first, for its members to read in the app. */
export function MemberNewsletters({ clubId }: { clubId: number }) {
  const fmt = useClubFormatOf(clubId);
  const list = useNewsletters(clubId);
  if (list.isPending) return <TableSkeleton rows={3} columns={1} label="Loading newsletters" />;
  if (list.isError)
    return (
      <ErrorState
        title="We couldn't load the newsletters"
        error={list.error}
        onRetry={() => list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  if (!list.data.length)
    return (
      <EmptyState
        icon={<IconNews size={28} aria-hidden />}
        title="No newsletters yet"
        description="Newsletters your club sends appear here too."
      />
    );
  return (
    <Accordion variant="separated" aria-label="Newsletters">
      {list.data.map((n) => (
        <Accordion.Item key={n.id} value={String(n.id)}>
          <Accordion.Control>
            <Text fw={600} size="sm">
              {n.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(n.sent_at ?? n.modified, fmt)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <NewsletterHtml html={n.html} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
