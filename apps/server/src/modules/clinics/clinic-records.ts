import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { eventDisplayStatus, fromMinor, toLocalDateTime, type PaymentStatus } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import {
  eventCoaches,
  eventCourts,
  eventMembershipTypeRates,
  eventParticipantSessions,
  eventParticipants,
  eventSessionCoaches,
  eventSessionCourts,
  eventSessions,
  events,
} from './clinics.tables';

// The API's shapes of an event, its sessions, participants and rates (spec 3 §3), read by club.

export type EventRow = typeof events.$inferSelect;
export type SessionRow = typeof eventSessions.$inferSelect;
export type ParticipantRow = typeof eventParticipants.$inferSelect;
export type RateRow = typeof eventMembershipTypeRates.$inferSelect;

const money = (minor: number | null, currency: string) => (minor === null ? null : fromMinor(minor, currency));

export function rateRecord(r: RateRow, currency: string) {
  return {
    id: r.id,
    event: r.event_id,
    all_members: r.all_members,
    non_members: r.non_members,
    membership_type: r.membership_type_id,
    can_join_all_sessions: r.can_join_all_sessions,
    can_join_single_session: r.can_join_single_session,
    single_session_price: money(r.single_session_price_minor, currency),
    all_sessions_price: money(r.all_sessions_price_minor, currency),
    refund: r.refund,
    refund_club_cancel: r.refund_club_cancel,
  };
}

/** Each session's courts, coaches and number of places taken, by session id. */
export async function sessionParts(db: Db | Tx, clubId: number, sessionIds: number[]) {
  const courts = new Map<number, number[]>();
  const coaches = new Map<number, number[]>();
  const taken = new Map<number, number>();
  if (!sessionIds.length) return { courts, coaches, taken };
  const [c, k, t] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(eventSessionCourts)
        .where(and(eq(eventSessionCourts.club_id, clubId), inArray(eventSessionCourts.session_id, sessionIds)))
        .orderBy(asc(eventSessionCourts.court_id)),
    () =>
      db
        .select()
        .from(eventSessionCoaches)
        .where(and(eq(eventSessionCoaches.club_id, clubId), inArray(eventSessionCoaches.session_id, sessionIds))),
    () =>
      db
        .select({ session: eventParticipantSessions.session_id, n: count() })
        .from(eventParticipantSessions)
        .where(
          and(
            eq(eventParticipantSessions.club_id, clubId),
            inArray(eventParticipantSessions.session_id, sessionIds),
            eq(eventParticipantSessions.status, 'J'),
          ),
        )
        .groupBy(eventParticipantSessions.session_id),
  );
  for (const r of c) courts.set(r.session_id, [...(courts.get(r.session_id) ?? []), r.court_id]);
  for (const r of k) coaches.set(r.session_id, [...(coaches.get(r.session_id) ?? []), r.club_coach_id]);
  for (const r of t) taken.set(r.session, r.n);
  return { courts, coaches, taken };
}

export type SessionParts = Awaited<ReturnType<typeof sessionParts>>;

export function sessionRecord(s: SessionRow, parts: SessionParts, zone: string, capacity: number | null) {
  const participants = parts.taken.get(s.id) ?? 0;
  return {
    id: s.id,
    event: s.event_id,
    number: s.number,
    start: toLocalDateTime(s.starts_at, zone),
    end: toLocalDateTime(s.ends_at, zone),
    cancelled: s.cancelled_at !== null,
    participants,
    places_left: capacity === null ? null : Math.max(0, capacity - participants),
    courts: parts.courts.get(s.id) ?? [],
    coaches: parts.coaches.get(s.id) ?? [],
    booked: s.booking_series_id !== null,
    booking_series: s.booking_series_id,
  };
}

/** The event's first session start and last session end among live sessions, by event id. */
export async function eventSpans(db: Db | Tx, clubId: number, eventIds: number[]) {
  const out = new Map<number, { first: Date | null; last: Date | null; sessions: number; participants: number }>();
  if (!eventIds.length) return out;
  const spans = await db
    .select({
      event: eventSessions.event_id,
      first: sql<string | null>`min(${eventSessions.starts_at})`,
      last: sql<string | null>`max(${eventSessions.ends_at})`,
      n: count(),
    })
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.club_id, clubId),
        inArray(eventSessions.event_id, eventIds),
        isNull(eventSessions.cancelled_at),
      ),
    )
    .groupBy(eventSessions.event_id);
  const people = await db
    .select({ event: eventParticipants.event_id, n: count() })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.club_id, clubId), inArray(eventParticipants.event_id, eventIds)))
    .groupBy(eventParticipants.event_id);
  for (const id of eventIds) out.set(id, { first: null, last: null, sessions: 0, participants: 0 });
  for (const s of spans)
    out.set(s.event, {
      ...out.get(s.event)!,
      first: s.first ? new Date(s.first) : null,
      last: s.last ? new Date(s.last) : null,
      sessions: s.n,
    });
  for (const p of people) out.get(p.event)!.participants = p.n;
  return out;
}

