import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetailResponse, MyInvitation } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { currentPlayerKey } from '../../../lib/session';

export const myInvitationsKey = ['invitation', 'mine'] as const;

/** GET /api/invitation/: the caller's open invitations from clubs. */
export const useMyInvitations = () =>
  useQuery({ queryKey: myInvitationsKey, queryFn: ({ signal }) => api<Page<MyInvitation>>('invitation/', { query: { page_size: 100 }, signal }) });

/** POST /api/invitation/{id}/accept/ or /decline/; accepting changes the player's clubs and roles. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => api<DetailResponse>(`invitation/${id}/${accept ? 'accept' : 'decline'}/`, { method: 'POST' }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: myInvitationsKey }), queryClient.invalidateQueries({ queryKey: currentPlayerKey })]),
  });
}
