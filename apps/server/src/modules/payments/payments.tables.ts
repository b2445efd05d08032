import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_KINDS, TRANSACTION_STATUSES, PAYMENT_METHODS, REFUND_STATUSES, CARD_BRANDS } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// Payments (spec 2 §3): a player's gateway customer and cards on file, a club's walk-in
// customers, and every money movement of every area as a transaction with its refunds. Amounts
// are integer minor units of `currency` (bookings do the same). No card number or CVC is kept:
// a card is its gateway payment method id, brand, last four digits and expiry.

/** A player's customer at the payment gateway (the spec's stripecustomer). */
export const paymentCustomers = pgTable('payment_customers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  player_id: integer()
    .notNull()
    .unique()
    .references(() => players.id, { onDelete: 'cascade' }),
  gateway_customer: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});

/** A card on file of a customer. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customer_id: integer()
      .notNull()
      .references(() => paymentCustomers.id, { onDelete: 'cascade' }),
    payment_method_id: text().notNull(),
    brand: text({ enum: CARD_BRANDS }).notNull(),
    last4: text().notNull(),
    exp_month: integer().notNull(),
    exp_year: integer().notNull(),
    country: text().notNull().default(''),
    is_default: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [unique('payment_cards_method_uq').on(t.customer_id, t.payment_method_id)],
);

/**
 * A player's consent that one club may charge their cards on file when they are not there to pay
 * (docs/payments.md "Consent to charge a card on file"): the sentence they agreed to, as shown to
 * them, and when. Withdrawing keeps the row (`withdrawn_at`), so what was agreed and when stays on
 * record; at most one live consent per club and player.
 */
export const cardConsents = pgTable(
  'card_consents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    wording: text().notNull(),
    given_at: timestamp({ withTimezone: true }).notNull(),
    withdrawn_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('card_consents_tenant_uq').on(t.club_id, t.id),
    uniqueIndex('card_consents_live_uq')
      .on(t.club_id, t.player_id)
      .where(sql`${t.withdrawn_at} is null`),
    index('card_consents_player_idx').on(t.player_id),
  ],
);

/** A club's walk-in customer (spec 2 §3 club customer): a buyer who is not a player, with a card taken at the counter or by phone. */
export const clubCustomers = pgTable(
  'club_customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull().default(''),
    gateway_customer: text(),
    payment_method_id: text(),
    card_brand: text({ enum: CARD_BRANDS }),
    card_last4: text(),
    card_exp_month: integer(),
    card_exp_year: integer(),
    /** The card was taken by mail or telephone order (create_moto_details): its charges are flagged MOTO. */
    card_moto: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [unique('club_customers_tenant_uq').on(t.club_id, t.id)],
);

/** One money movement at a club (spec 2 §3 transaction). */
export const transactions = pgTable(
  'transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    kind: text({ enum: TRANSACTION_KINDS }).notNull(),
    description: text().notNull().default(''),
    status: text({ enum: TRANSACTION_STATUSES }).notNull().default('S'),
    payment_method: text({ enum: PAYMENT_METHODS }).notNull().default('C'),
    /** The paying player, when a player pays. */
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    club_customer_id: integer(),
    payer_name: text().notNull().default(''),
    payer_email: text().notNull().default(''),
    item_name: text().notNull().default(''),
    /** What was paid for, as '<area record>:<id>' ('booking_series:12'): the paying area's own reference. */
    item_ref: text(),
    quantity: integer().notNull().default(1),
    /** The membership type paid for (membership fees); no foreign key: the record outlives the type. */
    membership_type_id: integer(),
    amount_minor: integer().notNull(),
    currency: text().notNull(),
    card_brand: text({ enum: CARD_BRANDS }),
    card_last4: text(),
    failure_code: text(),
    failure_reason: text(),
    failure_detail: jsonb().$type<{ code: string; message: string; type: string }>(),
    /** The gateway's payment (PaymentIntent) id. */
    gateway_ref: text(),
    /** The client secret of a payment waiting for the cardholder's authentication (status A). */
    client_secret: text(),
    /** Stored before the gateway is called: one payment per key and club, however often it is asked. */
    idempotency_key: text().notNull(),
    /** The key sent to the gateway with this attempt (a retry after a failure is a new attempt). */
    gateway_key: text().notNull(),
    receiver_account: text(),
    destination_amount: integer(),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('transactions_tenant_uq').on(t.club_id, t.id),
    unique('transactions_idempotency_uq').on(t.club_id, t.idempotency_key),
    foreignKey({
      name: 'transactions_club_customer_fk',
      columns: [t.club_id, t.club_customer_id],
      foreignColumns: [clubCustomers.club_id, clubCustomers.id],
    }),
    index('transactions_club_created_idx').on(t.club_id, t.created_at),
    index('transactions_player_idx').on(t.player_id),
    index('transactions_item_idx').on(t.club_id, t.item_ref),
    index('transactions_gateway_ref_idx')
      .on(t.gateway_ref)
      .where(sql`${t.gateway_ref} is not null`),
  ],
);

/** A refund of (part of) a transaction (spec 2 §3 refund). */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    transaction_id: integer().notNull(),
    amount_minor: integer().notNull(),
    reason: text().notNull().default(''),
    status: text({ enum: REFUND_STATUSES }).notNull().default('S'),
    /** The gateway's refund id. */
    refund_id: text(),
    failure_reason: text(),
    failure_message: text(),
    error_code: text(),
    /** Account credit (issue 30): given back as club credit (a credit entry), not to the card; no gateway call. */
    to_credit: boolean().notNull().default(false),
    idempotency_key: text().notNull(),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('refunds_tenant_uq').on(t.club_id, t.id),
    unique('refunds_idempotency_uq').on(t.idempotency_key),
    foreignKey({
      name: 'refunds_transaction_fk',
      columns: [t.club_id, t.transaction_id],
      foreignColumns: [transactions.club_id, transactions.id],
    }).onDelete('cascade'),
    index('refunds_transaction_idx').on(t.transaction_id),
    index('refunds_club_created_idx').on(t.club_id, t.created_at),
  ],
);

/** Gateway webhook events already applied: each event id once. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  received_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});
