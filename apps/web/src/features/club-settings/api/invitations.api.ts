import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubInvitation, InvitationKind } from '@rally/domain';
import { api, type Page } from '../../../lib/api';

export const clubInvitationsKey = (clubId: number, kind: InvitationKind) => ['clubinvitation', clubId, kind] as const;

/** GET /api/clubinvitation/?club&kind: the club's open invitations of a kind (AGENT only). */
export const useClubInvitations = (clubId: number, kind: InvitationKind, enabled = true) =>
  useQuery({
    queryKey: clubInvitationsKey(clubId, kind),
    queryFn: ({ signal }) => api<Page<ClubInvitation>>('clubinvitation/', { query: { club: clubId, kind, page_size: 1000 }, signal }),
    enabled,
  });

/** DELETE /api/clubinvitation/{id}/: takes an open invitation back. */
export function useCancelInvitation(clubId: number, kind: InvitationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(`clubinvitation/${id}/`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubInvitationsKey(clubId, kind) }),
  });
}
