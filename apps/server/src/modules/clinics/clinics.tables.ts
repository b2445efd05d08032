import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DayWindow } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { clubTerms } from '../clubs/clubs.tables';
import { clubCoaches } from '../coaches/coaches.tables';
import { courts } from '../courts/courts.tables';
import { membershipTypes } from '../members/members.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

// Events (clinics, camps, club nights, cardio classes; spec 3 §3): an event is made of sessions,
// each session books its courts through the bookings area (a type E booking series per session,
// whose id the session keeps). Participants join the whole event or chosen sessions. Tenant in
// the keys: every table carries club_id and children reference (club_id, parent id).

export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    desc: text().notNull().default(''),
    ttype: text().notNull().default('C'),
    can_join_single_session: boolean().notNull().default(false),
    allow_nonmember: boolean().notNull().default(true),
    allowed_gender: text().notNull().default('U'),
    max_participant_session: integer(),
    min_age: integer(),
    max_age: integer(),
    min_ntrp: real(),
    max_ntrp: real(),
    generic_levels: jsonb().$type<string[]>().notNull().default([]),
    start_date: date({ mode: 'string' }),
    end_date: date({ mode: 'string' }),
    num_sessions: integer(),
    def_session_dur_mins: integer(),
    def_start_time: text(),
    recurrence: text().notNull().default('W'),
    excluded_dates: jsonb().$type<string[]>().notNull().default([]),
    currency_code: text().notNull().default('AUD'),
    member_app_join: boolean().notNull().default(true),
    nonmember_app_join: boolean().notNull().default(true),
    advance_join_days: integer(),
    /** '' or D draft, P published, C cancelled. */
    status: text().notNull().default('D'),
    days_of_week: jsonb().$type<DayWindow[]>().notNull().default([]),
    member_price_minor: integer(),
    nonmember_price_minor: integer(),
    member_session_price_minor: integer(),
    nonmember_session_price_minor: integer(),
    terms_id: integer(),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('events_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'events_terms_fk',
      columns: [t.club_id, t.terms_id],
      foreignColumns: [clubTerms.club_id, clubTerms.id],
    }),
    index('events_club_start_idx').on(t.club_id, t.start_date),
  ],
);

/** The event's default courts (each new session takes them). */
export const eventCourts = pgTable(
  'event_courts',
  { club_id: integer().notNull(), event_id: integer().notNull(), court_id: integer().notNull() },
  (t) => [
    foreignKey({
      name: 'event_courts_event_fk',
      columns: [t.club_id, t.event_id],
      foreignColumns: [events.club_id, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_courts_court_fk',
      columns: [t.club_id, t.court_id],
      foreignColumns: [courts.club_id, courts.id],
    }).onDelete('cascade'),
    unique('event_courts_uq').on(t.event_id, t.court_id),
  ],
);

/** The event's coaches (they see its sessions and participants). */
export const eventCoaches = pgTable(
  'event_coaches',
  { club_id: integer().notNull(), event_id: integer().notNull(), club_coach_id: integer().notNull() },
  (t) => [
    foreignKey({
      name: 'event_coaches_event_fk',
      columns: [t.club_id, t.event_id],
      foreignColumns: [events.club_id, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_coaches_coach_fk',
      columns: [t.club_id, t.club_coach_id],
      foreignColumns: [clubCoaches.club_id, clubCoaches.id],
    }).onDelete('cascade'),
    unique('event_coaches_uq').on(t.event_id, t.club_coach_id),
    index('event_coaches_coach_idx').on(t.club_coach_id),
  ],
);

export const eventSessions = pgTable(
  'event_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    event_id: integer().notNull(),
    number: integer().notNull(),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    cancelled_at: timestamp({ withTimezone: true }),
    /** The type E booking series holding its courts (bookings area), once booked. */
    booking_series_id: integer(),
  },
  (t) => [
    unique('event_sessions_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'event_sessions_event_fk',
      columns: [t.club_id, t.event_id],
      foreignColumns: [events.club_id, events.id],
    }).onDelete('cascade'),
    index('event_sessions_event_idx').on(t.event_id, t.starts_at),
    index('event_sessions_club_time_idx').on(t.club_id, t.starts_at),
  ],
);

