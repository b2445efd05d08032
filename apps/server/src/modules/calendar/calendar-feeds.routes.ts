import { z } from 'zod';
import { ctxOf, type App } from '../../http/route-helpers';
import * as feeds from './calendar-feeds.service';

// The private calendar feed (issue 9): docs/bookings.md "The calendar feed".

const tags = ['bookings'];
const tokenMessage = 'Calendar not found.';

export async function calendarFeedsRoutes(app: App) {
  app.get(
    '/calendar/feed/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Your private calendar feed: its link and the links that subscribe Google, Apple and Outlook calendars to it',
      },
    },
    async (req) => feeds.getCalendarFeed({ ctx: ctxOf(req) }),
  );

  app.post(
    '/calendar/feed/reset/',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'A new secret link for your calendar feed; the old link stops working' },
    },
    async (req) => feeds.resetCalendarFeed({ ctx: ctxOf(req) }),
  );

  app.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A player's bookings as iCal, by the secret token of their feed: /api/calendar/{token}.ics",
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, tokenMessage) }),
      },
    },
    async (req, reply) => {
      const ics = await feeds.calendarFeedIcs({ ctx: ctxOf(req), token: req.params.file.slice(0, -'.ics'.length) });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="rally-bookings.ics"')
        .send(ics);
    },
  );
}
