import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCoach, ClubCoach, ClubInvitation, UpdateClubCoach } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { clubInvitationsKey } from './invitations.api';

export const clubCoachesKey = (clubId: number) => ['clubcoach', clubId] as const;

/** GET /api/clubcoach/?club: the club's coaches with their settings. */
export const useClubCoaches = (clubId: number) =>
  useQuery({
    queryKey: clubCoachesKey(clubId),
    queryFn: ({ signal }) => api<Page<ClubCoach>>('clubcoach/', { query: { club: clubId, page_size: 1000 }, signal }),
  });

function useCoachCommand<Input, Output>(clubId: number, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: clubCoachesKey(clubId) }) });
}

/** POST /api/club/{id}/add_coach/ {email, club_coach}: invites the player to coach (202, the invitation; AGENT only). */
export function useAddCoach(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCoach) => api<ClubInvitation>(`club/${clubId}/add_coach/`, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubInvitationsKey(clubId, 'coach') }),
  });
}

/** PATCH /api/clubcoach/{id}/. */
export const useUpdateClubCoach = (clubId: number) =>
  useCoachCommand(clubId, ({ id, ...body }: UpdateClubCoach & { id: number }) => api<ClubCoach>(`clubcoach/${id}/`, { method: 'PATCH', body }));

/** POST /api/club/{id}/remove_coach/ {coach}. */
export const useRemoveCoach = (clubId: number) => useCoachCommand(clubId, (coach: number) => api<null>(`club/${clubId}/remove_coach/`, { body: { coach } }));
