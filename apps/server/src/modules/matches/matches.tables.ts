import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';
import { surfaces } from '../reference/reference.tables';
import * as clock from '../../clock';

// The match diary (spec 3 §3 "Match", "Match group"): matches are the players' own, not a club's
// (no club_id). Each player of a match has an entry (player match) with their approval and their
// deleted flag; a match counts for ratings once every player approved it (rated_at set then).

export const matchGroups = pgTable(
  'match_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The tournament (tournaments issue); no foreign key until that table exists. */
    tournament_id: integer(),
    name: text().notNull().default(''),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [index('match_groups_tournament_idx').on(t.tournament_id)],
);

export type StoredSet = { games: [number, number]; tiebreak?: [number, number] | null };

export const matches = pgTable(
  'matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    start: timestamp({ withTimezone: true }).notNull(),
    finish: timestamp({ withTimezone: true }),
    format: text({ enum: ['S', 'D'] })
      .notNull()
      .default('S'),
    surface_id: integer().references(() => surfaces.id, { onDelete: 'set null' }),
    matchgroup_id: integer().references(() => matchGroups.id, { onDelete: 'set null' }),
    cancelled: boolean().notNull().default(false),
    commenced: boolean().notNull().default(true),
    number_of_sets: integer().notNull().default(3),
    match_tiebreak: boolean().notNull().default(false),
    sets: jsonb().$type<StoredSet[]>().notNull(),
    retired: integer(),
    winner: integer().notNull(),
    recorded_by: integer().references(() => players.id, { onDelete: 'set null' }),
    /** When the match counted for its players' ratings (every player approved). */
    rated_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [index('matches_start_idx').on(t.start), index('matches_group_idx').on(t.matchgroup_id)],
);

/** A player's entry in a match (the spec's player match): side, approved, deleted. */
export const matchPlayers = pgTable(
  'match_players',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    match_id: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    side: integer().notNull(),
    team_id: integer(),
    approved: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
  },
  (t) => [unique('match_players_once').on(t.match_id, t.player_id), index('match_players_player_idx').on(t.player_id)],
);

/** A player's Glicko-2 rating per format (S singles, D doubles), with their record. */
export const playerRatings = pgTable(
  'player_ratings',
  {
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    format: text({ enum: ['S', 'D'] }).notNull(),
    rating: doublePrecision().notNull(),
    rd: doublePrecision().notNull(),
    vol: doublePrecision().notNull(),
    wins: integer().notNull().default(0),
    losses: integer().notNull().default(0),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [primaryKey({ columns: [t.player_id, t.format] })],
);
