import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { membershipTypes } from '../members/members.tables';
import { sports, surfaces } from '../reference/reference.tables';

/** Courts that share booking rules, hours and rates. */
export const courtGroups = pgTable(
  'court_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    default: boolean().notNull().default(false),
    ready: boolean().notNull().default(true),
    admin_only_booking: boolean().notNull().default(false),
    advance_days_booking: integer().notNull().default(14),
    min_booking_duration_members: integer().notNull().default(30),
    max_booking_duration_members: integer().notNull().default(120),
    max_booking_duration_nonmembers: integer().notNull().default(120),
    matcha_booking_cancel_advance: integer().notNull().default(30),
    refund_cancelled: boolean().notNull().default(false),
    refund_cancelled_by: integer().notNull().default(0),
    payment_on_app: boolean().notNull().default(false),
    inherit_club_hours: boolean().notNull().default(true),
    /** Own hours when not inheriting: [{weekday, open, close}]. */
    opening_hours: jsonb().$type<{ weekday: number; open: string; close: string }[]>().notNull().default([]),
  },
  (t) => [
    index('court_groups_club_idx').on(t.club_id),
    // One default group per club (the service moves the flag; this keeps it true under races).
    uniqueIndex('court_groups_one_default')
      .on(t.club_id)
      .where(sql`${t.default}`),
    // Names are unique per club, whatever the case.
    uniqueIndex('court_groups_club_name_uq').on(t.club_id, sql`lower(${t.name})`),
    unique('court_groups_tenant_uq').on(t.club_id, t.id),
  ],
);

export const courts = pgTable(
  'courts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    // Composite key (club_id, group_id) → court_groups (club_id, id), ON DELETE SET NULL (group_id): in migration
    // 0008_tenant_keys_set_null.sql, since Drizzle cannot write the column list.
    group_id: integer(),
    name: text().notNull(),
    number: smallint().notNull(),
    sport_id: integer()
      .notNull()
      .references(() => sports.id),
    surface_id: integer()
      .notNull()
      .references(() => surfaces.id),
    has_lights: boolean().notNull().default(false),
    bookable: boolean().notNull().default(true),
    indoor: boolean().notNull().default(false),
    access_notes: text().notNull().default(''),
    notes: text().notNull().default(''),
  },
  (t) => [
    unique('courts_club_number').on(t.club_id, t.number),
    index('courts_group_idx').on(t.group_id),
    unique('courts_tenant_uq').on(t.club_id, t.id),
  ],
);

/**
 * A court group's booking rate: on its weekdays (0 = Monday … 6 = Sunday), from start to end in
 * local wall-clock time, an hour on the group's courts costs these prices (whole units of the
 * club's currency) for members, non-members and coaches, each of whom may or may not book then.
 * Windows of one group do not overlap on a shared weekday (checked by the service under a lock).
 */
export const courtBookingRates = pgTable(
  'court_booking_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    court_group_id: integer().notNull(),
    name: text().notNull(),
    weekdays: smallint()
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4,5,6}'`),
    start_hour: smallint().notNull(),
    start_minute: smallint().notNull().default(0),
    end_hour: smallint().notNull(),
    end_minute: smallint().notNull().default(0),
    member_def_price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    member_can_book: boolean().notNull().default(true),
    nonmember_def_price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    nonmember_can_book: boolean().notNull().default(true),
    coach_book_price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    coach_can_book: boolean().notNull().default(true),
  },
  (t) => [
    index('court_booking_rates_group_idx').on(t.court_group_id),
    index('court_booking_rates_club_idx').on(t.club_id),
    unique('court_booking_rates_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'court_booking_rates_group_fk',
      columns: [t.club_id, t.court_group_id],
      foreignColumns: [courtGroups.club_id, courtGroups.id],
    }).onDelete('cascade'),
    check(
      'court_booking_rates_window_ck',
      sql`${t.end_hour} * 60 + ${t.end_minute} > ${t.start_hour} * 60 + ${t.start_minute} and ${t.end_hour} * 60 + ${t.end_minute} <= 1440`,
    ),
    check(
      'court_booking_rates_prices_ck',
      sql`${t.member_def_price} >= 0 and ${t.nonmember_def_price} >= 0 and ${t.coach_book_price} >= 0`,
    ),
  ],
);

/** A membership type's own price (and whether its members may book) within one booking rate. */
export const membershipTypeBookingRates = pgTable(
  'membership_type_booking_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    booking_rate_id: integer().notNull(),
    membership_type_id: integer().notNull(),
    can_book: boolean().notNull().default(true),
    price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    unique('membership_type_booking_rates_rate_type').on(t.booking_rate_id, t.membership_type_id),
    index('membership_type_booking_rates_type_idx').on(t.membership_type_id),
    unique('membership_type_booking_rates_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'membership_type_booking_rates_rate_fk',
      columns: [t.club_id, t.booking_rate_id],
      foreignColumns: [courtBookingRates.club_id, courtBookingRates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'membership_type_booking_rates_type_fk',
      columns: [t.club_id, t.membership_type_id],
      foreignColumns: [membershipTypes.club_id, membershipTypes.id],
    }).onDelete('cascade'),
    check('membership_type_booking_rates_price_ck', sql`${t.price} >= 0`),
  ],
);
