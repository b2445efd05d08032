import { Stack, Title } from '@mantine/core';
import { IconArticle } from '@tabler/icons-react';
import { CardSkeletons, PagedList } from '../../../components/paged-list';
import { EmptyState } from '../../../components/empty-state';
import { useNewsPosts } from '../api/news-posts.api';
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
      <PagedList
        query={posts}
        page={page}
        onPageChange={onPageChange}
        loading={<CardSkeletons count={2} label="Loading posts" />}
        errorTitle="We couldn't load the posts"
        empty={
          <EmptyState
            icon={<IconArticle size={28} aria-hidden />}
            title="No posts yet"
            description={
              club === null
                ? 'Stories from Rally and your clubs will show up here.'
                : 'This club has not published any posts yet.'
            }
          />
        }
      >
        {(post) => <NewsPostCard key={post.id} post={post} headingOrder={3} data-testid="news-post" />}
      </PagedList>
    </Stack>
  );
}
