import { useQuery } from '@tanstack/react-query';
import { accountContract, clubAdminsContract, invitationsContract } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** The player's own administrator records: applied, active or suspended. */
export const useMyClubAdmins = (playerId: number | undefined) =>
  useQuery({
    ...queryOf(clubAdminsContract.list, { query: { player: playerId ?? 0, page_size: 1000 } }),
    enabled: playerId !== undefined,
  });

/** POST /api/clubadmin/ {club}: apply to administer a club (status P until the club accepts). */
export const useApplyToAdminister = () =>
  useApiMutation({
    mutationKey: ['clubadmin', 'apply'],
    mutationFn: (clubId: number) => call(invitationsContract.administer, { body: { club: clubId } }),
    invalidates: [keyOf(clubAdminsContract.list), keyOf(accountContract.currentUser)],
  });
