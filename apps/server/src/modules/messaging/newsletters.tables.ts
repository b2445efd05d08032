import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { players } from '../players/players.tables';
import { messageGroups } from './messaging.tables';
import * as clock from '../../clock';

/** A newsletter: sanitised HTML sent to message groups or every member, now or at send_at. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    html: text().notNull().default(''),
    /** D draft, S scheduled, G sending, T sent. */
    status: text({ enum: ['D', 'S', 'G', 'T'] })
      .notNull()
      .default('D'),
    all_members: boolean().notNull().default(false),
    send_at: timestamp({ withTimezone: true }),
    sent_at: timestamp({ withTimezone: true }),
    author_id: integer().references(() => players.id, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    modified: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [unique('newsletters_tenant_uq').on(t.club_id, t.id), index('newsletters_club_idx').on(t.club_id, t.created)],
);

export const newsletterGroups = pgTable(
  'newsletter_groups',
  {
    club_id: integer().notNull(),
    newsletter_id: integer().notNull(),
    group_id: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsletter_id, t.group_id] }),
    foreignKey({
      name: 'newsletter_groups_newsletter_fk',
      columns: [t.club_id, t.newsletter_id],
      foreignColumns: [newsletters.club_id, newsletters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'newsletter_groups_group_fk',
      columns: [t.club_id, t.group_id],
      foreignColumns: [messageGroups.club_id, messageGroups.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per address a newsletter goes to, made when sending starts (the audience of that
 * moment); unique per address, so nobody is sent it twice. `member_id` is a copy (no link: the
 * delivery record outlives the member).
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    newsletter_id: integer().notNull(),
    member_id: integer(),
    name: text().notNull(),
    /** Lower case. */
    email: text().notNull(),
    /** queued, claimed (by a batch run), sending (handed to SMTP), sent, failed, skipped. */
    status: text({ enum: ['queued', 'claimed', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    reason: text(),
    attempts: integer().notNull().default(0),
    /**
     * The SHA-256 (hex, `hashKey`) of each unsubscribe link sent to this recipient: a link's secret
     * is made when its copy is handed over and exists only in the mail; a copy sent again after an
     * interrupted try has a link of its own, and both work.
     */
    unsubscribe_hashes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    claimed_at: timestamp({ withTimezone: true }),
    sent_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('newsletter_recipients_tenant_uq').on(t.club_id, t.id),
    unique('newsletter_recipients_email_uq').on(t.newsletter_id, t.email),
    index('newsletter_recipients_unsubscribe_idx').using('gin', t.unsubscribe_hashes),
    foreignKey({
      name: 'newsletter_recipients_newsletter_fk',
      columns: [t.club_id, t.newsletter_id],
      foreignColumns: [newsletters.club_id, newsletters.id],
    }).onDelete('cascade'),
    index('newsletter_recipients_status_idx').on(t.newsletter_id, t.status, t.id),
  ],
);

/** Addresses that left a club's newsletters (one click in any of them). */
export const newsletterUnsubscribes = pgTable(
  'newsletter_unsubscribes',
  {
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [primaryKey({ columns: [t.club_id, t.email] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * An image uploaded for a club's newsletters (docs/messages-newsletters.md, "Images"): kept in the
 * database (the one store the platform has), served publicly by its unguessable key so that mail
 * clients can load it; never changed, so served as immutable.
 */
export const newsletterImages = pgTable(
  'newsletter_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** The secret in its address. */
    key: text().notNull(),
    name: text().notNull().default(''),
    content_type: text().notNull(),
    size: integer().notNull(),
    bytes: bytea().notNull(),
    uploaded_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [unique('newsletter_images_tenant_uq').on(t.club_id, t.id), unique('newsletter_images_key_uq').on(t.key)],
);
