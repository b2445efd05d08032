import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { clubCoaches } from '../coaches/coaches.tables';
import { courts } from '../courts/courts.tables';
import { players } from '../players/players.tables';
import { clubCustomers, transactions } from '../payments/payments.tables';
import { sports } from '../reference/reference.tables';
import * as clock from '../../clock';

// Court bookings (spec 2 §3): a series is what was booked (who, what, how it repeats), its
// instances are the dated occurrences, and each instance holds its courts as slots. The slot
// table carries the time range so that the database itself refuses a double booking: an
// exclusion constraint over (court, during) on live slots (custom migration `bookings_no_overlap`).
// Tenant in the keys: every table carries club_id, and children reference (club_id, parent id).

/** A PostgreSQL tstzrange, read and written as its text form '[start,end)'. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const bookingSeries = pgTable(
  'booking_series',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ttype: text({ enum: ['C', 'L', 'E', 'H', 'M', 'B'] })
      .notNull()
      .default('C'),
    sport_id: integer().references(() => sports.id),
    /** The player who made the booking (staff, coach or the player themself). */
    author_id: integer().references(() => players.id, { onDelete: 'set null' }),
    /** The primary booked person's player, when they are one. */
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    player_name: text().notNull().default(''),
    player_email: text().notNull().default(''),
    contact_number: text().notNull().default(''),
    notes: text().notNull().default(''),
    start_date: timestamp({ withTimezone: true }).notNull(),
    end_date: timestamp({ withTimezone: true }).notNull(),
    recurrence: text({ enum: ['N', 'D', 'W', 'F', 'M'] })
      .notNull()
      .default('N'),
    recurrence_end: date({ mode: 'string' }),
    /** The priced total in minor units of `currency` (booking_cost at creation or last edit). */
    price_minor: integer().notNull().default(0),
    currency: text().notNull(),
    paying: boolean().notNull().default(true),
    /** A clinic session this series books the court of (events issue). */
    event_session_id: integer(),
    /** The walk-in who pays by a card taken at the desk (spec 2 §3 club_customer; pay_booking's walk_in_card). */
    club_customer_id: integer(),
    cancelled_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('booking_series_club_id').on(t.club_id, t.id),
    foreignKey({
      name: 'booking_series_club_customer_fk',
      columns: [t.club_id, t.club_customer_id],
      foreignColumns: [clubCustomers.club_id, clubCustomers.id],
    }).onDelete('restrict'),
    index('booking_series_club_name_idx').on(t.club_id, sql`lower(${t.name})`),
    index('booking_series_player_idx').on(t.player_id),
  ],
);

export const bookingInstances = pgTable(
  'booking_instances',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    series_id: integer().notNull(),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    guests: text().notNull().default(''),
    cancelled_at: timestamp({ withTimezone: true }),
    cancelled_by: integer().references(() => players.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('booking_instances_club_id').on(t.club_id, t.id),
    foreignKey({
      name: 'booking_instances_series_fk',
      columns: [t.club_id, t.series_id],
      foreignColumns: [bookingSeries.club_id, bookingSeries.id],
    }).onDelete('cascade'),
    index('booking_instances_series_idx').on(t.series_id),
    // The day view and the search read a club's instances by time.
    index('booking_instances_club_time_idx').on(t.club_id, t.starts_at),
    // The day view's "overlapping [start, end)" read: a GiST over the closed range (ends_at >= start
    // and starts_at < end is `&&` with [start, end)), where the btree above scans every earlier
    // instance of the club (half a year of them for a day in the middle).
    index('booking_instances_club_during_idx').using(
      'gist',
      t.club_id,
      sql`tstzrange(${t.starts_at}, ${t.ends_at}, '[]')`,
    ),
  ],
);

/** One court of one instance for its time: the row the no-double-booking constraint is over. */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    instance_id: integer().notNull(),
    court_id: integer().notNull(),
    during: tstzrange().notNull(),
    /** False once the instance is cancelled: a cancelled booking frees the slot. */
    live: boolean().notNull().default(true),
  },
  (t) => [
    foreignKey({
      name: 'booking_slots_instance_fk',
      columns: [t.club_id, t.instance_id],
      foreignColumns: [bookingInstances.club_id, bookingInstances.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_slots_court_fk',
      columns: [t.club_id, t.court_id],
      foreignColumns: [courts.club_id, courts.id],
    }).onDelete('cascade'),
    unique('booking_slots_tenant_uq').on(t.club_id, t.id),
    unique('booking_slots_instance_court').on(t.instance_id, t.court_id),
    index('booking_slots_court_idx').on(t.court_id),
    // The insights report reads a club's slots by start (a slot's time is its instance's).
    index('booking_slots_club_start_idx').on(t.club_id, sql`lower(${t.during})`),
  ],
);

