import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  matchesContract,
  type LadderChallengeInput,
  type LadderPlayerInput,
  type LadderResultInput,
  type PlayerLadder,
  type PlayerLadderBrief,
  type PlayerLadderInput,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { keyOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The player ladder (a challenge ladder at a club): its screen and the calls that change it.

/** GET /api/playerladder/: the ladders I play on or organise. */
export const useMyLadders = (page: number) =>
  useQuery({
    queryKey: queryKeys.playerLadders.list(null, { page }),
    queryFn: ({ signal }) => api<Page<PlayerLadderBrief>>('playerladder/', { query: { page, page_size: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/playerladder/{id}/. */
export const useLadderDetail = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.playerLadders.detail(id ?? 0),
    queryFn: ({ signal }) => api<PlayerLadder>(`playerladder/${id}/`, { signal }),
    enabled: id !== null,
  });

// Every change answers the whole ladder: it is written into the cache, then the lists re-read.
const useLadderMutation = <V>(fn: (v: V) => Promise<PlayerLadder>) =>
  useApiMutation({ mutationFn: fn, invalidates: [queryKeys.playerLadders.all, keyOf(matchesContract.list)] });

export const useCreateLadder = () =>
  useLadderMutation((body: PlayerLadderInput) => api<PlayerLadder>('playerladder/', { method: 'POST', body }));
export const useAddLadderPlayer = (id: number) =>
  useLadderMutation((body: LadderPlayerInput) =>
    api<PlayerLadder>(`playerladder/${id}/player/`, { method: 'POST', body }),
  );
export const useRemoveLadderPlayer = () =>
  useLadderMutation((id: number) => api<PlayerLadder>(`ladderplayer/${id}/`, { method: 'DELETE' }));
export const useChallenge = (id: number) =>
  useLadderMutation((body: LadderChallengeInput) =>
    api<PlayerLadder>(`playerladder/${id}/challenge/`, { method: 'POST', body }),
  );
export const useChallengeResult = () =>
  useLadderMutation(({ id, ...body }: { id: number } & LadderResultInput) =>
    api<PlayerLadder>(`ladderchallenge/${id}/result/`, { method: 'POST', body }),
  );
export const useWithdrawChallenge = () =>
  useLadderMutation((id: number) => api<PlayerLadder>(`ladderchallenge/${id}/withdraw/`, { method: 'POST' }));
