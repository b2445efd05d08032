import { and, asc, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import { eventMessages, planEventSessions, type EventRecurrence } from '@rally/domain';
import type { Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { bookEventSessions, deleteEventSessionBookings } from '../bookings/event-session-bookings.service';
import { eventParts, sessionParts, sessionRecord, type EventRow, type SessionRow } from './clinic-records';
import { eventParticipants, eventSessionCoaches, eventSessionCourts, eventSessions, events } from './clinics.tables';
import * as clock from '../../clock';
import { eventAnswer, loadEvent, type Ctx } from './clinic-event-reads.service';

// An event's sessions (spec 3 §5): made from its schedule, and their courts booked through the
// bookings area's event-session service; the sessions that cannot be booked are answered.

const NOT_FOUND = eventMessages.notFound;

/** Inserts planned sessions with the event's courts and coaches. */
export async function insertSessions(tx: Tx, row: EventRow, zone: string) {
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
