import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TournamentParams } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { courts } from '../courts/courts.tables';
import { players } from '../players/players.tables';
import { sports } from '../reference/reference.tables';
import * as clock from '../../clock';

// Tournaments and leagues (spec 3 §3; docs/competitions.md). Tenant keys: a tournament spans
// clubs, so it is NOT a club table (no club_id): it belongs to its organisers (tournament members
// with is_organiser) and lists its clubs in tournament_clubs (the spec's club_set). A team belongs
// to one club, so tournament_teams is a club table: club_id with a unique (club_id, id), and the
// clubs a team may have are the tournament's (checked by the service). Tournament members are
// players (a platform table) and carry no club_id; they point at a team by its id alone, which the
// tenant rule allows (only links between two club tables must carry club_id).

export const tournaments = pgTable('tournaments', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  desc: text().notNull().default(''),
  start: date({ mode: 'string' }).notNull(),
  finish: date({ mode: 'string' }).notNull(),
  sport_id: integer().references(() => sports.id, { onDelete: 'set null' }),
  rules: text().notNull().default(''),
  params: jsonb().$type<TournamentParams>().notNull(),
  published: boolean().notNull().default(false),
  ready_to_draw: boolean().notNull().default(false),
  draw_complete: boolean().notNull().default(false),
  created_by: integer().references(() => players.id, { onDelete: 'set null' }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});

/** The tournament's clubs (club_set): at least one. */
export const tournamentClubs = pgTable(
  'tournament_clubs',
  {
    tournament_id: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tournament_id, t.club_id] }), index('tournament_clubs_club_idx').on(t.club_id)],
);

/** A team of one club in a tournament, with its ladder order (a club table). */
export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournament_id: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ladder_order: integer(),
  },
  (t) => [
    unique('tournament_teams_tenant_uq').on(t.club_id, t.id),
    index('tournament_teams_tournament_idx').on(t.tournament_id),
  ],
);

/** A player in a tournament: team, rank, gender, and whether they organise it. */
export const tournamentMembers = pgTable(
  'tournament_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournament_id: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    team_id: integer().references(() => tournamentTeams.id, { onDelete: 'set null' }),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    rank: integer(),
    gender: text({ enum: ['M', 'F', 'U'] })
      .notNull()
      .default('U'),
    is_organiser: boolean().notNull().default(false),
  },
  (t) => [
    unique('tournament_members_once').on(t.tournament_id, t.player_id),
    index('tournament_members_player_idx').on(t.player_id),
    index('tournament_members_team_idx').on(t.team_id),
  ],
);

// The draw (spec 3 §3 "Round", "Fixture", "Match"). A fixture is played at its host club (the home
// team's), named by host_club_id: a fixture joins teams of two clubs, so it is not one club's row.
// Its matches are played on the host club's courts, so a match IS a club table: club_id (the host
// club) with a unique (club_id, id), and its court is referenced by (club_id, court_id), so the
// database refuses a court of another club. Match groups of the diary are not used: a tournament
// match exists before it is played (no players, no score yet), which the diary's match cannot.

export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournament_id: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    start: date({ mode: 'string' }).notNull(),
    end: date({ mode: 'string' }).notNull(),
    /** RR round robin, KO knockout. */
    kind: text({ enum: ['RR', 'KO'] })
      .notNull()
      .default('RR'),
  },
  (t) => [unique('tournament_rounds_number_uq').on(t.tournament_id, t.number)],
);

export const tournamentFixtures = pgTable(
  'tournament_fixtures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournament_id: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round_id: integer()
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    host_club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    dated: date({ mode: 'string' }).notNull(),
    time: text().notNull(),
    home_team_id: integer().references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    away_team_id: integer().references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    /** Knockout bracket slot (KO rounds). */
    slot: integer(),
    /** The booking series of the fixture's courts at the host club (bookings area; cleared when it goes: no FK across the areas' lifecycles, as a hit's court). */
    court_booking_id: integer(),
  },
  (t) => [
    index('tournament_fixtures_round_idx').on(t.round_id),
    index('tournament_fixtures_tournament_idx').on(t.tournament_id),
  ],
);

export type TournamentSet = { games: [number, number]; tiebreak?: [number, number] | null };

export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The host club (where it is played). */
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    fixture_id: integer()
      .notNull()
      .references(() => tournamentFixtures.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    name: text().notNull().default(''),
    format: text({ enum: ['S', 'D'] }).notNull(),
    number_of_sets: integer().notNull(),
    court_id: integer(),
    sets: jsonb().$type<TournamentSet[]>(),
    /** 1 home, 2 away; null until played. */
    winner: integer(),
    cancelled: boolean().notNull().default(false),
    /** The team that cancelled (null: nobody, e.g. rain). */
    cancelled_by: integer(),
    home_players: jsonb().$type<number[]>().notNull().default([]),
    away_players: jsonb().$type<number[]>().notNull().default([]),
  },
  (t) => [
    unique('tournament_matches_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'tournament_matches_court_fk',
      columns: [t.club_id, t.court_id],
      foreignColumns: [courts.club_id, courts.id],
    }),
    index('tournament_matches_fixture_idx').on(t.fixture_id),
  ],
);

/**
 * A place held for someone without a Rally account (issue 27): the member's player is a player
 * without a login under the name the organiser gave, and this row invites the address to claim it.
 * Only the SHA-256 of the e-mailed key is stored, like tokens; claiming moves the place (and any
 * match already entered) to the claimer's player and sets claimed_at, so the key works once.
 * One address is invited once per tournament.
 */
export const tournamentInvitations = pgTable(
  'tournament_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournament_id: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    member_id: integer()
      .notNull()
      .unique()
      .references(() => tournamentMembers.id, { onDelete: 'cascade' }),
    /** The invited address, lower case. */
    email: text().notNull(),
    /** The name the place was held under. */
    name: text().notNull(),
    key_hash: text().notNull().unique(),
    invited_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    claimed_at: timestamp({ withTimezone: true }),
    claimed_by: integer().references(() => players.id, { onDelete: 'set null' }),
  },
  (t) => [unique('tournament_invitations_email_uq').on(t.tournament_id, t.email)],
);
