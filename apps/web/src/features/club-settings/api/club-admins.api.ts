import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddClubAdmin, ClubAdminSetEntry, ClubInvitation, PaymentAuthorize, UpdateClubAdmin } from '@rally/domain';
import { api } from '../../../lib/api';
import { clubQueryKey } from '../../../lib/dashboard';
import { currentPlayerKey } from '../../../lib/session';
import { clubInvitationsKey } from './invitations.api';

// The club's administrators are the admin_set of GET /api/club/{id}/ (AGENTs see it); every change
// re-reads the club, and the current player too (their own roles may have changed).

function useAdminCommand<Input, Output>(clubId: number, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: clubQueryKey(clubId) }), queryClient.invalidateQueries({ queryKey: currentPlayerKey })]),
  });
}

/** POST /api/clubadmin/ {club, email, roles}: the AGENT invites a Rally player to administer the club (202, the invitation). */
export function useAddClubAdmin(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AddClubAdmin, 'club'>) => api<ClubInvitation>('clubadmin/', { body: { ...body, club: clubId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubInvitationsKey(clubId, 'admin') }),
  });
}

/** PATCH /api/clubadmin/{id}/: approve, suspend, reactivate, change roles. */
export const useUpdateClubAdmin = (clubId: number) =>
  useAdminCommand(clubId, ({ id, ...body }: UpdateClubAdmin & { id: number }) => api<ClubAdminSetEntry>(`clubadmin/${id}/`, { method: 'PATCH', body }));

/** DELETE /api/clubadmin/{id}/: remove an administrator or refuse an application. */
export const useDeleteClubAdmin = (clubId: number) => useAdminCommand(clubId, (id: number) => api<null>(`clubadmin/${id}/`, { method: 'DELETE' }));

/** GET /api/clubadmin/{id}/stripe_authorize/: where to authorise the club's payment account. */
export const fetchPaymentAuthorizeUrl = (clubAdminId: number) => api<PaymentAuthorize>(`clubadmin/${clubAdminId}/stripe_authorize/`);
