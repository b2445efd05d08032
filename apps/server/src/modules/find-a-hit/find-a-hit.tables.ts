import { foreignKey, index, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { AvailabilityWindow } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// Find-a-hit (spec 3 §3 "Hit"): a player's request for someone to hit with at a club, in a time
// window; other players respond with a start time; the creator accepts responses until no
// players are needed (Confirmed). Tenant in the keys: every table carries club_id and children
// reference (club_id, hit_id).

export const matchaHits = pgTable(
  'matcha_hits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    creator_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    start_time: timestamp({ withTimezone: true }).notNull(),
    end_time: timestamp({ withTimezone: true }).notNull(),
    agreed_start: timestamp({ withTimezone: true }),
    players_needed: integer().notNull(),
    num_players_requested: integer().notNull(),
    play_format: text({ enum: ['S', 'D'] })
      .notNull()
      .default('S'),
    min_level: integer(),
    max_level: integer(),
    min_age: integer(),
    max_age: integer(),
    gender: text({ enum: ['A', 'M', 'F'] })
      .notNull()
      .default('A'),
    comments: text().notNull().default(''),
    cost: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    /** The booking series of the court booked for the hit (bookings area; cleared when it goes: no FK across the areas' lifecycles). */
    court_booking_id: integer(),
    cancelled_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('matcha_hits_tenant_uq').on(t.club_id, t.id),
    index('matcha_hits_club_start_idx').on(t.club_id, t.start_time),
    index('matcha_hits_creator_idx').on(t.creator_id),
  ],
);

/** The players a private hit is meant for. */
export const matchaHitTargets = pgTable(
  'matcha_hit_targets',
  {
    club_id: integer().notNull(),
    hit_id: integer().notNull(),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [
    foreignKey({
      name: 'matcha_hit_targets_hit_fk',
      columns: [t.club_id, t.hit_id],
      foreignColumns: [matchaHits.club_id, matchaHits.id],
    }).onDelete('cascade'),
    unique('matcha_hit_targets_uq').on(t.hit_id, t.player_id),
    index('matcha_hit_targets_player_idx').on(t.player_id),
  ],
);

/** A player's offer to play: a start inside the window and a comment. Status P pending, A accepted, D declined, W withdrawn. */
export const matchaHitResponses = pgTable(
  'matcha_hit_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    hit_id: integer().notNull(),
    responder_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    start_time: timestamp({ withTimezone: true }).notNull(),
    comments: text().notNull().default(''),
    status: text({ enum: ['P', 'A', 'D', 'W'] })
      .notNull()
      .default('P'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    foreignKey({
      name: 'matcha_hit_responses_hit_fk',
      columns: [t.club_id, t.hit_id],
      foreignColumns: [matchaHits.club_id, matchaHits.id],
    }).onDelete('cascade'),
    unique('matcha_hit_responses_tenant_uq').on(t.club_id, t.id),
    unique('matcha_hit_responses_one_each').on(t.hit_id, t.responder_id),
    index('matcha_hit_responses_responder_idx').on(t.responder_id),
  ],
);

/**
 * A player's weekly availability for find-a-hit (docs/find-a-hit.md "Availability"): the times they
 * can usually play, per weekday, as wall-clock times read in each hit's club zone. One row per
 * player (a platform table, not a club's: it holds for every club); no row or an empty list means
 * every time fits.
 */
export const matchaAvailability = pgTable('matcha_availability', {
  player_id: integer()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** [{ weekday 0 Monday … 6 Sunday, from 'HH:MM', to 'HH:MM' }], sorted, checked by playerAvailabilitySchema. */
  windows: jsonb().$type<AvailabilityWindow[]>().notNull().default([]),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});
