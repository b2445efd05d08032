import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  EVENT_GENDERS,
  eventMessages,
  fitsSkillLevels,
  formatDateTime,
  zoneFormat,
  type Joiner,
  type PriceRate,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { conflict, invalid } from '../../http/errors';
import { levelsOfPlayers } from '../matches/levels.service';
import { findMemberStandings } from '../members/member-standing.service';
import { findPlayerFacts } from '../players/player-facts.service';
import { offeredPlaces } from './clinic-waitlist.service';
import type { Ctx } from './clinic-event-reads.service';
import type { EventRow, SessionRow } from './clinic-records';
import { eventMembershipTypeRates, eventParticipantSessions, eventSessions } from './clinics.tables';
import * as clock from '../../clock';

// What joining reads (docs/clinics.md "Joining and prices"): the joiner's standing and profile,
// the limits they break, the sessions they may take and the places left; shared by the join and
// add_sessions.

export const priceRates = (rows: (typeof eventMembershipTypeRates.$inferSelect)[]): PriceRate[] =>
  rows.map((r) => ({
    all_members: r.all_members,
    non_members: r.non_members,
    membership_type: r.membership_type_id,
    can_join_all_sessions: r.can_join_all_sessions,
    can_join_single_session: r.can_join_single_session,
    single_minor: r.single_session_price_minor,
    all_minor: r.all_sessions_price_minor,
    refund: r.refund,
    refund_club_cancel: r.refund_club_cancel,
  }));

const ageOn = (dob: string, today: string) =>
  Math.floor(DateTime.fromISO(today).diff(DateTime.fromISO(dob), 'years').years);

/** The joiner's standing, and the profile the limits read. */
export async function joinerOf(
  db: Ctx['db'] | Tx,
  event: Pick<EventRow, 'club_id'>,
  playerId: number | null,
  zone: string,
) {
  const today = clock.todayIn(zone);
  if (playerId === null)
    return {
      who: { kind: 'nonmember', membership_type: null } as Joiner,
      facts: null,
      level: null,
      today,
      name: '',
      email: '',
    };
  const standings = await findMemberStandings(db, event.club_id, today, { memberIds: [], playerIds: [playerId] });
  const standing = standings.byPlayer.get(playerId);
  const facts = (await findPlayerFacts(db, [playerId])).get(playerId) ?? null;
  // The matcha level (docs/clinics.md "Levels"): singles, else doubles; none before a first rated match.
  const levels = (await levelsOfPlayers(db, [playerId])).get(playerId);
  const level = levels?.singles ?? levels?.doubles ?? null;
  return {
    who: { kind: standing?.kind ?? 'nonmember', membership_type: standing?.membership_type ?? null } as Joiner,
    facts,
    level: level && { number: level.number, name: level.name },
    today,
    name: facts?.full_name ?? standing?.name ?? '',
    email: standing?.email ?? '',
  };
}

export type JoinerFacts = Awaited<ReturnType<typeof joinerOf>>;

/** What the limits read of an event (its row, or its API record). */
export type EventLimits = Pick<
  EventRow,
  | 'allow_nonmember'
  | 'allowed_gender'
  | 'min_age'
  | 'max_age'
  | 'min_ntrp'
  | 'max_ntrp'
  | 'generic_levels'
  | 'member_app_join'
  | 'nonmember_app_join'
>;

/** The sentence refusing a joiner whose level is outside the event's levels, else null; `whose` is 'your' or "Pat Player's". */
export function levelRefusal(event: EventLimits, joiner: JoinerFacts, whose: string) {
  if (!joiner.level || fitsSkillLevels(event.generic_levels, joiner.level.number)) return null;
  return eventMessages.level(event.generic_levels, whose, joiner.level);
}

