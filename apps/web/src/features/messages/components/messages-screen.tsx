import { Button, Grid, Group, Text } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ClubDetail } from '@rally/domain';
import { useCurrentPlayer } from '../../../lib/session';
import { useMessageGroups } from '../api/messages.api';
import { ComposeMessage } from './compose-message';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/** Messages › Messages: the club's threads beside the open one (`?thread=`), and a new message. */
export function MessagesScreen({ club }: { club: ClubDetail }) {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('thread')) || null;
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const groups = useMessageGroups(club.id);
  const player = useCurrentPlayer();
  const select = (id: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('thread', String(id));
      return next;
    });

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          Messages to your groups and your members’ replies. New replies appear here as they arrive.
        </Text>
        <Button leftSection={<IconPencilPlus size={16} aria-hidden />} onClick={() => setComposing(true)}>
          New message
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ThreadList
            clubId={club.id}
            selected={selected}
            onSelect={select}
            page={page}
            onPageChange={setPage}
            emptyText="Send the first message to a group of members with New message."
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <ThreadView key={selected} clubId={club.id} threadId={selected} playerId={player.data?.id} canAlwaysReply />
          ) : (
            <Text c="dimmed" size="sm">
              Choose a message to read it and reply.
            </Text>
          )}
        </Grid.Col>
      </Grid>
      <ComposeMessage
        clubId={club.id}
        groups={groups.data ?? []}
        opened={composing}
        onClose={() => setComposing(false)}
        onSent={(t) => select(t.id)}
      />
    </>
  );
}
