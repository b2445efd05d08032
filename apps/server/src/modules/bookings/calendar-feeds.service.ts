import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarFeed } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { notFound, unauthorized } from '../../http/errors';
import { clinicSessionsOfPlayer } from '../events/event-calendar.service';
import { calendarFixturesOf } from '../tournaments/tournament-draw.service';
import { liveBookingsOf } from './player-bookings.service';
import { calendarFeeds } from './calendar-feeds.tables';
import * as clock from '../../clock';

// A player's private calendar feed (issue 9): their live bookings at every club (and their
// competition fixtures, issue 15, and clinic sessions, issue 13) as iCal, read by
// a secret token in the URL (calendar apps cannot log in). One token a player, made when first
// asked for; resetting makes a new one and the old link answers 404 from then on.

export const CALENDAR_NOT_FOUND = 'Calendar not found.';
/** How far back the feed reaches: calendars keep what they have already read. */
const FEED_PAST_DAYS = 60;

const newToken = () => randomBytes(24).toString('base64url');

function linksOf(publicUrl: string, token: string, createdAt: Date): CalendarFeed {
  const url = `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;
  const webcal = url.replace(/^https?:/, 'webcal:');
  return {
    url,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent('Rally bookings')}`,
    created_at: createdAt.toISOString(),
  };
}

async function feedRow(db: Db | Tx, playerId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.player_id, playerId));
  return row;
}

/** GET /api/calendar/feed/: the caller's feed links, the feed made on first asking. */
export async function getCalendarFeed({ ctx }: { ctx: ServiceContext }): Promise<CalendarFeed> {
  if (!ctx.actor) throw unauthorized();
  const playerId = ctx.actor.playerId;
  const row = (await feedRow(ctx.db, playerId)) ?? (await ctx.db.insert(calendarFeeds).values({ player_id: playerId, token: newToken() }).onConflictDoNothing().returning())[0] ?? (await feedRow(ctx.db, playerId));
  return linksOf(ctx.config.publicUrl, row.token, row.created_at);
}

/** POST /api/calendar/feed/reset/: a new secret link; the old one stops working at once. */
export async function resetCalendarFeed({ ctx }: { ctx: ServiceContext }): Promise<CalendarFeed> {
  if (!ctx.actor) throw unauthorized();
  const values = { player_id: ctx.actor.playerId, token: newToken(), created_at: clock.now() };
  const [row] = await ctx.db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.player_id, set: { token: values.token, created_at: values.created_at } })
    .returning();
  return linksOf(ctx.config.publicUrl, row.token, row.created_at);
}

/**
 * GET /api/calendar/{token}.ics (public: the token is the access): the token's player's live
 * bookings from 60 days ago on, one event per booking instance, times in UTC; and the clinic
 * sessions they hold a place in (the events area's `clinicSessionsOfPlayer`).
 */
export async function calendarFeedIcs({ ctx, token }: { ctx: ServiceContext; token: string }): Promise<string> {
  const [row] = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!row) throw notFound(CALENDAR_NOT_FOUND);
  const since = new Date(clock.nowMs() - FEED_PAST_DAYS * 86_400_000);
  const bookings = await liveBookingsOf(ctx.db, row.player_id, since);
  const calendar = ical({ name: 'Rally bookings', method: ICalCalendarMethod.PUBLISH, prodId: { company: 'Rally', product: 'bookings', language: 'EN' }, ttl: 60 * 60 });
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  for (const b of bookings) {
    calendar.createEvent({
      id: `booking-${b.id}@rally`,
      start: new Date(b.start),
      end: new Date(b.end),
      summary: `${b.courts.join(', ') || 'Court'} · ${b.club_name}`,
      description: [b.name, b.payment === 'none' ? '' : `${b.price} ${b.currency} · ${b.payment === 'app' ? 'to pay in Rally' : 'pay at the club'}`].filter(Boolean).join('\n'),
      location: b.club_name,
      url: `${base}/mybookings`,
    });
  }
  // The player's fixtures in the competitions they play in (issue 15; docs/tournaments.md).
  for (const f of await calendarFixturesOf(ctx.db, row.player_id, since)) {
    calendar.createEvent({ id: `fixture-${f.id}@rally`, start: f.start, end: f.end, summary: f.summary, description: f.description, location: f.location, url: `${base}/tournament/draw?id=${f.tournament}` });
  }
  for (const s of await clinicSessionsOfPlayer(ctx.db, row.player_id, since)) {
    calendar.createEvent({
      id: `clinic-session-${s.id}@rally`,
      start: s.start,
      end: s.end,
      summary: `${s.name} · ${s.club_name}`,
      description: `Session ${s.number} of ${s.name}`,
      location: s.club_name,
      url: `${base}/clubs/clinics?clubId=${s.club}`,
    });
  }
  return calendar.toString();
}
