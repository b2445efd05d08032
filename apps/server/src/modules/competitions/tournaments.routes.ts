import {
  tournamentPlacesContract as places,
  tournamentsContract as c,
  type Tournament,
  type TournamentBrief,
} from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as tour from './tournaments.service';
import * as definition from './tournament-commands.service';
import * as teams from './tournament-teams.service';
import * as draw from './tournament-draw.service';
import * as rounds from './tournament-rounds.service';
import * as fixtures from './tournament-fixtures.service';
import * as results from './tournament-results.service';
import * as ladders from './tournament-ladders.service';
import * as knockout from './tournament-knockout.service';
import * as bookings from './tournament-bookings.service';
import * as placesService from './tournament-places.service';

// Tournaments (spec 3 §7 "Tournaments"; docs/competitions.md). A tournament spans clubs, so every
// route is a user route: the service checks the caller's standing in the tournament itself
// (organiser, member, or anyone for a published one). The declarations: tournamentsContract.

export async function tournamentsRoutes(app: App) {
  route(app, c.list, async (req) => {
    const { count, rows } = await tour.listTournaments({ ctx: ctxOf(req), input: req.query });
    return toPage<Tournament | TournamentBrief>(req, req.query, count, rows);
  });
  route(app, c.clubList, async (req) => {
    const { count, rows } = await tour.listClubTournaments({ ctx: ctxOf(req), club: req.params.id, input: req.query });
    return toPage<TournamentBrief>(req, req.query, count, rows);
  });
  route(app, c.get, async (req) => tour.getTournament({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.create, async (req) => definition.createTournament({ ctx: ctxOf(req), input: req.body }));
  route(app, c.replace, async (req) =>
    definition.updateTournament({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body, whole: true } }),
  );
  route(app, c.update, async (req) =>
    definition.updateTournament({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body, whole: false } }),
  );
  route(app, c.members, async (req) => teams.listMembers({ ctx: ctxOf(req), tournament: req.query.tournament }));
  route(app, c.addMember, async (req) => teams.addMember({ ctx: ctxOf(req), input: req.body }));
  route(app, c.updateMember, async (req) =>
    teams.updateMember({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.removeMember, async (req) => teams.deleteMember({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.teams, async (req) => teams.listTeams({ ctx: ctxOf(req), tournament: req.query.tournament }));
  route(app, c.addTeam, async (req) => teams.createTeam({ ctx: ctxOf(req), input: req.body }));
  route(app, c.updateTeam, async (req) =>
    teams.updateTeam({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}

export async function tournamentDrawRoutes(app: App) {
  route(app, c.draw, async (req) =>
    draw.drawTournament({ ctx: ctxOf(req), id: req.params.id, confirmMissingTeams: req.body?.confirm_missing_teams }),
  );
  route(app, c.publish, async (req) => draw.publishTournament({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.addRound, async (req) => rounds.createRound({ ctx: ctxOf(req), input: req.body }));
  route(app, c.updateRoundFrom, async (req) =>
    rounds.updateRoundFrom({ ctx: ctxOf(req), input: { id: req.params.id, to: req.body?.to } }),
  );
  route(app, c.manualDraw, async (req) =>
    draw.manualDraw({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.knockout, async (req) =>
    knockout.createKnockout({ ctx: ctxOf(req), input: { id: req.params.id, start: req.body?.start } }),
  );
  route(app, c.myFixtures, async (req) => fixtures.myFixtures({ ctx: ctxOf(req) }));
  route(app, c.fixtures, async (req) => fixtures.listFixtures({ ctx: ctxOf(req), input: req.query }));
  route(app, c.bookFixture, async (req) =>
    bookings.bookFixture({ ctx: ctxOf(req), input: { id: req.params.id, minutes: req.body?.minutes ?? 120 } }),
  );
  route(app, c.cancelFixtureBooking, async (req) =>
    bookings.cancelFixtureBooking({ ctx: ctxOf(req), id: req.params.id }),
  );
}

export async function tournamentResultRoutes(app: App) {
  route(app, c.enterResult, async (req) =>
    results.enterResult({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.ladder, async (req) => ladders.teamLadder({ ctx: ctxOf(req), tournament: req.query.tournament }));
  route(app, c.playerLadder, async (req) =>
    ladders.playerLadder({ ctx: ctxOf(req), tournament: req.query.tournament }),
  );
}

export async function tournamentPlaceRoutes(app: App) {
  route(app, places.people, async (req) => placesService.searchTournamentPeople({ ctx: ctxOf(req), input: req.query }));
  route(app, places.invitation, async (req) => placesService.getInvitation({ ctx: ctxOf(req), key: req.query.key }));
  route(app, places.claim, async (req) => placesService.claimPlace({ ctx: ctxOf(req), key: req.body.key }));
}
