import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventParticipantSessions, eventParticipants, eventSessions } from './clinics.tables';

/**
 * True when a player holds a place in a session still to come, at any club (households: a junior
 * with places is not removed; docs/households.md). Withdrawn places do not count.
 */
export async function hasUpcomingPlace(db: Db | Tx, playerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ session: eventParticipantSessions.session_id })
    .from(eventParticipants)
    .innerJoin(
      eventParticipantSessions,
      and(
        eq(eventParticipantSessions.club_id, eventParticipants.club_id),
        eq(eventParticipantSessions.participant_id, eventParticipants.id),
      ),
    )
    .innerJoin(
      eventSessions,
      and(
        eq(eventSessions.club_id, eventParticipantSessions.club_id),
        eq(eventSessions.id, eventParticipantSessions.session_id),
      ),
    )
    .where(
      and(
        eq(eventParticipants.player_id, playerId),
        isNull(eventParticipantSessions.withdrawn_at),
        gt(eventSessions.starts_at, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
