import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import { packages } from '../reference/reference.tables';
import * as clock from '../../clock';

// The club's own subscription to the product and its charge records (docs/club-subscription.md).
// The package the club is on (club_packages) is the clubs area's: it decides the club's features.

/** The club's subscription to its package: billing cycle A yearly / M monthly; status C, O, U, P. */
export const clubSubscriptions = pgTable(
  'club_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .unique()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    package_id: integer()
      .notNull()
      .references(() => packages.id),
    billing_cycle: text({ enum: ['A', 'M'] })
      .notNull()
      .default('A'),
    status: text({ enum: ['C', 'O', 'U', 'P'] })
      .notNull()
      .default('C'),
    /** The end of the paid period (the next renewal); empty until the first charge. */
    expires: timestamp({ withTimezone: true }),
    /** The start of the paid period (proration measures the unused part from it to `expires`). */
    period_start: timestamp({ withTimezone: true }),
    /** Whose card on file pays (an AGENT who set the payment method); none: status P. */
    payer_player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    /** A card other than the payer's default (a gateway payment method id). */
    payment_method_id: text(),
    /** Credit left over from a downgrade, in minor units of the charges' currency: taken off the next charges. */
    credit_minor: integer().notNull().default(0),
    /** Cancelled: stays current to `expires`, then U (unsubscribed). */
    cancel_at_period_end: boolean().notNull().default(false),
    /** When the renewal charge first failed (status O); after the grace period the club is suspended (U). */
    overdue_since: timestamp({ withTimezone: true }),
  },
  (t) => [unique('club_subscriptions_tenant_uq').on(t.club_id, t.id)],
);

/**
 * A subscription charge record (spec 2 §3, issue 11): what the club owes or paid the product for
 * one period of its package, or for a change of package or billing cycle mid-period (purpose
 * `change`: the new package's price for the rest of the period less the credit for the unused
 * part). `package_id`, `billing_cycle` and the period are what the charge buys: paying it puts
 * the subscription there. Status O outstanding (waiting for the card or its authentication),
 * P paid, F failed, D cancelled. Amounts are integer minor units of `currency`.
 */
export const clubSubscriptionCharges = pgTable(
  'club_subscription_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    subscription_id: integer().notNull(),
    /** The payer's player (the card's holder). */
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    purpose: text({ enum: ['first', 'renewal', 'change'] }).notNull(),
    package_id: integer()
      .notNull()
      .references(() => packages.id),
    billing_cycle: text({ enum: ['A', 'M'] }).notNull(),
    /** The amount charged: the price less `credit_minor`. */
    amount_minor: integer().notNull(),
    /** The price before credit (the period's price, or the rest of the period on the new package). */
    price_minor: integer().notNull(),
    /** Credit taken off: the unused part of the old period and any credit left over before. */
    credit_minor: integer().notNull().default(0),
    /** The subscription's credit once this charge is paid (a downgrade's left-over credit). */
    credit_after_minor: integer().notNull().default(0),
    currency: text().notNull(),
    status: text({ enum: ['O', 'P', 'F', 'D'] }).notNull(),
    recurring: boolean().notNull().default(true),
    period_start: timestamp({ withTimezone: true }).notNull(),
    period_end: timestamp({ withTimezone: true }).notNull(),
    /** When the card is tried again (an outstanding renewal). */
    next_charge: timestamp({ withTimezone: true }),
    paid_at: timestamp({ withTimezone: true }),
    failure_reason: text(),
    /** The payments area's transaction of the last attempt. */
    transaction_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    foreignKey({
      name: 'club_subscription_charges_subscription_fk',
      columns: [t.club_id, t.subscription_id],
      foreignColumns: [clubSubscriptions.club_id, clubSubscriptions.id],
    }).onDelete('cascade'),
    unique('club_subscription_charges_tenant_uq').on(t.club_id, t.id),
    // One outstanding charge a subscription: a renewal run repeated, or two changes at once, add none.
    uniqueIndex('club_subscription_charges_one_outstanding_uq')
      .on(t.club_id, t.subscription_id)
      .where(sql`${t.status} = 'O'`),
    index('club_subscription_charges_sub_idx').on(t.club_id, t.subscription_id, t.created_at),
  ],
);
