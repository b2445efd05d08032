import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import { clubMembers, membershipTypes } from '../members/members.tables';
import { events } from '../clinics/clinics.tables';
import * as clock from '../../clock';

// Messages (spec 2 §3): message groups, threads and comments, each player's read position.

/** A group of a club's members a message goes to: its members are read when used (ttype). */
export const messageGroups = pgTable(
  'message_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** P custom (hand-picked members), M membership types, D all members, C clinic. */
    ttype: text({ enum: ['P', 'M', 'D', 'C'] })
      .notNull()
      .default('D'),
    allow_response: boolean().notNull().default(true),
    /** The clinic (an event) of a C group: its participants are the group; the group goes with the clinic. */
    clinic_id: integer(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    modified: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('message_groups_tenant_uq').on(t.club_id, t.id),
    index('message_groups_club_idx').on(t.club_id, sql`lower(${t.name})`),
    foreignKey({
      name: 'message_groups_clinic_fk',
      columns: [t.club_id, t.clinic_id],
      foreignColumns: [events.club_id, events.id],
    }).onDelete('cascade'),
    index('message_groups_clinic_idx').on(t.clinic_id),
  ],
);

/** The membership types of an M group. */
export const messageGroupTypes = pgTable(
  'message_group_types',
  {
    club_id: integer().notNull(),
    group_id: integer().notNull(),
    membership_type_id: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.membership_type_id] }),
    foreignKey({
      name: 'message_group_types_group_fk',
      columns: [t.club_id, t.group_id],
      foreignColumns: [messageGroups.club_id, messageGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'message_group_types_type_fk',
      columns: [t.club_id, t.membership_type_id],
      foreignColumns: [membershipTypes.club_id, membershipTypes.id],
    }).onDelete('cascade'),
  ],
);

/** The hand-picked club members of a P group (a member who leaves the register leaves the group). */
export const messageGroupMembers = pgTable(
  'message_group_members',
  {
    club_id: integer().notNull(),
    group_id: integer().notNull(),
    member_id: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.member_id] }),
    foreignKey({
      name: 'message_group_members_group_fk',
      columns: [t.club_id, t.group_id],
      foreignColumns: [messageGroups.club_id, messageGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'message_group_members_member_fk',
      columns: [t.club_id, t.member_id],
      foreignColumns: [clubMembers.club_id, clubMembers.id],
    }).onDelete('cascade'),
    index('message_group_members_member_idx').on(t.member_id),
  ],
);

/** A conversation started by a message to one or more groups. */
export const threads = pgTable(
  'threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Who started it. */
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    stamp: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    last_activity: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    /** Comments up to this id have been announced by e-mail (one e-mail per quiet period). */
    notified_up_to: integer().notNull().default(0),
  },
  (t) => [
    unique('threads_tenant_uq').on(t.club_id, t.id),
    index('threads_club_activity_idx').on(t.club_id, t.last_activity),
  ],
);

/** The groups a thread went to. */
export const threadGroups = pgTable(
  'thread_groups',
  {
    club_id: integer().notNull(),
    thread_id: integer().notNull(),
    group_id: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.thread_id, t.group_id] }),
    foreignKey({
      name: 'thread_groups_thread_fk',
      columns: [t.club_id, t.thread_id],
      foreignColumns: [threads.club_id, threads.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'thread_groups_group_fk',
      columns: [t.club_id, t.group_id],
      foreignColumns: [messageGroups.club_id, messageGroups.id],
    }).onDelete('cascade'),
    index('thread_groups_group_idx').on(t.group_id),
  ],
);

/** A message in a thread: the first one and every reply. */
export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    thread_id: integer().notNull(),
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    /** Written by an administrator of the club: shown as from the club (spec 2 §3). */
    from_club: boolean().notNull().default(false),
    text: text().notNull(),
    stamp: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('comments_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'comments_thread_fk',
      columns: [t.club_id, t.thread_id],
      foreignColumns: [threads.club_id, threads.id],
    }).onDelete('cascade'),
    index('comments_thread_idx').on(t.thread_id, t.id),
  ],
);

/** A player's read position in a thread: comments up to read_up_to (a comment id) are read. */
export const playerThreads = pgTable(
  'player_threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    thread_id: integer().notNull(),
    read_up_to: integer().notNull().default(0),
  },
  (t) => [
    unique('player_threads_tenant_uq').on(t.club_id, t.id),
    unique('player_threads_player_thread_uq').on(t.player_id, t.thread_id),
    foreignKey({
      name: 'player_threads_thread_fk',
      columns: [t.club_id, t.thread_id],
      foreignColumns: [threads.club_id, threads.id],
    }).onDelete('cascade'),
  ],
);
