import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import * as clock from '../../clock';
import { authTokens, users } from './auth.tables';

// Two-step sign-in (docs/two-factor.md). Every key a person or a browser holds is stored as its
// SHA-256 only (challenges, devices) or its scrypt hash (recovery codes); the TOTP secret must be
// read to check a code, so it is stored as it is, and never answered after the set-up.

/** A user's TOTP secret: pending until the first code confirms it (users.two_factor_enabled then). */
export const userTwoFactor = pgTable('user_two_factor', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, 160 bits. */
  secret: text().notNull(),
  /** Null while the set-up waits for its first code. */
  enabled_at: timestamp({ withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of that step or before is refused (replay). */
  last_step: bigint({ mode: 'number' }).notNull().default(0),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});

/** The 10 recovery codes of a set-up, each usable once. */
export const recoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.user_id)],
);

/** A password checked, a code awaited: 5 minutes, once. Not a session: it opens nothing but POST /api/login/two-factor/. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.user_id)],
);

/** A browser that may skip the code for 30 days ("Remember this device"); its cookie holds the key, signed. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_agent: text().notNull().default(''),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('remembered_devices_user_idx').on(t.user_id)],
);

/**
 * When a session was last used. A table of its own, not a column of auth_tokens: every write to
 * auth_tokens tells every process to drop its token cache (db/access-notify.ts), and this is
 * written every few minutes per session.
 */
export const sessionActivity = pgTable('auth_token_activity', {
  token_id: integer()
    .primaryKey()
    .references(() => authTokens.id, { onDelete: 'cascade' }),
  last_seen_at: timestamp({ withTimezone: true }).notNull(),
});
