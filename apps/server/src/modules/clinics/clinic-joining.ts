import { and, asc, count, eq, gt, inArray, isNull, min } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  EVENT_GENDERS,
  eventMessages,
  fitsSkillLevels,
  formatDate,
  formatDateTime,
  signUpOpensAt,
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

/**
 * A member of the register that staff add (`member` in the join): their linked player's standing
 * and profile when they have a Rally account, else the register's standing, name and e-mail. Null
 * when the club has no such member.
 */
export async function joinerOfMember(
  db: Ctx['db'] | Tx,
  event: Pick<EventRow, 'club_id'>,
  memberId: number,
  zone: string,
): Promise<{ playerId: number | null; joiner: JoinerFacts } | null> {
  const today = clock.todayIn(zone);
  const standing = (
    await findMemberStandings(db, event.club_id, today, { memberIds: [memberId], playerIds: [] })
  ).byMember.get(memberId);
  if (!standing) return null;
  if (standing.player_id !== null)
    return { playerId: standing.player_id, joiner: await joinerOf(db, event, standing.player_id, zone) };
  return {
    playerId: null,
    joiner: {
      who: { kind: standing.kind, membership_type: standing.membership_type } as Joiner,
      facts: null,
      level: null,
      today,
      name: standing.name,
      email: standing.email,
    },
  };
}

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

/**
 * Every limit of the event the joiner breaks (spec 3 §3: members only, gender, age, NTRP). No date
 * of birth or NTRP level breaks no limit; no gender breaks a gender limit (docs/account.md), and a
 * player joining themselves is told where to set it.
 */
export function limitRefusals(event: EventLimits, joiner: JoinerFacts, byStaff = false, junior?: string) {
  const out: string[] = [];
  if (!event.allow_nonmember && joiner.who.kind !== 'member') out.push(eventMessages.membersOnly);
  const f = joiner.facts;
  if (f && event.allowed_gender !== 'U' && f.gender !== event.allowed_gender) {
    const refusal = eventMessages.gender(EVENT_GENDERS[event.allowed_gender as 'M' | 'F']);
    out.push(f.gender === 'U' && !byStaff ? `${refusal} ${eventMessages.genderUnset}` : refusal);
  }
  const age = f?.dob ? ageOn(f.dob, joiner.today) : null;
  const young = age !== null && event.min_age !== null && age < event.min_age;
  const old = age !== null && event.max_age !== null && age > event.max_age;
  // A guardian's junior is told their own age (issue 30): the age is the junior's, not the guardian's.
  if (junior && (young || old)) out.push(eventMessages.juniorAge(junior, age!, event.min_age, event.max_age));
  else if (young) out.push(eventMessages.tooYoung(event.min_age!));
  else if (old) out.push(eventMessages.tooOld(event.max_age!));
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
  opts: { byStaff: boolean; whose: string; levelOverride: boolean; junior?: string },
) {
  const refusals = limitRefusals(event, joiner, opts.byStaff, opts.junior);
  const level = levelRefusal(event, joiner, opts.whose);
  if (level && !(opts.byStaff && opts.levelOverride)) refusals.push(level);
  if (!opts.byStaff && joiner.who.kind === 'member' && !event.member_app_join)
    refusals.push('Members join this event through the club.');
  if (!opts.byStaff && joiner.who.kind !== 'member' && !event.nonmember_app_join)
    refusals.push('Non-members join this event through the club.');
  return { refusals, level };
}

/**
 * The refusal of a join before sign-up opens (advance_join_days before the first session joined,
 * in the club's zone: docs/clinics.md "Sign-up opening"), or null when it is open; its date in the
 * club's locale.
 */
export function notOpenRefusal(
  event: Pick<EventRow, 'advance_join_days'>,
  firstStart: Date | null,
  zone: string,
  locale?: string,
): string | null {
  const opens = signUpOpensAt(event.advance_join_days, firstStart, zone);
  if (!opens || clock.now() >= opens) return null;
  return eventMessages.notOpenYet(
    formatDate(opens, zoneFormat(zone, locale), { weekday: true }),
    event.advance_join_days!,
  );
}

/** Each event's next live session start (not yet started), by event id: when its sign-up opening counts from. */
export async function nextSessionStarts(db: Ctx['db'] | Tx, clubId: number, eventIds: number[]) {
  if (!eventIds.length) return new Map<number, Date>();
  const rows = await db
    .select({ event: eventSessions.event_id, first: min(eventSessions.starts_at) })
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.club_id, clubId),
        inArray(eventSessions.event_id, eventIds),
        isNull(eventSessions.cancelled_at),
        gt(eventSessions.starts_at, clock.now()),
      ),
    )
    .groupBy(eventSessions.event_id);
  return new Map(rows.flatMap((r) => (r.first ? [[r.event, new Date(r.first)] as const] : [])));
}

/**
 * Places of each event's sessions still to come, by event id (the list's "Full"): the fewest left
 * in a session (joined places and live waiting-list offers count as taken, as a join counts them,
 * but the caller's own offer is theirs), and whether the event is full for a joiner: a full
 * session when it is joined whole, or every session full. Events without a limit are left out.
 */
export async function eventPlaces(
  db: Ctx['db'] | Tx,
  clubId: number,
  events: Pick<EventRow, 'id' | 'max_participant_session' | 'can_join_single_session'>[],
  playerId: number | null,
) {
  const out = new Map<number, { places_left: number; full: boolean }>();
  const limited = events.filter((e) => e.max_participant_session !== null);
  if (!limited.length) return out;
  const sessions = await db
    .select({ id: eventSessions.id, event: eventSessions.event_id })
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.club_id, clubId),
        inArray(
          eventSessions.event_id,
          limited.map((e) => e.id),
        ),
        isNull(eventSessions.cancelled_at),
        gt(eventSessions.starts_at, clock.now()),
      ),
    );
  const ids = sessions.map((s) => s.id);
  const taken = ids.length
    ? await db
        .select({ session: eventParticipantSessions.session_id, n: count() })
        .from(eventParticipantSessions)
        .where(
          and(
            eq(eventParticipantSessions.club_id, clubId),
            inArray(eventParticipantSessions.session_id, ids),
            eq(eventParticipantSessions.status, 'J'),
          ),
        )
        .groupBy(eventParticipantSessions.session_id)
    : [];
  const offered = await offeredPlaces(db, clubId, ids, clock.now(), playerId);
  for (const e of limited) {
    const left = sessions
      .filter((s) => s.event === e.id)
      .map(
        (s) => e.max_participant_session! - (taken.find((t) => t.session === s.id)?.n ?? 0) - (offered.get(s.id) ?? 0),
      );
    if (!left.length) continue;
    const fewest = Math.max(0, Math.min(...left));
    const full = e.can_join_single_session ? left.every((n) => n <= 0) : fewest === 0;
    out.set(e.id, { places_left: fewest, full });
  }
  return out;
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
  locale?: string,
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
      throw conflict(eventMessages.full(formatDateTime(s.starts_at, zoneFormat(zone, locale), { weekday: true })));
  }
}
