import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageParam, pageSizeParam } from '../contract/paging';
import { recordId } from '../validation/ids';
import { fixtureBookingSchema } from './fixture.schema';
import {
  knockoutSchema,
  drawRequestSchema,
  manualDrawSchema,
  roundUpdateFromSchema,
  tournamentMatchResultSchema,
  tournamentMemberPatchSchema,
  tournamentMemberSchema,
  tournamentRoundSchema,
  tournamentTeamPatchSchema,
  tournamentTeamSchema,
} from './tournament-entities.schema';
import { tournamentInvalidReason } from './tournament-messages';
import {
  ladderRowSchema,
  myFixtureSchema,
  playerLadderRowSchema,
  tournamentBriefSchema,
  tournamentFixtureSchema,
  tournamentMatchRecordSchema,
  tournamentMemberRecordSchema,
  tournamentRecordSchema,
  tournamentRoundRecordSchema,
  tournamentTeamRecordSchema,
} from './tournament.answers';
import { tournamentPatchSchema, tournamentSchema, type TournamentInput } from './tournament.schema';

// Tournaments (spec 3 §7 "Tournaments"; docs/competitions.md). A tournament spans clubs, so every
// endpoint is a user endpoint: the service checks the caller's standing in the tournament itself
// (organiser, member, or anyone for a published one). /member/ here is the tournament member;
// the club register is /cmember/ (spec 2), so the paths do not collide.

const tags = ['tournaments'];
const params = z.object({ id: recordId() });
const flag = z
  .enum(['1', '0', 'true', 'false', 'True', 'False'], { error: 'Must be True or False' })
  .transform((v) => v === '1' || v.toLowerCase() === 'true')
  .optional();
const tournamentQuery = z.object({ tournament: recordId('tournament is required') });

/** A whole tournament as the OpenAPI document's example (and the server tests' starting point). */
export const tournamentExample: TournamentInput = {
  name: 'Winter pennant',
  desc: 'Tuesday night doubles between the clubs',
  start: '2031-05-06',
  finish: '2031-08-26',
  club_set: [1],
  params: {
    Type: 'RRKO',
    FixtureType: 'interclub',
    PlayerGender: 'flexible',
    Country: 'AU',
    Deuce: true,
    SetsUpTo: 'standard',
    TieBreaker: 'standard',
    PointsPerWin: 2,
    BonusPointsPerRound: 1,
    CancelledPoints: 1,
    TimePlayed: '19:00',
    DaysOfWeek: [1],
    PlayFrequency: 'weekly',
    NumberOfCourts: 4,
    NumberOfSpareCourts: 0,
    NumberOfRounds: 5,
    NumberOfMatchesPerRound: 3,
    NumberOfTeams: 6,
    NumberOfTeamsKnockout: 4,
    PlayersPerTeam: 4,
    match_sets: [{ name: 'Doubles 1', format: 'D', number_of_sets: 3 }],
  },
};
const tournamentBody = tournamentSchema.meta({ examples: [tournamentExample] });

