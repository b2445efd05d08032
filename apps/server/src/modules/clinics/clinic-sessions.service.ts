import { and, asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { eventMessages, type EditEventSession } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { clubCancelPreview, clubCancelledSessions } from './clinic-payments.service';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { cancelEventSessionBookings, deleteEventSessionBookings } from '../bookings/event-session-bookings.service';
import { findClubCoaches } from '../coaches/coach-booking-reads.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import type { Ctx } from './clinic-event-reads.service';
import { bookSessions } from './clinic-schedule.service';
import { participantRecord, participantSessions, sessionParts, sessionRecord, type SessionRow } from './clinic-records';
import {
  eventParticipantSessions,
  eventParticipants,
  eventSessionCoaches,
  eventSessionCourts,
  eventSessions,
  events,
} from './clinics.tables';
import * as clock from '../../clock';

// One session of an event (spec 3 §4, §7): edit its times, courts and coaches (a booked session is
// booked again in the same transaction, so a clash refuses the edit), cancel it (its booking too),
// book its courts, and list its participants.

const NOT_FOUND = eventMessages.sessionNotFound;

async function loadSession(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(eventSessions).where(eq(eventSessions.id, id));
  if (!row) throw notFound(NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'clinics', notFound: NOT_FOUND });
  return row;
}

async function lockBoth(tx: Tx, s: SessionRow) {
  const event = await lockRecord(tx, events, s.event_id, s.club_id);
  const session = await lockRecord(tx, eventSessions, s.id, s.club_id);
  if (!event || !session) throw notFound(NOT_FOUND);
  return { event, session };
}

async function answer(tx: Tx, session: SessionRow, capacity: number | null, zone: string) {
  return sessionRecord(session, await sessionParts(tx, session.club_id, [session.id]), zone, capacity);
}

/** POST /api/eventsession/{id}/edit/ {start, end, court_set, coach_set}. */
export async function editSession({ ctx, input }: { ctx: Ctx; input: { id: number; body: EditEventSession } }) {
  const found = await loadSession(ctx, input.id);
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const { event, session } = await lockBoth(tx, found);
    const body = input.body;
    const start = body.start ? DateTime.fromISO(body.start.slice(0, 16), { zone }).toJSDate() : session.starts_at;
    const end = body.end ? DateTime.fromISO(body.end.slice(0, 16), { zone }).toJSDate() : session.ends_at;
    if (end <= start) throw invalid(eventMessages.invalid, { end: ['End must be later than start'] });
    if (
      body.court_set?.length &&
      (await findClubCourts(tx, session.club_id, body.court_set)).length !== new Set(body.court_set).size
    )
      throw invalid(eventMessages.invalid, { court_set: ['Choose courts of this club'] });
    if (
      body.coach_set?.length &&
      (await findClubCoaches(tx, session.club_id, body.coach_set)).length !== new Set(body.coach_set).size
    )
      throw invalid(eventMessages.invalid, { coach_set: ['Choose coaches of this club'] });
    if (body.court_set) {
      await tx
        .delete(eventSessionCourts)
        .where(and(eq(eventSessionCourts.club_id, session.club_id), eq(eventSessionCourts.session_id, session.id)));
      if (body.court_set.length)
        await tx.insert(eventSessionCourts).values(
          [...new Set(body.court_set)].map((court_id) => ({
            club_id: session.club_id,
            session_id: session.id,
            court_id,
          })),
        );
    }
    if (body.coach_set) {
      await tx
        .delete(eventSessionCoaches)
        .where(and(eq(eventSessionCoaches.club_id, session.club_id), eq(eventSessionCoaches.session_id, session.id)));
      if (body.coach_set.length)
        await tx.insert(eventSessionCoaches).values(
          [...new Set(body.coach_set)].map((club_coach_id) => ({
            club_id: session.club_id,
            session_id: session.id,
            club_coach_id,
          })),
        );
    }
    let [saved] = await tx
      .update(eventSessions)
      .set({ starts_at: start, ends_at: end, booking_series_id: null })
      .where(and(eq(eventSessions.id, session.id), eq(eventSessions.club_id, session.club_id)))
      .returning();
    if (session.booking_series_id) {
      // Booked: the old booking goes and the new times and courts are booked, or the edit is refused.
      await deleteEventSessionBookings(ctx, tx, session.club_id, [session.booking_series_id]);
      const failed = await bookSessions(ctx, tx, event, [saved], zone);
      if (failed.length) throw conflict(failed[0].reason ?? 'The court is taken.');
      [saved] = await tx
        .select()
        .from(eventSessions)
        .where(and(eq(eventSessions.id, session.id), eq(eventSessions.club_id, session.club_id)));
    }
    return answer(tx, saved, event.max_participant_session, zone);
  });
}

