import { and, eq, gte, isNull } from 'drizzle-orm';
import { eventMessages, toMinor, type CloneEvent, type CreateEvent, type UpdateEvent } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { getClinicParams } from '../clubs/club-clinic-params.service';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { findClubCoaches } from '../coaches/coach-booking-reads.service';
import { cancelEventSessionBookings, deleteEventSessionBookings } from '../bookings/event-session-bookings.service';
import { clubCancelPreview, clubCancelledSessions } from './clinic-payments.service';
import { eventParts } from './clinic-records';
import { eventCoaches, eventCourts, eventMembershipTypeRates, eventSessions, events } from './clinics.tables';
import * as clock from '../../clock';
import { eventAnswer, loadEvent, type Ctx } from './clinic-event-reads.service';
import { insertSessions } from './clinic-schedule.service';

// Events (spec 3 §3, §4, §7; docs/clinics.md): the clinics area's staff (AGENT or COURT_BOOKINGS)
// create, change, publish, cancel and clone them (reads: clinic-event-reads.service.ts; sessions
// and their courts: clinic-schedule.service.ts).

const NOT_FOUND = eventMessages.notFound;

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
