import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { EVENT_WAITLIST_OFFER_HOURS } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { enqueue } from '../../integrations/jobs/queue';
import type { Job, JobHandlers } from '../../integrations/jobs/worker';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { queueMail } from '../../integrations/mail/mailer';
import { notify } from '../notifications/notify.service';
import type { Config } from '../../config';
import { namesAndEmailsOf } from '../players/people.service';
import type { EventRow } from './clinic-records';
import { waitlistOfferMail } from './clinics.mail';
import { eventParticipantSessions, eventSessions, eventWaitlist, events } from './clinics.tables';

// The waiting list of a full session (docs/clinics.md "Waiting list"): players queue in order;
// a place freed (a withdrawal) is offered to the first one waiting, held for them for
// EVENT_WAITLIST_OFFER_HOURS; they take it by joining the session. When the time runs out
// (the jobs queue's `events.waitlist-expire` at the offer's end) the offer passes on. Every
// change runs under the event row's lock, like every change of places. A player's own entries:
// clinic-waitlist-entries.service.ts.

/** What the waiting list's verbs need: the caller, and the public address for the offer's e-mail. */
export type WaitlistCtx = Pick<ServiceContext, 'db' | 'actor' | 'standings' | 'config'>;
const EXPIRE_JOB = 'events.waitlist-expire';

/** Places of these sessions held by live offers (not yet expired), by session; `except` a player's own offer. */
export async function offeredPlaces(
  db: Db | Tx,
  clubId: number,
  sessionIds: number[],
  now: Date,
  exceptPlayer: number | null,
) {
  const out = new Map<number, number>();
  if (!sessionIds.length) return out;
  const rows = await db
    .select({ session: eventWaitlist.session_id, n: count() })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.club_id, clubId),
        inArray(eventWaitlist.session_id, sessionIds),
        eq(eventWaitlist.status, 'O'),
        gt(eventWaitlist.offer_expires_at, now),
        exceptPlayer === null ? undefined : ne(eventWaitlist.player_id, exceptPlayer),
      ),
    )
    .groupBy(eventWaitlist.session_id);
  for (const r of rows) out.set(r.session, r.n);
  return out;
}

/** The player took their offered places in these sessions (inside the join's transaction). */
export async function markTaken(tx: Tx, clubId: number, playerId: number, sessionIds: number[]) {
  if (!sessionIds.length) return;
  await tx
    .update(eventWaitlist)
    .set({ status: 'T' })
    .where(
      and(
        eq(eventWaitlist.club_id, clubId),
        eq(eventWaitlist.player_id, playerId),
        inArray(eventWaitlist.session_id, sessionIds),
        inArray(eventWaitlist.status, ['W', 'O']),
      ),
    );
}

/** The player's clinics page at the club (the link of the offer's e-mail). */
const clinicsLink = (publicUrl: string, clubId: number) =>
  `${publicUrl.replace(/\/$/, '')}/clubs/clinics?clubId=${clubId}`;

/**
 * Offers the free places of these sessions to the first players waiting (the caller holds the
 * event row locked): each offer is held until now + the offer time, its expiry is queued, and
 * the player is sent an e-mail with the offer's end in the club's time (in the same transaction).
 */
