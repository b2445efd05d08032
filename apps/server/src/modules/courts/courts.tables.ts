import { boolean, index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
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
  (t) => [index('court_groups_club_idx').on(t.club_id)],
);

export const courts = pgTable(
  'courts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    group_id: integer().references(() => courtGroups.id, { onDelete: 'set null' }),
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
  (t) => [unique('courts_club_number').on(t.club_id, t.number), index('courts_group_idx').on(t.group_id)],
);
