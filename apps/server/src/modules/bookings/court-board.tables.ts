import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// A club's court board link (issue 29): the secret of /board/{token}, the clubhouse screen's
// read-only page. One live link a club; a new one replaces it, so the old screen stops at once.
// Only the token's SHA-256 is stored (as for calendar feeds and login tokens): the database alone
// never gives a working link.

export const courtBoards = pgTable('court_boards', {
  club_id: integer()
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  /** The SHA-256 of the token (hex, `hashKey`). */
  token_hash: text().notNull().unique(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  created_by: integer().references(() => players.id, { onDelete: 'set null' }),
});
