import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  memberFilterQuery,
  type ClubMember,
  type MemberFilterState,
  type MemberGroupRecord,
  type MemberOrdering,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { registerKeys } from './members.api';

// The member list screen's calls (issue 8): a numbered page in a chosen order and size, and the
// actions on a selection. Keys are the register's (queryKeys.members), so every register command
// (add, import, delete) refreshes them.

export type MemberPageRequest = {
  filters: MemberFilterState;
  page: number;
  pageSize: number;
  ordering: MemberOrdering | undefined;
};

/** GET /api/clubmember/?club&page&page_size&ordering and the filters. */
export function useMemberPage(clubId: number, request: MemberPageRequest) {
  return useQuery({
    queryKey: queryKeys.members.list(clubId, {
      filters: request.filters,
      page: request.page,
      size: request.pageSize,
      ordering: request.ordering,
    }),
    queryFn: ({ signal }) =>
      api<Page<ClubMember>>('clubmember/', {
        query: {
          club: clubId,
          page: request.page,
          page_size: request.pageSize,
          ordering: request.ordering,
          ...memberFilterQuery(request.filters),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
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
