import { z } from 'zod';
import {
  fixtureBookingSchema,
  knockoutSchema,
  manualDrawSchema,
  recordId,
  roundUpdateFromSchema,
  tournamentMatchResultSchema,
  tournamentInvalidReason,
  tournamentRoundSchema,
  tournamentMemberPatchSchema,
  tournamentMemberSchema,
  tournamentPatchSchema,
  tournamentSchema,
  tournamentTeamPatchSchema,
  tournamentTeamSchema,
  type TournamentInput,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageParam, pageSizeParam, toPage } from '../../http/paging';
import * as tour from './tournaments.service';
import * as teams from './tournament-teams.service';
import * as draw from './tournament-draw.service';
import * as results from './tournament-results.service';
import * as knockout from './tournament-knockout.service';
import * as bookings from './tournament-bookings.service';

// Tournaments (spec 3 §7 "Tournaments"; docs/competitions.md). A tournament spans clubs, so every
// route is a user route: the service checks the caller's standing in the tournament itself
// (organiser, member, or anyone for a published one). /member/ here is the tournament member;
// the club register is /cmember/ (spec 2), so the paths do not collide.

const tags = ['tournaments'];
const idParams = z.object({ id: recordId() });
const flag = z
  .enum(['1', '0', 'true', 'false', 'True', 'False'], { error: 'Must be True or False' })
  .transform((v) => v === '1' || v.toLowerCase() === 'true')
  .optional();
const tournamentQuery = z.object({ tournament: recordId('tournament is required') });

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

