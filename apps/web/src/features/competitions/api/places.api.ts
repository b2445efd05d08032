import { useQuery } from '@tanstack/react-query';
import { tournamentPlacesContract, tournamentsContract } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/tournamentinvitation/?key: the place an invitation's key holds. */
export const useTournamentInvitation = (key: string) =>
  useQuery({ ...queryOf(tournamentPlacesContract.invitation, { query: { key } }), enabled: key !== '', retry: false });

/** POST /api/tournamentinvitation/claim/: the place becomes the caller's; their competitions change. */
export const useClaimPlace = () =>
  useApiMutation({
    mutationFn: (key: string) => call(tournamentPlacesContract.claim, { body: { key } }),
    invalidates: [
      keyOf(tournamentPlacesContract.invitation),
      keyOf(tournamentsContract.list),
      keyOf(tournamentsContract.get),
      keyOf(tournamentsContract.myFixtures),
    ],
  });
