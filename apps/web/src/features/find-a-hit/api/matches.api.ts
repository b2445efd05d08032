import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { matchesContract, type CreateMatchInput, type UpdateMatch } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The match diary, levels and profiles, from matchesContract.

export type { PlayerFormatLevel as PlayerLevel, PlayerMatcha } from '@rally/domain';

export const DIARY_PAGE_SIZE = 10;

/** GET /api/match/?commenced=1&player&page&page_size: the player's diary, newest first. */
export const useMatches = (player: number | undefined, page: number) =>
  useQuery({
    ...queryOf(matchesContract.list, { query: { commenced: '1', player, page, page_size: DIARY_PAGE_SIZE } }),
    enabled: player !== undefined,
    placeholderData: keepPreviousData,
  });

/** GET /api/player/{id}/matcha/: levels, record and recent form. */
export const usePlayerMatcha = (player: number | undefined) =>
  useQuery({
    ...queryOf(matchesContract.playerMatcha, { params: { id: player ?? 0 } }),
    enabled: player !== undefined,
  });

/** GET /api/player/{id}/profile/: another player's profile. */
export const usePlayerProfile = (player: number | undefined) =>
  useQuery({
    ...queryOf(matchesContract.playerProfile, { params: { id: player ?? 0 } }),
    enabled: player !== undefined,
  });

/**
 * What a recorded or approved match makes stale: the diaries and, once it counts, the levels and
 * profiles of its players (every key under ['player']: /player/{id}/matcha/ and /profile/).
 */
const diaryKeys = [keyOf(matchesContract.list), keyOf(matchesContract.playerMatcha)];

export const useRecordMatch = () =>
  useApiMutation({
    mutationFn: (body: CreateMatchInput) => call(matchesContract.create, { body }),
    invalidates: diaryKeys,
  });
export const useUpdateMatch = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: UpdateMatch & { id: number }) =>
      call(matchesContract.update, { params: { id }, body }),
    invalidates: diaryKeys,
  });
