import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CREDIT_ENTRY_KINDS } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import { refunds, transactions } from './payments.tables';
import * as clock from '../../clock';

// Account credit (issue 30; docs/account-credit.md): a player's balance at a club is the sum of
// these entries, never stored apart from them. Entries are only ever inserted: a mistake is put
// right by another entry (an adjustment), so the statement is the whole story.

export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Signed integer minor units of `currency`: credit in (+), spent or taken off (−). */
    amount_minor: integer().notNull(),
    currency: text().notNull(),
    kind: text({ enum: CREDIT_ENTRY_KINDS }).notNull(),
    reason: text().notNull().default(''),
    /** The payment it came from (a refund's transaction, a top-up's payment) or paid (a spend). */
    transaction_id: integer(),
    /** The refund that gave it (kind R from a refund to credit). */
    refund_id: integer(),
    /** The paying area's reference of what it came from or paid for ('store_sale:12', 'event_participant:3'). */
    item_ref: text(),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('credit_entries_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'credit_entries_transaction_fk',
      columns: [t.club_id, t.transaction_id],
      foreignColumns: [transactions.club_id, transactions.id],
    }),
    foreignKey({
      name: 'credit_entries_refund_fk',
      columns: [t.club_id, t.refund_id],
      foreignColumns: [refunds.club_id, refunds.id],
    }),
    // One entry per refund: a refund to credit is credited once however it is retried.
    unique('credit_entries_refund_uq').on(t.club_id, t.refund_id),
    check('credit_entries_amount_ck', sql`${t.amount_minor} <> 0`),
    index('credit_entries_account_idx').on(t.club_id, t.player_id, t.id),
  ],
);
