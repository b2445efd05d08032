import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import { DateTime } from 'luxon';
import {
  eventMessages,
  planEventSessions,
  toMinor,
  type CloneEvent,
  type CreateEvent,
  type EventRecurrence,
  type UpdateEvent,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { getClinicParams } from '../clubs/club-clinic-params.service';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { findClubCoaches } from '../coaches/coach-booking-reads.service';
import {
  bookEventSessions,
  cancelEventSessionBookings,
  deleteEventSessionBookings,
} from '../bookings/event-session-bookings.service';
import { clubCancelPreview, clubCancelledSessions } from './clinic-payments.service';
import {
  eventParts,
  eventRecord,
  eventSpans,
  rateRecord,
  sessionParts,
  sessionRecord,
  type EventRow,
  type SessionRow,
} from './clinic-records';
import {
  eventCoaches,
  eventCourts,
  eventMembershipTypeRates,
  eventParticipants,
  eventSessionCoaches,
  eventSessionCourts,
  eventSessions,
  events,
} from './clinics.tables';
import * as clock from '../../clock';

// Events (spec 3 §3, §4, §7; docs/clinics.md): the clinics area's staff (AGENT or COURT_BOOKINGS)
// create, schedule, publish and cancel them; the club's players read the published ones. Sessions
// book their courts through the bookings area's event-session service.

export type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
const NOT_FOUND = eventMessages.notFound;

/** True when the caller is the club's clinics staff (the standing is read once per request). */
export async function isClinicStaff(ctx: Ctx, clubId: number) {
  try {
    await assertAccess(ctx, clubId, { area: 'clinics' });
    return true;
  } catch {
    return false;
  }
}

/** The event `id` after the access check at its club; another club's event is this event's 404. */
export async function loadEvent(ctx: Ctx, id: number, check: { area: 'clinics'; player?: true }) {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound(NOT_FOUND);
  await assertAccess(ctx, row.club_id, { ...check, notFound: NOT_FOUND });
  // A player who is not staff sees only published and cancelled events.
  if (check.player && row.status !== 'P' && row.status !== 'C' && !(await isClinicStaff(ctx, row.club_id)))
    throw notFound(NOT_FOUND);
  return row;
}

/**
 * GET /api/clubterms/?event: the terms the event is joined on (its own, else the club's default
 * clinic terms), a page of one or none; its players see them before joining. `club`, when sent,
 * must be the event's.
 */
export async function eventClubTerms({ ctx, input }: { ctx: Ctx; input: { event: number; club?: number } }) {
  const row = await loadEvent(ctx, input.event, { area: 'clinics', player: true });
  if (input.club !== undefined && input.club !== row.club_id) throw notFound(NOT_FOUND);
  const found = await findEventTerms(ctx.db, row.club_id, row.terms_id);
  if (!found) return { count: 0, rows: [] };
  const { club_id, ...terms } = found;
  return { count: 1, rows: [{ ...terms, club: club_id }] };
}

const minor = (v: number | null | undefined, currency: string) =>
  v === null || v === undefined ? null : toMinor(v, currency);

/** The columns of the event fields given (a PATCH gives some). */
function columnsOf(body: Partial<CreateEvent>, currency: string) {
  const {
    club: _club,
    court_set: _courts,
    coach_set: _coaches,
    terms,
    member_price,
    nonmember_price,
    member_session_price,
    nonmember_session_price,
    ...rest
  } = body;
  const out: Partial<typeof events.$inferInsert> = { ...(rest as Partial<typeof events.$inferInsert>) };
  if (terms !== undefined) out.terms_id = terms;
  if (member_price !== undefined) out.member_price_minor = minor(member_price, currency);
  if (nonmember_price !== undefined) out.nonmember_price_minor = minor(nonmember_price, currency);
  if (member_session_price !== undefined) out.member_session_price_minor = minor(member_session_price, currency);
  if (nonmember_session_price !== undefined)
    out.nonmember_session_price_minor = minor(nonmember_session_price, currency);
  return out;
}

/** Refuses courts, coaches or terms that are not the club's. */
async function assertClubParts(
  tx: Tx,
  clubId: number,
  courtIds?: number[],
  coachIds?: number[],
  termsId?: number | null,
) {
  if (termsId != null && (await findEventTerms(tx, clubId, termsId))?.id !== termsId)
    throw invalid(eventMessages.invalid, { terms: ['Choose terms of this club'] });
  if (courtIds?.length) {
    const found = await findClubCourts(tx, clubId, courtIds);
    if (found.length !== new Set(courtIds).size)
      throw invalid(eventMessages.invalid, { court_set: ['Choose courts of this club'] });
  }
  if (coachIds?.length) {
    const found = await findClubCoaches(tx, clubId, coachIds);
    if (found.length !== new Set(coachIds).size)
      throw invalid(eventMessages.invalid, { coach_set: ['Choose coaches of this club'] });
  }
}

async function writeEventParts(tx: Tx, clubId: number, eventId: number, courtIds?: number[], coachIds?: number[]) {
  if (courtIds) {
    await tx.delete(eventCourts).where(and(eq(eventCourts.club_id, clubId), eq(eventCourts.event_id, eventId)));
    if (courtIds.length)
      await tx
        .insert(eventCourts)
        .values([...new Set(courtIds)].map((court_id) => ({ club_id: clubId, event_id: eventId, court_id })));
  }
  if (coachIds) {
    await tx.delete(eventCoaches).where(and(eq(eventCoaches.club_id, clubId), eq(eventCoaches.event_id, eventId)));
    if (coachIds.length)
      await tx
        .insert(eventCoaches)
        .values([...new Set(coachIds)].map((club_coach_id) => ({ club_id: clubId, event_id: eventId, club_coach_id })));
  }
}

/** The event as the API answers it: its fields, courts, coaches, span and counts, with its sessions and rates. */
export async function eventAnswer(db: Ctx['db'] | Tx, row: EventRow) {
  const now = clock.now();
  const [parts, spans] = await readTogether(
    db,
    () => eventParts(db, row.club_id, [row.id]),
    () => eventSpans(db, row.club_id, [row.id]),
  );
  const base = eventRecord(
    row,
    { courts: parts.courts.get(row.id) ?? [], coaches: parts.coaches.get(row.id) ?? [] },
    spans.get(row.id),
    now,
  );
  const zone = (await getClubBookingFacts(db, row.club_id)).zone;
  const sessions = await db
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.club_id, row.club_id), eq(eventSessions.event_id, row.id)))
    .orderBy(asc(eventSessions.starts_at), asc(eventSessions.id));
  const sp = await sessionParts(
    db,
    row.club_id,
    sessions.map((s) => s.id),
  );
  const rates = await db
    .select()
    .from(eventMembershipTypeRates)
    .where(and(eq(eventMembershipTypeRates.club_id, row.club_id), eq(eventMembershipTypeRates.event_id, row.id)))
    .orderBy(asc(eventMembershipTypeRates.id));
  return {
    ...base,
    session_set: sessions.map((s) => sessionRecord(s, sp, zone, row.max_participant_session)),
    membershiptype_rate_set: rates.map((r) => rateRecord(r, row.currency_code)),
  };
}

