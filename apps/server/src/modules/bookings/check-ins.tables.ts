import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { courts } from '../courts/courts.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';
import { bookingInstances } from './bookings.tables';

// Check-in and no-shows (issue 29, docs/court-waitlist.md "Check-in"): one row per booking instance
// once it is checked in (C) or found a no-show (N). The unique instance makes each a one-time
// fact: two workers finding the same no-show insert one row, and only the one that inserted it
// releases the court.

export const bookingCheckIns = pgTable(
  'booking_check_ins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    instance_id: integer().notNull(),
    /** C checked in, N no-show. */
    status: text({ enum: ['C', 'N'] }).notNull(),
    /** Q the court's QR code, S staff in the day view, J the no-show job. */
    method: text({ enum: ['Q', 'S', 'J'] }).notNull(),
    by_player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    /** Minutes of court a no-show gave back (what insights count as released hours). */
    released_minutes: integer().notNull().default(0),
  },
  (t) => [
    unique('booking_check_ins_tenant_uq').on(t.club_id, t.id),
    unique('booking_check_ins_instance_uq').on(t.instance_id),
    foreignKey({
      name: 'booking_check_ins_instance_fk',
      columns: [t.club_id, t.instance_id],
      foreignColumns: [bookingInstances.club_id, bookingInstances.id],
    }).onDelete('cascade'),
    index('booking_check_ins_club_at_idx').on(t.club_id, t.at),
  ],
);

/**
 * Each court's check-in code (issue 29, docs/court-waitlist.md "By a code"): six characters without
 * look-alikes, random, printed under the court's QR code and carried in its link; the player's
 * check-in must name it, so a link passed round (or guessed: the court is only a number) does not
 * check anyone in from home. Every court has one: the migration gives existing courts theirs and a
 * trigger on courts gives each new court its own (rally_check_in_code(), from gen_random_uuid's
 * strong random bytes); Courts staff renew it.
 */
export const courtCheckInCodes = pgTable(
  'court_check_in_codes',
  {
    court_id: integer().primaryKey(),
    club_id: integer().notNull(),
    code: text()
      .notNull()
      .default(sql`rally_check_in_code()`),
    renewed_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('court_check_in_codes_club_code_uq').on(t.club_id, t.code),
    foreignKey({
      name: 'court_check_in_codes_court_fk',
      columns: [t.club_id, t.court_id],
      foreignColumns: [courts.club_id, courts.id],
    }).onDelete('cascade'),
  ],
);
