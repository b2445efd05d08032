import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { eventParticipantSessions, eventParticipants, eventSessions, events } from './clinics.tables';

// What the player's calendar feed (bookings area, GET /api/calendar/{token}.ics) shows of
// clinics: the sessions the player holds a place in (docs/clinics.md "Calendar").

export type ClinicCalendarSession = {
  id: number;
  event: number;
  name: string;
  number: number;
  start: Date;
  end: Date;
  club: number;
  club_name: string;
};

/** At most this many sessions in a feed (a feed is read often; calendars keep what they have read). */
const MAX_SESSIONS = 1000;

/** The live sessions of published events the player has joined (not withdrawn), ending at `since` or later, soonest first. */
export async function clinicSessionsOfPlayer(
  db: Db | Tx,
  playerId: number,
  since: Date,
): Promise<ClinicCalendarSession[]> {
  const rows = await db
    .select({
      id: eventSessions.id,
      event: events.id,
      name: events.name,
      number: eventSessions.number,
      start: eventSessions.starts_at,
      end: eventSessions.ends_at,
      club: events.club_id,
    })
    .from(eventParticipantSessions)
    .innerJoin(
      eventParticipants,
      and(
        eq(eventParticipants.club_id, eventParticipantSessions.club_id),
        eq(eventParticipants.id, eventParticipantSessions.participant_id),
      ),
    )
    .innerJoin(
      eventSessions,
      and(
        eq(eventSessions.club_id, eventParticipantSessions.club_id),
        eq(eventSessions.id, eventParticipantSessions.session_id),
      ),
    )
    .innerJoin(events, and(eq(events.club_id, eventSessions.club_id), eq(events.id, eventSessions.event_id)))
    .where(
      and(
        eq(eventParticipants.player_id, playerId),
        eq(eventParticipantSessions.status, 'J'),
        isNull(eventSessions.cancelled_at),
        gte(eventSessions.ends_at, since),
        eq(events.status, 'P'),
      ),
    )
    .orderBy(asc(eventSessions.starts_at), asc(eventSessions.id))
    .limit(MAX_SESSIONS);
  const names = new Map<number, string>();
  for (const club of new Set(rows.map((r) => r.club))) names.set(club, (await getClubBookingFacts(db, club)).name);
  return rows.map((r) => ({ ...r, club_name: names.get(r.club) ?? '' }));
}
