import { EmptyState } from '../../components/empty-state';
import { MessageText } from '../../components/message-text';
import { Anchor, Box, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconNews } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { NewsItem } from '@rally/domain';
import { useNews } from './api/news.api';
import { failureText } from '../../lib/api';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';

/** /news: Rally's news for players, newest first, paged. */
export default function NewsPage() {
  const [page, setPage] = useState(1);
  const news = useNews(page);

  return (
    <>
      <PageHeader title="News" description="What's happening in tennis and on Rally: competitions opening, club updates and tips for your game." />
      <Box maw={840}>
        {news.isPending ? (
          <Stack gap="md" role="status" aria-busy aria-label="Loading news">
            {[0, 1, 2].map((i) => (
              <Paper key={i} withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Skeleton height={12} width={100} />
                  <Skeleton height={20} width="70%" />
                  <Skeleton height={14} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : news.isError ? (
          <MessageText kind="error" title="We couldn't load the news">
            {failureText(news.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => news.refetch()}>
              Try again
            </Button>
          </MessageText>
        ) : news.data.results.length === 0 ? (
          <EmptyState icon={<IconNews size={28} aria-hidden />} title="No news yet" description="News from Rally and the tennis world will show up here." />
        ) : (
          <Box style={{ opacity: news.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={news.isFetching}>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {news.data.results.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
            </Stack>
            <Pager page={page} next={news.data.next} previous={news.data.previous} onPageChange={setPage} disabled={news.isPlaceholderData} />
          </Box>
        )}
      </Box>
    </>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Paper withBorder radius="md" p="lg" component="li">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" component="time" dateTime={item.created}>
          {dayjs(item.created).format('MMM DD, YYYY')}
          {item.club_name ? ` · ${item.club_name}` : ''}
        </Text>
        <Title order={2} size="h4">
          <Anchor href={item.url} target="_blank" rel="noopener noreferrer" inherit c="dark.8" underline="hover">
            {item.title}
            <IconExternalLink size={16} aria-hidden style={{ marginLeft: 6, verticalAlign: '-2px', color: 'var(--mantine-color-court-7)' }} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </Title>
        {item.summary && <Text>{item.summary}</Text>}
      </Stack>
    </Paper>
  );
}
