import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
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

/** The club's subscription to its package: billing cycle A yearly / M monthly; status C, O, U, P. */
export const clubSubscriptions = pgTable(
  'club_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .unique()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    package_id: integer()
      .notNull()
      .references(() => packages.id),
    billing_cycle: text({ enum: ['A', 'M'] })
      .notNull()
      .default('A'),
    status: text({ enum: ['C', 'O', 'U', 'P'] })
      .notNull()
      .default('C'),
    /** The end of the paid period (the next renewal); empty until the first charge. */
    expires: timestamp({ withTimezone: true }),
    /** The start of the paid period (proration measures the unused part from it to `expires`). */
    period_start: timestamp({ withTimezone: true }),
    /** Whose card on file pays (an AGENT who set the payment method); none: status P. */
    payer_player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    /** A card other than the payer's default (a gateway payment method id). */
    payment_method_id: text(),
    /** Credit left over from a downgrade, in minor units of the charges' currency: taken off the next charges. */
    credit_minor: integer().notNull().default(0),
    /** Cancelled: stays current to `expires`, then U (unsubscribed). */
    cancel_at_period_end: boolean().notNull().default(false),
    /** When the renewal charge first failed (status O); after the grace period the club is suspended (U). */
    overdue_since: timestamp({ withTimezone: true }),
  },
  (t) => [unique('club_subscriptions_tenant_uq').on(t.club_id, t.id)],
);

/**
 * A subscription charge record (spec 2 §3, issue 11): what the club owes or paid the product for
 * one period of its package, or for a change of package or billing cycle mid-period (purpose
 * `change`: the new package's price for the rest of the period less the credit for the unused
 * part). `package_id`, `billing_cycle` and the period are what the charge buys: paying it puts
 * the subscription there. Status O outstanding (waiting for the card or its authentication),
 * P paid, F failed, D cancelled. Amounts are integer minor units of `currency`.
 */
export const clubSubscriptionCharges = pgTable(
  'club_subscription_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    subscription_id: integer().notNull(),
    /** The payer's player (the card's holder). */
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    purpose: text({ enum: ['first', 'renewal', 'change'] }).notNull(),
    package_id: integer()
      .notNull()
      .references(() => packages.id),
    billing_cycle: text({ enum: ['A', 'M'] }).notNull(),
    /** The amount charged: the price less `credit_minor`. */
    amount_minor: integer().notNull(),
    /** The price before credit (the period's price, or the rest of the period on the new package). */
    price_minor: integer().notNull(),
    /** Credit taken off: the unused part of the old period and any credit left over before. */
    credit_minor: integer().notNull().default(0),
    /** The subscription's credit once this charge is paid (a downgrade's left-over credit). */
    credit_after_minor: integer().notNull().default(0),
    currency: text().notNull(),
    status: text({ enum: ['O', 'P', 'F', 'D'] }).notNull(),
    recurring: boolean().notNull().default(true),
    period_start: timestamp({ withTimezone: true }).notNull(),
    period_end: timestamp({ withTimezone: true }).notNull(),
    /** When the card is tried again (an outstanding renewal). */
    next_charge: timestamp({ withTimezone: true }),
    paid_at: timestamp({ withTimezone: true }),
    failure_reason: text(),
    /** The payments area's transaction of the last attempt. */
    transaction_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    foreignKey({
      name: 'club_subscription_charges_subscription_fk',
      columns: [t.club_id, t.subscription_id],
      foreignColumns: [clubSubscriptions.club_id, clubSubscriptions.id],
    }).onDelete('cascade'),
    unique('club_subscription_charges_tenant_uq').on(t.club_id, t.id),
    // One outstanding charge a subscription: a renewal run repeated, or two changes at once, add none.
    uniqueIndex('club_subscription_charges_one_outstanding_uq')
      .on(t.club_id, t.subscription_id)
      .where(sql`${t.status} = 'O'`),
    index('club_subscription_charges_sub_idx').on(t.club_id, t.subscription_id, t.created_at),
  ],
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
