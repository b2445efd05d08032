import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invitationsContract, type PlayerInviteRowInput } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/playerinvitation/?club: the club's player invitations, newest first. */
export const usePlayerInvitations = (clubId: number, page: number) =>
  useQuery({
    ...queryOf(invitationsContract.playerList, { query: { club: clubId, page, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });

const stale = (clubId: number) => [keyOf(invitationsContract.playerList, { query: { club: clubId } })];

/** POST /api/player/bulk/?club: all rows or none; a refused batch throws an ApiError whose body lists `error_rows`. */
export const useInvitePlayers = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ rows, genderExempt }: { rows: PlayerInviteRowInput[]; genderExempt: boolean }) =>
      call(invitationsContract.invitePlayers, {
        query: { club: clubId, gender_exempt: genderExempt ? 'True' : undefined },
        body: rows,
      }),
    invalidates: stale(clubId),
  });

/** DELETE /api/playerinvitation/{id}/: take back an open invitation. */
export const useCancelPlayerInvitation = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(invitationsContract.cancelPlayerInvitation, { params: { id } }),
    invalidates: stale(clubId),
  });
