import { Badge, Box, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDateTime, type CommentRecord, type ThreadDetail, type ZoneFormat } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { notifyError } from '../../../components/notify';
import { TextAreaField } from '../../../components/text-area';
import { useMarkRead, useNewCommentPolling, usePostComment, useThread } from '../api/messages.api';
import { useClubFormatOf } from '../../../lib/dashboard';

/** One comment: the club's on the left in the club colour, the reader's own on the right. */
function CommentBubble({ comment, mine, fmt }: { comment: CommentRecord; mine: boolean; fmt: ZoneFormat }) {
  return (
    <Group
      component="li"
      justify={mine ? 'flex-end' : 'flex-start'}
      wrap="nowrap"
      aria-label={`${comment.author}, ${formatDateTime(comment.stamp, fmt)}`}
    >
      <Paper p="sm" radius="md" maw="85%" bg={comment.from_club ? 'court.0' : mine ? 'gray.1' : 'white'} withBorder>
        <Group gap={6} mb={4} wrap="wrap">
          <Text size="sm" fw={700}>
            {comment.author}
          </Text>
          {comment.from_club && (
            <Badge size="xs" variant="light">
              Club
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={comment.stamp}>
            {formatDateTime(comment.stamp, fmt, { year: false })}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
      </Paper>
    </Group>
  );
}

/** Marks the thread read up to its last comment whenever that moves past the caller's read position. */
function useMarkThreadRead(clubId: number, thread: ThreadDetail | undefined) {
  const mark = useMarkRead(clubId);
  const last = thread?.comment_set.at(-1)?.id ?? 0;
  const readUpTo = thread?.player_thread.read_up_to ?? 0;
  const playerThread = thread?.player_thread.id;
  const { mutate } = mark;
  useEffect(() => {
    if (playerThread && last > readUpTo) mutate({ playerThread, readUpTo: last });
  }, [playerThread, last, readUpTo, mutate]);
}

/** A thread: its comments (new ones arrive by polling) and, where replies are allowed, a reply box. */
export function ThreadView({
  clubId,
  threadId,
  playerId,
  canAlwaysReply,
}: {
  clubId: number;
  threadId: number;
  playerId: number | undefined;
  canAlwaysReply: boolean;
}) {
  const fmt = useClubFormatOf(clubId);
  const thread = useThread(threadId);
  useNewCommentPolling(thread.data);
  useMarkThreadRead(clubId, thread.data);
  const post = usePostComment(clubId, threadId);
  const [text, setText] = useState('');

  if (thread.isPending) return <Skeleton h={320} radius="md" role="status" aria-label="Loading the message" />;
  if (thread.isError)
    return (
      <ErrorState
        title="We couldn't load this message"
        error={thread.error}
        onRetry={() => thread.refetch()}
        isRetrying={thread.isFetching}
      />
    );
  const t = thread.data;
  const canReply = canAlwaysReply || t.allow_response;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await post.mutateAsync(text.trim());
      setText('');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {t.subject}
        </Title>
        <Text size="sm" c="dimmed">
          To {t.group_set.map((g) => g.name).join(', ') || 'a removed group'}
        </Text>
      </div>
      <ScrollArea.Autosize mah={480} type="auto">
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Messages in this thread"
          aria-live="polite"
        >
          {t.comment_set.map((c) => (
            <CommentBubble key={c.id} comment={c} fmt={fmt} mine={c.player === playerId && !c.from_club} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {canReply ? (
        <Box component="form" onSubmit={send} aria-label="Reply">
          <Stack gap="xs">
            <TextAreaField
              label="Your reply"
              minRows={2}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={10000}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={post.isPending}
                disabled={!text.trim()}
              >
                Send reply
              </Button>
            </Group>
          </Stack>
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          Replies are turned off for this message.
        </Text>
      )}
    </Stack>
  );
}
