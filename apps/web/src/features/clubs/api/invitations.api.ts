import { useQuery } from '@tanstack/react-query';
import { accountContract, invitationsContract } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/invitation/: the caller's open invitations from clubs. */
export const myInvitationsQuery = () => queryOf(invitationsContract.mine, { query: { page_size: 100 } });
export const useMyInvitations = () => useQuery(myInvitationsQuery());

/** POST /api/invitation/{id}/accept/ or /decline/; accepting changes the player's clubs and roles. */
export const useAnswerInvitation = () =>
  useApiMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      call(accept ? invitationsContract.accept : invitationsContract.decline, { params: { id } }),
    invalidates: [keyOf(invitationsContract.mine), keyOf(accountContract.currentUser)],
  });