export async function offerFreedPlaces(tx: Tx, event: EventRow, sessionIds: number[], now: Date, publicUrl: string) {
  if (event.max_participant_session === null || event.status !== 'P') return [];
  const made: number[] = [];
  const mails: { player: number; start: Date; expires: Date }[] = [];
  for (const sessionId of sessionIds) {
    const [session] = await tx
      .select()
      .from(eventSessions)
      .where(and(eq(eventSessions.club_id, event.club_id), eq(eventSessions.id, sessionId)));
    if (!session || session.cancelled_at || session.starts_at <= now) continue;
    const [{ joined }] = await tx
      .select({ joined: count() })
      .from(eventParticipantSessions)
      .where(
        and(
          eq(eventParticipantSessions.club_id, event.club_id),
          eq(eventParticipantSessions.session_id, sessionId),
          eq(eventParticipantSessions.status, 'J'),
        ),
      );
    const offered = (await offeredPlaces(tx, event.club_id, [sessionId], now, null)).get(sessionId) ?? 0;
    const free = event.max_participant_session - joined - offered;
    if (free <= 0) continue;
    const next = await tx
      .select({ id: eventWaitlist.id, player: eventWaitlist.player_id })
      .from(eventWaitlist)
      .where(
        and(
          eq(eventWaitlist.club_id, event.club_id),
          eq(eventWaitlist.session_id, sessionId),
          eq(eventWaitlist.status, 'W'),
        ),
      )
      .orderBy(asc(eventWaitlist.created_at), asc(eventWaitlist.id))
      .limit(free);
    // An offer ends no later than the session's start.
    const hours = DateTime.fromJSDate(now).plus({ hours: EVENT_WAITLIST_OFFER_HOURS }).toJSDate();
    const expires = hours < session.starts_at ? hours : session.starts_at;
    for (const entry of next) {
      await tx
        .update(eventWaitlist)
        .set({ status: 'O', offered_at: now, offer_expires_at: expires })
        .where(and(eq(eventWaitlist.club_id, event.club_id), eq(eventWaitlist.id, entry.id)));
      await enqueue(
        tx,
        EXPIRE_JOB,
        { club: event.club_id, entry: entry.id },
        { runAt: expires, key: `${EXPIRE_JOB}:${entry.id}:${expires.toISOString()}` },
      );
      made.push(entry.id);
      mails.push({ player: entry.player, start: session.starts_at, expires });
    }
  }
  if (mails.length) {
    const facts = await getClubBookingFacts(tx, event.club_id);
    const people = await namesAndEmailsOf(
      tx,
      mails.map((m) => m.player),
    );
    for (const m of mails) {
      const person = people.get(m.player);
      const mail = person?.email
        ? waitlistOfferMail({
            to: person.email,
            name: person.full_name,
            event: event.name,
            club: facts.name,
            start: m.start,
            expires: m.expires,
            zone: facts.zone,
            locale: facts.locale,
            link: clinicsLink(publicUrl, event.club_id),
          })
        : undefined;
      await notify(
        tx,
        { queue: queueMail },
        { playerId: m.player },
        {
          kind: 'waitlist_offer',
          title: `A place is offered: ${event.name}`,
          body: `${facts.name}: take it before the offer ends.`,
          link: `/clubs/clinics?clubId=${event.club_id}`,
          mail,
        },
      );
    }
  }
  return made;
}

/** The job at an offer's end: an offer not taken lapses (X) and the place passes to the next one waiting. */
export async function expireWaitlistOffer(
  db: Db,
  payload: { club: number; entry: number },
  now: Date,
  publicUrl: string,
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.club_id, payload.club), eq(eventWaitlist.id, payload.entry)));
    if (!found) return;
    const event = await lockRecord(tx, events, found.event_id, found.club_id);
    if (!event) return;
    const [entry] = await tx
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.club_id, payload.club), eq(eventWaitlist.id, payload.entry)));
    // Taken, left, or offered again later: nothing to do (the job may run twice).
    if (entry.status !== 'O' || !entry.offer_expires_at || entry.offer_expires_at > now) return;
    await tx
      .update(eventWaitlist)
      .set({ status: 'X' })
      .where(and(eq(eventWaitlist.club_id, entry.club_id), eq(eventWaitlist.id, entry.id)));
    await offerFreedPlaces(tx, event, [entry.session_id], now, publicUrl);
  });
}

/** The events area's jobs (registered in src/jobs.ts). */
export const eventJobHandlers = (config: Pick<Config, 'publicUrl'>): JobHandlers => ({
  async [EXPIRE_JOB](job: Job<{ club: number; entry: number }>, { db, now }) {
    await expireWaitlistOffer(db, job.payload, now(), config.publicUrl);
  },
});
