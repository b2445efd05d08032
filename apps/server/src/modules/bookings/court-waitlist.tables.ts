import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { courts } from '../courts/courts.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// The waiting list for courts (issue 29, docs/court-waitlist.md). An entry waits for `duration`
// minutes of court inside [starts_at, ends_at) (on `court_id` when set). When the offer job finds
// such a time free it holds it for the entry: status O with the offer's court and times until
// `offer_expires_at`. While an entry is O, a trigger on booking_slots (migration court_waitlist)
// refuses any live slot overlapping the held time: every booking path, staff's and players', the
// seeds and SQL by hand meet the same refusal (23P01, the double-booking code).

export const courtWaitlist = pgTable(
  'court_waitlist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The court of a taken slot waited for; null: any court the player may book. */
    court_id: integer(),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    duration_minutes: integer().notNull(),
    /** W waiting, O offered (held), T taken, X let go or lapsed, L left. */
    status: text({ enum: ['W', 'O', 'T', 'X', 'L'] })
      .notNull()
      .default('W'),
    /** Staff who queued the player, when not the player themself. */
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    offer_court_id: integer(),
    offer_starts_at: timestamp({ withTimezone: true }),
    offer_ends_at: timestamp({ withTimezone: true }),
    offered_at: timestamp({ withTimezone: true }),
    offer_expires_at: timestamp({ withTimezone: true }),
    /** The booking the claim made. */
    booking_series_id: integer(),
  },
  (t) => [
    unique('court_waitlist_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'court_waitlist_court_fk',
      columns: [t.club_id, t.court_id],
      foreignColumns: [courts.club_id, courts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'court_waitlist_offer_court_fk',
      columns: [t.club_id, t.offer_court_id],
      foreignColumns: [courts.club_id, courts.id],
    }).onDelete('cascade'),
    // The line: a club's live entries in order of joining.
    index('court_waitlist_club_line_idx')
      .on(t.club_id, t.created_at, t.id)
      .where(sql`${t.status} in ('W', 'O')`),
    // The trigger's and the free lists' question: the held times of a court.
    index('court_waitlist_club_holds_idx')
      .on(t.club_id, t.offer_court_id)
      .where(sql`${t.status} = 'O'`),
    index('court_waitlist_player_idx').on(t.player_id),
  ],
);