export type EventListQuery = PageQuery & {
  club: number;
  from_date?: string;
  to_date?: string;
  status?: string;
  search?: string;
  ttype?: string;
};

/** GET /api/event/?club: staff see every event; the club's players the published ones. Newest start first. */
export async function listEvents({ ctx, input }: { ctx: Ctx; input: EventListQuery }) {
  await assertAccess(ctx, input.club, { area: 'clinics', player: true });
  const staff = await isClinicStaff(ctx, input.club);
  const status =
    input.status === 'D'
      ? or(eq(events.status, 'D'), eq(events.status, ''))
      : input.status
        ? eq(events.status, input.status)
        : undefined;
  const where = and(
    eq(events.club_id, input.club),
    staff ? status : and(eq(events.status, 'P'), status),
    input.ttype ? eq(events.ttype, input.ttype) : undefined,
    input.search ? ilike(events.name, `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    input.from_date
      ? or(gte(events.end_date, input.from_date), and(isNull(events.end_date), gte(events.start_date, input.from_date)))
      : undefined,
    input.to_date ? lte(events.start_date, input.to_date) : undefined,
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(events).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(events)
    .where(where)
    .orderBy(sql`${events.start_date} desc nulls first`, desc(events.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  const [parts, spans] = await readTogether(
    ctx.db,
    () => eventParts(ctx.db, input.club, ids),
    () => eventSpans(ctx.db, input.club, ids),
  );
  const now = clock.now();
  return {
    count: total,
    rows: rows.map((r) =>
      eventRecord(
        r,
        { courts: parts.courts.get(r.id) ?? [], coaches: parts.coaches.get(r.id) ?? [] },
        spans.get(r.id),
        now,
      ),
    ),
  };
}

/** GET /api/event/{id}/: the event with its sessions and rates. */
export async function getEvent({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await loadEvent(ctx, id, { area: 'clinics', player: true });
  return eventAnswer(ctx.db, row);
}

/** POST /api/event/: a draft; the session length defaults to the clinic feature's sessionDurationMins. */
export async function createEvent({ ctx, input }: { ctx: Ctx; input: CreateEvent }) {
  await assertAccess(ctx, input.club, { area: 'clinics' });
  const facts = await getClubBookingFacts(ctx.db, input.club);
  const params = await getClinicParams(ctx.db, input.club);
  return ctx.db.transaction(async (tx) => {
    await assertClubParts(tx, input.club, input.court_set, input.coach_set, input.terms);
    const [row] = await tx
      .insert(events)
      .values({
        ...columnsOf(input, facts.currency),
        name: input.name,
        club_id: input.club,
        currency_code: facts.currency,
        def_session_dur_mins: input.def_session_dur_mins ?? params.sessionDurationMins,
        status: 'D',
        created_by: ctx.actor?.playerId ?? null,
      } as typeof events.$inferInsert)
      .returning();
    await writeEventParts(tx, input.club, row.id, input.court_set, input.coach_set);
    return eventAnswer(tx, row);
  });
}

/** PATCH /api/event/{id}/: the fields given; courts and coaches given replace the defaults (sessions keep theirs). */
export async function updateEvent({ ctx, input }: { ctx: Ctx; input: { id: number; body: UpdateEvent } }) {
  const found = await loadEvent(ctx, input.id, { area: 'clinics' });
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, events, found.id, found.club_id);
    if (!row) throw notFound(NOT_FOUND);
    const body = input.body;
    const merged = {
      ...row,
      start_date: body.start_date !== undefined ? body.start_date : row.start_date,
      end_date: body.end_date !== undefined ? body.end_date : row.end_date,
    };
    if (merged.start_date && merged.end_date && merged.end_date < merged.start_date)
      throw invalid(eventMessages.invalid, { end_date: [eventMessages.endBeforeStart] });
    await assertClubParts(tx, row.club_id, body.court_set, body.coach_set, body.terms);
    const values = Object.fromEntries(
      Object.entries(columnsOf(body as Partial<CreateEvent>, row.currency_code)).filter(([, v]) => v !== undefined),
    );
    const [saved] = Object.keys(values).length
      ? await tx
          .update(events)
          .set(values)
          .where(and(eq(events.id, row.id), eq(events.club_id, row.club_id)))
          .returning()
      : [row];
    await writeEventParts(tx, row.club_id, row.id, body.court_set, body.coach_set);
    return eventAnswer(tx, saved);
  });
}

/** DELETE /api/event/{id}/: drafts only, with their sessions and their sessions' bookings. */
export async function deleteEvent({ ctx, id }: { ctx: Ctx; id: number }) {
  const found = await loadEvent(ctx, id, { area: 'clinics' });
  await ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, events, found.id, found.club_id);
    if (!row) throw notFound(NOT_FOUND);
    if (row.status !== 'D' && row.status !== '') throw invalid(eventMessages.deleteDraftOnly);
    const sessions = await tx
      .select({ series: eventSessions.booking_series_id })
      .from(eventSessions)
      .where(and(eq(eventSessions.club_id, row.club_id), eq(eventSessions.event_id, row.id)));
    await deleteEventSessionBookings(
      ctx,
      tx,
      row.club_id,
      sessions.flatMap((s) => (s.series ? [s.series] : [])),
    );
    await tx.delete(events).where(and(eq(events.id, row.id), eq(events.club_id, row.club_id)));
  });
}

type EventAnswer = Awaited<ReturnType<typeof eventAnswer>>;
type CancelPreview = Awaited<ReturnType<typeof clubCancelPreview>>;
type StatusChange = { ctx: ServiceContext; id: number; action: 'publish' | 'unpublish' | 'cancel'; check?: boolean };

/** Publish (P), unpublish (back to draft) or cancel (C: its sessions not yet ended are cancelled, free their courts and refund their participants; `check`: the refund outcome only). */
export async function setEventStatus(input: StatusChange & { action: 'publish' | 'unpublish' }): Promise<EventAnswer>;
export async function setEventStatus(input: StatusChange): Promise<EventAnswer | CancelPreview>;
export async function setEventStatus({
  ctx,
  id,
  action,
  check = false,
}: StatusChange): Promise<EventAnswer | CancelPreview> {
  const found = await loadEvent(ctx, id, { area: 'clinics' });
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, events, found.id, found.club_id);
    if (!row) throw notFound(NOT_FOUND);
    if (row.status === 'C') throw invalid(eventMessages.cancelled);
    const status = action === 'publish' ? 'P' : action === 'unpublish' ? 'D' : 'C';
    const now = clock.now();
    if (action === 'cancel' && check) {
      // ?check=true: what cancelling does to the participants' money, shown before confirming.
      const left = await tx
        .select({ id: eventSessions.id })
        .from(eventSessions)
        .where(
          and(
            eq(eventSessions.club_id, row.club_id),
            eq(eventSessions.event_id, row.id),
            isNull(eventSessions.cancelled_at),
            gte(eventSessions.ends_at, now),
          ),
        );
      return clubCancelPreview(
        ctx,
        tx,
        row,
        left.map((s) => s.id),
      );
    }
    if (action === 'cancel') {
      const live = await tx
        .update(eventSessions)
        .set({ cancelled_at: now })
        .where(
          and(
            eq(eventSessions.club_id, row.club_id),
            eq(eventSessions.event_id, row.id),
            isNull(eventSessions.cancelled_at),
            gte(eventSessions.ends_at, now),
          ),
        )
        .returning({ id: eventSessions.id, series: eventSessions.booking_series_id });
      await cancelEventSessionBookings(
        ctx,
        tx,
        row.club_id,
        live.flatMap((s) => (s.series ? [s.series] : [])),
      );
      // Their participants are refunded by the club's rule (the terms' cancel_by_club_action).
      await clubCancelledSessions(
        ctx,
        tx,
        row,
        live.map((s) => s.id),
      );
    }
    const [saved] = await tx
      .update(events)
      .set({ status })
      .where(and(eq(events.id, row.id), eq(events.club_id, row.club_id)))
      .returning();
    return eventAnswer(tx, saved);
  });
}

/** Inserts planned sessions with the event's courts and coaches. */
async function insertSessions(tx: Tx, row: EventRow, zone: string) {
  const planned = planEventSessions({
    start_date: row.start_date ?? '',
    end_date: row.end_date,
    num_sessions: row.num_sessions,
    recurrence: row.recurrence as EventRecurrence,
    days_of_week: row.days_of_week,
    excluded_dates: row.excluded_dates,
    def_start_time: row.def_start_time,
    def_session_dur_mins: row.def_session_dur_mins,
    zone,
  });
  if (!planned.length)
    throw invalid(eventMessages.invalid, {
      start_date: [row.start_date ? eventMessages.endOrCount : eventMessages.startDate],
    });
  const inserted = await tx
    .insert(eventSessions)
    .values(
      planned.map((p) => ({
        club_id: row.club_id,
        event_id: row.id,
        number: p.number,
        starts_at: p.start,
        ends_at: p.end,
      })),
    )
    .returning({ id: eventSessions.id });
  const parts = await eventParts(tx, row.club_id, [row.id]);
  const courts = parts.courts.get(row.id) ?? [];
  const coaches = parts.coaches.get(row.id) ?? [];
  const ids = inserted.map((s) => s.id);
  if (courts.length)
    await tx
      .insert(eventSessionCourts)
      .values(ids.flatMap((session_id) => courts.map((court_id) => ({ club_id: row.club_id, session_id, court_id }))));
  if (coaches.length)
    await tx
      .insert(eventSessionCoaches)
      .values(
        ids.flatMap((session_id) =>
          coaches.map((club_coach_id) => ({ club_id: row.club_id, session_id, club_coach_id })),
        ),
      );
  return ids;
}

/** POST /api/event/{id}/create_sessions/: (re)makes the sessions from the schedule; refused once players have joined. */
export async function createSessions({ ctx, id }: { ctx: Ctx; id: number }) {
  const found = await loadEvent(ctx, id, { area: 'clinics' });
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, events, found.id, found.club_id);
    if (!row) throw notFound(NOT_FOUND);
    if (row.status === 'C') throw invalid(eventMessages.cancelled);
    const [{ joined }] = await tx
      .select({ joined: count() })
      .from(eventParticipants)
      .where(and(eq(eventParticipants.club_id, row.club_id), eq(eventParticipants.event_id, row.id)));
    if (joined > 0) throw invalid(eventMessages.hasParticipants);
    const old = await tx
      .select()
      .from(eventSessions)
      .where(and(eq(eventSessions.club_id, row.club_id), eq(eventSessions.event_id, row.id)));
    await deleteEventSessionBookings(
      ctx,
      tx,
      row.club_id,
      old.flatMap((s) => (s.booking_series_id ? [s.booking_series_id] : [])),
    );
    if (old.length)
      await tx.delete(eventSessions).where(
        and(
          eq(eventSessions.club_id, row.club_id),
          inArray(
            eventSessions.id,
            old.map((s) => s.id),
          ),
        ),
      );
    await insertSessions(tx, row, zone);
    return { ...(await eventAnswer(tx, row)), failed_sessions: [] };
  });
}

/** Books the courts of `sessions` (not cancelled, not booked) and returns the ones that failed. */
export async function bookSessions(ctx: Ctx, tx: Tx, row: EventRow, sessions: SessionRow[], zone: string) {
  const parts = await sessionParts(
    tx,
    row.club_id,
    sessions.map((s) => s.id),
  );
  const results = await bookEventSessions(
    ctx,
    tx,
    row.club_id,
    sessions.map((s) => ({
      session: s.id,
      name: row.name,
      start: s.starts_at,
      end: s.ends_at,
      courtIds: parts.courts.get(s.id) ?? [],
      coachIds: parts.coaches.get(s.id) ?? [],
    })),
  );
  const failed = [];
  for (const r of results) {
    const s = sessions.find((x) => x.id === r.session)!;
    if (r.series)
      await tx
        .update(eventSessions)
        .set({ booking_series_id: r.series })
        .where(and(eq(eventSessions.club_id, row.club_id), eq(eventSessions.id, s.id)));
    else
      failed.push({
        session: sessionRecord(s, parts, zone, row.max_participant_session),
        reason: r.reason,
        result: 'not booked',
      });
  }
  return failed;
}

/** POST /api/event/{id}/book_courts/: books every live, unbooked, future session's courts; the ones that cannot be booked come back in failed_sessions. */
export async function bookCourts({ ctx, id }: { ctx: Ctx; id: number }) {
  const found = await loadEvent(ctx, id, { area: 'clinics' });
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, events, found.id, found.club_id);
    if (!row) throw notFound(NOT_FOUND);
    if (row.status === 'C') throw invalid(eventMessages.cancelled);
    const sessions = await tx
      .select()
      .from(eventSessions)
      .where(
        and(
          eq(eventSessions.club_id, row.club_id),
          eq(eventSessions.event_id, row.id),
          isNull(eventSessions.cancelled_at),
          isNull(eventSessions.booking_series_id),
          gte(eventSessions.starts_at, clock.now()),
        ),
      )
      .orderBy(asc(eventSessions.starts_at));
    const failed = await bookSessions(ctx, tx, row, sessions, zone);
    return { ...(await eventAnswer(tx, row)), failed_sessions: failed };
  });
}

/** POST /api/event/{id}/clone/: a draft copy on a new schedule (start date required; an end date overrides the session count), with its rates, courts and coaches, and its sessions made. */
export async function cloneEvent({ ctx, input }: { ctx: Ctx; input: { id: number; body: CloneEvent } }) {
  const found = await loadEvent(ctx, input.id, { area: 'clinics' });
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const { id: _id, created_at: _c, ...copy } = found;
    const end = input.body.end_date;
    const [row] = await tx
      .insert(events)
      .values({
        ...copy,
        status: 'D',
        start_date: input.body.start_date,
        end_date: end,
        num_sessions: end ? null : (input.body.num_sessions ?? found.num_sessions),
        excluded_dates: input.body.excluded_dates,
        created_by: ctx.actor?.playerId ?? null,
      })
      .returning();
    const parts = await eventParts(tx, found.club_id, [found.id]);
    await writeEventParts(
      tx,
      found.club_id,
      row.id,
      parts.courts.get(found.id) ?? [],
      parts.coaches.get(found.id) ?? [],
    );
    const rates = await tx
      .select()
      .from(eventMembershipTypeRates)
      .where(and(eq(eventMembershipTypeRates.club_id, found.club_id), eq(eventMembershipTypeRates.event_id, found.id)));
    if (rates.length)
      await tx.insert(eventMembershipTypeRates).values(rates.map(({ id: _r, ...r }) => ({ ...r, event_id: row.id })));
    await insertSessions(tx, row, zone);
    return eventAnswer(tx, row);
  });
}

/** POST /api/club/{id}/get_event_map/ {from, to, type}: the club's events and their live sessions in a date range, for a calendar. */
export async function eventMap({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; from: string; to: string; type?: string };
}) {
  await assertAccess(ctx, input.club, { area: 'clinics', player: true });
  const staff = await isClinicStaff(ctx, input.club);
  const zone = (await getClubBookingFacts(ctx.db, input.club)).zone;
  const from = DateTime.fromISO(input.from, { zone }).startOf('day').toJSDate();
  const to = DateTime.fromISO(input.to, { zone }).plus({ days: 1 }).startOf('day').toJSDate();
  const rows = await ctx.db
    .select({
      session: eventSessions,
      event: { id: events.id, name: events.name, ttype: events.ttype, status: events.status },
    })
    .from(eventSessions)
    .innerJoin(events, and(eq(events.id, eventSessions.event_id), eq(events.club_id, eventSessions.club_id)))
    .where(
      and(
        eq(eventSessions.club_id, input.club),
        isNull(eventSessions.cancelled_at),
        gte(eventSessions.ends_at, from),
        lte(eventSessions.starts_at, to),
        input.type ? eq(events.ttype, input.type) : undefined,
        staff ? undefined : eq(events.status, 'P'),
      ),
    )
    .orderBy(asc(eventSessions.starts_at));
  const parts = await sessionParts(
    ctx.db,
    input.club,
    rows.map((r) => r.session.id),
  );
  return rows.map((r) => ({
    event: r.event.id,
    name: r.event.name,
    ttype: r.event.ttype,
    status: r.event.status,
    session: sessionRecord(r.session, parts, zone, null),
  }));
}