export const eventSessionCourts = pgTable(
  'event_session_courts',
  { club_id: integer().notNull(), session_id: integer().notNull(), court_id: integer().notNull() },
  (t) => [
    foreignKey({
      name: 'event_session_courts_session_fk',
      columns: [t.club_id, t.session_id],
      foreignColumns: [eventSessions.club_id, eventSessions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_session_courts_court_fk',
      columns: [t.club_id, t.court_id],
      foreignColumns: [courts.club_id, courts.id],
    }).onDelete('cascade'),
    unique('event_session_courts_uq').on(t.session_id, t.court_id),
  ],
);

export const eventSessionCoaches = pgTable(
  'event_session_coaches',
  { club_id: integer().notNull(), session_id: integer().notNull(), club_coach_id: integer().notNull() },
  (t) => [
    foreignKey({
      name: 'event_session_coaches_session_fk',
      columns: [t.club_id, t.session_id],
      foreignColumns: [eventSessions.club_id, eventSessions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_session_coaches_coach_fk',
      columns: [t.club_id, t.club_coach_id],
      foreignColumns: [clubCoaches.club_id, clubCoaches.id],
    }).onDelete('cascade'),
    unique('event_session_coaches_uq').on(t.session_id, t.club_coach_id),
    index('event_session_coaches_coach_idx').on(t.club_coach_id),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    event_id: integer().notNull(),
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    member: boolean().notNull().default(false),
    agreed_terms: boolean().notNull().default(false),
    name: text().notNull().default(''),
    dob: date({ mode: 'string' }),
    email: text().notNull().default(''),
    number: text().notNull().default(''),
    gender: text().notNull().default('U'),
    price_minor: integer().notNull().default(0),
    paying: boolean().notNull().default(true),
    /** U to pay, P paid, N nothing to pay. */
    payment_status: text().notNull().default('U'),
    all_sessions: boolean().notNull().default(true),
    notes: text().notNull().default(''),
    /** The refund flags of the membership type rate the place was bought at (true without a rate): withdrawing, the club cancelling. */
    refund: boolean().notNull().default(true),
    refund_club_cancel: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('event_participants_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'event_participants_event_fk',
      columns: [t.club_id, t.event_id],
      foreignColumns: [events.club_id, events.id],
    }).onDelete('cascade'),
    index('event_participants_event_idx').on(t.event_id),
    index('event_participants_player_idx').on(t.player_id),
    // One participation per player and event (guests without a player are many).
    uniqueIndex('event_participants_player_uq').on(t.event_id, t.player_id),
  ],
);

/** A participant's place in one session: J joined, X withdrawn. */
export const eventParticipantSessions = pgTable(
  'event_participant_sessions',
  {
    club_id: integer().notNull(),
    participant_id: integer().notNull(),
    session_id: integer().notNull(),
    status: text().notNull().default('J'),
    withdrawn_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'event_participant_sessions_participant_fk',
      columns: [t.club_id, t.participant_id],
      foreignColumns: [eventParticipants.club_id, eventParticipants.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_participant_sessions_session_fk',
      columns: [t.club_id, t.session_id],
      foreignColumns: [eventSessions.club_id, eventSessions.id],
    }).onDelete('cascade'),
    unique('event_participant_sessions_uq').on(t.participant_id, t.session_id),
    index('event_participant_sessions_session_idx').on(t.session_id),
  ],
);

export const eventMembershipTypeRates = pgTable(
  'event_membership_type_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    event_id: integer().notNull(),
    all_members: boolean().notNull().default(false),
    non_members: boolean().notNull().default(false),
    membership_type_id: integer(),
    can_join_all_sessions: boolean().notNull().default(true),
    can_join_single_session: boolean().notNull().default(false),
    single_session_price_minor: integer(),
    all_sessions_price_minor: integer(),
    refund: boolean().notNull().default(true),
    refund_club_cancel: boolean().notNull().default(true),
  },
  (t) => [
    unique('event_membership_type_rates_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'event_membership_type_rates_event_fk',
      columns: [t.club_id, t.event_id],
      foreignColumns: [events.club_id, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_membership_type_rates_type_fk',
      columns: [t.club_id, t.membership_type_id],
      foreignColumns: [membershipTypes.club_id, membershipTypes.id],
    }).onDelete('cascade'),
    index('event_membership_type_rates_event_idx').on(t.event_id),
  ],
);

/**
 * A player waiting for a place in a full session (docs/clinics.md "Waiting list"): W waiting,
 * O offered (held for them until offer_expires_at), T taken, X gone (left, or the offer lapsed).
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    event_id: integer().notNull(),
    session_id: integer().notNull(),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text({ enum: ['W', 'O', 'T', 'X'] })
      .notNull()
      .default('W'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    offered_at: timestamp({ withTimezone: true }),
    offer_expires_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('event_waitlist_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'event_waitlist_event_fk',
      columns: [t.club_id, t.event_id],
      foreignColumns: [events.club_id, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_waitlist_session_fk',
      columns: [t.club_id, t.session_id],
      foreignColumns: [eventSessions.club_id, eventSessions.id],
    }).onDelete('cascade'),
    // One live entry per player and session.
    uniqueIndex('event_waitlist_live_uq')
      .on(t.session_id, t.player_id)
      .where(sql`${t.status} in ('W', 'O')`),
    index('event_waitlist_session_idx').on(t.session_id, t.status, t.created_at),
  ],
);
