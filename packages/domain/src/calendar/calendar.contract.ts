import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

const tags = ['bookings'];

/** The message of a calendar link that is malformed, reset or unknown. */
export const calendarNotFound = 'Calendar not found.';

/**
 * GET /api/calendar/feed/ and POST /api/calendar/feed/reset/: the player's private iCal feed and
 * its subscribe links. The links come only in the answer that made the feed's link (the first GET,
 * or a reset): the server keeps the token's hash alone, so later GETs answer them as null.
 */
export const calendarFeedSchema = z.object({
  /** The feed itself (https): GET /api/calendar/{token}.ics. */
  url: z.string().nullable(),
  /** The same as webcal://, which Apple Calendar (and most others) subscribe to when opened. */
  webcal: z.string().nullable(),
  google: z.string().nullable(),
  outlook: z.string().nullable(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The private calendar feed (issue 9): docs/bookings.md "The calendar feed". */
export const calendarContract = {
  feed: endpoint({
    method: 'GET',
    path: '/calendar/feed/',
    access: 'user',
    response: { 200: calendarFeedSchema },
    summary:
      'Your private calendar feed: its link and the links that subscribe Google, Apple and Outlook calendars to it',
    tags,
  }),
  resetFeed: endpoint({
    method: 'POST',
    path: '/calendar/feed/reset/',
    access: 'user',
    response: { 200: calendarFeedSchema },
    summary: 'A new secret link for your calendar feed; the old link stops working',
    tags,
  }),
  ics: endpoint({
    method: 'GET',
    path: '/calendar/:file',
    access: 'public',
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, calendarNotFound) }),
    // Sent as text/calendar, not JSON.
    response: { 200: z.string().meta({ description: 'The iCal calendar (text/calendar)' }) },
    summary: "A player's bookings as iCal, by the secret token of their feed: /api/calendar/{token}.ics",
    tags,
  }),
};
