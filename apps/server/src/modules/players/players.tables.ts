import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A player's photo (the Me page; issue 28): resized in the browser to a small square JPEG or PNG,
 * checked by its bytes and dimensions, kept in the database (the platform's one store) and served
 * at an address with an unguessable key, new with each photo, that only the API gives to people
 * signed in (an <img> sends no token, so the key is what keeps a player's face from strangers).
 */
export const playerPhotos = pgTable('player_photos', {
  player_id: integer()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  key: text().notNull(),
  content_type: text().notNull(),
  bytes: bytea().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
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

/**
 * Households (issue 30; docs/households.md): a guardian's link to a junior, a player without a
 * login or an e-mail address whom the guardian manages. Club-independent, as players are; a junior
 * may have several guardians. The guardian rule (players/guardians.service.ts) reads only this.
 */
export const householdLinks = pgTable(
  'household_links',
  {
    guardian_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    junior_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [primaryKey({ columns: [t.guardian_id, t.junior_id] }), index('household_links_junior_idx').on(t.junior_id)],
);
