import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubAdmin, ClubAdminRecord } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { currentPlayerKey } from '../../../lib/session';

export const clubAdminKeys = {
  mine: (playerId: number) => ['clubadmin', 'player', playerId] as const,
};

/** The player's own administrator records: applied, active or suspended. */
export const useMyClubAdmins = (playerId: number | undefined) =>
  useQuery({
    queryKey: clubAdminKeys.mine(playerId ?? 0),
    queryFn: ({ signal }) => api<Page<ClubAdmin>>('clubadmin/', { query: { player: playerId, page_size: 1000 }, signal }),
    enabled: playerId !== undefined,
  });

/** POST /api/clubadmin/ {club}: apply to administer a club (status P until the club accepts). */
export function useApplyToAdminister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clubadmin', 'apply'],
    mutationFn: (clubId: number) => api<ClubAdminRecord>('clubadmin/', { body: { club: clubId } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['clubadmin'] }), queryClient.invalidateQueries({ queryKey: currentPlayerKey })]),
  });
}
