import { boolean, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import * as clock from '../../clock';

/** The person behind a login (and also people without one, e.g. invited players). */
export const players = pgTable('players', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_id: integer()
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  full_name: text().notNull(),
  first_name: text().notNull().default(''),
  last_name: text().notNull().default(''),
  gender: text({ enum: ['U', 'M', 'F'] })
    .notNull()
    .default('U'),
  dob: date({ mode: 'string' }),
  ntrp_level: numeric({ precision: 3, scale: 1 }),
  stripe_customer: text(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});

/** A player's ways to be reached: kind E e-mail, P phone. */
export const contacts = pgTable(
  'contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['E', 'P'] }).notNull(),
    value: text().notNull(),
    validated: boolean().notNull().default(false),
    primary: boolean().notNull().default(false),
  },
  (t) => [index('contacts_player_idx').on(t.player_id), index('contacts_value_idx').on(t.kind, t.value)],
);
