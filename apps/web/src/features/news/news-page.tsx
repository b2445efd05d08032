import { EmptyState } from '../../components/empty-state';
import { Box, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { CardSkeletons, PagedList } from '../../components/paged-list';
import { useSearchParams } from 'react-router';
import { useNews } from './api/news.api';
import { PageHeader } from '../../components/page-header';
import { NewsCard } from './components/news-card';
import { NewsPostsList } from './components/news-posts-list';
import { SelectField } from '../../components/select-field';
import { useCurrentPlayer } from '../../lib/session';
import { parseClubId } from '../../lib/dashboard';

/**
 * /news: Rally's news for players, newest first: the posts (`?posts=N` their page), then the news
 * items (`?page=N`); `?club=N` one club's (a club page's "All news" link).
 */
export default function NewsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const postsPage = Math.max(1, Number(params.get('posts')) || 1);
  const club = parseClubId(params.get('club'));
  const pages = (items: number, posts: number) => ({
    ...(club === null ? {} : { club: String(club) }),
    ...(posts > 1 ? { posts: String(posts) } : {}),
    ...(items > 1 ? { page: String(items) } : {}),
  });
  const setPage = (p: number) => setParams(pages(p, postsPage));
  const setPostsPage = (p: number) => setParams(pages(page, p));
  const setClub = (c: number | null) => setParams(c === null ? {} : { club: String(c) });
  const news = useNews(page, club);
  const followed = useCurrentPlayer().data?.club_set ?? [];
  // A club reached from its page may not be one the player follows: it still gets its line.
  const clubs =
    club !== null && !followed.some((c) => c.id === club) && news.data?.results[0]?.club_name
      ? [...followed, { id: club, name: news.data.results[0].club_name }]
      : followed;

  return (
    <>
      <PageHeader
        title="News"
        description="What's happening in tennis and on Rally: competitions opening, club updates and tips for your game."
      />
      <Box maw={840}>
        {clubs.length > 0 && (
          <SelectField
            label="Show news from"
            data={[
              { value: '', label: 'Rally and all your clubs' },
              ...clubs.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={club === null ? '' : String(club)}
            onChange={(v) => setClub(v ? Number(v) : null)}
            allowDeselect={false}
            maw={360}
            mb="md"
          />
        )}
        <NewsPostsList club={club} page={postsPage} onPageChange={setPostsPage} />
        <Title order={2} size="h3" id="news-items-title" mb="md">
          More news
        </Title>
        <PagedList
          query={news}
          page={page}
          onPageChange={setPage}
          loading={<CardSkeletons count={3} label="Loading news" />}
          errorTitle="We couldn't load the news"
          empty={
            <EmptyState
              icon={<IconNews size={28} aria-hidden />}
              title="No news yet"
              description={
                club === null
                  ? 'News from Rally and your clubs will show up here.'
                  : 'This club has not published any news yet.'
              }
            />
          }
        >
          {(item) => <NewsCard key={item.id} item={item} headingOrder={3} />}
        </PagedList>
      </Box>
    </>
  );
}
