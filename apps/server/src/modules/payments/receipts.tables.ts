import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { refunds, transactions } from './payments.tables';
import type { ReceiptSnapshot } from './receipt-snapshot';
import * as clock from '../../clock';

// Receipts (issue 30, docs/receipts.md): every payment and refund of a club gets one receipt with a
// number from the club's own gap-free sequence per year, taken in the database transaction that
// records the payment's (or refund's) success, and a snapshot of what it said when issued.

/** The last receipt number a club gave in a year (its local year): taken with INSERT … ON CONFLICT DO UPDATE … RETURNING. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.club_id, t.year] })],
);

/** One issued receipt: a payment's (`refund_id` null) or a refund's, as it read when issued. */
export const receipts = pgTable(
  'receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    seq: integer().notNull(),
    /** `<year>-<seq, six digits>`: 2027-000123. */
    number: text().notNull(),
    /** What it is the receipt of, once: `transaction:<id>` or `refund:<id>`. */
    source: text().notNull(),
    transaction_id: integer().notNull(),
    refund_id: integer(),
    snapshot: jsonb().$type<ReceiptSnapshot>().notNull(),
    issued_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('receipts_source_uq').on(t.source),
    unique('receipts_number_uq').on(t.club_id, t.year, t.seq),
    unique('receipts_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'receipts_transaction_fk',
      columns: [t.club_id, t.transaction_id],
      foreignColumns: [transactions.club_id, transactions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'receipts_refund_fk',
      columns: [t.club_id, t.refund_id],
      foreignColumns: [refunds.club_id, refunds.id],
    }).onDelete('cascade'),
  ],
);
