import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { notificationKinds } from '@rally/domain';
import { users } from '../auth/auth.tables';
import * as clock from '../../clock';

// The notification centre and Web Push (issue 28): docs/notifications.md. Every table is a user's
// own (no club), read only by its user.

/** One notification of one user: written by notify() in the transaction of the thing it tells of. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: notificationKinds }).notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** A path in the web app ('/mybookings'). */
    link: text().notNull().default('/'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    read_at: timestamp({ withTimezone: true }),
  },
  // The list (newest first) and the unread count are both served by the user's index.
  (t) => [index('notifications_user_idx').on(t.user_id, t.created_at.desc(), t.id.desc())],
);

/** A user's switches of one kind; a kind without a row has both on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: notificationKinds }).notNull(),
    push: boolean().notNull().default(true),
    email: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
);

/** One device's push subscription: the endpoint is the device, so it is unique (a new owner takes it over). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.user_id)],
);

/**
 * One push of one notification to one device: written with the notification (for the devices the
 * user has then), marked sent by the push job, so a retried job never sends it twice.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notification_id: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscription_id: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sent_at: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.subscription_id] })],
);

/** The server's VAPID key pair: made at first start, one row (id 1). */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer().primaryKey(),
  public_key: text().notNull(),
  private_key: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});
