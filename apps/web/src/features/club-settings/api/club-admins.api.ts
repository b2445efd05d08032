import {
  accountContract,
  clubAdminsContract,
  invitationsContract,
  type AddClubAdmin,
  type PaymentAuthorize,
  type UpdateClubAdmin,
} from '@rally/domain';
import { clubKey } from '../../../lib/dashboard';
import { call, keyOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { clubInvitationsKey } from './invitations.api';

// The club's administrators are the admin_set of GET /api/club/{id}/ (AGENTs see it); every change
// re-reads the club, and the current player too (their own roles may have changed).

const useAdminCommand = <Input, Output>(clubId: number, mutationFn: (input: Input) => Promise<Output>) =>
  useApiMutation({
    mutationFn,
    invalidates: [clubKey(clubId), keyOf(clubAdminsContract.list), keyOf(accountContract.currentUser)],
  });

/** POST /api/clubadmin/ {club, email, roles}: the AGENT invites a Rally player to administer the club (202, the invitation). */
export const useAddClubAdmin = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: Omit<AddClubAdmin, 'club'>) =>
      call(invitationsContract.administer, { body: { ...body, club: clubId } }),
    invalidates: [clubInvitationsKey(clubId)],
  });

/** PATCH /api/clubadmin/{id}/: approve, suspend, reactivate, change roles. */
export const useUpdateClubAdmin = (clubId: number) =>
  useAdminCommand(clubId, ({ id, ...body }: UpdateClubAdmin & { id: number }) =>
    call(clubAdminsContract.update, { params: { id }, body }),
  );

/** DELETE /api/clubadmin/{id}/: remove an administrator or refuse an application. */
export const useDeleteClubAdmin = (clubId: number) =>
  useAdminCommand(clubId, (id: number) => call(clubAdminsContract.remove, { params: { id } }));

/** GET /api/clubadmin/{id}/stripe_authorize/: where to authorise the club's payment account. */
export const fetchPaymentAuthorizeUrl = async (clubAdminId: number) =>
  // A call accepts JSON, so the answer is the 200's {url}; the 302 the contract also declares is a
  // browser's that follows the link (the answer type joins both: SuccessStatusOf takes every 2xx and 302).
  (await call(clubAdminsContract.stripeAuthorize, { params: { id: clubAdminId } })) as PaymentAuthorize;