/** Tournaments' endpoints: the tournament, its members and teams, the draw and its fixtures, results and ladders. */
export const tournamentsContract = {
  list: endpoint({
    method: 'GET',
    path: '/tournament/',
    access: 'user',
    query: z.object({
      page: pageParam(),
      page_size: pageSizeParam(10),
      brief: flag,
      member_set__player: recordId().optional(),
      member_set__is_organiser: flag,
    }),
    // With `brief` each tournament in short, otherwise whole.
    response: { 200: pageOf(z.union([tournamentBriefSchema, tournamentRecordSchema])) },
    summary:
      "Tournaments: a player's (member_set__player, the caller's own or another's published ones), those the caller organises (member_set__is_organiser=True), or the caller's and the published ones",
    tags,
  }),
  clubList: endpoint({
    method: 'GET',
    path: '/club/:id/tournaments/',
    access: { area: 'competitions', club: 'params' },
    params,
    query: z.object({ page: pageParam(), page_size: pageSizeParam(10) }),
    response: { 200: pageOf(tournamentBriefSchema) },
    summary:
      "The club's competitions (ours, issue 27): every tournament with the club among its clubs, drafts too, newest first, for its Competitions section (AGENT, COURT_BOOKINGS), who run them as organisers do",
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: '/tournament/:id/',
    access: 'user',
    params,
    response: { 200: tournamentRecordSchema },
    summary: 'A tournament with its clubs, rounds, teams and members (its members, or anyone once published)',
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/tournament/',
    access: 'user',
    invalidReason: tournamentInvalidReason,
    body: tournamentBody,
    response: { 201: tournamentRecordSchema },
    summary: 'Create a tournament (every params rule of spec 3 §5); the caller becomes its organiser',
    tags,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/tournament/:id/',
    access: 'user',
    invalidReason: tournamentInvalidReason,
    params,
    body: tournamentBody,
    response: { 200: tournamentRecordSchema },
    summary: 'Replace a tournament (organisers only)',
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/tournament/:id/',
    access: 'user',
    invalidReason: tournamentInvalidReason,
    params,
    body: tournamentPatchSchema.meta({ examples: [{ name: 'Winter pennant' }] }),
    response: { 200: tournamentRecordSchema },
    summary: 'Change some fields (params merged key by key), read again by the whole schema (organisers only)',
    tags,
  }),
  members: endpoint({
    method: 'GET',
    path: '/member/',
    access: 'user',
    query: tournamentQuery,
    response: { 200: z.array(tournamentMemberRecordSchema) },
    summary: "A tournament's members (players, their teams, ranks and genders, organisers)",
    tags,
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/member/',
    access: 'user',
    body: tournamentMemberSchema.meta({ examples: [{ tournament: 1, player: 1, gender: 'M' }] }),
    response: { 201: tournamentMemberRecordSchema },
    summary:
      'Add a player to a tournament, by id or validated e-mail; team size and gender mix checked (organisers only)',
    tags,
  }),
  updateMember: endpoint({
    method: 'PATCH',
    path: '/member/:id/',
    access: 'user',
    params,
    body: tournamentMemberPatchSchema.meta({ examples: [{ rank: 1 }] }),
    response: { 200: tournamentMemberRecordSchema },
    summary: "Change a member's team, rank, gender or organiser flag (organisers only)",
    tags,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/member/:id/',
    access: 'user',
    params,
    response: { 204: noContent },
    summary: 'Remove a member from a tournament (organisers only; the last organiser stays)',
    tags,
  }),
  teams: endpoint({
    method: 'GET',
    path: '/team/',
    access: 'user',
    query: tournamentQuery,
    response: { 200: z.array(tournamentTeamRecordSchema) },
    summary: "A tournament's teams, by ladder order",
    tags,
  }),
  addTeam: endpoint({
    method: 'POST',
    path: '/team/',
    access: 'user',
    body: tournamentTeamSchema.meta({ examples: [{ tournament: 1, club: 1, name: 'Riverside 1' }] }),
    response: { 201: tournamentTeamRecordSchema },
    summary: 'Add a team of one of the tournament’s clubs (organisers only, before the draw)',
    tags,
  }),
  updateTeam: endpoint({
    method: 'PATCH',
    path: '/team/:id/',
    access: 'user',
    params,
    body: tournamentTeamPatchSchema.meta({ examples: [{ name: 'Riverside 1' }] }),
    response: { 200: tournamentTeamRecordSchema },
    summary: "Change a team's name, club (before the draw) or ladder order (organisers only)",
    tags,
  }),
  draw: endpoint({
    method: 'POST',
    path: '/tournament/:id/draw/',
    access: 'user',
    params,
    body: drawRequestSchema.nullish().meta({ examples: [{}, { confirm_missing_teams: true }] }),
    response: { 200: tournamentRecordSchema },
    summary:
      'Make the round robin draw: rounds dated by weekday and frequency (skipping dates not played), fixtures on the home clubs’ courts, each with the match sets’ matches; sets draw_complete (organisers only). With fewer teams than NumberOfTeams it refuses unless confirm_missing_teams is true',
    tags,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/tournament/:id/publish/',
    access: 'user',
    params,
    response: { 200: tournamentRecordSchema },
    summary: 'Publish the fixtures to the players (organisers only, after the draw)',
    tags,
  }),
  addRound: endpoint({
    method: 'POST',
    path: '/round/',
    access: 'user',
    body: tournamentRoundSchema.meta({ examples: [{ tournament: 1, start: '2031-06-03', kind: 'KO' }] }),
    response: { 201: tournamentRoundRecordSchema },
    summary: 'Add a round by hand, numbered after the last (organisers only)',
    tags,
  }),
  updateRoundFrom: endpoint({
    method: 'POST',
    path: '/round/:id/updatefrom/',
    access: 'user',
    params,
    body: roundUpdateFromSchema.meta({ examples: [{}] }),
    response: { 200: z.array(tournamentRoundRecordSchema) },
    summary:
      'Move this round and every later one (same kind), keeping the weekday and frequency and skipping dates not played; answers every round (organisers only)',
    tags,
  }),
  manualDraw: endpoint({
    method: 'POST',
    path: '/tournament/:id/manualdraw/',
    access: 'user',
    params,
    body: manualDrawSchema.meta({
      examples: [{ rounds: [{ date: '2031-05-06', fixtures: [{ home: 1, away: 2 }] }] }],
    }),
    response: { 200: tournamentRecordSchema },
    summary:
      "The manual draw: the organiser's own dated rounds and fixtures, checked like the drawn one (known teams, nobody twice in a round, no pair meeting too often, dates in order, within the tournament and not on a date not played); stored on courts; sets draw_complete (organisers only)",
    tags,
  }),
  knockout: endpoint({
    method: 'POST',
    path: '/tournament/:id/knockout/',
    access: 'user',
    params,
    body: knockoutSchema.meta({ examples: [{}] }),
    response: { 200: tournamentRecordSchema },
    summary:
      'The knockout stage of a round robin plus knockout: the top NumberOfTeamsKnockout teams of the ladder seeded into a bracket (1 v lowest seed, top two only in the final, byes to the top seeds), one KO round per bracket round from `start` or the next playing date after the round robin (organisers only)',
    tags,
  }),
  myFixtures: endpoint({
    method: 'GET',
    path: '/fixture/mine/',
    access: 'user',
    response: { 200: z.array(myFixtureSchema) },
    summary: "The caller's next fixtures (today on) in the published competitions they play in, soonest first",
    tags,
  }),
  fixtures: endpoint({
    method: 'GET',
    path: '/fixture/',
    access: 'user',
    query: z.object({
      tournament: recordId('tournament is required'),
      round: recordId('round must be a round number').optional(),
    }),
    response: { 200: z.array(tournamentFixtureSchema) },
    summary:
      "A tournament's fixtures by round with dates, courts, teams and match results (organisers always; members once published)",
    tags,
  }),
  bookFixture: endpoint({
    method: 'POST',
    path: '/fixture/:id/booking/',
    access: 'user',
    params,
    body: fixtureBookingSchema.meta({ examples: [{ minutes: 120 }] }),
    response: { 201: tournamentFixtureSchema },
    summary:
      "Book the courts of the fixture's matches at its date and time for `minutes` (default 120), as a block booking of the host club through the bookings allowed-check and clash check; answers the fixture with its booking (an organiser, or the host club's booking staff)",
    tags,
  }),
  cancelFixtureBooking: endpoint({
    method: 'DELETE',
    path: '/fixture/:id/booking/',
    access: 'user',
    params,
    response: { 200: tournamentFixtureSchema },
    summary:
      "Cancel the fixture's court booking, freeing the courts; answers the fixture (an organiser, or the host club's booking staff)",
    tags,
  }),
  enterResult: endpoint({
    method: 'PATCH',
    path: '/tournamentmatch/:id/',
    access: 'user',
    params,
    body: tournamentMatchResultSchema.meta({
      examples: [{ sets: [{ games: [6, 4] }, { games: [6, 3] }], home_players: [1, 2], away_players: [3, 4] }],
    }),
    response: { 200: tournamentMatchRecordSchema },
    summary:
      "Enter a tournament match's score (a real tennis score under the tournament's rules) and its players (singles one a side, doubles two: team members, or fill-ins of the same rank when FillinSameRank allows; PlayerGender; one match of each format a fixture), or cancel it (organisers only)",
    tags,
  }),
  ladder: endpoint({
    method: 'GET',
    path: '/ladder/',
    access: 'user',
    query: tournamentQuery,
    response: { 200: z.array(ladderRowSchema) },
    summary: "A tournament's team ladder, ordered by its TeamLadderOrder chain, with positions (ties share one)",
    tags,
  }),
  playerLadder: endpoint({
    method: 'GET',
    path: '/ladder/players/',
    access: 'user',
    query: tournamentQuery,
    response: { 200: z.array(playerLadderRowSchema) },
    summary:
      "A league's player ladder: every team player and anyone who played (fill-ins too), points per singles or doubles match won, ordered by its PlayerLadderOrder chain with positions (ties share one); from the round robin matches whose players were entered (organisers always; members once published)",
    tags,
  }),
};
