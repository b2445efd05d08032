import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import { assertAccess } from '../../access/access';
import { eventMessages } from '@rally/domain';
import { notFound } from '../../http/errors';
import { findClubCoachOfPlayer } from '../coaches/coach-booking-reads.service';
import { isClinicStaff, type Ctx } from './clinic-event-reads.service';
import { eventParts, eventRecord, eventSpans } from './clinic-records';
import { eventCoaches, eventSessionCoaches, eventSessions, events } from './clinics.tables';
import * as clock from '../../clock';

// A clinic's coaches (docs/clinics.md "Coaches"): one of the event's coaches, or of one of its
// sessions, sees it and its participants.

const NOT_FOUND = eventMessages.notFound;

/** The club coach ids of the caller at the club (none when they do not coach there). */
async function coachIdOf(ctx: Ctx, clubId: number) {
  return ctx.actor ? ((await findClubCoachOfPlayer(ctx.db, clubId, ctx.actor.playerId))?.id ?? null) : null;
}

/** The ids of the club's events the caller coaches: as one of the event's coaches or of one of its sessions. */
async function coachedEventIds(ctx: Ctx, clubId: number, coachId: number, eventIds?: number[]) {
  const byEvent = await ctx.db
    .select({ id: eventCoaches.event_id })
    .from(eventCoaches)
    .where(
      and(
        eq(eventCoaches.club_id, clubId),
        eq(eventCoaches.club_coach_id, coachId),
        eventIds ? inArray(eventCoaches.event_id, eventIds) : undefined,
      ),
    );
  const bySession = await ctx.db
    .selectDistinct({ id: eventSessions.event_id })
    .from(eventSessionCoaches)
    .innerJoin(
      eventSessions,
      and(eq(eventSessions.club_id, eventSessionCoaches.club_id), eq(eventSessions.id, eventSessionCoaches.session_id)),
    )
    .where(
      and(
        eq(eventSessionCoaches.club_id, clubId),
        eq(eventSessionCoaches.club_coach_id, coachId),
        eventIds ? inArray(eventSessions.event_id, eventIds) : undefined,
      ),
    );
  return [...new Set([...byEvent, ...bySession].map((r) => r.id))];
}

/**
 * The event `id` for its clinics staff or one of its coaches (they see its sessions and
 * participants, docs/clinics.md): anyone else at the club is refused as the area refuses them.
 */
export async function loadEventForCoach(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound(NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'clinics', player: true, notFound: NOT_FOUND });
  if (await isClinicStaff(ctx, row.club_id)) return row;
  const coachId = await coachIdOf(ctx, row.club_id);
  if (coachId !== null && (await coachedEventIds(ctx, row.club_id, coachId, [row.id])).length) return row;
  await assertAccess(ctx, row.club_id, { area: 'clinics', notFound: NOT_FOUND });
  return row;
}

/** GET /api/event/coached/?club: the club's events (not drafts) the caller coaches, soonest first. */
export async function listCoachedEvents({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, { area: 'clinics', player: true });
  const coachId = await coachIdOf(ctx, club);
  const ids = coachId === null ? [] : await coachedEventIds(ctx, club, coachId);
  if (!ids.length) return [];
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.club_id, club), inArray(events.id, ids), inArray(events.status, ['P', 'C'])))
    .orderBy(sql`${events.start_date} asc nulls last`, asc(events.id));
  const [parts, spans] = await readTogether(
    ctx.db,
    () =>
      eventParts(
        ctx.db,
        club,
        rows.map((r) => r.id),
      ),
    () =>
      eventSpans(
        ctx.db,
        club,
        rows.map((r) => r.id),
      ),
  );
  const now = clock.now();
  return rows.map((r) =>
    eventRecord(
      r,
      { courts: parts.courts.get(r.id) ?? [], coaches: parts.coaches.get(r.id) ?? [] },
      spans.get(r.id),
      now,
    ),
  );
}
