import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClubCoachSettings, RoleCode } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

/**
 * An AGENT's invitation to a player to administer or coach at the club, or (kind 'player') a
 * club's invitation to someone to join Rally and follow it (POST /api/player/bulk/). It takes effect only when
 * the invited player accepts it (docs/api-frame.md, "Invitations"). Only the SHA-256 of the
 * e-mailed link's key is stored, like tokens.
 */
export const clubInvitations = pgTable(
  'club_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['admin', 'coach', 'player'] }).notNull(),
    /**
     * The invited player, found by an address they have verified. A player invitation to someone
     * not on Rally yet has none until they accept it with the e-mailed key.
     */
    player_id: integer().references(() => players.id, { onDelete: 'cascade' }),
    /** The address the AGENT typed ('' when they invited by player id): all the club ever sees of the player before they accept. */
    email: text().notNull().default(''),
    /** A player invitation's row as the club sent it (spec 3 §3 "Player invite"). */
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    mobile: text().notNull().default(''),
    gender: text({ enum: ['U', 'M', 'F'] })
      .notNull()
      .default('U'),
    roles: jsonb().$type<RoleCode[]>().notNull().default([]),
    /** A coach invitation's settings at the club. */
    coach_settings: jsonb().$type<ClubCoachSettings>(),
    invited_by: integer().references(() => players.id, { onDelete: 'set null' }),
    key_hash: text().notNull().unique(),
    /** P pending, A accepted, D declined, C cancelled (or replaced after expiry). */
    status: text({ enum: ['P', 'A', 'D', 'C'] })
      .notNull()
      .default('P'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    responded_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('club_invitations_tenant_uq').on(t.club_id, t.id),
    // One open invitation of a kind per player and club: inviting twice does not mail twice.
    uniqueIndex('club_invitations_pending_uq')
      .on(t.club_id, t.kind, t.player_id)
      .where(sql`${t.status} = 'P'`),
    // One open player invitation per address and club: sending the same list twice mails once.
    uniqueIndex('club_invitations_player_email_uq')
      .on(t.club_id, t.email)
      .where(sql`${t.kind} = 'player' and ${t.status} = 'P'`),
    index('club_invitations_player_idx').on(t.player_id, t.status),
  ],
);
