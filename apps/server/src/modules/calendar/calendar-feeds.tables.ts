import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// A player's private calendar feed (issue 9): the secret token of GET /api/calendar/{token}.ics.
// One live token a player; resetting replaces it, so the old link stops working at once. Only the
// token's SHA-256 is stored, as for login tokens (issue 25), so the database alone never gives a
// working link: the link is shown when it is made, and a new one replaces it.

export const calendarFeeds = pgTable('calendar_feeds', {
  player_id: integer()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** The SHA-256 of the token (hex, `hashKey`): the token itself exists only in the link. */
  token_hash: text().notNull().unique(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});
