import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountContract,
  clubsContract,
  referenceContract,
  subscriptionsContract,
  type CreateClub,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/packageforclub/: the packages a new club chooses from, by order. */
export const useSignupPackages = () =>
  useQuery({
    ...queryOf(referenceContract.packages),
    staleTime: 60 * 60_000,
  });

/**
 * POST /api/club/: registers the club; the player is now its AGENT, so their clubs are read again,
 * and every club query (the searches, the clubs' details: `keyOf(clubsContract.list)` is their prefix).
 */
export function useRegisterClub() {
  const queryClient = useQueryClient();
  const clubs = keyOf(clubsContract.list);
  return useApiMutation({
    mutationFn: (body: CreateClub) => call(subscriptionsContract.createClub, { body }),
    onSuccess: () => queryClient.removeQueries({ queryKey: clubs, type: 'inactive' }),
    invalidates: [keyOf(accountContract.currentUser), clubs],
  });
}
