import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  matchesContract,
  playerLaddersContract,
  type LadderChallengeInput,
  type LadderPlayerInput,
  type LadderResultInput,
  type PlayerLadder,
  type PlayerLadderInput,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The player ladder (a challenge ladder at a club): its screen and the calls that change it.

/** GET /api/playerladder/: the ladders I play on or organise. */
export const useMyLadders = (page: number) =>
  useQuery({
    ...queryOf(playerLaddersContract.list, { query: { page, page_size: 10 } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/playerladder/{id}/. */
export const useLadderDetail = (id: number | null) =>
  useQuery({
    ...queryOf(playerLaddersContract.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

// Every change answers the whole ladder; the ladders (lists and details) and the diary re-read.
const useLadderMutation = <V>(fn: (v: V) => Promise<PlayerLadder>) =>
  useApiMutation({ mutationFn: fn, invalidates: [keyOf(playerLaddersContract.list), keyOf(matchesContract.list)] });

export const useCreateLadder = () =>
  useLadderMutation((body: PlayerLadderInput) => call(playerLaddersContract.create, { body }));
export const useAddLadderPlayer = (id: number) =>
  useLadderMutation((body: LadderPlayerInput) => call(playerLaddersContract.addPlayer, { params: { id }, body }));
export const useRemoveLadderPlayer = () =>
  useLadderMutation((id: number) => call(playerLaddersContract.removePlayer, { params: { id } }));
export const useChallenge = (id: number) =>
  useLadderMutation((body: LadderChallengeInput) => call(playerLaddersContract.challenge, { params: { id }, body }));
export const useChallengeResult = () =>
  useLadderMutation(({ id, ...body }: { id: number } & LadderResultInput) =>
    call(playerLaddersContract.result, { params: { id }, body }),
  );
export const useWithdrawChallenge = () =>
  useLadderMutation((id: number) => call(playerLaddersContract.withdraw, { params: { id } }));
