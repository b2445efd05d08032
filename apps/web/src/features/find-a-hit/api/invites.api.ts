import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlayerInvitation, PlayerInviteAnswer, PlayerInviteRowInput } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/playerinvitation/?club: the club's player invitations, newest first. */
export const usePlayerInvitations = (clubId: number, page: number) =>
  useQuery({
    queryKey: queryKeys.playerInvitations.list(clubId, { page }),
    queryFn: ({ signal }) =>
      api<Page<PlayerInvitation>>('playerinvitation/', { query: { club: clubId, page, page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/player/bulk/?club: all rows or none; a refused batch throws an ApiError whose body lists `error_rows`. */
export const useInvitePlayers = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ rows, genderExempt }: { rows: PlayerInviteRowInput[]; genderExempt: boolean }) =>
      api<PlayerInviteAnswer>('player/bulk/', {
        method: 'POST',
        query: { club: clubId, gender_exempt: genderExempt ? 'True' : undefined },
        body: rows,
      }),
    invalidates: [queryKeys.playerInvitations.club(clubId)],
  });

/** DELETE /api/playerinvitation/{id}/: take back an open invitation. */
export const useCancelPlayerInvitation = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<void>(`playerinvitation/${id}/`, { method: 'DELETE' }),
    invalidates: [queryKeys.playerInvitations.club(clubId)],
  });
