import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNews } from '../api/news.api';
import { NewsCard } from './news-card';
import { NewsLoadError } from './news-load-error';

/** How many of the club's items its page shows. */
export const CLUB_PAGE_NEWS = 3;

/**
 * The club's latest published news on its page (/clubs/details): the router hands this to the
 * clubs area's page (features never import each other). `GET /api/news/?club=N&page_size=3`.
 */
export default function ClubNewsPanel({ clubId, clubName }: { clubId: number; clubName: string }) {
  const news = useNews(1, clubId, CLUB_PAGE_NEWS);
  return (
    <Stack gap="sm" component="section" aria-labelledby="club-news-title">
      <Group justify="space-between" align="baseline" gap="sm">
        <Group gap="xs" c="court.7">
          <IconNews size={18} aria-hidden />
          <Title order={2} size="h4" c="dark" id="club-news-title">
            News
          </Title>
        </Group>
        {news.data && news.data.count > CLUB_PAGE_NEWS && (
          <Anchor component={Link} to={`/news?club=${clubId}`} size="sm">
            All {news.data.count} news items
          </Anchor>
        )}
      </Group>
      {news.isPending ? (
        <Stack gap="sm" role="status" aria-busy aria-label="Loading the club's news">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </Stack>
      ) : news.isError ? (
        <NewsLoadError title="We couldn't load the club's news" error={news.error} onRetry={() => news.refetch()} />
      ) : news.data.results.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">
            {clubName} has not published any news yet. Follow the club to see its news on your News page when it does.
          </Text>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={`News from ${clubName}`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {news.data.results.map((item) => (
            <NewsCard key={item.id} item={{ ...item, club_name: null }} headingOrder={3} p="md" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
