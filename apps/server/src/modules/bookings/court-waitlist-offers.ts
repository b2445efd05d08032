import { and, asc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { formatDateRange, zoneFormat } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { enqueue } from '../../integrations/jobs/queue';
import type { Job, JobHandlers } from '../../integrations/jobs/worker';
import type { Deps } from '../../http/route-helpers';
import * as clock from '../../clock';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { notify } from '../notifications/notify.service';
import { userIdOfPlayer } from '../players/people.service';
import { availabilityOf } from './player-availability.service';
import { courtWaitlist } from './court-waitlist.tables';
import { lockHolds, OFFER_JOB } from './court-holds';

// The offers of the waiting list for courts (issue 29, docs/court-waitlist.md). The job
// `courts.waitlist-offer` {clubId} (enqueued by every cancellation, a no-show release, a let-go or
// a lapsed offer) walks the club's line in order of joining and, for each entry, looks for a time
// it wants that is free for its player by the same availability search the booking page uses
// (every player rule, live bookings and other holds). The first such time is held for the entry
// until now + the club's hold minutes (never past the time's start); `courts.waitlist-expire`
// lets it lapse at that moment and offers again. As the clinics' waiting list does (clinic-
// waitlist.service.ts), an offer is a status on the entry with its end queued as a job and told
// by the `waitlist_offer` notification; here the held court is also guarded by the database
// (the booking_slots trigger of migration court_waitlist).

const EXPIRE_JOB = 'courts.waitlist-expire';

type Entry = typeof courtWaitlist.$inferSelect;
export type OfferDeps = Pick<Deps, 'config' | 'mailer' | 'payments'> & { log: ServiceContext['log'] };

/** The service context of the entry's player (the job, a claim by staff): their rules, their standing. */
export async function playerCtx(db: Db | Tx, deps: OfferDeps, playerId: number): Promise<ServiceContext> {
  return {
    ...deps,
    db: db as Db,
    actor: { userId: (await userIdOfPlayer(db, playerId)) ?? 0, playerId },
    standings: new Map(),
  };
}

export type FreeTime = { court: number; court_name: string; start: Date; end: Date };

/**
 * The first time the entry wants that is free for its player now (earliest start, then the lowest
 * court number): `duration` minutes inside its window, on its court when it names one, not started.
 */
export async function freeTimeFor(
  ctx: ServiceContext,
  entry: Pick<Entry, 'club_id' | 'court_id' | 'starts_at' | 'ends_at' | 'duration_minutes'>,
  zone: string,
): Promise<FreeTime | null> {
  const now = clock.now();
  const from = DateTime.fromJSDate(entry.starts_at > now ? entry.starts_at : now, { zone }).startOf('day');
  const last = DateTime.fromJSDate(entry.ends_at, { zone }).minus({ minutes: entry.duration_minutes });
  for (let day = from; day <= last; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    const { answer } = await availabilityOf({
      ctx,
      input: { club: entry.club_id, date, duration: entry.duration_minutes },
    });
    let best: FreeTime | null = null;
    let bestNumber = 0;
    for (const court of answer.courts) {
      if (entry.court_id !== null && court.id !== entry.court_id) continue;
      const times = answer.groups[court.group].times;
      for (let i = 0; i < times.length; i++) {
        if (!court.free[i]) continue;
        const start = DateTime.fromISO(`${date}T${times[i].start}`, { zone }).toJSDate();
        const end = new Date(start.getTime() + entry.duration_minutes * 60_000);
        if (start < entry.starts_at || end > entry.ends_at) continue;
        if (!best || start < best.start || (start.getTime() === best.start.getTime() && court.number < bestNumber)) {
          best = { court: court.id, court_name: court.name, start, end };
          bestNumber = court.number;
        }
      }
    }
    if (best) return best;
  }
  return null;
}

/**
 * Offers the free times the club's line wants, first in line first (the caller holds the hold
 * lock): each entry gets at most one held time; an entry whose window has passed lapses.
 */
export async function offerInTx(tx: Tx, deps: OfferDeps, clubId: number) {
  const facts = await getClubBookingFacts(tx, clubId);
  if (!facts.booking_enabled || facts.waitlist_hold_minutes <= 0) return [];
  const now = clock.now();
  await tx
    .update(courtWaitlist)
    .set({ status: 'X' })
    .where(
      and(
        eq(courtWaitlist.club_id, clubId),
        eq(courtWaitlist.status, 'W'),
        sql`${courtWaitlist.ends_at} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  const line = await tx
    .select()
    .from(courtWaitlist)
    .where(and(eq(courtWaitlist.club_id, clubId), eq(courtWaitlist.status, 'W')))
    .orderBy(asc(courtWaitlist.created_at), asc(courtWaitlist.id));
  const made: number[] = [];
  for (const entry of line) {
    const ctx = await playerCtx(tx, deps, entry.player_id);
    let time: FreeTime | null = null;
    try {
      time = await freeTimeFor(ctx, entry, facts.zone);
    } catch (error) {
      // The player is no longer a player of the club (404 of the access check): their entry lapses.
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      await tx
        .update(courtWaitlist)
        .set({ status: 'X' })
        .where(and(eq(courtWaitlist.club_id, clubId), eq(courtWaitlist.id, entry.id)));
      continue;
    }
    if (!time) continue;
    const hold = new Date(now.getTime() + facts.waitlist_hold_minutes * 60_000);
    const expires = hold < time.start ? hold : time.start;
    await tx
      .update(courtWaitlist)
      .set({
        status: 'O',
        offer_court_id: time.court,
        offer_starts_at: time.start,
        offer_ends_at: time.end,
        offered_at: now,
        offer_expires_at: expires,
      })
      .where(and(eq(courtWaitlist.club_id, clubId), eq(courtWaitlist.id, entry.id)));
    await enqueue(
      tx,
      EXPIRE_JOB,
      { clubId, entry: entry.id },
      { runAt: expires, key: `${EXPIRE_JOB}:${entry.id}:${expires.toISOString()}` },
    );
    const format = zoneFormat(facts.zone, facts.locale);
    const when = formatDateRange(time.start, time.end, format, { weekday: true, time: true });
    const until = DateTime.fromJSDate(expires, { zone: facts.zone }).toFormat('HH:mm');
    await notify(
      tx,
      deps.mailer,
      { playerId: entry.player_id },
      {
        kind: 'waitlist_offer',
        title: `A court is held for you: ${time.court_name}, ${when}`,
        body: `${facts.name}: claim it by ${until}, or it goes to the next in line.`,
        link: `/clubs/book?clubId=${clubId}`,
      },
    );
    made.push(entry.id);
  }
  return made;
}

/** The job: under the club's hold lock, offer what the line wants. */
export async function offerFreedCourts(db: Db, deps: OfferDeps, clubId: number) {
  return db.transaction(async (tx) => {
    await lockHolds(tx, clubId);
    return offerInTx(tx, deps, clubId);
  });
}

/** The job at an offer's end: an offer not claimed lapses (X) and the line is offered again. */
export async function expireCourtOffer(db: Db, deps: OfferDeps, payload: { clubId: number; entry: number }) {
  await db.transaction(async (tx) => {
    await lockHolds(tx, payload.clubId);
    const [entry] = await tx
      .select()
      .from(courtWaitlist)
      .where(and(eq(courtWaitlist.club_id, payload.clubId), eq(courtWaitlist.id, payload.entry)));
    // Claimed, left, or offered again later: nothing to do (the job may run twice).
    if (!entry || entry.status !== 'O' || !entry.offer_expires_at || entry.offer_expires_at > clock.now()) return;
    await tx
      .update(courtWaitlist)
      .set({ status: 'X' })
      .where(and(eq(courtWaitlist.club_id, entry.club_id), eq(courtWaitlist.id, entry.id)));
    await offerInTx(tx, deps, payload.clubId);
  });
}

/** The waiting list's jobs (registered in src/jobs.ts). */
export const courtWaitlistJobHandlers = (deps: Deps): JobHandlers => ({
  async [OFFER_JOB](job: Job<{ clubId: number }>, { db, log }) {
    await offerFreedCourts(db, { ...deps, log: log as unknown as ServiceContext['log'] }, job.payload.clubId);
  },
  async [EXPIRE_JOB](job: Job<{ clubId: number; entry: number }>, { db, log }) {
    await expireCourtOffer(db, { ...deps, log: log as unknown as ServiceContext['log'] }, job.payload);
  },
});
