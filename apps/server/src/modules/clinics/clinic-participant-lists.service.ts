import { and, asc, eq, inArray } from 'drizzle-orm';
import { toLocalDateTime } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { type Ctx } from './clinic-event-reads.service';
import { loadEventForCoach } from './clinic-coaches.service';
import { participantRecord, participantSessions } from './clinic-records';
import { eventParticipants, eventSessions, events } from './clinics.tables';

// The lists of participants (spec 3 §4): an event's, for its staff and coaches, and a player's own.

/** POST /api/event/{id}/get_participants/: every participant with their sessions (the clinics staff, or a coach of the event). */
export async function eventParticipantsOf({ ctx, id }: { ctx: Ctx; id: number }) {
  const event = await loadEventForCoach(ctx, id);
  const rows = await ctx.db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.club_id, event.club_id), eq(eventParticipants.event_id, event.id)))
    .orderBy(asc(eventParticipants.name), asc(eventParticipants.id));
  const sessions = await participantSessions(
    ctx.db,
    event.club_id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => participantRecord(r, sessions.get(r.id) ?? [], event.currency_code));
}

/** GET /api/eventparticipant/mine/?club: the caller's own participations at a club, with their events' names and sessions. */
export async function myParticipations({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, { area: 'clinics', player: true });
  const zone = (await getClubBookingFacts(ctx.db, club)).zone;
  const rows = await ctx.db
    .select({
      p: eventParticipants,
      event: { id: events.id, name: events.name, currency: events.currency_code, status: events.status },
    })
    .from(eventParticipants)
    .innerJoin(events, and(eq(events.id, eventParticipants.event_id), eq(events.club_id, eventParticipants.club_id)))
    .where(and(eq(eventParticipants.club_id, club), eq(eventParticipants.player_id, ctx.actor!.playerId)))
    .orderBy(asc(eventParticipants.id));
  const sessions = await participantSessions(
    ctx.db,
    club,
    rows.map((r) => r.p.id),
  );
  const ids = [...new Set(rows.flatMap((r) => (sessions.get(r.p.id) ?? []).map((s) => s.session)))];
  const times = ids.length
    ? await ctx.db
        .select({
          id: eventSessions.id,
          start: eventSessions.starts_at,
          end: eventSessions.ends_at,
          cancelled: eventSessions.cancelled_at,
        })
        .from(eventSessions)
        .where(and(eq(eventSessions.club_id, club), inArray(eventSessions.id, ids)))
    : [];
  return rows.map((r) => ({
    ...participantRecord(r.p, sessions.get(r.p.id) ?? [], r.event.currency),
    event_name: r.event.name,
    event_status: r.event.status,
    currency: r.event.currency.toUpperCase(),
    sessions: (sessions.get(r.p.id) ?? []).map((s) => {
      const t = times.find((x) => x.id === s.session)!;
      return {
        id: s.session,
        status: s.status,
        start: toLocalDateTime(t.start, zone),
        end: toLocalDateTime(t.end, zone),
        cancelled: t.cancelled !== null,
      };
    }),
  }));
}
