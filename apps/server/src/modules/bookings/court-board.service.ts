import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  BOOKING_TYPES,
  courtBoardNotFound,
  type BookingType,
  type CourtBoard,
  type CourtBoardBooking,
  type CourtBoardLink,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import * as clock from '../../clock';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { hashKey } from '../../http/auth';
import { notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { checkInsOf } from './check-ins.service';
import { courtBoards } from './court-board.tables';

// The live court board (issue 29, docs/court-board.md): the club's staff make, replace and revoke
// its secret link; anyone with the link reads each court's booking now and next (no login: a
// screen in the clubhouse), and its event stream (court-board.routes.ts) says when to read again.

const newToken = () => randomBytes(32).toString('base64url');

const linkOf = (publicUrl: string, token: string, createdAt: Date): CourtBoardLink => ({
  exists: true,
  created_at: createdAt.toISOString(),
  url: `${publicUrl.replace(/\/$/, '')}/board/${token}`,
  token,
});

/** GET /api/club/{id}/courtboard/: whether the link exists and since when (never the link: only its hash is kept). */
export async function getCourtBoardLink({ ctx, club }: { ctx: ServiceContext; club: number }): Promise<CourtBoardLink> {
  await assertAccess(ctx, club, { area: 'courtBookings' });
  const [row] = await ctx.db
    .select({ created_at: courtBoards.created_at })
    .from(courtBoards)
    .where(eq(courtBoards.club_id, club));
  return { exists: Boolean(row), created_at: row?.created_at.toISOString() ?? null, url: null, token: null };
}

/** POST /api/club/{id}/courtboard/: a new link, answered once; the one before stops working at once. */
export async function createCourtBoardLink({
  ctx,
  club,
}: {
  ctx: ServiceContext;
  club: number;
}): Promise<CourtBoardLink> {
  await assertAccess(ctx, club, { area: 'courtBookings' });
  const token = newToken();
  const values = {
    club_id: club,
    token_hash: hashKey(token),
    created_at: clock.now(),
    created_by: ctx.actor!.playerId,
  };
  await ctx.db
    .insert(courtBoards)
    .values(values)
    .onConflictDoUpdate({
      target: courtBoards.club_id,
      set: { token_hash: values.token_hash, created_at: values.created_at, created_by: values.created_by },
    });
  return linkOf(ctx.config.publicUrl, token, values.created_at);
}

/** DELETE /api/club/{id}/courtboard/: no link works any more (its screens hear so at their next heartbeat). */
export async function revokeCourtBoardLink({ ctx, club }: { ctx: ServiceContext; club: number }): Promise<void> {
  await assertAccess(ctx, club, { area: 'courtBookings' });
  await ctx.db.delete(courtBoards).where(eq(courtBoards.club_id, club));
}

/** The club whose board `token` opens; 404 'Court board not found.' for a revoked, replaced or unknown one. */
export async function clubOfBoardToken(db: Db, token: string): Promise<number> {
  const [row] = await db
    .select({ club: courtBoards.club_id })
    .from(courtBoards)
    .where(eq(courtBoards.token_hash, hashKey(token)));
  if (!row) throw notFound(courtBoardNotFound);
  return row.club;
}

/** "Ana S.": a booker's first name and initial, all a screen in the clubhouse shows of them. */
const shortName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : (first ?? '');
};

/** Who books a court hire, a hit or a lesson is personal: the type and a short name; a club's own booking (event, block, maintenance) shows its name. */
const boardName = (ttype: BookingType, name: string, playerName: string) =>
  ['C', 'H', 'L'].includes(ttype)
    ? [BOOKING_TYPES[ttype].label, shortName(playerName)].filter(Boolean).join(' · ')
    : name;

/**
 * GET /api/courtboard/{token}/: each court of the club (by number) with its booking now and its
 * next one today in the club's zone, free or not and until when. One read of today's live slots.
 */
export async function readCourtBoard({ ctx, token }: { ctx: ServiceContext; token: string }): Promise<CourtBoard> {
  const clubId = await clubOfBoardToken(ctx.db, token);
  const club = await getClubBookingFacts(ctx.db, clubId);
  const now = clock.now();
  const endOfDay = clock.nowIn(club.zone).endOf('day').toJSDate();
  const [courts, slots] = await Promise.all([
    findClubCourts(ctx.db, clubId),
    ctx.db
      .select({
        court: bookingSlots.court_id,
        id: bookingInstances.id,
        name: bookingSeries.name,
        player_name: bookingSeries.player_name,
        ttype: bookingSeries.ttype,
        start: bookingInstances.starts_at,
        end: bookingInstances.ends_at,
      })
      .from(bookingSlots)
      .innerJoin(
        bookingInstances,
        and(eq(bookingInstances.club_id, bookingSlots.club_id), eq(bookingInstances.id, bookingSlots.instance_id)),
      )
      .innerJoin(
        bookingSeries,
        and(eq(bookingSeries.club_id, bookingInstances.club_id), eq(bookingSeries.id, bookingInstances.series_id)),
      )
      .where(
        and(
          eq(bookingSlots.club_id, clubId),
          eq(bookingSlots.live, true),
          isNull(bookingInstances.cancelled_at),
          sql`${bookingSlots.during} && tstzrange(${now.toISOString()}::timestamptz, ${endOfDay.toISOString()}::timestamptz, '[)')`,
        ),
      )
      .orderBy(asc(bookingInstances.starts_at)),
  ]);
  // Check-in state only where the club asks for check-in (else null: the board says "In use").
  const checkIns = club.check_in ? await checkInsOf(ctx.db, clubId, [...new Set(slots.map((s) => s.id))]) : null;
  const toBooking = (s: (typeof slots)[number]): CourtBoardBooking => ({
    id: s.id,
    name: boardName(s.ttype as BookingType, s.name, s.player_name),
    ttype: s.ttype,
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    checked_in: checkIns ? checkIns.get(s.id) === 'C' : null,
  });
  return {
    club: { id: club.id, name: club.name, time_zone: club.zone },
    now: now.toISOString(),
    courts: courts.map((court) => {
      const mine = slots.filter((s) => s.court === court.id);
      const current = mine.find((s) => s.start <= now && s.end > now);
      const next = mine.find((s) => s.start > now);
      return {
        id: court.id,
        name: court.name,
        number: court.number,
        now: current ? toBooking(current) : null,
        next: next ? toBooking(next) : null,
        free: !current,
        free_until: current ? null : (next?.start.toISOString() ?? null),
      };
    }),
  };
}