/** Every limit of the event the joiner breaks (spec 3 §3: members only, gender, age, NTRP). */
export function limitRefusals(event: EventLimits, joiner: JoinerFacts) {
  const out: string[] = [];
  if (!event.allow_nonmember && joiner.who.kind !== 'member') out.push(eventMessages.membersOnly);
  const f = joiner.facts;
  if (f && event.allowed_gender !== 'U' && f.gender !== event.allowed_gender)
    out.push(eventMessages.gender(EVENT_GENDERS[event.allowed_gender as 'M' | 'F']));
  if (f?.dob && event.min_age !== null && ageOn(f.dob, joiner.today) < event.min_age)
    out.push(eventMessages.tooYoung(event.min_age));
  if (f?.dob && event.max_age !== null && ageOn(f.dob, joiner.today) > event.max_age)
    out.push(eventMessages.tooOld(event.max_age));
  if (f?.ntrp != null && event.min_ntrp !== null && f.ntrp < event.min_ntrp)
    out.push(`This event is for NTRP ${event.min_ntrp.toFixed(1)} and above.`);
  if (f?.ntrp != null && event.max_ntrp !== null && f.ntrp > event.max_ntrp)
    out.push(`This event is for NTRP ${event.max_ntrp.toFixed(1)} and below.`);
  return out;
}

/**
 * Every reason the joiner may not join: the limits, the level (unless staff override it), and for
 * a join by someone other than the clinics staff the app-join flags. `level` is the level's
 * sentence when it is outside the event's levels (staff are asked to confirm it).
 */
export function joinRefusals(
  event: EventLimits,
  joiner: JoinerFacts,
  opts: { byStaff: boolean; whose: string; levelOverride: boolean },
) {
  const refusals = limitRefusals(event, joiner);
  const level = levelRefusal(event, joiner, opts.whose);
  if (level && !(opts.byStaff && opts.levelOverride)) refusals.push(level);
  if (!opts.byStaff && joiner.who.kind === 'member' && !event.member_app_join)
    refusals.push('Members join this event through the club.');
  if (!opts.byStaff && joiner.who.kind !== 'member' && !event.nonmember_app_join)
    refusals.push('Non-members join this event through the club.');
  return { refusals, level };
}

/** The live sessions not yet started, and those of them chosen (all when none is). */
export async function sessionsToJoin(db: Ctx['db'] | Tx, event: EventRow, chosen: number[]) {
  const open = await db
    .select()
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.club_id, event.club_id),
        eq(eventSessions.event_id, event.id),
        isNull(eventSessions.cancelled_at),
        gt(eventSessions.starts_at, clock.now()),
      ),
    )
    .orderBy(asc(eventSessions.starts_at));
  if (!chosen.length) {
    if (!open.length) throw invalid(eventMessages.noSessions);
    return { sessions: open, whole: true };
  }
  const picked = open.filter((s) => chosen.includes(s.id));
  if (picked.length !== new Set(chosen).size) {
    const [{ any }] = await db
      .select({ any: count() })
      .from(eventSessions)
      .where(
        and(
          eq(eventSessions.club_id, event.club_id),
          eq(eventSessions.event_id, event.id),
          inArray(eventSessions.id, chosen),
        ),
      );
    throw invalid(any === new Set(chosen).size ? eventMessages.pastSessions : eventMessages.sessionsOfEvent, {
      session_set: [eventMessages.sessionsOfEvent],
    });
  }
  return { sessions: picked, whole: picked.length === open.length && event.can_join_single_session === false };
}

/**
 * Refuses when a session has no place left (the event row is locked by the caller): places held
 * by live waiting-list offers count as taken, except the joiner's own offer.
 */
export async function assertPlaces(
  tx: Tx,
  event: EventRow,
  sessions: SessionRow[],
  zone: string,
  playerId: number | null,
) {
  if (event.max_participant_session === null || !sessions.length) return;
  const offered = await offeredPlaces(
    tx,
    event.club_id,
    sessions.map((s) => s.id),
    clock.now(),
    playerId,
  );
  const taken = await tx
    .select({ session: eventParticipantSessions.session_id, n: count() })
    .from(eventParticipantSessions)
    .where(
      and(
        eq(eventParticipantSessions.club_id, event.club_id),
        inArray(
          eventParticipantSessions.session_id,
          sessions.map((s) => s.id),
        ),
        eq(eventParticipantSessions.status, 'J'),
      ),
    )
    .groupBy(eventParticipantSessions.session_id);
  for (const s of sessions) {
    const n = (taken.find((t) => t.session === s.id)?.n ?? 0) + (offered.get(s.id) ?? 0);
    if (n >= event.max_participant_session)
      throw conflict(eventMessages.full(formatDateTime(s.starts_at, zoneFormat(zone), { weekday: true })));
  }
}
