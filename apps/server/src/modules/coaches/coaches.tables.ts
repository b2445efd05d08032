import { boolean, integer, jsonb, numeric, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { defaultLessonHours, type OpeningHours } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';

/** A player who coaches: type C coach or P pro. */
export const coaches = pgTable('coaches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  player_id: integer()
    .notNull()
    .unique()
    .references(() => players.id, { onDelete: 'cascade' }),
  ttype: text({ enum: ['C', 'P'] })
    .notNull()
    .default('C'),
});

/** A coach's settings at one club (spec 2 §3 defaults and ranges). */
export const clubCoaches = pgTable(
  'club_coaches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    coach_id: integer()
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    ttype: text({ enum: ['C', 'P'] })
      .notNull()
      .default('C'),
    student_gender: text({ enum: ['U', 'M', 'F'] })
      .notNull()
      .default('U'),
    min_student_age: smallint().notNull().default(4),
    max_student_age: smallint().notNull().default(99),
    min_ntrp: numeric({ precision: 2, scale: 1 }).notNull().default('1.0'),
    max_ntrp: numeric({ precision: 2, scale: 1 }).notNull().default('5.5'),
    generic_levels: jsonb().$type<string[]>().notNull().default([]),
    advance_days_booking: integer().notNull().default(999),
    max_hours_day: smallint().notNull().default(10),
    advance_hours_cancel: integer().notNull().default(0),
    can_book_recurring: boolean().notNull().default(true),
    /** A lesson's price per hour (on top of the court) and the weekdays and hours players may book lessons (issue 28). */
    lesson_price: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    lesson_hours: jsonb().$type<OpeningHours[]>().notNull().default(defaultLessonHours),
  },
  (t) => [
    unique('club_coaches_club_coach').on(t.club_id, t.coach_id),
    unique('club_coaches_tenant_uq').on(t.club_id, t.id),
  ],
);
