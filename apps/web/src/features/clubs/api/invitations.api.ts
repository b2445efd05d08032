import { useQuery } from '@tanstack/react-query';
import type { DetailResponse, MyInvitation } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/invitation/: the caller's open invitations from clubs. */
export const useMyInvitations = () =>
  useQuery({
    queryKey: queryKeys.invitations.list(null),
    queryFn: ({ signal }) => api<Page<MyInvitation>>('invitation/', { query: { page_size: 100 }, signal }),
  });

/** POST /api/invitation/{id}/accept/ or /decline/; accepting changes the player's clubs and roles. */
export const useAnswerInvitation = () =>
  useApiMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      api<DetailResponse>(`invitation/${id}/${accept ? 'accept' : 'decline'}/`, { method: 'POST' }),
    invalidates: [queryKeys.invitations.all, queryKeys.currentPlayer],
  });
