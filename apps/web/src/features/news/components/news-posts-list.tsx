import { Box, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArticle } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { useNewsPosts } from '../api/news-posts.api';
import { NewsLoadError } from './news-load-error';
import { NewsPostCard } from './news-post-card';

/** The players' news posts on /news (Rally's and their clubs', or one club's), newest first, paged. */
export function NewsPostsList({
  club,
  page,
  onPageChange,
}: {
  club: number | null;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const posts = useNewsPosts(page, club);
  return (
    <Stack gap="md" component="section" aria-labelledby="news-posts-title" mb="xl">
      <Title order={2} size="h3" id="news-posts-title">
        Posts
      </Title>
      {posts.isPending ? (
        <Stack gap="md" role="status" aria-busy aria-label="Loading posts">
          {[0, 1].map((i) => (
            <Paper key={i} withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Skeleton height={12} width={100} />
                <Skeleton height={20} width="70%" />
                <Skeleton height={14} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : posts.isError ? (
        <NewsLoadError title="We couldn't load the posts" error={posts.error} onRetry={() => posts.refetch()} />
      ) : posts.data.results.length === 0 ? (
        <EmptyState
          icon={<IconArticle size={28} aria-hidden />}
          title="No posts yet"
          description={
            club === null
              ? 'Stories from Rally and your clubs will show up here.'
              : 'This club has not published any posts yet.'
          }
        />
      ) : (
        <Box
          style={{ opacity: posts.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={posts.isFetching}
        >
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {posts.data.results.map((post) => (
              <NewsPostCard key={post.id} post={post} headingOrder={3} data-testid="news-post" />
            ))}
          </Stack>
          <Pager
            page={page}
            next={posts.data.next}
            previous={posts.data.previous}
            onPageChange={onPageChange}
            disabled={posts.isPlaceholderData}
          />
        </Box>
      )}
    </Stack>
  );
}
