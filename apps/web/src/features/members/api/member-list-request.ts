import { memberFilterQuery, type MemberFilterState, type MemberOrdering } from '@rally/domain';

// The member list's request, apart from its query options: the entry asks for the first page a
// URL shows before the app's code has loaded (app/first-reads.ts), with the same parameters the
// list's query sends (member-queries.ts), so the list takes that answer.

export type MemberPageRequest = {
  filters: MemberFilterState;
  page: number;
  pageSize: number;
  ordering: MemberOrdering | undefined;
};

/** The query of GET /api/clubmember/ for one page of the list. */
export const memberPageParams = (clubId: number, request: MemberPageRequest) => ({
  club: clubId,
  page: request.page,
  page_size: request.pageSize,
  ordering: request.ordering,
  ...memberFilterQuery(request.filters),
});

/** The query of the club's membership types and groups, read whole (their lists name them all). */
export const wholeListParams = (clubId: number) => ({ club: clubId, page_size: 1000 });
