import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// A player's private calendar feed (issue 9): the secret token of GET /api/calendar/{token}.ics.
// One live token a player; resetting replaces it, so the old link stops working at once. The
// token is kept as it is (not hashed, unlike login tokens) because the player may ask for the link
// again at any time, as calendar services show their "secret address": it reads the player's own
// bookings and nothing else, and resetting is the remedy for a leaked link.

export const calendarFeeds = pgTable('calendar_feeds', {
  player_id: integer()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});
