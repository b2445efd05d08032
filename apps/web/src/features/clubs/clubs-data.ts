import type { RouteDataLoader } from '../../lib/route-data';
import { clubSearchQuery } from './api/clubs.api';
import { myInvitationsQuery } from './api/invitations.api';

/**
 * The Clubs page's first reads besides the current player (its clubs come with them): the
 * player's open invitations and the directory's first page. Started with the page's code, so the
 * server can draw the page for its reader (apps/server/src/http/drawn-pages.ts) and the app draws
 * the same page from the same answers.
 */
const prefetchClubs: RouteDataLoader = ({ queryClient }) => {
  void queryClient.prefetchQuery(myInvitationsQuery());
  void queryClient.prefetchQuery(clubSearchQuery('', 1));
};
export default prefetchClubs;