export async function tournamentsRoutes(app: App) {
  app.get(
    '/tournament/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Tournaments: a player's (member_set__player, the caller's own or another's published ones), those the caller organises (member_set__is_organiser=True), or the caller's and the published ones",
        querystring: z.object({
          page: pageParam(),
          page_size: pageSizeParam(10),
          brief: flag,
          member_set__player: recordId().optional(),
          member_set__is_organiser: flag,
        }),
      },
    },
    async (req) => {
      const { count, rows } = await tour.listTournaments({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows as unknown[]);
    },
  );

  app.get(
    '/tournament/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A tournament with its clubs, rounds, teams and members (its members, or anyone once published)',
        params: idParams,
      },
    },
    async (req) => tour.getTournament({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/tournament/',
    {
      config: { access: 'user', invalidReason: tournamentInvalidReason },
      schema: {
        tags,
        summary: 'Create a tournament (every params rule of spec 3 §5); the caller becomes its organiser',
        body: tournamentSchema.meta({ examples: [tournamentExample] }),
      },
    },
    async (req, reply) => reply.code(201).send(await tour.createTournament({ ctx: ctxOf(req), input: req.body })),
  );

  app.put(
    '/tournament/:id/',
    {
      config: { access: 'user', invalidReason: tournamentInvalidReason },
      schema: {
        tags,
        summary: 'Replace a tournament (organisers only)',
        params: idParams,
        body: tournamentSchema.meta({ examples: [tournamentExample] }),
      },
    },
    async (req) =>
      tour.updateTournament({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body, whole: true } }),
  );

  app.patch(
    '/tournament/:id/',
    {
      config: { access: 'user', invalidReason: tournamentInvalidReason },
      schema: {
        tags,
        summary: 'Change some fields (params merged key by key), read again by the whole schema (organisers only)',
        params: idParams,
        body: tournamentPatchSchema.meta({ examples: [{ name: 'Winter pennant' }] }),
      },
    },
    async (req) =>
      tour.updateTournament({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body, whole: false } }),
  );

  app.get(
    '/member/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A tournament's members (players, their teams, ranks and genders, organisers)",
        querystring: tournamentQuery,
      },
    },
    async (req) => teams.listMembers({ ctx: ctxOf(req), tournament: req.query.tournament }),
  );

  app.post(
    '/member/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Add a player to a tournament, by id or validated e-mail; team size and gender mix checked (organisers only)',
        body: tournamentMemberSchema.meta({ examples: [{ tournament: 1, player: 1, gender: 'M' }] }),
      },
    },
    async (req, reply) => reply.code(201).send(await teams.addMember({ ctx: ctxOf(req), input: req.body })),
  );

  app.patch(
    '/member/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change a member's team, rank, gender or organiser flag (organisers only)",
        params: idParams,
        body: tournamentMemberPatchSchema.meta({ examples: [{ rank: 1 }] }),
      },
    },
    async (req) => teams.updateMember({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/member/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a member from a tournament (organisers only; the last organiser stays)',
        params: idParams,
      },
    },
    async (req, reply) => {
      await teams.deleteMember({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/team/',
    {
      config: { access: 'user' },
      schema: { tags, summary: "A tournament's teams, by ladder order", querystring: tournamentQuery },
    },
    async (req) => teams.listTeams({ ctx: ctxOf(req), tournament: req.query.tournament }),
  );

  app.post(
    '/team/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a team of one of the tournament’s clubs (organisers only, before the draw)',
        body: tournamentTeamSchema.meta({ examples: [{ tournament: 1, club: 1, name: 'Riverside 1' }] }),
      },
    },
    async (req, reply) => reply.code(201).send(await teams.createTeam({ ctx: ctxOf(req), input: req.body })),
  );

  app.patch(
    '/team/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change a team's name, club (before the draw) or ladder order (organisers only)",
        params: idParams,
        body: tournamentTeamPatchSchema.meta({ examples: [{ name: 'Riverside 1' }] }),
      },
    },
    async (req) => teams.updateTeam({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}

export async function tournamentDrawRoutes(app: App) {
  app.post(
    '/tournament/:id/draw/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Make the round robin draw: rounds dated by weekday and frequency (skipping dates not played), fixtures on the home clubs’ courts, each with the match sets’ matches; sets draw_complete (organisers only)',
        params: idParams,
      },
    },
    async (req) => draw.drawTournament({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/tournament/:id/publish/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Publish the fixtures to the players (organisers only, after the draw)',
        params: idParams,
      },
    },
    async (req) => draw.publishTournament({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/round/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a round by hand, numbered after the last (organisers only)',
        body: tournamentRoundSchema.meta({ examples: [{ tournament: 1, start: '2031-06-03', kind: 'KO' }] }),
      },
    },
    async (req, reply) => reply.code(201).send(await draw.createRound({ ctx: ctxOf(req), input: req.body })),
  );

  app.post(
    '/round/:id/updatefrom/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Move this round and every later one (same kind), keeping the weekday and frequency and skipping dates not played; answers every round (organisers only)',
        params: idParams,
        body: roundUpdateFromSchema.meta({ examples: [{}] }),
      },
    },
    async (req) => draw.updateRoundFrom({ ctx: ctxOf(req), input: { id: req.params.id, to: req.body?.to } }),
  );

  app.post(
    '/tournament/:id/manualdraw/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The manual draw: the organiser's own dated rounds and fixtures, checked like the drawn one (known teams, nobody twice in a round, no pair meeting too often, dates in order, within the tournament and not on a date not played); stored on courts; sets draw_complete (organisers only)",
        params: idParams,
        body: manualDrawSchema.meta({
          examples: [{ rounds: [{ date: '2031-05-06', fixtures: [{ home: 1, away: 2 }] }] }],
        }),
      },
    },
    async (req) => draw.manualDraw({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/tournament/:id/knockout/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'The knockout stage of a round robin plus knockout: the top NumberOfTeamsKnockout teams of the ladder seeded into a bracket (1 v lowest seed, top two only in the final, byes to the top seeds), one KO round per bracket round from `start` or the next playing date after the round robin (organisers only)',
        params: idParams,
        body: knockoutSchema.meta({ examples: [{}] }),
      },
    },
    async (req) => knockout.createKnockout({ ctx: ctxOf(req), input: { id: req.params.id, start: req.body?.start } }),
  );

  app.get(
    '/fixture/mine/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's next fixtures (today on) in the published competitions they play in, soonest first",
      },
    },
    async (req) => draw.myFixtures({ ctx: ctxOf(req) }),
  );

  app.get(
    '/fixture/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "A tournament's fixtures by round with dates, courts, teams and match results (organisers always; members once published)",
        querystring: z.object({
          tournament: recordId('tournament is required'),
          round: recordId('round must be a round number').optional(),
        }),
      },
    },
    async (req) => draw.listFixtures({ ctx: ctxOf(req), input: req.query }),
  );

  app.post(
    '/fixture/:id/booking/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Book the courts of the fixture's matches at its date and time for `minutes` (default 120), as a block booking of the host club through the bookings allowed-check and clash check; answers the fixture with its booking (an organiser, or the host club's booking staff)",
        params: idParams,
        body: fixtureBookingSchema.meta({ examples: [{ minutes: 120 }] }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await bookings.bookFixture({
          ctx: ctxOf(req),
          input: { id: req.params.id, minutes: req.body?.minutes ?? 120 },
        }),
      ),
  );

  app.delete(
    '/fixture/:id/booking/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Cancel the fixture's court booking, freeing the courts; answers the fixture (an organiser, or the host club's booking staff)",
        params: idParams,
      },
    },
    async (req) => bookings.cancelFixtureBooking({ ctx: ctxOf(req), id: req.params.id }),
  );
}

export async function tournamentResultRoutes(app: App) {
  app.patch(
    '/tournamentmatch/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Enter a tournament match's score (a real tennis score under the tournament's rules) and its players (singles one a side, doubles two: team members, or fill-ins of the same rank when FillinSameRank allows; PlayerGender; one match of each format a fixture), or cancel it (organisers only)",
        params: idParams,
        body: tournamentMatchResultSchema.meta({
          examples: [{ sets: [{ games: [6, 4] }, { games: [6, 3] }], home_players: [1, 2], away_players: [3, 4] }],
        }),
      },
    },
    async (req) => results.enterResult({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.get(
    '/ladder/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A tournament's team ladder, ordered by its TeamLadderOrder chain, with positions (ties share one)",
        querystring: tournamentQuery,
      },
    },
    async (req) => results.teamLadder({ ctx: ctxOf(req), tournament: req.query.tournament }),
  );

  app.get(
    '/ladder/players/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "A league's player ladder: every team player and anyone who played (fill-ins too), points per singles or doubles match won, ordered by its PlayerLadderOrder chain with positions (ties share one); from the round robin matches whose players were entered (organisers always; members once published)",
        querystring: tournamentQuery,
      },
    },
    async (req) => results.playerLadder({ ctx: ctxOf(req), tournament: req.query.tournament }),
  );
}