/** The coaches of one instance. */
export const bookingCoaches = pgTable(
  'booking_coaches',
  {
    club_id: integer().notNull(),
    instance_id: integer().notNull(),
    club_coach_id: integer().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'booking_coaches_instance_fk',
      columns: [t.club_id, t.instance_id],
      foreignColumns: [bookingInstances.club_id, bookingInstances.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_coaches_coach_fk',
      columns: [t.club_id, t.club_coach_id],
      foreignColumns: [clubCoaches.club_id, clubCoaches.id],
    }).onDelete('cascade'),
    unique('booking_coaches_instance_coach').on(t.instance_id, t.club_coach_id),
    index('booking_coaches_coach_idx').on(t.club_coach_id),
  ],
);

/** A booked person of a series: a player, a club member, or a guest by name and e-mail. */
export const bookedPersons = pgTable(
  'booked_persons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    series_id: integer().notNull(),
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    /** The register's row; cleared (this column only) when the member is removed: custom migration bookings_member_link. */
    club_member_id: integer(),
    full_name: text().notNull().default(''),
    email: text().notNull().default(''),
    number: text().notNull().default(''),
    notes: text().notNull().default(''),
    paying: boolean().notNull().default(true),
    primary: boolean().notNull().default(false),
    /** This person's share of the price in minor units (bookingCost's share). */
    share_minor: integer().notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'booked_persons_series_fk',
      columns: [t.club_id, t.series_id],
      foreignColumns: [bookingSeries.club_id, bookingSeries.id],
    }).onDelete('cascade'),
    unique('booked_persons_tenant_uq').on(t.club_id, t.id),
    index('booked_persons_series_idx').on(t.series_id),
    index('booked_persons_player_idx').on(t.player_id),
  ],
);

/**
 * Which share of a series a payment pays (docs/bookings.md "Per-person shares"): one row per
 * transaction and share. `share` is the booked person's stable key (`m<member id>`, `p<player id>`,
 * `g:<e-mail or name>`, or `author` for a coach paying their own booking), so the row survives an
 * edit that rewrites the booked persons. A "for everyone" payment has one row per share it pays.
 * `refunded_minor` is what cancellations gave back of this row's amount.
 */
export const bookingSharePayments = pgTable(
  'booking_share_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    series_id: integer().notNull(),
    share: text().notNull(),
    transaction_id: integer().notNull(),
    amount_minor: integer().notNull(),
    refunded_minor: integer().notNull().default(0),
    /** The payment's idempotency key: asked again while the payment is unsettled (authentication, a lost answer). */
    idempotency_key: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    foreignKey({
      name: 'booking_share_payments_series_fk',
      columns: [t.club_id, t.series_id],
      foreignColumns: [bookingSeries.club_id, bookingSeries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_share_payments_transaction_fk',
      columns: [t.club_id, t.transaction_id],
      foreignColumns: [transactions.club_id, transactions.id],
    }).onDelete('cascade'),
    unique('booking_share_payments_tenant_uq').on(t.club_id, t.id),
    unique('booking_share_payments_transaction_share').on(t.transaction_id, t.share),
    index('booking_share_payments_series_idx').on(t.series_id),
  ],
);

/**
 * One row per transaction that changed a club's booking setup (the club row, its features, its
 * courts, court groups, booking rates, membership types' booking rates and opening hours), written
 * by triggers on those tables (migration 0064_club_setup_changes). Rows are never deleted, so their
 * count is the setup's version: booking-setup.ts keeps each club's setup in the process and reads
 * only this count to know whether it still holds (issue 29: six reads fewer a booking).
 */
export const clubSetupChanges = pgTable(
  'club_setup_changes',
  {
    club_id: integer('club_id').notNull(),
    txid: bigint('txid', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.club_id, t.txid] })],
);
