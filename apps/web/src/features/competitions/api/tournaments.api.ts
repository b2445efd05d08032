import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  FixtureBookingInput,
  KnockoutInput,
  LadderRow,
  PlayerLadderRow,
  ManualDrawInput,
  MyFixture,
  Tournament,
  TournamentBrief,
  TournamentFixture,
  TournamentMatchResult,
  TournamentInput,
  TournamentMember,
  TournamentMemberInput,
  TournamentRound,
  TournamentTeam,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

export const TOUR_PAGE_SIZE = 10;

/** GET /api/tournament/?brief&member_set__player&page&page_size[&member_set__is_organiser=True]: my competitions, or those I organise. */
export const useMyTournaments = (player: number | undefined, organiser: boolean, page: number) =>
  useQuery({
    queryKey: queryKeys.tournaments.list(null, { player, organiser, page }),
    queryFn: ({ signal }) =>
      api<Page<TournamentBrief>>('tournament/', {
        query: {
          brief: 'True',
          member_set__player: player,
          page,
          page_size: TOUR_PAGE_SIZE,
          ...(organiser ? { member_set__is_organiser: 'True' } : {}),
        },
        signal,
      }),
    enabled: player !== undefined,
    placeholderData: keepPreviousData,
  });

/** GET /api/tournament/{id}/. */
export const useTournament = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.tournaments.detail(id ?? 0),
    queryFn: ({ signal }) => api<Tournament>(`tournament/${id}/`, { signal }),
    enabled: id !== null,
  });

const tournamentKeys = (id?: number) =>
  id
    ? [queryKeys.tournaments.all, queryKeys.tournamentMembers.all, queryKeys.tournamentTeams.all]
    : [queryKeys.tournaments.all];

export const useCreateTournament = () =>
  useApiMutation({
    mutationFn: (body: TournamentInput) => api<Tournament>('tournament/', { method: 'POST', body }),
    invalidates: tournamentKeys(),
  });

export const useSaveTournament = (id: number) =>
  useApiMutation({
    mutationFn: (body: TournamentInput) => api<Tournament>(`tournament/${id}/`, { method: 'PUT', body }),
    invalidates: tournamentKeys(id),
  });

export const usePatchTournament = (id: number) =>
  useApiMutation({
    mutationFn: (body: Record<string, unknown>) => api<Tournament>(`tournament/${id}/`, { method: 'PATCH', body }),
    invalidates: tournamentKeys(id),
  });

export const useAddMember = () =>
  useApiMutation({
    mutationFn: (body: TournamentMemberInput) => api<TournamentMember>('member/', { method: 'POST', body }),
    invalidates: tournamentKeys(1),
  });
export const useUpdateMember = () =>
  useApiMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      team?: number | null;
      rank?: number | null;
      gender?: 'M' | 'F' | 'U';
      is_organiser?: boolean;
    }) => api<TournamentMember>(`member/${id}/`, { method: 'PATCH', body }),
    invalidates: tournamentKeys(1),
  });
export const useRemoveMember = () =>
  useApiMutation({
    mutationFn: (id: number) => api<void>(`member/${id}/`, { method: 'DELETE' }),
    invalidates: tournamentKeys(1),
  });

export const useAddTeam = () =>
  useApiMutation({
    mutationFn: (body: { tournament: number; club: number; name: string; ladder_order?: number | null }) =>
      api<TournamentTeam>('team/', { method: 'POST', body }),
    invalidates: tournamentKeys(1),
  });
export const useUpdateTeam = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: { id: number; name?: string; club?: number; ladder_order?: number | null }) =>
      api<TournamentTeam>(`team/${id}/`, { method: 'PATCH', body }),
    invalidates: tournamentKeys(1),
  });

