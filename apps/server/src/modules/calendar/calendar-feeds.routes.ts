import { calendarContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as feeds from './calendar-feeds.service';

// The private calendar feed (issue 9): docs/bookings.md "The calendar feed".

export async function calendarFeedsRoutes(app: App) {
  route(app, calendarContract.feed, async (req) => feeds.getCalendarFeed({ ctx: ctxOf(req) }));
  route(app, calendarContract.resetFeed, async (req) => feeds.resetCalendarFeed({ ctx: ctxOf(req) }));
  route(app, calendarContract.ics, async (req, reply) => {
    const ics = await feeds.calendarFeedIcs({ ctx: ctxOf(req), token: req.params.file.slice(0, -'.ics'.length) });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="rally-bookings.ics"')
      .send(ics);
  });
}
