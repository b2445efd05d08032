import { useQuery } from '@tanstack/react-query';
import type { ClubInvitation, InvitationKind } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/clubinvitation/?club&kind: the club's open invitations of a kind (AGENT only). */
export const useClubInvitations = (clubId: number, kind: InvitationKind, enabled = true) =>
  useQuery({
    queryKey: queryKeys.clubInvitations.list(clubId, { kind }),
    queryFn: ({ signal }) =>
      api<Page<ClubInvitation>>('clubinvitation/', { query: { club: clubId, kind, page_size: 1000 }, signal }),
    enabled,
  });

/** DELETE /api/clubinvitation/{id}/: takes an open invitation back. */
export const useCancelInvitation = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<null>(`clubinvitation/${id}/`, { method: 'DELETE' }),
    invalidates: [queryKeys.clubInvitations.club(clubId)],
  });
