import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubMember, MemberGroupRecord } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import {
  memberGroupsQuery,
  memberPageQuery,
  membershipTypesQuery,
  registerKeys,
  type MemberPageRequest,
} from './member-queries';

// The member list screen's calls (issue 8): a numbered page in a chosen order and size, and the
// actions on a selection. Keys are the register's (queryKeys.members), so every register command
// (add, import, delete) refreshes them.

export type { MemberPageRequest };

/** One page of the club's members: {@link memberPageQuery}. */
export function useMemberPage(clubId: number, request: MemberPageRequest) {
  return useQuery(memberPageQuery(clubId, request));
}

/** POST /api/cmember/bulk_delete/?club: removes the chosen members, all or none. */
export function useDeleteMembers(clubId: number) {
  return useApiMutation({
    mutationFn: (ids: number[]) =>
      api<{ deleted: number }>('cmember/bulk_delete/', { query: { club: clubId }, body: { ids } }),
    invalidates: registerKeys(clubId),
  });
}

/**
 * Puts the chosen members in a group (a member is in at most one: they leave any other). The
 * group's members are read fresh, then PATCH /api/clubmembergroup/{id}/ gives it them plus the chosen.
 */
export function useAddMembersToGroup(clubId: number) {
  return useApiMutation({
    mutationFn: async ({ groupId, memberIds }: { groupId: number; memberIds: number[] }) => {
      const groups = await api<Page<MemberGroupRecord>>('clubmembergroup/', {
        query: { club: clubId, page_size: 1000 },
      });
      const group = groups.results.find((g) => g.id === groupId);
      const members = [...new Set([...(group?.members ?? []), ...memberIds])];
      return api<MemberGroupRecord>(`clubmembergroup/${groupId}/`, { method: 'PATCH', body: { members } });
    },
    invalidates: registerKeys(clubId),
  });
}

/** The club's membership types: {@link membershipTypesQuery}. */
export const useMembershipTypes = (clubId: number) =>
  useQuery({ ...membershipTypesQuery(clubId), select: (page) => page.results });

/** The club's groups (all of them, by name): {@link memberGroupsQuery}. */
export const useMemberGroups = (clubId: number) =>
  useQuery({ ...memberGroupsQuery(clubId), select: (page) => page.results });

/**
 * DELETE /api/clubmember/{id}/. The member leaves the cached pages at once (spec 2 §4: removing a
 * member removes it from the local list), then the lists are read again.
 */
export function useDeleteMember(clubId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (member: ClubMember) => api<null>(`clubmember/${member.id}/`, { method: 'DELETE' }),
    onSuccess: (_, member) => {
      queryClient.setQueriesData<Page<ClubMember>>({ queryKey: queryKeys.members.club(clubId) }, (page) =>
        page?.results
          ? { ...page, count: Math.max(0, page.count - 1), results: page.results.filter((m) => m.id !== member.id) }
          : page,
      );
    },
    invalidates: registerKeys(clubId),
  });
}