/** POST /api/eventsession/{id}/cancel/: the session is cancelled and its court booking with it; its participants are refunded per the club's rule (`?check=true`: the outcome only). */
export async function cancelSession({ ctx, id, check = false }: { ctx: ServiceContext; id: number; check?: boolean }) {
  const found = await loadSession(ctx, id);
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const { event, session } = await lockBoth(tx, found);
    // ?check=true: the refund outcome only, shown before confirming.
    if (check) return clubCancelPreview(ctx, tx, event, session.cancelled_at ? [] : [session.id]);
    if (session.cancelled_at) return answer(tx, session, event.max_participant_session, zone);
    if (session.booking_series_id)
      await cancelEventSessionBookings(ctx, tx, session.club_id, [session.booking_series_id]);
    const [saved] = await tx
      .update(eventSessions)
      .set({ cancelled_at: clock.now() })
      .where(and(eq(eventSessions.id, session.id), eq(eventSessions.club_id, session.club_id)))
      .returning();
    await clubCancelledSessions(ctx, tx, event, [session.id]);
    return answer(tx, saved, event.max_participant_session, zone);
  });
}

/** POST /api/eventsession/{id}/create_booking/: books the session's courts; a clash is a 409 with its reason. */
export async function createSessionBooking({ ctx, id }: { ctx: Ctx; id: number }) {
  const found = await loadSession(ctx, id);
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const { event, session } = await lockBoth(tx, found);
    if (session.cancelled_at) throw invalid('This session is cancelled.');
    if (session.booking_series_id) return answer(tx, session, event.max_participant_session, zone);
    const failed = await bookSessions(ctx, tx, event, [session], zone);
    if (failed.length) throw conflict(failed[0].reason ?? 'The court is taken.');
    const [saved] = await tx
      .select()
      .from(eventSessions)
      .where(and(eq(eventSessions.id, session.id), eq(eventSessions.club_id, session.club_id)));
    return answer(tx, saved, event.max_participant_session, zone);
  });
}

/** POST /api/eventsession/{id}/get_participants/: the participants holding a place in the session. */
export async function sessionParticipants({ ctx, id }: { ctx: Ctx; id: number }) {
  const session = await loadSession(ctx, id);
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, session.event_id), eq(events.club_id, session.club_id)));
  const rows = await ctx.db
    .select({ p: eventParticipants })
    .from(eventParticipantSessions)
    .innerJoin(
      eventParticipants,
      and(
        eq(eventParticipants.id, eventParticipantSessions.participant_id),
        eq(eventParticipants.club_id, eventParticipantSessions.club_id),
      ),
    )
    .where(
      and(
        eq(eventParticipantSessions.club_id, session.club_id),
        eq(eventParticipantSessions.session_id, session.id),
        eq(eventParticipantSessions.status, 'J'),
      ),
    )
    .orderBy(asc(eventParticipants.name));
  const sessions = await participantSessions(
    ctx.db,
    session.club_id,
    rows.map((r) => r.p.id),
  );
  return rows.map((r) => participantRecord(r.p, sessions.get(r.p.id) ?? [], event.currency_code));
}
