import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountContract, clubsContract } from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { readCurrentPlayer, storeCurrentPlayer, type CurrentPlayer } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Clubs per search page. */
export const CLUB_PAGE_SIZE = 12;

/** GET /api/club/?search=&page=: one page of clubs by name; the previous page stays while the next loads. */
export const clubSearchQuery = (search: string, page: number) =>
  queryOf(clubsContract.list, { query: { search, page, page_size: CLUB_PAGE_SIZE } });
export const useClubSearch = (search: string, page: number) =>
  useQuery({
    ...clubSearchQuery(search, page),
    placeholderData: keepPreviousData,
  });

/**
 * Follows or unfollows a club: PATCH /api/player/{id}/ with the new followed-club list. The toasts
 * live here, not in the button: unfollowing removes the button's card before a per-call callback could run.
 */
export function useFollowClub() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationKey: ['player', 'follow'],
    // One at a time, each from the latest followed list: two quick clicks must not undo each other.
    scope: { id: 'follow-club' },
    mutationFn: ({
      player,
      club,
      follow,
    }: {
      player: CurrentPlayer;
      club: { id: number; name: string };
      follow: boolean;
    }) => {
      const latest = readCurrentPlayer(queryClient) ?? player;
      const ids = latest.club_set.map((c) => c.id).filter((id) => id !== club.id);
      return call(accountContract.updatePlayer, {
        params: { id: player.id },
        body: { club_set: follow ? [...ids, club.id] : ids },
      });
    },
    onSuccess: (player, { club, follow }) => {
      storeCurrentPlayer(queryClient, player);
      notifySuccess(follow ? `You now follow ${club.name}.` : `You no longer follow ${club.name}.`);
    },
    onError: (error) => notifyError(error),
    invalidates: [keyOf(accountContract.currentUser)],
  });
}
