import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

/** A membership a club sells: yearly and monthly prices in the club's currency (0 = cycle not offered). */
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
    /** Most members the type may have; null for no limit. */
    max_number: integer(),
    annual_price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    monthly_price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  },
  // Names are unique per club, whatever the case: a CSV import finds types by name.
  (t) => [
    uniqueIndex('membership_types_club_name_uq').on(t.club_id, sql`lower(${t.name})`),
    // Spec 2 §5: prices not negative and not both zero (the service says so first, in words).
    check(
      'membership_types_prices_ck',
      sql`${t.annual_price} >= 0 and ${t.monthly_price} >= 0 and (${t.annual_price} > 0 or ${t.monthly_price} > 0)`,
    ),
    check('membership_types_max_ck', sql`${t.max_number} is null or ${t.max_number} > 0`),
    unique('membership_types_tenant_uq').on(t.club_id, t.id),
  ],
);

/** A named group of a club's members, optionally tied to a membership type; a member is in at most one group. */
export const memberGroups = pgTable(
  'member_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    // Composite key (club_id, membership_type_id) → membership_types (club_id, id), ON DELETE SET NULL (membership_type_id): in migration
    // 0008_tenant_keys_set_null.sql, since Drizzle cannot write the column list.
    membership_type_id: integer(),
  },
  (t) => [
    uniqueIndex('member_groups_club_name_uq').on(t.club_id, sql`lower(${t.name})`),
    unique('member_groups_tenant_uq').on(t.club_id, t.id),
  ],
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
    gender: text({ enum: ['U', 'M', 'F'] })
      .notNull()
      .default('U'),
    dob: date({ mode: 'string' }),
    ntrp_level: numeric({ precision: 2, scale: 1 }),
    // Composite key (club_id, membership_type_id) → membership_types (club_id, id), ON DELETE SET NULL (membership_type_id): in migration
    // 0008_tenant_keys_set_null.sql, since Drizzle cannot write the column list.
    membership_type_id: integer(),
    expires: date({ mode: 'string' }),
    billing_cycle: text({ enum: ['A', 'M'] }),
    // Composite key (club_id, group_id) → member_groups (club_id, id), ON DELETE SET NULL (group_id): in migration
    // 0008_tenant_keys_set_null.sql, since Drizzle cannot write the column list.
    group_id: integer(),
    /** The membership's subscription status (the API's sub_status): C current, O overdue, U unsubscribed, P pending authorisation. */
    subscription_status: text({ enum: ['C', 'O', 'U', 'P'] }),
    /** Opt-in renewal: the member chose to renew automatically (only read where the membership feature's renewal is 'optional'). */
    auto_renew: boolean().notNull().default(false),
    stripe_customer: text(),
    has_club_matcha: jsonb().$type<boolean>().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    // The list's order (case-insensitive last name, first name, id), so a page is read straight off the index.
    index('club_members_club_name_idx').on(t.club_id, sql`lower(${t.last_name})`, sql`lower(${t.first_name})`, t.id),
    // A membership number names one member of a club (blank for none): a retried import matches it.
    uniqueIndex('club_members_club_number_uq')
      .on(t.club_id, t.membership_number)
      .where(sql`${t.membership_number} <> ''`),
    index('club_members_player_idx').on(t.player_id),
    index('club_members_type_idx').on(t.club_id, t.membership_type_id),
    index('club_members_group_idx').on(t.group_id),
    unique('club_members_tenant_uq').on(t.club_id, t.id),
    // The register's filters, gender and the age window (a dob range): with them a searched page
    // reads a few thousand rows instead of every row the trigram search matches (bench/members).
    index('club_members_gender_dob_idx').on(t.club_id, t.gender, t.dob),
  ],
);

/**
 * A membership charge record (spec 2 §3 "subscription charge record", issue 11): what a member
 * owes or paid for one period of their membership. Staff record cash (S) and cheque (Q)
 * payments; card payments (C) will carry the payments area's transaction id. One paid record per
 * member and period.
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    member_id: integer().notNull(),
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    purpose: text().notNull().default('membership'),
    /** The type the period was charged for (kept as a plain id: the type may go later). */
    membership_type_id: integer(),
    billing_cycle: text({ enum: ['A', 'M'] }).notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    currency: text().notNull(),
    status: text({ enum: ['O', 'P', 'F', 'D'] }).notNull(),
    /** C card, Q cheque, S cash; A account credit (issue 30: a player paying from their balance). */
    method: text({ enum: ['C', 'Q', 'S', 'A'] }),
    recurring: boolean().notNull().default(false),
    period_start: date({ mode: 'string' }).notNull(),
    period_end: date({ mode: 'string' }).notNull(),
    next_charge: date({ mode: 'string' }),
    paid_at: timestamp({ withTimezone: true }),
    note: text().notNull().default(''),
    /** The payments area's transaction of a card payment (none for cash and cheque). */
    transaction_id: integer(),
    recorded_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    foreignKey({
      name: 'membership_charges_member_fk',
      columns: [t.club_id, t.member_id],
      foreignColumns: [clubMembers.club_id, clubMembers.id],
    }).onDelete('cascade'),
    index('membership_charges_member_idx').on(t.club_id, t.member_id, t.period_start),
    uniqueIndex('membership_charges_paid_period_uq')
      .on(t.club_id, t.member_id, t.period_start)
      .where(sql`${t.status} = 'P'`),
    // One outstanding charge a member: a renewal run repeated (or run by two workers) adds none.
    uniqueIndex('membership_charges_one_outstanding_uq')
      .on(t.club_id, t.member_id)
      .where(sql`${t.status} = 'O'`),
    index('membership_charges_outstanding_idx')
      .on(t.next_charge)
      .where(sql`${t.status} = 'O'`),
    unique('membership_charges_tenant_uq').on(t.club_id, t.id),
  ],
);
