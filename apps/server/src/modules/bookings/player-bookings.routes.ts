import { playerBookingsContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as player from './player-bookings.service';
import * as myBookings from './my-bookings.service';
import * as myChanges from './my-booking-changes.service';
import * as availability from './player-availability.service';
import * as freeCourts from './free-courts.service';
import * as partners from './booking-partners.service';
import * as lessons from './lesson-coaches.service';
import * as memberSeries from './member-series.service';

// Players booking for themselves (issue 9): the club's free slots, a quote, the booking, My
// bookings with its refund question and cancel. docs/bookings.md "Players booking for themselves".

export async function playerBookingsRoutes(app: App) {
  route(app, c.availability, async (req) =>
    availability.findAvailability({
      ctx: ctxOf(req),
      input: { club: req.params.id, date: req.query.date, duration: req.query.duration },
    }),
  );

  route(app, c.freeCourts, async (req) =>
    freeCourts.findFreeCourts({ ctx: ctxOf(req), input: { club: req.params.id, ...req.query } }),
  );

  route(app, c.lessonCoaches, async (req) =>
    lessons.findLessonCoaches({ ctx: ctxOf(req), input: { club: req.params.id, ...req.query } }),
  );

  route(app, c.partners, async (req) =>
    partners.searchPartners({ ctx: ctxOf(req), input: { club: req.params.id, search: req.query.search } }),
  );

  route(app, c.quote, async (req) =>
    player.quotePlayerBooking({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );

  route(app, c.book, async (req) =>
    player.createPlayerBooking({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );

  route(app, c.seriesQuote, async (req) =>
    memberSeries.quoteMemberSeries({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );

  route(app, c.series, async (req) =>
    memberSeries.createMemberSeries({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );

  route(app, c.mine, async (req) => {
    const { count, rows } = await myBookings.listMyBookings({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(app, c.refund, async (req) => myChanges.myBookingRefund({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.pay, async (req) => myChanges.payMyShare({ ctx: ctxOf(req), id: req.params.id, input: req.body }));

  route(app, c.cancelRest, async (req) => myChanges.cancelMyBookingRest({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.cancel, async (req) => myChanges.cancelMyBooking({ ctx: ctxOf(req), id: req.params.id }));
}
