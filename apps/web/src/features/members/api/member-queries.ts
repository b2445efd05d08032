import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { keyOf, queryOf } from '../../../lib/endpoint';
import { memberPageParams, wholeListParams, type MemberPageRequest } from './member-list-request';
import { clubDetailRef, importMembersRef, memberGroupsRef, memberListRef, membershipTypesRef } from './member-refs';

export type { MemberPageRequest };

// The member list's reads as query options, shared by its hooks (member-list.api.ts,
// members.api.ts) and its route data (members-data.ts), which starts them with the page's code.
// Only reads live here, with the contracts by reference (member-refs.ts): the route data's chunk
// stays small (no schemas, no commands).

/** Every page of the club's members (each filter, order and size, and the count). */
export const memberListKey = (clubId: number) => keyOf(memberListRef, { query: { club: clubId } });

/**
 * What a change to the register makes stale: the club's members (and an import's preview), types
 * (their member counts) and groups, and the club detail, whose membership types the courts' rate
 * form offers.
 */
export const registerKeys = (clubId: number) => [
  memberListKey(clubId),
  keyOf(importMembersRef, { query: { club: clubId } }),
  keyOf(membershipTypesRef, { query: { club: clubId } }),
  keyOf(memberGroupsRef, { query: { club: clubId } }),
  keyOf(clubDetailRef, { params: { id: clubId } }),
];

/** GET /api/clubmember/?club&page&page_size&ordering and the filters. */
export const memberPageQuery = (clubId: number, request: MemberPageRequest) =>
  queryOptions({
    ...queryOf(memberListRef, { query: memberPageParams(clubId, request) }),
    placeholderData: keepPreviousData,
  });

// Settings lists are taken whole (the server allows up to 1000 rows a page for them).
const whole = (clubId: number) => ({ query: wholeListParams(clubId) });

/** GET /api/clubmembershiptype/?club: the club's membership types. */
export const membershipTypesQuery = (clubId: number) => queryOptions(queryOf(membershipTypesRef, whole(clubId)));

/** GET /api/clubmembergroup/?club: the club's groups (all of them, by name). */
export const memberGroupsQuery = (clubId: number) => queryOptions(queryOf(memberGroupsRef, whole(clubId)));
