import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  CommentRecord,
  MessageGroupInput,
  MessageGroupRecord,
  NewThreadInput,
  PlayerThreadRecord,
  ThreadDetail,
  ThreadRecord,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/messagegroup/?club: every group of the club, by name. */
export const useMessageGroups = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.messageGroups.list(clubId),
    queryFn: ({ signal }) =>
      api<Page<MessageGroupRecord>>('messagegroup/', { query: { club: clubId, page_size: 1000 }, signal }),
    select: (page) => page.results,
  });

const groupKeys = (clubId: number) => [queryKeys.messageGroups.club(clubId), queryKeys.threads.club(clubId)];

/** Adds (no id) or changes (id) a message group. */
export const useSaveMessageGroup = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id?: number; values: MessageGroupInput }) =>
      id
        ? api<MessageGroupRecord>(`messagegroup/${id}/`, { method: 'PATCH', body: values })
        : api<MessageGroupRecord>('messagegroup/', { method: 'POST', body: { club: clubId, ...values } }),
    invalidates: groupKeys(clubId),
  });

export const useDeleteMessageGroup = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<void>(`messagegroup/${id}/`, { method: 'DELETE' }),
    invalidates: groupKeys(clubId),
  });

/** GET /api/thread/?club: the threads the caller may read, latest first, with unread counts. */
export const useThreads = (clubId: number, page = 1) =>
  useQuery({
    queryKey: queryKeys.threads.list(clubId, { page }),
    queryFn: ({ signal }) =>
      api<Page<ThreadRecord>>('thread/', { query: { club: clubId, page, page_size: 20 }, signal }),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });

/** GET /api/thread/{id}/ with its comments. */
export const useThread = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.threads.detail(id ?? 0),
    queryFn: ({ signal }) => api<ThreadDetail>(`thread/${id}/`, { signal }),
    enabled: id !== null,
  });

/**
 * Polls GET /api/comment/new/{thread}/?after=<last comment> every few seconds while the thread is
 * open, and appends what arrived to the thread in the cache: new comments appear without reloading.
 */
export function useNewCommentPolling(thread: ThreadDetail | undefined, everyMs = 5000) {
  const client = useQueryClient();
  const lastId = thread?.comment_set.at(-1)?.id ?? 0;
  const fresh = useQuery({
    queryKey: [...queryKeys.threads.detail(thread?.id ?? 0), 'new', lastId],
    queryFn: ({ signal }) => api<CommentRecord[]>(`comment/new/${thread!.id}/`, { query: { after: lastId }, signal }),
    enabled: Boolean(thread),
    refetchInterval: everyMs,
  });
  useEffect(() => {
    if (!thread || !fresh.data?.length) return;
    client.setQueryData<ThreadDetail>(queryKeys.threads.detail(thread.id), (old) => {
      if (!old) return old;
      const known = new Set(old.comment_set.map((c) => c.id));
      const added = fresh.data.filter((c) => !known.has(c.id));
      return added.length
        ? { ...old, comment_set: [...old.comment_set, ...added], num_comments: old.num_comments + added.length }
        : old;
    });
  }, [client, fresh.data, thread]);
}

/** Starts a thread: a message to groups. */
export const useSendMessage = (clubId: number) =>
  useApiMutation({
    mutationFn: (values: NewThreadInput) =>
      api<ThreadDetail>('thread/', { method: 'POST', body: { club: clubId, ...values } }),
    invalidates: [queryKeys.threads.club(clubId), queryKeys.messageGroups.club(clubId)],
  });

/** A reply in a thread. */
export const usePostComment = (clubId: number, threadId: number) =>
  useApiMutation({
    mutationFn: (text: string) => api<CommentRecord>('comment/', { method: 'POST', body: { thread: threadId, text } }),
    invalidates: [queryKeys.threads.club(clubId), queryKeys.threads.detail(threadId), queryKeys.inbox.all],
  });

/** Marks the caller's thread read up to a comment. */
export const useMarkRead = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ playerThread, readUpTo }: { playerThread: number; readUpTo: number }) =>
      api<PlayerThreadRecord>(`playerthread/${playerThread}/`, { method: 'PATCH', body: { read_up_to: readUpTo } }),
    invalidates: [queryKeys.threads.club(clubId), queryKeys.inbox.all],
  });

export type InboxClub = { club: number; club_name: string; unread: number };

/** GET /api/inbox/: the clubs whose messages the player reads as a member. */
export const useInboxClubs = () =>
  useQuery({
    queryKey: queryKeys.inbox.list(null),
    queryFn: ({ signal }) => api<InboxClub[]>('inbox/', { signal }),
    refetchInterval: 60_000,
  });
