import { Badge, Box, Grid, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, TableSkeleton } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useCurrentPlayer } from '../../lib/session';
import { useInboxClubs } from './api/messages.api';
import { MemberNewsletters } from './components/member-newsletters';
import { ThreadList } from './components/thread-list';
import { ThreadView } from './components/thread-view';

/** /inbox: a member reads and answers their clubs' messages (`?club=&thread=`), with unread counts, and reads their sent newsletters (`?view=newsletters`). */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const clubs = useInboxClubs();
  const player = useCurrentPlayer();
  const [page, setPage] = useState(1);
  const wanted = Number(params.get('club')) || null;
  const clubId = clubs.data?.find((c) => c.club === wanted)?.club ?? clubs.data?.[0]?.club ?? null;
  const selected = Number(params.get('thread')) || null;
  const view = params.get('view') === 'newsletters' ? 'newsletters' : 'messages';
  const set = (changes: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes))
        if (v === null) next.delete(k);
        else next.set(k, v);
      return next;
    });

  return (
    <>
      <PageHeader title="Inbox" description="Messages from your clubs. Reply where the club allows it." />
      {clubs.isPending ? (
        <TableSkeleton rows={4} columns={1} label="Loading your inbox" />
      ) : clubs.isError ? (
        <ErrorState
          title="We couldn't load your inbox"
          error={clubs.error}
          onRetry={() => clubs.refetch()}
          isRetrying={clubs.isFetching}
        />
      ) : clubId === null ? (
        <EmptyState
          icon={<IconInbox size={28} aria-hidden />}
          title="No club messages"
          description="When a club you are a member of sends a message, it appears here."
        />
      ) : (
        <Stack gap="md">
          {clubs.data.length > 1 && (
            <Box style={{ overflowX: 'auto' }}>
              <SegmentedControl
                aria-label="Club"
                value={String(clubId)}
                onChange={(v) => {
                  setPage(1);
                  set({ club: v, thread: null });
                }}
                data={clubs.data.map((c) => ({
                  value: String(c.club),
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <span>{c.club_name}</span>
                      {c.unread > 0 && <Badge size="xs">{c.unread}</Badge>}
                    </Group>
                  ),
                }))}
              />
            </Box>
          )}
          {clubs.data.length === 1 && (
            <Group gap="xs">
              <Text fw={600}>{clubs.data[0].club_name}</Text>
              {clubs.data[0].unread > 0 && (
                <Badge aria-label={`${clubs.data[0].unread} unread`}>{clubs.data[0].unread} unread</Badge>
              )}
            </Group>
          )}
          <Tabs
            value={view}
            onChange={(v) => set({ view: v === 'newsletters' ? 'newsletters' : null })}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="messages">Messages</Tabs.Tab>
              <Tabs.Tab value="newsletters">Newsletters</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="messages">
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <ThreadList
                    clubId={clubId}
                    selected={selected}
                    onSelect={(id) => set({ club: String(clubId), thread: String(id) })}
                    page={page}
                    onPageChange={setPage}
                    emptyText="Your club has not sent you a message yet."
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }}>
                  {selected ? (
                    <ThreadView
                      key={selected}
                      clubId={clubId}
                      threadId={selected}
                      playerId={player.data?.id}
                      canAlwaysReply={false}
                    />
                  ) : (
                    <Text c="dimmed" size="sm">
                      Choose a message to read it.
                    </Text>
                  )}
                </Grid.Col>
              </Grid>
            </Tabs.Panel>
            <Tabs.Panel value="newsletters">
              <MemberNewsletters clubId={clubId} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </>
  );
}
