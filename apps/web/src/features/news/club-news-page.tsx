import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ClubDetail, NewsItem } from '@rally/domain';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { PagedList } from '../../components/paged-list';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifyError, notifySuccess } from '../../components/notify';
import { useClub, useDashboardClub } from '../../lib/dashboard';
import { useClubNewsAdmin, useDeleteNewsItem, useSaveNewsItem } from './api/club-news.api';
import { NewsCard } from './components/news-card';
import { NewsItemForm } from './components/news-item-form';
import { ClubNewsPosts } from './components/club-news-posts';

/** One item with its state and the actions on it: edit, publish or take down, delete (asked first). */
function ClubNewsRow({ item, onEdit }: { item: NewsItem; onEdit: () => void }) {
  const save = useSaveNewsItem();
  const remove = useDeleteNewsItem();
  const published = item.status === 'P';
  const toggle = async () => {
    try {
      await save.mutateAsync({ id: item.id, status: published ? 'D' : 'P' });
      notifySuccess(published ? 'Taken down: players no longer see it' : 'Published: players see it now');
    } catch (error) {
      notifyError(error);
    }
  };
  const del = async () => {
    const ok = await confirmAction({
      title: 'Delete this news item?',
      message: `“${item.title}” is removed for good${published ? ', and players no longer see it' : ''}. This cannot be undone.`,
      confirmLabel: 'Delete news item',
      cancelLabel: 'Keep it',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(item.id);
      notifySuccess('News item deleted');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <NewsCard item={item} data-testid="club-news-item">
      <Group justify="space-between" wrap="wrap" gap="xs" mt={4}>
        <Badge variant="light" color={published ? 'court' : 'gray'}>
          {published ? 'Published' : 'Draft'}
        </Badge>
        <Group gap="xs">
          <Button variant="default" size="compact-sm" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="light" size="compact-sm" onClick={toggle} loading={save.isPending}>
            {published ? 'Take down' : 'Publish'}
          </Button>
          <Button variant="subtle" color="red.8" size="compact-sm" onClick={del} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Group>
    </NewsCard>
  );
}

function ClubNews({ club }: { club: ClubDetail }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ item: NewsItem | null } | null>(null);
  const news = useClubNewsAdmin(club.id, page);
  const write = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ item: null })}>
      Write a news item
    </Button>
  );
  return (
    <Stack gap="md" maw={840} component="section" aria-labelledby="club-news-items-title">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="club-news-items-title">
            News items
          </Title>
          <Text c="dimmed" maw={520}>
            Cards of {club.name} linking to a page, for its players: on their News page and the club's page. Drafts stay
            here until you publish them.
          </Text>
        </div>
        {write}
      </Group>
      <PagedList
        query={news}
        page={page}
        onPageChange={setPage}
        loading={<Skeleton h={300} radius="md" />}
        errorTitle="We couldn't load the club's news"
        empty={
          <EmptyState
            icon={<IconNews size={28} aria-hidden />}
            title="No news yet"
            description="Write the first item: a tournament opening, new court times, a social evening."
          />
        }
      >
        {(item) => <ClubNewsRow key={item.id} item={item} onEdit={() => setEditing({ item })} />}
      </PagedList>
      <NewsItemForm
        club={club}
        item={editing?.item ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

/** News (/clubs/dashboard/news): the club's posts and news items for its AGENT and COMMUNCIATIONS: write, preview, publish, take down, delete. */
export default function ClubNewsPage() {
  const dash = useDashboardClub();
  const club = useClub(dash.clubId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        News
      </Title>
      {club.isError ? (
        <ErrorState
          title="We couldn't load this club"
          error={club.error}
          onRetry={() => club.refetch()}
          isRetrying={club.isFetching}
        />
      ) : club.isPending ? (
        <Skeleton h={420} radius="md" />
      ) : (
        <Stack gap={48} maw={840}>
          <ClubNewsPosts club={club.data} />
          <ClubNews club={club.data} />
        </Stack>
      )}
    </Stack>
  );
}
