import { parseClubId } from '../../lib/dashboard';
import type { RouteDataLoader } from '../../lib/route-data';
import { memberGroupsQuery, memberPageQuery, membershipTypesQuery } from './api/member-queries';
import { listStateFromParams } from './components/member-list-url';

/**
 * The Members section's first reads (its list tab, the one it opens on): the page of members the
 * URL asks for, with the types and groups its filters and columns name. Started with the page's
 * code (the router's route data), so the list is answered by the time it renders.
 */
const prefetchMemberList: RouteDataLoader = ({ queryClient, url }) => {
  const clubId = parseClubId(url.searchParams.get('clubId'));
  const tab = url.searchParams.get('tab');
  if (clubId === null || (tab !== null && tab !== 'list')) return;
  void queryClient.prefetchQuery(memberPageQuery(clubId, listStateFromParams(url.searchParams)));
  void queryClient.prefetchQuery(membershipTypesQuery(clubId));
  void queryClient.prefetchQuery(memberGroupsQuery(clubId));
};
export default prefetchMemberList;
