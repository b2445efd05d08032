import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreateMatchInput, Match, PlayerFormatLevel, PlayerProfile, UpdateMatch } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

export type PlayerLevel = PlayerFormatLevel;
export type PlayerMatcha = {
  player: number;
  matcha_level: PlayerLevel | null;
  matcha_doubles_level: PlayerLevel | null;
  record: { wins: number; losses: number };
  recent_form: ('W' | 'L')[];
};

export const DIARY_PAGE_SIZE = 10;

/** GET /api/match/?commenced=1&player&page&page_size: the player's diary, newest first. */
export const useMatches = (player: number | undefined, page: number) =>
  useQuery({
    queryKey: queryKeys.matches.list(null, { player, page }),
    queryFn: ({ signal }) =>
      api<Page<Match>>('match/', { query: { commenced: 1, player, page, page_size: DIARY_PAGE_SIZE }, signal }),
    enabled: player !== undefined,
    placeholderData: keepPreviousData,
  });

/** GET /api/player/{id}/matcha/: levels, record and recent form. */
export const usePlayerMatcha = (player: number | undefined) =>
  useQuery({
    queryKey: queryKeys.playerMatcha.detail(player ?? 0),
    queryFn: ({ signal }) => api<PlayerMatcha>(`player/${player}/matcha/`, { signal }),
    enabled: player !== undefined,
  });

/** GET /api/player/{id}/profile/: another player's profile (kept under the levels' keys: an approval refreshes it). */
export const usePlayerProfile = (player: number | undefined) =>
  useQuery({
    queryKey: queryKeys.playerMatcha.list(null, { profile: player ?? 0 }),
    queryFn: ({ signal }) => api<PlayerProfile>(`player/${player}/profile/`, { signal }),
    enabled: player !== undefined,
  });

// A recorded or approved match changes the diary and, once it counts, the players' levels.
const diaryKeys = [queryKeys.matches.all, queryKeys.playerMatcha.all];

export const useRecordMatch = () =>
  useApiMutation({
    mutationFn: (body: CreateMatchInput) => api<Match>('match/', { method: 'POST', body }),
    invalidates: diaryKeys,
  });
export const useUpdateMatch = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: UpdateMatch & { id: number }) =>
      api<Match>(`match/${id}/`, { method: 'PATCH', body }),
    invalidates: diaryKeys,
  });
