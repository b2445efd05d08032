import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { eventMessages, toLocalDateTime } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { eventParticipantSessions, eventSessions, eventWaitlist, events } from './clinics.tables';
import * as clock from '../../clock';
import { offerFreedPlaces, offeredPlaces, type WaitlistCtx } from './clinic-waitlist.service';

// A player's own entries on the waiting lists (docs/clinics.md "Waiting list"): queueing for a
// full session, leaving, and the live entries at a club; the offers are clinic-waitlist.service.ts.

type Ctx = WaitlistCtx;
const SESSION_NOT_FOUND = eventMessages.sessionNotFound;

/** The session `id` for a player of its club (published events only, unless clinics staff). */
async function loadSessionForPlayer(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(eventSessions).where(eq(eventSessions.id, id));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'clinics', player: true, notFound: SESSION_NOT_FOUND });
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.club_id, row.club_id), eq(events.id, row.event_id)));
  if (!event || event.status !== 'P') throw notFound(SESSION_NOT_FOUND);
  return { session: row, event };
}

async function entryAnswer(db: Db | Tx, entry: typeof eventWaitlist.$inferSelect, zone: string) {
  const [{ ahead }] = await db
    .select({ ahead: count() })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.club_id, entry.club_id),
        eq(eventWaitlist.session_id, entry.session_id),
        eq(eventWaitlist.status, 'W'),
        or(
          sql`${eventWaitlist.created_at} < ${entry.created_at}`,
          and(eq(eventWaitlist.created_at, entry.created_at), sql`${eventWaitlist.id} < ${entry.id}`),
        ),
      ),
    );
  return {
    id: entry.id,
    event: entry.event_id,
    session: entry.session_id,
    player: entry.player_id,
    status: entry.status,
    position: entry.status === 'W' ? ahead + 1 : null,
    offer_expires: entry.offer_expires_at ? toLocalDateTime(entry.offer_expires_at, zone) : null,
  };
}

/** POST /api/eventsession/{id}/join_waitlist/: a player queues for a full session. */
export async function joinWaitlist({ ctx, id }: { ctx: Ctx; id: number }) {
  const { session, event: found } = await loadSessionForPlayer(ctx, id);
  const playerId = ctx.actor!.playerId;
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const event = (await lockRecord(tx, events, found.id, found.club_id))!;
    const now = clock.now();
    if (session.cancelled_at || session.starts_at <= now) throw invalid(eventMessages.pastSessions);
    // The session's joined places, and how many of them are the caller's, in one count.
    const [{ joined, mine }] = await tx
      .select({
        joined: count(),
        mine: sql<number>`count(*) filter (where ${eventParticipantSessions.participant_id} in (select id from event_participants where club_id = ${event.club_id} and player_id = ${playerId}))`.mapWith(
          Number,
        ),
      })
      .from(eventParticipantSessions)
      .where(
        and(
          eq(eventParticipantSessions.club_id, event.club_id),
          eq(eventParticipantSessions.session_id, session.id),
          eq(eventParticipantSessions.status, 'J'),
        ),
      );
    if (mine > 0) throw conflict('You already have a place in this session.');
    const offered = (await offeredPlaces(tx, event.club_id, [session.id], now, null)).get(session.id) ?? 0;
    if (event.max_participant_session === null || joined + offered < event.max_participant_session)
      throw invalid('This session has places left: join it instead.');
    const [live] = await tx
      .select()
      .from(eventWaitlist)
      .where(
        and(
          eq(eventWaitlist.club_id, event.club_id),
          eq(eventWaitlist.session_id, session.id),
          eq(eventWaitlist.player_id, playerId),
          inArray(eventWaitlist.status, ['W', 'O']),
        ),
      );
    if (live) throw conflict('You are already on the waiting list for this session.');
    const [entry] = await tx
      .insert(eventWaitlist)
      .values({
        club_id: event.club_id,
        event_id: event.id,
        session_id: session.id,
        player_id: playerId,
        created_at: now,
      })
      .returning();
    return entryAnswer(tx, entry, zone);
  });
}

/** POST /api/eventwaitlist/{id}/leave/: the player leaves the list (an offer they hold passes on). */
export async function leaveWaitlist({ ctx, id }: { ctx: Ctx; id: number }) {
  const [found] = await ctx.db.select().from(eventWaitlist).where(eq(eventWaitlist.id, id));
  if (!found) throw notFound(eventMessages.waitlistNotFound);
  await assertAccess(ctx, found.club_id, {
    area: 'clinics',
    owner: found.player_id,
    notFound: eventMessages.waitlistNotFound,
  });
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  return ctx.db.transaction(async (tx) => {
    const event = (await lockRecord(tx, events, found.event_id, found.club_id))!;
    const [entry] = await tx
      .update(eventWaitlist)
      .set({ status: 'X' })
      .where(
        and(
          eq(eventWaitlist.club_id, found.club_id),
          eq(eventWaitlist.id, found.id),
          inArray(eventWaitlist.status, ['W', 'O']),
        ),
      )
      .returning();
    if (entry && found.status === 'O')
      await offerFreedPlaces(tx, event, [found.session_id], clock.now(), ctx.config.publicUrl);
    return entryAnswer(tx, entry ?? found, zone);
  });
}

/** GET /api/eventwaitlist/mine/?club: the caller's live waiting-list entries at a club. */
export async function myWaitlist({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, { area: 'clinics', player: true });
  const zone = (await getClubBookingFacts(ctx.db, club)).zone;
  const rows = await ctx.db
    .select({
      entry: eventWaitlist,
      event_name: events.name,
      start: eventSessions.starts_at,
      end: eventSessions.ends_at,
    })
    .from(eventWaitlist)
    .innerJoin(events, and(eq(events.club_id, eventWaitlist.club_id), eq(events.id, eventWaitlist.event_id)))
    .innerJoin(
      eventSessions,
      and(eq(eventSessions.club_id, eventWaitlist.club_id), eq(eventSessions.id, eventWaitlist.session_id)),
    )
    .where(
      and(
        eq(eventWaitlist.club_id, club),
        eq(eventWaitlist.player_id, ctx.actor!.playerId),
        inArray(eventWaitlist.status, ['W', 'O']),
      ),
    )
    .orderBy(asc(eventSessions.starts_at));
  return Promise.all(
    rows.map(async (r) => ({
      ...(await entryAnswer(ctx.db, r.entry, zone)),
      event_name: r.event_name,
      start: toLocalDateTime(r.start, zone),
      end: toLocalDateTime(r.end, zone),
    })),
  );
}
