import { date, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';

export const membershipTypes = pgTable(
  'membership_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    comments: text().notNull().default(''),
    group: text().notNull().default(''),
    max_number: integer(),
    annual_price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    monthly_price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('membership_types_club_idx').on(t.club_id)],
);

export const memberGroups = pgTable(
  'member_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    membership_type_id: integer().references(() => membershipTypes.id, { onDelete: 'set null' }),
  },
  (t) => [index('member_groups_club_idx').on(t.club_id)],
);

/** A person on the club's member register; linked to a player when an e-mail matches a validated one. */
export const clubMembers = pgTable(
  'club_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    membership_number: text().notNull().default(''),
    date_joined: date({ mode: 'string' }),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email_set: jsonb().$type<string[]>().notNull().default([]),
    street_addr: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    postcode: text().notNull().default(''),
    phone_number: text().notNull().default(''),
    gender: text({ enum: ['U', 'M', 'F'] }).notNull().default('U'),
    dob: date({ mode: 'string' }),
    ntrp_level: numeric({ precision: 2, scale: 1 }),
    membership_type_id: integer().references(() => membershipTypes.id, { onDelete: 'set null' }),
    expires: date({ mode: 'string' }),
    billing_cycle: text({ enum: ['A', 'M'] }),
    group_id: integer().references(() => memberGroups.id, { onDelete: 'set null' }),
    subscription_status: text({ enum: ['C', 'O', 'U', 'P'] }),
    stripe_customer: text(),
    has_club_matcha: jsonb().$type<boolean>().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_members_club_idx').on(t.club_id, t.last_name, t.first_name),
    index('club_members_player_idx').on(t.player_id),
  ],
);
