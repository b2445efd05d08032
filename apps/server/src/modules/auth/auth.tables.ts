import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import * as clock from '../../clock';

/** A login. The e-mail is the username, stored lower-cased. */
export const users = pgTable('users', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: text().notNull().unique(),
  password_hash: text().notNull(),
  is_active: boolean().notNull().default(true),
  /** Two-step sign-in is on (its secret: user_two_factor). Here so the token lookup reads it with the user. */
  two_factor_enabled: boolean().notNull().default(false),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});

/** API tokens; only the SHA-256 of the key is stored, so a database leak gives no usable token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** Where the session was signed in from (the list of sessions, issue 31): the User-Agent and address. */
    user_agent: text().notNull().default(''),
    ip: text().notNull().default(''),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/**
 * Single-use links sent by e-mail: 'verify' (an e-mail contact), 'reset' (a password) and 'email'
 * (a new login address: its contact, made when the change was asked for).
 */
export const userLinks = pgTable(
  'user_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purpose: text({ enum: ['verify', 'reset', 'email'] }).notNull(),
    key_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contact a 'verify' link validates. */
    contact_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('user_links_user_idx').on(t.user_id)],
);
