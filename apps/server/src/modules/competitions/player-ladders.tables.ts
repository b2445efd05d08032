import { boolean, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// The player ladder (a challenge ladder at one club; docs/competitions.md "The player ladder").
// A ladder is a club table (club_id, unique (club_id, id)); its players and challenges carry
// club_id and reference (club_id, ladder_id), so nothing of one club's ladder can point into
// another's. Positions are 1 (top) … n, kept dense by the service with the ladder row locked.

export const playerLadders = pgTable(
  'player_ladders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    desc: text().notNull().default(''),
    /** How many places above themselves a player may challenge. */
    challenge_places: integer().notNull().default(3),
    number_of_sets: integer().notNull().default(3),
    /** The match group (matches area, issue 14) its results are recorded in: no FK across the areas. */
    match_group_id: integer(),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [unique('player_ladders_tenant_uq').on(t.club_id, t.id), index('player_ladders_club_idx').on(t.club_id)],
);

/** A person on a ladder: a player with a position, an organiser (position null unless they play too), or both; or someone taken off it (removed_at), kept for the history. */
export const ladderPlayers = pgTable(
  'ladder_players',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    ladder_id: integer().notNull(),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** 1 is the top; null: an organiser who does not play. */
    position: integer(),
    is_organiser: boolean().notNull().default(false),
    /** Taken off the ladder: the row stays (position null) so their past challenges keep their names and results. */
    removed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('ladder_players_tenant_uq').on(t.club_id, t.id),
    unique('ladder_players_once').on(t.ladder_id, t.player_id),
    foreignKey({
      name: 'ladder_players_ladder_fk',
      columns: [t.club_id, t.ladder_id],
      foreignColumns: [playerLadders.club_id, playerLadders.id],
    }).onDelete('cascade'),
    index('ladder_players_player_idx').on(t.player_id),
  ],
);

/** A challenge: a ladder player challenges one above them; played (with its diary match) or withdrawn. */
export const ladderChallenges = pgTable(
  'ladder_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    ladder_id: integer().notNull(),
    challenger_id: integer().notNull(),
    defender_id: integer().notNull(),
    /** Their positions when the challenge was made. */
    challenger_position: integer().notNull(),
    defender_position: integer().notNull(),
    status: text({ enum: ['open', 'played', 'withdrawn'] })
      .notNull()
      .default('open'),
    /** The ladder player who won. */
    winner_id: integer(),
    /** The diary match (matches area) the result was recorded as: no FK across the areas. */
    match_id: integer(),
    score_text: text().notNull().default(''),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    played_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('ladder_challenges_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'ladder_challenges_ladder_fk',
      columns: [t.club_id, t.ladder_id],
      foreignColumns: [playerLadders.club_id, playerLadders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ladder_challenges_challenger_fk',
      columns: [t.club_id, t.challenger_id],
      foreignColumns: [ladderPlayers.club_id, ladderPlayers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ladder_challenges_defender_fk',
      columns: [t.club_id, t.defender_id],
      foreignColumns: [ladderPlayers.club_id, ladderPlayers.id],
    }).onDelete('cascade'),
    index('ladder_challenges_ladder_idx').on(t.ladder_id),
  ],
);
