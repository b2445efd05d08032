import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnswerHit, BookHitCourt, CreateHitInput, Hit, PlayerAvailability, RespondHit } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** A club where the player may use find-a-hit (GET /api/matchahitrequest/clubs/). */
export type HitClub = {
  id: number;
  name: string;
  time_zone: string;
  can_request: boolean;
  can_accept: boolean;
  refusal: string | null;
  courts: { id: number; name: string }[];
};

/** `day`: only hits whose window meets that day (YYYY-MM-DD: a day the player is free); `all`: also the open requests that do not fit the player. */
export type HitBoardParams = {
  page: number;
  mine?: boolean;
  players_needed?: 'P' | 'C';
  inclubs?: number;
  day?: string;
  all?: boolean;
};

/** GET /api/matchahitrequest/: the player's board (open hits that fit them), or `mine`. 100 a page, as the spec says. */
export const useHitBoard = (params: HitBoardParams) =>
  useQuery({
    queryKey: queryKeys.hits.list(null, params),
    queryFn: ({ signal }) =>
      api<Page<Hit>>('matchahitrequest/', {
        query: {
          page: params.page,
          page_size: 100,
          mine: params.mine ? 'true' : undefined,
          players_needed: params.players_needed,
          inclubs: params.inclubs,
          datefrom: params.day,
          dateto: params.day,
          showall: params.all ? 'True' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/matchahitrequest/?adminview=True&club: the club's hits for its MATCHA administrators. */
export const useClubHits = (clubId: number, params: { page: number; players_needed?: 'P' | 'C' }) =>
  useQuery({
    queryKey: queryKeys.hits.list(clubId, params),
    queryFn: ({ signal }) =>
      api<Page<Hit>>('matchahitrequest/', {
        query: {
          adminview: 'True',
          club: clubId,
          page: params.page,
          page_size: 100,
          players_needed: params.players_needed,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useHitClubs = () =>
  useQuery({
    queryKey: queryKeys.hits.list(null, { clubs: true }),
    queryFn: ({ signal }) => api<HitClub[]>('matchahitrequest/clubs/', { signal }),
  });

// Every hit command changes hit lists (any board may show the hit); booking a court changes the club's bookings too.
const hitKeys = [queryKeys.hits.all];

export const useCreateHit = () =>
  useApiMutation({
    mutationFn: (body: CreateHitInput) => api<Hit>('matchahitrequest/', { method: 'POST', body }),
    invalidates: hitKeys,
  });
export const useRespondHit = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: RespondHit & { id: number }) =>
      api<Hit>(`matchahitrequest/${id}/respond/`, { method: 'POST', body }),
    invalidates: hitKeys,
  });
export const useAnswerHit = () =>
  useApiMutation({
    mutationFn: ({ id, answer, ...body }: AnswerHit & { id: number; answer: 'accept' | 'decline' }) =>
      api<Hit>(`matchahitrequest/${id}/${answer}/`, { method: 'POST', body }),
    invalidates: hitKeys,
  });
export const useHitCommand = () =>
  useApiMutation({
    mutationFn: ({ id, command }: { id: number; command: 'withdraw' | 'cancel' }) =>
      api<Hit>(`matchahitrequest/${id}/${command}/`, { method: 'POST' }),
    invalidates: hitKeys,
  });
export const useBookHitCourt = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: BookHitCourt & { id: number }) =>
      api<Hit>(`matchahitrequest/${id}/book_court/`, { method: 'POST', body }),
    invalidates: (_input, hit) => [...hitKeys, ...(hit ? [queryKeys.club.club(hit.club)] : [])],
  });

/** The player's weekly availability (GET /api/matchaavailability/): an empty list means every time fits. */
export type HitAvailability = PlayerAvailability & { updated: string | null };

export const useHitAvailability = () =>
  useQuery({
    queryKey: queryKeys.hitAvailability.all,
    queryFn: ({ signal }) => api<HitAvailability>('matchaavailability/', { signal }),
  });

/** PUT /api/matchaavailability/: the board's fit follows it. */
export const useSaveHitAvailability = () =>
  useApiMutation({
    mutationFn: (body: PlayerAvailability) => api<HitAvailability>('matchaavailability/', { method: 'PUT', body }),
    invalidates: [queryKeys.hitAvailability.all, ...hitKeys],
  });
