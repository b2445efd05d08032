import { useQuery } from '@tanstack/react-query';
import type { AddCoach, ClubCoach, ClubInvitation, UpdateClubCoach } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/clubcoach/?club: the club's coaches with their settings. */
export const useClubCoaches = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.clubCoaches.list(clubId),
    queryFn: ({ signal }) => api<Page<ClubCoach>>('clubcoach/', { query: { club: clubId, page_size: 1000 }, signal }),
  });

const useCoachCommand = <Input, Output>(clubId: number, mutationFn: (input: Input) => Promise<Output>) =>
  useApiMutation({ mutationFn, invalidates: [queryKeys.clubCoaches.club(clubId)] });

/** POST /api/club/{id}/add_coach/ {email, club_coach}: invites the player to coach (202, the invitation; AGENT only). */
export const useAddCoach = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: AddCoach) => api<ClubInvitation>(`club/${clubId}/add_coach/`, { body }),
    invalidates: [queryKeys.clubInvitations.club(clubId)],
  });

/** PATCH /api/clubcoach/{id}/. */
export const useUpdateClubCoach = (clubId: number) =>
  useCoachCommand(clubId, ({ id, ...body }: UpdateClubCoach & { id: number }) =>
    api<ClubCoach>(`clubcoach/${id}/`, { method: 'PATCH', body }),
  );

/** POST /api/club/{id}/remove_coach/ {coach}. */
export const useRemoveCoach = (clubId: number) =>
  useCoachCommand(clubId, (coach: number) => api<null>(`club/${clubId}/remove_coach/`, { body: { coach } }));
