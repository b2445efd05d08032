import { useQuery } from '@tanstack/react-query';
import { invitationsContract, type InvitationKind } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/clubinvitation/?club&kind: the club's open invitations of a kind (AGENT only). */
export const useClubInvitations = (clubId: number, kind: InvitationKind, enabled = true) =>
  useQuery({
    ...queryOf(invitationsContract.clubList, { query: { club: clubId, kind, page_size: 1000 } }),
    enabled,
  });

/** Every open invitation of the club (both kinds): what a new or cancelled invitation makes stale. */
export const clubInvitationsKey = (clubId: number) => keyOf(invitationsContract.clubList, { query: { club: clubId } });

/** DELETE /api/clubinvitation/{id}/: takes an open invitation back. */
export const useCancelInvitation = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(invitationsContract.cancel, { params: { id } }),
    invalidates: [clubInvitationsKey(clubId)],
  });
