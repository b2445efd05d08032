import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { calendarNotFound, DEFAULT_LOCALE, formatAmount, type CalendarFeed } from '@rally/domain';
import * as clock from '../../clock';
import type { ServiceContext } from '../../context';
import { hashKey } from '../../http/auth';
import { notFound, unauthorized } from '../../http/errors';
import { clinicSessionsOfPlayer } from '../clinics/clinic-calendar.service';
import { calendarFixturesOf } from '../competitions/tournament-draw.service';
import { liveBookingsOf } from '../bookings/my-bookings.service';
import { calendarFeeds } from './calendar-feeds.tables';

// A player's private calendar feed (issue 9): their live bookings at every club (and their
// competition fixtures, issue 15, and clinic sessions, issue 13) as iCal, read by
// a secret token in the URL (calendar apps cannot log in). One token a player, made when first
// asked for; resetting makes a new one and the old link answers 404 from then on. Only the token's
// SHA-256 is stored (`hashKey`, as for login tokens; issue 25): the link exists in the clear only
// in the answer that made it, so a second GET answers the feed without its links (null).

/** How far back the feed reaches: calendars keep what they have already read. */
const FEED_PAST_DAYS = 60;

const newToken = () => randomBytes(24).toString('base64url');

/** An existing feed whose token is not kept: its date, no links (a new link replaces it). */
const withoutLinks = (createdAt: Date): CalendarFeed => ({
  url: null,
  webcal: null,
  google: null,
  outlook: null,
  created_at: createdAt.toISOString(),
});

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

/**
 * GET /api/calendar/feed/: the caller's feed. The first time, it is made and answered with its
 * links; afterwards the links are null (only the token's hash is kept) and `created_at` says since
 * when it exists: a new link (reset) shows them again.
 */
export async function getCalendarFeed({ ctx }: { ctx: ServiceContext }): Promise<CalendarFeed> {
  if (!ctx.actor) throw unauthorized();
  const playerId = ctx.actor.playerId;
  const token = newToken();
  const [made] = await ctx.db
    .insert(calendarFeeds)
    .values({ player_id: playerId, token_hash: hashKey(token), created_at: clock.now() })
    .onConflictDoNothing()
    .returning();
  if (made) return linksOf(ctx.config.publicUrl, token, made.created_at);
  const [row] = await ctx.db
    .select({ created_at: calendarFeeds.created_at })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.player_id, playerId));
  return withoutLinks(row.created_at);
}

/** POST /api/calendar/feed/reset/: a new secret link, answered with its links; the old one stops working at once. */
export async function resetCalendarFeed({ ctx }: { ctx: ServiceContext }): Promise<CalendarFeed> {
  if (!ctx.actor) throw unauthorized();
  const token = newToken();
  const values = { player_id: ctx.actor.playerId, token_hash: hashKey(token), created_at: clock.now() };
  const [row] = await ctx.db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.player_id,
      set: { token_hash: values.token_hash, created_at: values.created_at },
    })
    .returning();
  return linksOf(ctx.config.publicUrl, token, row.created_at);
}

/**
 * GET /api/calendar/{token}.ics (public: the token is the access): the token's player's live
 * bookings from 60 days ago on, one event per booking instance, times in UTC; and the clinic
 * sessions they hold a place in (the events area's `clinicSessionsOfPlayer`).
 */
export async function calendarFeedIcs({ ctx, token }: { ctx: ServiceContext; token: string }): Promise<string> {
  const [row] = await ctx.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token_hash, hashKey(token)));
  if (!row) throw notFound(calendarNotFound);
  const since = new Date(clock.nowMs() - FEED_PAST_DAYS * 86_400_000);
  const bookings = await liveBookingsOf(ctx.db, row.player_id, since);
  const calendar = ical({
    name: 'Rally bookings',
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Rally', product: 'bookings', language: 'EN' },
    ttl: 60 * 60,
  });
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  for (const b of bookings) {
    calendar.createEvent({
      id: `booking-${b.id}@rally`,
      start: new Date(b.start),
      end: new Date(b.end),
      summary: `${b.courts.join(', ') || 'Court'} · ${b.club_name}`,
      description: [
        b.name,
        b.payment === 'none'
          ? ''
          : `${formatAmount(b.price, { locale: DEFAULT_LOCALE, currency: b.currency })} · ${b.payment === 'app' ? 'to pay in Rally' : 'pay at the club'}`,
      ]
        .filter(Boolean)
        .join('\n'),
      location: b.club_name,
      url: `${base}/mybookings`,
    });
  }
  // The player's fixtures in the competitions they play in (issue 15; docs/competitions.md).
  for (const f of await calendarFixturesOf(ctx.db, row.player_id, since)) {
    calendar.createEvent({
      id: `fixture-${f.id}@rally`,
      start: f.start,
      end: f.end,
      summary: f.summary,
      description: f.description,
      location: f.location,
      url: `${base}/tournament/draw?id=${f.tournament}`,
    });
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
