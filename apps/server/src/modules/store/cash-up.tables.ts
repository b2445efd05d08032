import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// Closing a day at the desk (issue 30, docs/cash-up.md): a club's tills (points of sale: the
// Store tab says which one it is) and each till's cash-up (Z report) of a club-local day, stored
// with its figures as they were when it was closed. Money is integer minor units of `currency`.

/** A till (point of sale) of a club; taken out of use rather than deleted, so its cash-ups keep their till. */
export const storeTills = pgTable(
  'store_tills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The cash put in the drawer before the day's first sale. */
    opening_float_minor: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [unique('store_tills_tenant_uq').on(t.club_id, t.id)],
);

/** One figure line of a cash-up: a payment method's count and minor units. */
export type CashUpFigure = { method: string; count: number; amount_minor: number };

/** A till's closed day: who closed it, when, and the figures as they were (never recomputed). */
export const storeCashUps = pgTable(
  'store_cash_ups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    till_id: integer().notNull(),
    /** The club-local day closed. */
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    sales: jsonb().$type<CashUpFigure[]>().notNull(),
    refunds: jsonb().$type<CashUpFigure[]>().notNull(),
    opening_float_minor: integer().notNull(),
    expected_cash_minor: integer().notNull(),
    counted_cash_minor: integer().notNull(),
    difference_minor: integer().notNull(),
    note: text().notNull().default(''),
    closed_by: integer().references(() => players.id, { onDelete: 'set null' }),
    closed_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('store_cash_ups_tenant_uq').on(t.club_id, t.id),
    unique('store_cash_ups_day_uq').on(t.club_id, t.till_id, t.day),
    foreignKey({
      name: 'store_cash_ups_till_fk',
      columns: [t.club_id, t.till_id],
      foreignColumns: [storeTills.club_id, storeTills.id],
    }),
    index('store_cash_ups_club_day_idx').on(t.club_id, t.day),
  ],
);
