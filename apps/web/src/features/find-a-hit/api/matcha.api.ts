import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  findAHitContract,
  type AnswerHit,
  type BookHitCourt,
  type CreateHitInput,
  type PlayerAvailability,
  type RespondHit,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { clubKey } from '../../../lib/dashboard';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** A club where the player may use find-a-hit (GET /api/matchahitrequest/clubs/). */
export type { HitClub } from '@rally/domain';

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
    ...queryOf(findAHitContract.list, {
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
    }),
    placeholderData: keepPreviousData,
  });

/** GET /api/matchahitrequest/?adminview=True&club: the club's hits for its MATCHA administrators. */
export const useClubHits = (clubId: number, params: { page: number; players_needed?: 'P' | 'C' }) =>
  useQuery({
    ...queryOf(findAHitContract.list, {
      query: {
        adminview: 'True',
        club: clubId,
        page: params.page,
        page_size: 100,
        players_needed: params.players_needed,
      },
    }),
    placeholderData: keepPreviousData,
  });

export const useHitClubs = () => useQuery(queryOf(findAHitContract.clubs));

// Every hit command changes hit lists (any board may show the hit, and the clubs' list under it);
// booking a court changes the club's bookings too.
const hitKeys = [keyOf(findAHitContract.list)];

export const useCreateHit = () =>
  useApiMutation({
    mutationFn: (body: CreateHitInput) => call(findAHitContract.create, { body }),
    invalidates: hitKeys,
  });
export const useRespondHit = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: RespondHit & { id: number }) =>
      call(findAHitContract.respond, { params: { id }, body }),
    invalidates: hitKeys,
  });
export const useAnswerHit = () =>
  useApiMutation({
    mutationFn: ({ id, answer, ...body }: AnswerHit & { id: number; answer: 'accept' | 'decline' }) =>
      call(answer === 'accept' ? findAHitContract.accept : findAHitContract.decline, { params: { id }, body }),
    invalidates: hitKeys,
  });
export const useHitCommand = () =>
  useApiMutation({
    mutationFn: ({ id, command }: { id: number; command: 'withdraw' | 'cancel' }) =>
      call(command === 'withdraw' ? findAHitContract.withdraw : findAHitContract.cancel, { params: { id } }),
    invalidates: hitKeys,
  });
export const useBookHitCourt = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: BookHitCourt & { id: number }) =>
      call(findAHitContract.bookCourt, { params: { id }, body }),
    invalidates: (_input, hit) => [...hitKeys, ...(hit ? [clubKey(hit.club)] : [])],
  });

/** The player's weekly availability (GET /api/matchaavailability/): an empty list means every time fits. */
export type { AvailabilityRecord as HitAvailability } from '@rally/domain';

export const useHitAvailability = () => useQuery(queryOf(findAHitContract.availability));

/** PUT /api/matchaavailability/: the board's fit follows it. */
export const useSaveHitAvailability = () =>
  useApiMutation({
    mutationFn: (body: PlayerAvailability) => call(findAHitContract.setAvailability, { body }),
    invalidates: [keyOf(findAHitContract.availability), ...hitKeys],
  });
