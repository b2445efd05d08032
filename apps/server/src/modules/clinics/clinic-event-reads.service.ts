import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import { DateTime } from 'luxon';
import { eventMessages } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import {
  eventParts,
  eventRecord,
  eventSpans,
  rateRecord,
  sessionParts,
  sessionRecord,
  type EventRow,
} from './clinic-records';
import { eventMembershipTypeRates, eventSessions, events } from './clinics.tables';
import * as clock from '../../clock';
import { containing } from '../../db/like';

// Events read (spec 3 §3, §4, §7; docs/clinics.md): the clinics area's staff read every event of
// their club, the club's players the published ones. The commands are clinics.service.ts.

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
    input.search ? ilike(events.name, containing(input.search)) : undefined,
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