/** The clubs a tournament can take (the public club list). */
export const useClubChoices = () =>
  useQuery({
    queryKey: queryKeys.club.list(null, { choices: true }),
    queryFn: ({ signal }) => api<Page<{ id: number; name: string }>>('club/', { query: { page_size: 200 }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/fixture/?tournament: fixtures by round with dates, courts and results. */
export const useFixtures = (tournament: number | null) =>
  useQuery({
    queryKey: queryKeys.tournamentFixtures.list(null, { tournament }),
    queryFn: ({ signal }) => api<TournamentFixture[]>('fixture/', { query: { tournament }, signal }),
    enabled: tournament !== null,
  });

const drawKeys = [queryKeys.tournaments.all, queryKeys.tournamentFixtures.all];
export const useDraw = (id: number) =>
  useApiMutation({
    mutationFn: () => api<Tournament>(`tournament/${id}/draw/`, { method: 'POST' }),
    invalidates: drawKeys,
  });
export const usePublish = (id: number) =>
  useApiMutation({
    mutationFn: () => api<Tournament>(`tournament/${id}/publish/`, { method: 'POST' }),
    invalidates: drawKeys,
  });
export const useUpdateRoundFrom = () =>
  useApiMutation({
    mutationFn: ({ id, to }: { id: number; to?: string }) =>
      api<TournamentRound[]>(`round/${id}/updatefrom/`, { method: 'POST', body: to ? { to } : {} }),
    invalidates: drawKeys,
  });

/** GET /api/ladder/?tournament: the team ladder in the configured order. */
export const useLadder = (tournament: number | null) =>
  useQuery({
    queryKey: queryKeys.tournamentLadder.list(null, { tournament }),
    queryFn: ({ signal }) => api<LadderRow[]>('ladder/', { query: { tournament }, signal }),
    enabled: tournament !== null,
  });

/** GET /api/ladder/players/?tournament: the player ladder in the configured order. */
export const usePlayerLadder = (tournament: number | null) =>
  useQuery({
    queryKey: queryKeys.tournamentLadder.list(null, { tournament, players: true }),
    queryFn: ({ signal }) => api<PlayerLadderRow[]>('ladder/players/', { query: { tournament }, signal }),
    enabled: tournament !== null,
  });

export const useEnterResult = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: { id: number } & TournamentMatchResult) =>
      api<unknown>(`tournamentmatch/${id}/`, { method: 'PATCH', body }),
    invalidates: [queryKeys.tournamentFixtures.all, queryKeys.tournamentLadder.all],
  });

/** POST /api/tournament/{id}/knockout/: the knockout stage seeded from the ladder. */
export const useCreateKnockout = (id: number) =>
  useApiMutation({
    mutationFn: (body: KnockoutInput) => api<Tournament>(`tournament/${id}/knockout/`, { method: 'POST', body }),
    invalidates: drawKeys,
  });

/** POST /api/tournament/{id}/manualdraw/: the organiser's own rounds and fixtures. */
export const useManualDraw = (id: number) =>
  useApiMutation({
    mutationFn: (body: ManualDrawInput) => api<Tournament>(`tournament/${id}/manualdraw/`, { method: 'POST', body }),
    invalidates: drawKeys,
  });

/** GET /api/fixture/mine/: my next fixtures in the published competitions I play in. */
export const useMyFixtures = () =>
  useQuery({
    queryKey: queryKeys.tournamentFixtures.list(null, { mine: true }),
    queryFn: ({ signal }) => api<MyFixture[]>('fixture/mine/', { signal }),
  });

/** POST /api/fixture/{id}/booking/ and DELETE: the fixture's courts booked at its host club (on the club's calendar), or freed. */
const bookingKeys = [queryKeys.tournamentFixtures.all, queryKeys.bookingInstances.all, queryKeys.bookingSeries.all];
export const useBookFixture = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: { id: number } & FixtureBookingInput) =>
      api<TournamentFixture>(`fixture/${id}/booking/`, { method: 'POST', body }),
    invalidates: bookingKeys,
  });
export const useCancelFixtureBooking = () =>
  useApiMutation({
    mutationFn: (id: number) => api<TournamentFixture>(`fixture/${id}/booking/`, { method: 'DELETE' }),
    invalidates: bookingKeys,
  });
