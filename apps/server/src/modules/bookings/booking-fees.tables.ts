import { foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';
import { transactions } from '../payments/payments.tables';
import * as clock from '../../clock';
import { bookingInstances } from './bookings.tables';

// The no-show and late-cancellation fees (issue 29, docs/bookings.md "Fees"): one row per booking
// instance and kind, inserted before any money moves, so however many workers (or a retried
// cancel) find the same no-show the fee is charged once. The row says what became of it: charged
// (P, with its payment), owed (O: no card the club may charge, or the card declined; the player
// pays it with Pay), or waived by staff (W, with who, when and why; a charged one is refunded).

export const bookingFees = pgTable(
  'booking_fees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    instance_id: integer().notNull(),
    /** N no-show, L late cancellation. */
    kind: text({ enum: ['N', 'L'] }).notNull(),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amount_minor: integer().notNull(),
    currency: text().notNull(),
    /** P charged, O owed, W waived. */
    status: text({ enum: ['P', 'O', 'W'] }).notNull(),
    /** The payment that charged it (or the last attempt that failed, while owed). */
    transaction_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    paid_at: timestamp({ withTimezone: true }),
    waived_at: timestamp({ withTimezone: true }),
    waived_by: integer().references(() => players.id, { onDelete: 'set null' }),
    waive_reason: text(),
  },
  (t) => [
    unique('booking_fees_tenant_uq').on(t.club_id, t.id),
    unique('booking_fees_instance_kind_uq').on(t.instance_id, t.kind),
    foreignKey({
      name: 'booking_fees_instance_fk',
      columns: [t.club_id, t.instance_id],
      foreignColumns: [bookingInstances.club_id, bookingInstances.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_fees_transaction_fk',
      columns: [t.club_id, t.transaction_id],
      foreignColumns: [transactions.club_id, transactions.id],
    }),
    index('booking_fees_club_created_idx').on(t.club_id, t.created_at),
    index('booking_fees_player_idx').on(t.player_id, t.status),
  ],
);
