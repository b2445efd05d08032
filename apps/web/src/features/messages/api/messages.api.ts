import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagingContract, type MessageGroupInput, type NewThreadInput, type ThreadDetail } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// Club messages (spec 2 §7 Messages) and their hooks, from messagingContract.

export type { InboxClub } from '@rally/domain';

/** Every page of a club's groups. */
const groupsOf = (club: number) => keyOf(messagingContract.groups, { query: { club } });
/** Every thread list of a club. */
const threadsOf = (club: number) => keyOf(messagingContract.threads, { query: { club } });
const threadKey = (id: number) => keyOf(messagingContract.thread, { params: { id } });

/** GET /api/messagegroup/?club: every group of the club, by name. */
export const useMessageGroups = (clubId: number) =>
  useQuery({
    ...queryOf(messagingContract.groups, { query: { club: clubId, page_size: 1000 } }),
    select: (page) => page.results,
  });

const groupKeys = (clubId: number) => [groupsOf(clubId), threadsOf(clubId)];

/** Adds (no id) or changes (id) a message group. */
export const useSaveMessageGroup = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id?: number; values: MessageGroupInput }) =>
      id
        ? call(messagingContract.updateGroup, { params: { id }, body: values })
        : call(messagingContract.createGroup, { body: { club: clubId, ...values } }),
    invalidates: groupKeys(clubId),
  });

export const useDeleteMessageGroup = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(messagingContract.deleteGroup, { params: { id } }),
    invalidates: groupKeys(clubId),
  });

/** GET /api/messagegroup/members/?club&ids: the members a custom group holds, by id. */
export const useChosenMembers = (clubId: number, ids: string[]) =>
  useQuery({
    ...queryOf(messagingContract.pickableMembers, { query: { club: clubId, ids: ids.join(',') } }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });

/** GET /api/messagegroup/members/?club&search: 25 members to pick whose name or e-mail matches. */
export const usePickableMembers = (clubId: number, search: string) =>
  useQuery({
    ...queryOf(messagingContract.pickableMembers, { query: { club: clubId, search } }),
    // Only what is typed: a list of the first 25 members after each pick (the search cleared) would
    // open over the form's buttons and tell the picker nothing.
    enabled: search.trim().length >= 2,
    staleTime: 60_000,
  });

/** GET /api/messagegroup/clinics/?club: the clinics a clinic group may be for. */
export const useGroupClinics = (clubId: number) =>
  useQuery({ ...queryOf(messagingContract.groupClinics, { query: { club: clubId } }), staleTime: 60_000 });

/** GET /api/thread/?club: the threads the caller may read, latest first, with unread counts. */
export const useThreads = (clubId: number, page = 1) =>
  useQuery({
    ...queryOf(messagingContract.threads, { query: { club: clubId, page, page_size: 20 } }),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });

/** GET /api/thread/{id}/ with its comments. */
export const useThread = (id: number | null) =>
  useQuery({
    queryKey: threadKey(id ?? 0),
    queryFn: ({ signal }) => call(messagingContract.thread, { params: { id: id! }, signal }),
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
    queryKey: keyOf(messagingContract.newComments, { params: { thread: thread?.id }, query: { after: lastId } }),
    queryFn: ({ signal }) =>
      call(messagingContract.newComments, { params: { thread: thread!.id }, query: { after: lastId }, signal }),
    enabled: Boolean(thread),
    refetchInterval: everyMs,
  });
  useEffect(() => {
    if (!thread || !fresh.data?.length) return;
    client.setQueryData<ThreadDetail>(threadKey(thread.id), (old) => {
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
    mutationFn: (values: NewThreadInput) => call(messagingContract.startThread, { body: { club: clubId, ...values } }),
    invalidates: [threadsOf(clubId), groupsOf(clubId)],
  });

/** A reply in a thread. */
export const usePostComment = (clubId: number, threadId: number) =>
  useApiMutation({
    mutationFn: (text: string) => call(messagingContract.postComment, { body: { thread: threadId, text } }),
    invalidates: [threadsOf(clubId), threadKey(threadId), keyOf(messagingContract.inbox)],
  });

/** Marks the caller's thread read up to a comment. */
export const useMarkRead = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ playerThread, readUpTo }: { playerThread: number; readUpTo: number }) =>
      call(messagingContract.markRead, { params: { id: playerThread }, body: { read_up_to: readUpTo } }),
    invalidates: [threadsOf(clubId), keyOf(messagingContract.inbox)],
  });

/** GET /api/inbox/: the clubs whose messages the player reads as a member. */
export const useInboxClubs = () => useQuery({ ...queryOf(messagingContract.inbox), refetchInterval: 60_000 });
