import { useQuery } from '@tanstack/react-query';
import { accountContract, type ClubAdmin, type ClubAdminRecord } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { keyOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** The player's own administrator records: applied, active or suspended. */
export const useMyClubAdmins = (playerId: number | undefined) =>
  useQuery({
    queryKey: queryKeys.clubAdmins.list(null, { player: playerId ?? 0 }),
    queryFn: ({ signal }) =>
      api<Page<ClubAdmin>>('clubadmin/', { query: { player: playerId, page_size: 1000 }, signal }),
    enabled: playerId !== undefined,
  });

/** POST /api/clubadmin/ {club}: apply to administer a club (status P until the club accepts). */
export const useApplyToAdminister = () =>
  useApiMutation({
    mutationKey: ['clubadmin', 'apply'],
    mutationFn: (clubId: number) => api<ClubAdminRecord>('clubadmin/', { body: { club: clubId } }),
    invalidates: [queryKeys.clubAdmins.all, keyOf(accountContract.currentUser)],
  });
