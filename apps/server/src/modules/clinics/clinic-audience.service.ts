import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventParticipantSessions, eventParticipants, events } from './clinics.tables';

// Who takes part in a club's clinics, for the messaging area's clinic groups (message group type
// C): read when used, so a group follows its clinic as participants join and withdraw. No access
// check here: the caller (a message group verb, a sending job) has checked its own.

export type ClinicParticipant = {
  club: number;
  clinic: number;
  participant: number;
  player_id: number | null;
  name: string;
  email: string;
};

/** A participant counts until they have withdrawn from every session they had (none yet counts). */
const active = sql`(not exists (select 1 from ${eventParticipantSessions} s where s.participant_id = ${eventParticipants}.id)
  or exists (select 1 from ${eventParticipantSessions} s where s.participant_id = ${eventParticipants}.id and s.status = 'J'))`;

/** The active participants of some clinics of a club, or of every clinic a player takes part in. */
export async function clinicParticipants(
  db: Db | Tx,
  filter: { club: number; clinics: readonly number[] } | { player: number },
): Promise<ClinicParticipant[]> {
  if ('clinics' in filter && !filter.clinics.length) return [];
  const where =
    'clinics' in filter
      ? and(eq(eventParticipants.club_id, filter.club), inArray(eventParticipants.event_id, [...filter.clinics]))
      : eq(eventParticipants.player_id, filter.player);
  const rows = await db
    .select({
      club: eventParticipants.club_id,
      clinic: eventParticipants.event_id,
      participant: eventParticipants.id,
      player_id: eventParticipants.player_id,
      name: eventParticipants.name,
      email: eventParticipants.email,
    })
    .from(eventParticipants)
    .innerJoin(events, and(eq(events.club_id, eventParticipants.club_id), eq(events.id, eventParticipants.event_id)))
    .where(and(where, sql`${events.status} <> 'C'`, active))
    .orderBy(asc(eventParticipants.id));
  return rows;
}

/** The club's clinics (not cancelled) to choose a clinic group's clinic from, newest first. */
export async function clinicsToChoose(
  db: Db | Tx,
  clubId: number,
  ids?: readonly number[],
): Promise<{ id: number; name: string; ttype: string; start_date: string | null }[]> {
  return db
    .select({ id: events.id, name: events.name, ttype: events.ttype, start_date: events.start_date })
    .from(events)
    .where(
      and(
        eq(events.club_id, clubId),
        ids ? inArray(events.id, ids.length ? [...ids] : [0]) : sql`${events.status} <> 'C'`,
      ),
    )
    .orderBy(desc(events.start_date), desc(events.id))
    .limit(500);
}
