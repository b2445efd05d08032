import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClubMember, MemberGroupRecord, MembershipTypeRecord } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { memberPageParams, wholeListParams, type MemberPageRequest } from './member-list-request';

export type { MemberPageRequest };

// The member list's reads as query options, shared by its hooks (member-list.api.ts,
// members.api.ts) and its route data (members-data.ts), which starts them with the page's code.
// Only reads live here: the route data's chunk stays small (no schemas, no commands).

/**
 * What a change to the register makes stale: the club's members, types (their member counts) and
 * groups, and the club detail, whose membership types the courts' rate form offers.
 */
export const registerKeys = (clubId: number) => [
  queryKeys.members.club(clubId),
  queryKeys.membershipTypes.club(clubId),
  queryKeys.memberGroups.club(clubId),
  queryKeys.club.detail(clubId),
];

/** GET /api/clubmember/?club&page&page_size&ordering and the filters. */
export const memberPageQuery = (clubId: number, request: MemberPageRequest) =>
  queryOptions({
    queryKey: queryKeys.members.list(clubId, {
      filters: request.filters,
      page: request.page,
      size: request.pageSize,
      ordering: request.ordering,
    }),
    queryFn: ({ signal }) => api<Page<ClubMember>>('clubmember/', { query: memberPageParams(clubId, request), signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/clubmembershiptype/?club: the club's membership types. */
export const membershipTypesQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.membershipTypes.list(clubId),
    queryFn: ({ signal }) =>
      api<Page<MembershipTypeRecord>>('clubmembershiptype/', { query: wholeListParams(clubId), signal }),
  });

/** GET /api/clubmembergroup/?club: the club's groups (all of them, by name). */
export const memberGroupsQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.memberGroups.list(clubId),
    queryFn: ({ signal }) =>
      api<Page<MemberGroupRecord>>('clubmembergroup/', { query: wholeListParams(clubId), signal }),
  });