/** Event ids' default courts and coaches. */
export async function eventParts(db: Db | Tx, clubId: number, eventIds: number[]) {
  const courts = new Map<number, number[]>();
  const coaches = new Map<number, number[]>();
  if (!eventIds.length) return { courts, coaches };
  const [c, k] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(eventCourts)
        .where(and(eq(eventCourts.club_id, clubId), inArray(eventCourts.event_id, eventIds)))
        .orderBy(asc(eventCourts.court_id)),
    () =>
      db
        .select()
        .from(eventCoaches)
        .where(and(eq(eventCoaches.club_id, clubId), inArray(eventCoaches.event_id, eventIds))),
  );
  for (const r of c) courts.set(r.event_id, [...(courts.get(r.event_id) ?? []), r.court_id]);
  for (const r of k) coaches.set(r.event_id, [...(coaches.get(r.event_id) ?? []), r.club_coach_id]);
  return { courts, coaches };
}

type Span = { first: Date | null; last: Date | null; sessions: number; participants: number };

export function eventRecord(
  e: EventRow,
  parts: { courts: number[]; coaches: number[] },
  span: Span | undefined,
  now: Date,
) {
  const c = e.currency_code;
  return {
    id: e.id,
    club: e.club_id,
    name: e.name,
    desc: e.desc,
    ttype: e.ttype,
    can_join_single_session: e.can_join_single_session,
    allow_nonmember: e.allow_nonmember,
    allowed_gender: e.allowed_gender,
    max_participant_session: e.max_participant_session,
    min_age: e.min_age,
    max_age: e.max_age,
    min_ntrp: e.min_ntrp,
    max_ntrp: e.max_ntrp,
    generic_levels: e.generic_levels,
    start_date: e.start_date,
    end_date: e.end_date,
    num_sessions: e.num_sessions,
    def_session_dur_mins: e.def_session_dur_mins,
    def_start_time: e.def_start_time,
    recurrence: e.recurrence,
    excluded_dates: e.excluded_dates,
    currency_code: c.toUpperCase(),
    member_app_join: e.member_app_join,
    nonmember_app_join: e.nonmember_app_join,
    advance_join_days: e.advance_join_days,
    status: e.status,
    display_status: eventDisplayStatus(e.status, span?.first ?? null, span?.last ?? null, now),
    days_of_week: e.days_of_week,
    member_price: money(e.member_price_minor, c),
    nonmember_price: money(e.nonmember_price_minor, c),
    member_session_price: money(e.member_session_price_minor, c),
    nonmember_session_price: money(e.nonmember_session_price_minor, c),
    terms: e.terms_id,
    court_set: parts.courts,
    coach_set: parts.coaches,
    first_start: span?.first?.toISOString() ?? null,
    last_end: span?.last?.toISOString() ?? null,
    sessions_count: span?.sessions ?? 0,
    participants_count: span?.participants ?? 0,
  };
}

export function participantRecord(
  p: ParticipantRow,
  sessions: { session: number; status: string }[],
  currency: string,
) {
  return {
    id: p.id,
    event: p.event_id,
    player: p.player_id,
    created_by: p.created_by,
    member: p.member,
    agreed_terms: p.agreed_terms,
    name: p.name,
    dob: p.dob,
    email: p.email,
    number: p.number,
    gender: p.gender,
    price: fromMinor(p.price_minor, currency),
    paying: p.paying,
    payment_status: p.payment_status as PaymentStatus,
    all_sessions: p.all_sessions,
    notes: p.notes,
    session_set: sessions.filter((s) => s.status === 'J').map((s) => s.session),
    withdrawn_session_set: sessions.filter((s) => s.status === 'X').map((s) => s.session),
  };
}

/** Participants' sessions with each session's start, soonest first, by participant id (a withdrawal's terms count days to the start). */
export async function participantSessionsWithStart(db: Db | Tx, clubId: number, participantIds: number[]) {
  const out = new Map<number, { session: number; status: string; start: Date }[]>();
  if (!participantIds.length) return out;
  const rows = await db
    .select({
      participant: eventParticipantSessions.participant_id,
      session: eventParticipantSessions.session_id,
      status: eventParticipantSessions.status,
      start: eventSessions.starts_at,
    })
    .from(eventParticipantSessions)
    .innerJoin(
      eventSessions,
      and(
        eq(eventSessions.id, eventParticipantSessions.session_id),
        eq(eventSessions.club_id, eventParticipantSessions.club_id),
      ),
    )
    .where(
      and(
        eq(eventParticipantSessions.club_id, clubId),
        inArray(eventParticipantSessions.participant_id, participantIds),
      ),
    )
    .orderBy(asc(eventSessions.starts_at));
  for (const { participant, ...session } of rows) out.set(participant, [...(out.get(participant) ?? []), session]);
  return out;
}

/** Participants' sessions, soonest first, by participant id: the session and its status, as the answers carry them. */
export async function participantSessions(db: Db | Tx, clubId: number, participantIds: number[]) {
  const withStart = await participantSessionsWithStart(db, clubId, participantIds);
  return new Map(
    [...withStart].map(([participant, sessions]) => [
      participant,
      sessions.map(({ session, status }) => ({ session, status })),
    ]),
  );
}
