import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubMember, Page } from '@rally/domain';
import { call } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import {
  memberGroupsQuery,
  memberListKey,
  memberPageQuery,
  membershipTypesQuery,
  registerKeys,
  type MemberPageRequest,
} from './member-queries';
import { bulkDeleteRef, memberGroupsRef, removeMemberRef, updateMemberGroupRef } from './member-refs';

// The member list screen's calls (issue 8): a numbered page in a chosen order and size, and the
// actions on a selection. Keys are the register's (GET /api/clubmember/'s), so every register
// command (add, import, delete) refreshes them.

export type { MemberPageRequest };

/** One page of the club's members: {@link memberPageQuery}. */
export function useMemberPage(clubId: number, request: MemberPageRequest) {
  return useQuery(memberPageQuery(clubId, request));
}

/** POST /api/cmember/bulk_delete/?club: removes the chosen members, all or none. */
export function useDeleteMembers(clubId: number) {
  return useApiMutation({
    mutationFn: (ids: number[]) => call(bulkDeleteRef, { query: { club: clubId }, body: { ids } }),
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
      const groups = await call(memberGroupsRef, { query: { club: clubId, page_size: 1000 } });
      const group = groups.results.find((g) => g.id === groupId);
      const members = [...new Set([...(group?.members ?? []), ...memberIds])];
      return call(updateMemberGroupRef, { params: { id: groupId }, body: { members } });
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
    mutationFn: (member: ClubMember) => call(removeMemberRef, { params: { id: member.id } }),
    onSuccess: (_, member) => {
      queryClient.setQueriesData<Page<ClubMember>>({ queryKey: memberListKey(clubId) }, (page) =>
        page?.results
          ? { ...page, count: Math.max(0, page.count - 1), results: page.results.filter((m) => m.id !== member.id) }
          : page,
      );
    },
    invalidates: registerKeys(clubId),
  });
}
