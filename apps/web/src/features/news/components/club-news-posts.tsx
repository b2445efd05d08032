import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ClubDetail, NewsPost } from '@rally/domain';
import { IconArticle, IconPlus } from '@tabler/icons-react';
import { PagedList } from '../../../components/paged-list';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useClubNewsPostsAdmin, useDeleteNewsPost, useSaveNewsPost } from '../api/news-posts.api';
import { NewsPostCard } from './news-post-card';
import { NewsPostForm } from './news-post-form';

/** One post as players will read it, with its state and the actions on it: edit, publish or take down, delete (asked first). */
function ClubNewsPostRow({ post, onEdit }: { post: NewsPost; onEdit: () => void }) {
  const save = useSaveNewsPost();
  const remove = useDeleteNewsPost();
  const published = post.status === 'P';
  const toggle = async () => {
    try {
      await save.mutateAsync({ id: post.id, status: published ? 'D' : 'P' });
      notifySuccess(published ? 'Taken down: players no longer see it' : 'Published: players see it now');
    } catch (error) {
      notifyError(error);
    }
  };
  const del = async () => {
    const ok = await confirmAction({
      title: 'Delete this post?',
      message: `“${post.headline}” is removed for good${published ? ', and players no longer see it' : ''}. This cannot be undone.`,
      confirmLabel: 'Delete post',
      cancelLabel: 'Keep it',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(post.id);
      notifySuccess('Post deleted');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <NewsPostCard post={post} headingOrder={3} data-testid="club-news-post">
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
    </NewsPostCard>
  );
}

/** The club's news posts for its AGENT and COMMUNCIATIONS: drafts first, then the published, newest first. */
export function ClubNewsPosts({ club }: { club: ClubDetail }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ post: NewsPost | null } | null>(null);
  const posts = useClubNewsPostsAdmin(club.id, page);
  return (
    <Stack gap="md" component="section" aria-labelledby="club-news-posts-title">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="club-news-posts-title">
            Posts
          </Title>
          <Text c="dimmed" maw={520}>
            Stories told here in full, with a picture: players read them on their News page.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ post: null })}>
          Write a post
        </Button>
      </Group>
      <PagedList
        query={posts}
        page={page}
        onPageChange={setPage}
        loading={<Skeleton h={240} radius="md" />}
        errorTitle="We couldn't load the club's posts"
        empty={
          <EmptyState
            icon={<IconArticle size={28} aria-hidden />}
            title="No posts yet"
            description="Write the first: a court reopening, new coaching groups, a club day, with a picture."
          />
        }
      >
        {(post) => <ClubNewsPostRow key={post.id} post={post} onEdit={() => setEditing({ post })} />}
      </PagedList>
      <NewsPostForm
        club={club}
        post={editing?.post ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
