import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberFilterQuery, type ClubMember, type MemberFilterState, type MemberGroupRecord, type MemberOrdering } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { membersRootKey } from './members.api';

// The member list screen's calls (issue 8): a numbered page in a chosen order and size, and the
// actions on a selection. Keys sit under the register's root key, so every register command
// (add, import, delete) refreshes them.

export type MemberPageRequest = { filters: MemberFilterState; page: number; pageSize: number; ordering: MemberOrdering | undefined };

/** GET /api/clubmember/?club&page&page_size&ordering and the filters. */
export function useMemberPage(clubId: number, request: MemberPageRequest) {
  return useQuery({
    queryKey: [...membersRootKey(clubId), 'list', request.filters, { page: request.page, size: request.pageSize, ordering: request.ordering }],
    queryFn: ({ signal }) =>
      api<Page<ClubMember>>('clubmember/', {
        query: { club: clubId, page: request.page, page_size: request.pageSize, ordering: request.ordering, ...memberFilterQuery(request.filters) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/cmember/bulk_delete/?club: removes the chosen members, all or none. */
export function useDeleteMembers(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api<{ deleted: number }>('cmember/bulk_delete/', { query: { club: clubId }, body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersRootKey(clubId) }),
  });
}

/**
 * Puts the chosen members in a group (a member is in at most one: they leave any other). The
 * group's members are read fresh, then PATCH /api/clubmembergroup/{id}/ gives it them plus the chosen.
 */
export function useAddMembersToGroup(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ groupId, memberIds }: { groupId: number; memberIds: number[] }) => {
      const groups = await api<Page<MemberGroupRecord>>('clubmembergroup/', { query: { club: clubId, page_size: 1000 } });
      const group = groups.results.find((g) => g.id === groupId);
      const members = [...new Set([...(group?.members ?? []), ...memberIds])];
      return api<MemberGroupRecord>(`clubmembergroup/${groupId}/`, { method: 'PATCH', body: { members } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersRootKey(clubId) }),
  });
}
