import {
  accountContract,
  type AddClubAdmin,
  type ClubAdminSetEntry,
  type ClubInvitation,
  type PaymentAuthorize,
  type UpdateClubAdmin,
} from '@rally/domain';
import { api } from '../../../lib/api';
import { keyOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { clubInvitationsKey } from './invitations.api';

// The club's administrators are the admin_set of GET /api/club/{id}/ (AGENTs see it); every change
// re-reads the club, and the current player too (their own roles may have changed).

const useAdminCommand = <Input, Output>(clubId: number, mutationFn: (input: Input) => Promise<Output>) =>
  useApiMutation({
    mutationFn,
    invalidates: [queryKeys.club.detail(clubId), queryKeys.clubAdmins.all, keyOf(accountContract.currentUser)],
  });

/** POST /api/clubadmin/ {club, email, roles}: the AGENT invites a Rally player to administer the club (202, the invitation). */
export const useAddClubAdmin = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: Omit<AddClubAdmin, 'club'>) =>
      api<ClubInvitation>('clubadmin/', { body: { ...body, club: clubId } }),
    invalidates: [clubInvitationsKey(clubId)],
  });

/** PATCH /api/clubadmin/{id}/: approve, suspend, reactivate, change roles. */
export const useUpdateClubAdmin = (clubId: number) =>
  useAdminCommand(clubId, ({ id, ...body }: UpdateClubAdmin & { id: number }) =>
    api<ClubAdminSetEntry>(`clubadmin/${id}/`, { method: 'PATCH', body }),
  );

/** DELETE /api/clubadmin/{id}/: remove an administrator or refuse an application. */
export const useDeleteClubAdmin = (clubId: number) =>
  useAdminCommand(clubId, (id: number) => api<null>(`clubadmin/${id}/`, { method: 'DELETE' }));

/** GET /api/clubadmin/{id}/stripe_authorize/: where to authorise the club's payment account. */
export const fetchPaymentAuthorizeUrl = (clubAdminId: number) =>
  api<PaymentAuthorize>(`clubadmin/${clubAdminId}/stripe_authorize/`);
