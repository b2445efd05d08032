import { DEFAULT_LOCALE } from '@rally/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';
import { marketFeatures, packages } from '../reference/reference.tables';
import * as clock from '../../clock';

/** A club: the tenant. Every club-owned row elsewhere carries club_id. */
export const clubs = pgTable(
  'clubs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    street_address: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    postcode: text().notNull().default(''),
    phone: text().notNull().default(''),
    url: text().notNull().default(''),
    email: text().notNull().default(''),
    /** ISO 3166 alpha-2 code. */
    country: text().notNull().default('AU'),
    /** ISO 4217 code, lower-case as stored; shown upper-case. */
    currency: text().notNull().default('aud'),
    /** IANA time zone; opening hours, rates and sessions are wall-clock times in it. */
    time_zone: text().notNull().default('Australia/Sydney'),
    /** BCP 47 locale of the club's dates, times and money (packages/domain/src/format): en-AU unless the club sets one. */
    locale: text().notNull().default(DEFAULT_LOCALE),
    // Receipts and invoices (issue 30): the club's tax id printed on every receipt ('ABN 51 824 753 556'); '' prints none.
    tax_id: text().notNull().default(''),
    connect_available: boolean().notNull().default(false),
    stripe_account: text(),
    facilities: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Sports courts may be used for (court_rules.available_sports). */
    available_sports: jsonb().$type<number[]>().notNull().default([]),
    /**
     * False for a club that signed up on its own until the platform verifies it (the seed's and
     * older clubs are verified). The public club list shows verified clubs only.
     */
    verified: boolean().notNull().default(true),
    // The operator console (issue 31, docs/operator.md): a refused sign-up keeps its reason (and is
    // suspended with it); a suspended club is refused to its staff and players, its data kept.
    refused_reason: text(),
    suspended_reason: text(),
    suspended_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [index('clubs_name_idx').on(t.name)],
);

/**
 * Clubs a player follows (the player's club_set): the club's followers, players of the club
 * (access/standing.ts). The table is the clubs area's (the players area sits below clubs).
 */
export const playerFollowedClubs = pgTable(
  'player_followed_clubs',
  {
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.player_id, t.club_id] })],
);

/** Opening hours per weekday, 0 = Monday … 6 = Sunday, as local wall-clock times. */
export const clubOpeningHours = pgTable(
  'club_opening_hours',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    open: time().notNull(),
    close: time().notNull(),
  },
  (t) => [
    unique('club_opening_hours_day').on(t.club_id, t.weekday),
    unique('club_opening_hours_tenant_uq').on(t.club_id, t.id),
  ],
);

/** A player's administrator record at a club: status A active, P pending, S suspended; roles as codes A C M F N P. */
export const clubAdmins = pgTable(
  'club_admins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text({ enum: ['A', 'P', 'S'] })
      .notNull()
      .default('P'),
    access: text().notNull().default('S'),
    roles: jsonb().$type<string[]>().notNull().default([]),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('club_admins_club_player').on(t.club_id, t.player_id),
    index('club_admins_player_idx').on(t.player_id),
    unique('club_admins_tenant_uq').on(t.club_id, t.id),
  ],
);

/** The package a club is on. */
export const clubPackages = pgTable(
  'club_packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .unique()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    package_id: integer()
      .notNull()
      .references(() => packages.id),
  },
  (t) => [unique('club_packages_tenant_uq').on(t.club_id, t.id)],
);

/** A market feature switched on or off for a club, with its params by feature name. */
export const clubFeatures = pgTable(
  'club_features',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    feature_id: integer()
      .notNull()
      .references(() => marketFeatures.id),
    enabled: boolean().notNull().default(true),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    unique('club_features_club_feature').on(t.club_id, t.feature_id),
    unique('club_features_tenant_uq').on(t.club_id, t.id),
  ],
);

/**
 * The terms a club's clinics (type C) are offered on: cancellation by the participant up to
 * player_cancel_days before, what a cancellation by either side does to the money (R refund,
 * C club credit, N no refund), and the texts shown. At most one default set per club and type.
 */
export const clubTerms = pgTable(
  'club_terms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    default: boolean().notNull().default(false),
    ttype: text({ enum: ['C'] })
      .notNull()
      .default('C'),
    player_cancel_days: integer().notNull().default(2),
    cancel_by_player_action: text({ enum: ['R', 'C', 'N'] })
      .notNull()
      .default('R'),
    cancel_by_club_action: text({ enum: ['R', 'C', 'N'] })
      .notNull()
      .default('R'),
    player_refund_text: text().notNull().default(''),
    club_refund_text: text().notNull().default(''),
    terms_statement: text().notNull().default(''),
  },
  (t) => [
    index('club_terms_club_idx').on(t.club_id, t.ttype),
    uniqueIndex('club_terms_one_default')
      .on(t.club_id, t.ttype)
      .where(sql`${t.default}`),
    unique('club_terms_tenant_uq').on(t.club_id, t.id),
  ],
);
