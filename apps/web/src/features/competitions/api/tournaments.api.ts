import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  bookingsContract,
  clubsContract,
  isTournamentBrief,
  tournamentsContract,
  type DrawRequest,
  type FixtureBookingInput,
  type KnockoutInput,
  type ManualDrawInput,
  type TournamentInput,
  type TournamentMatchResult,
  type TournamentMemberInput,
} from '@rally/domain';
import { call, keyOf, queryOf, type CallInput } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

export const TOUR_PAGE_SIZE = 10;

/** GET /api/tournament/?brief&member_set__player&page&page_size[&member_set__is_organiser=True]: my competitions, or those I organise. */
export const useMyTournaments = (player: number | undefined, organiser: boolean, page: number) =>
  useQuery({
    ...queryOf(tournamentsContract.list, {
      query: {
        brief: 'True',
        member_set__player: player,
        page,
        page_size: TOUR_PAGE_SIZE,
        member_set__is_organiser: organiser ? 'True' : undefined,
      },
    }),
    // Asked for `brief`, the page holds tournaments in short.
    select: (answer) => ({ ...answer, results: answer.results.filter(isTournamentBrief) }),
    enabled: player !== undefined,
    placeholderData: keepPreviousData,
  });

/** GET /api/tournament/{id}/. */
export const useTournament = (id: number | null) =>
  useQuery({ ...queryOf(tournamentsContract.get, { params: { id: id ?? 0 } }), enabled: id !== null });

/** GET /api/club/{id}/tournaments/: the club's competitions, for its dashboard section (issue 27). */
export const useClubTournaments = (club: number, page: number) =>
  useQuery({
    ...queryOf(tournamentsContract.clubList, { params: { id: club }, query: { page, page_size: TOUR_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

// The lists: the player's and the club section's.
const listKeys = [keyOf(tournamentsContract.list), keyOf(tournamentsContract.clubList)];

// A tournament's members and teams are part of its detail: a change to either re-reads both.
const tournamentKeys = (id?: number) =>
  id ? [...listKeys, keyOf(tournamentsContract.members), keyOf(tournamentsContract.teams)] : listKeys;

export const useCreateTournament = () =>
  useApiMutation({
    mutationFn: (body: TournamentInput) => call(tournamentsContract.create, { body }),
    invalidates: tournamentKeys(),
  });

export const useSaveTournament = (id: number) =>
  useApiMutation({
    mutationFn: (body: TournamentInput) => call(tournamentsContract.replace, { params: { id }, body }),
    invalidates: tournamentKeys(id),
  });

export const usePatchTournament = (id: number) =>
  useApiMutation({
    mutationFn: (body: CallInput<typeof tournamentsContract.update>['body']) =>
      call(tournamentsContract.update, { params: { id }, body }),
    invalidates: tournamentKeys(id),
  });

export const useAddMember = () =>
  useApiMutation({
    mutationFn: (body: TournamentMemberInput) => call(tournamentsContract.addMember, { body }),
    invalidates: tournamentKeys(1),
  });
export const useUpdateMember = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: { id: number } & CallInput<typeof tournamentsContract.updateMember>['body']) =>
      call(tournamentsContract.updateMember, { params: { id }, body }),
    invalidates: tournamentKeys(1),
  });
export const useRemoveMember = () =>
  useApiMutation({
    mutationFn: (id: number) => call(tournamentsContract.removeMember, { params: { id } }),
    invalidates: tournamentKeys(1),
  });

export const useAddTeam = () =>
  useApiMutation({
    mutationFn: (body: CallInput<typeof tournamentsContract.addTeam>['body']) =>
      call(tournamentsContract.addTeam, { body }),
    invalidates: tournamentKeys(1),
  });
export const useUpdateTeam = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: { id: number } & CallInput<typeof tournamentsContract.updateTeam>['body']) =>
      call(tournamentsContract.updateTeam, { params: { id }, body }),
    invalidates: tournamentKeys(1),
  });

/** The clubs a tournament can take: GET /api/club/?page_size=200, the public club list. */
export const useClubChoices = () =>
  useQuery({
    ...queryOf(clubsContract.list, { query: { page_size: 200 } }),
    staleTime: 5 * 60_000,
  });

/** GET /api/fixture/?tournament: fixtures by round with dates, courts and results. */
export const useFixtures = (tournament: number | null) =>
  useQuery({
    ...queryOf(tournamentsContract.fixtures, { query: { tournament: tournament ?? 0 } }),
    enabled: tournament !== null,
  });

// The draw's commands change the tournament (its rounds, draw_complete, published) and its fixtures.
const drawKeys = [...listKeys, keyOf(tournamentsContract.fixtures)];
export const useDraw = (id: number) =>
  useApiMutation({
    mutationFn: (body: DrawRequest = {}) => call(tournamentsContract.draw, { params: { id }, body }),
    invalidates: drawKeys,
  });
export const usePublish = (id: number) =>
  useApiMutation({
    mutationFn: () => call(tournamentsContract.publish, { params: { id } }),
    invalidates: drawKeys,
  });
export const useUpdateRoundFrom = () =>
  useApiMutation({
    mutationFn: ({ id, to }: { id: number; to?: string }) =>
      call(tournamentsContract.updateRoundFrom, { params: { id }, body: to ? { to } : {} }),
    invalidates: drawKeys,
  });

/** GET /api/ladder/?tournament: the team ladder in the configured order. */
export const useLadder = (tournament: number | null) =>
  useQuery({
    ...queryOf(tournamentsContract.ladder, { query: { tournament: tournament ?? 0 } }),
    enabled: tournament !== null,
  });

/** GET /api/ladder/players/?tournament: the player ladder in the configured order. */
export const usePlayerLadder = (tournament: number | null) =>
  useQuery({
    ...queryOf(tournamentsContract.playerLadder, { query: { tournament: tournament ?? 0 } }),
    enabled: tournament !== null,
  });

// A result changes the fixtures' scores and both ladders (keyOf(ladder) is the prefix of the player ladder's key).
export const useEnterResult = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: { id: number } & TournamentMatchResult) =>
      call(tournamentsContract.enterResult, { params: { id }, body }),
    invalidates: [keyOf(tournamentsContract.fixtures), keyOf(tournamentsContract.ladder)],
  });

/** POST /api/tournament/{id}/knockout/: the knockout stage seeded from the ladder. */
export const useCreateKnockout = (id: number) =>
  useApiMutation({
    mutationFn: (body: KnockoutInput) => call(tournamentsContract.knockout, { params: { id }, body }),
    invalidates: drawKeys,
  });

/** POST /api/tournament/{id}/manualdraw/: the organiser's own rounds and fixtures. */
export const useManualDraw = (id: number) =>
  useApiMutation({
    mutationFn: (body: ManualDrawInput) => call(tournamentsContract.manualDraw, { params: { id }, body }),
    invalidates: drawKeys,
  });

/** GET /api/fixture/mine/: my next fixtures in the published competitions I play in. */
export const useMyFixtures = () => useQuery(queryOf(tournamentsContract.myFixtures));

/** POST /api/fixture/{id}/booking/ and DELETE: the fixture's courts booked at its host club (on the club's calendar), or freed. */
const bookingKeys = [
  keyOf(tournamentsContract.fixtures),
  keyOf(bookingsContract.instances),
  keyOf(bookingsContract.series),
];
export const useBookFixture = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: { id: number } & FixtureBookingInput) =>
      call(tournamentsContract.bookFixture, { params: { id }, body }),
    invalidates: bookingKeys,
  });
export const useCancelFixtureBooking = () =>
  useApiMutation({
    mutationFn: (id: number) => call(tournamentsContract.cancelFixtureBooking, { params: { id } }),
    invalidates: bookingKeys,
  });
