import { bookingsContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { sendJsonPage } from '../../http/paging';
import * as series from './booking-series.service';
import * as seriesCancel from './booking-series-cancel.service';
import * as seriesReads from './booking-series-reads.service';
import * as instanceList from './booking-instance-list.service';
import * as instances from './booking-instances.service';
import { checkBookingAllowed } from './booking-allowed.service';
import { searchBookablePeople } from './booking-people.service';
import { payBookingSeries } from './booking-payment.service';
import * as clock from '../../clock';

/** Court bookings (spec 2 §3, §7): series, instances, the allowed-check; docs/bookings.md has the decisions. */
export async function bookingsRoutes(app: App) {
  route(app, c.createSeries, async (req) =>
    series.createBookingSeries({ ctx: ctxOf(req), input: { club: req.query.club, body: req.body } }),
  );

  route(app, c.series, async (req) => seriesReads.getBookingSeries({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.people, async (req) =>
    searchBookablePeople({ ctx: ctxOf(req), input: { club: req.query.club, search: req.query.search } }),
  );

  route(app, c.updateSeries, async (req) =>
    series.updateBookingSeries({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, c.cancelSeries, async (req) => seriesCancel.cancelBookingSeries({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.seriesCancelPreview, async (req) =>
    seriesCancel.seriesCancelPreview({ ctx: ctxOf(req), id: req.params.id }),
  );

  route(app, c.seriesCost, async (req) => seriesReads.bookingSeriesCost({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.paySeries, async (req) => payBookingSeries({ ctx: ctxOf(req), id: req.params.id, input: req.body }));

  route(app, c.deleteSeries, async (req) => {
    await seriesCancel.deleteBookingSeries({ ctx: ctxOf(req), id: req.params.id });
  });

  // The day view's page is JSON text built by PostgreSQL (and cached): sent as it is.
  route(app, c.instances, async (req, reply) => {
    const page = await instanceList.listBookingInstances({ ctx: ctxOf(req), input: req.query, cached: true });
    return sendJsonPage(req, reply, req.query, page);
  });

  // The staff calendar's window (start and end given) is cached as the day view is; from now on
  // (no start) it is read each time: its window moves with the clock.
  route(app, c.futureInstances, async (req, reply) => {
    const input = { ...req.query, start: req.query.start ?? clock.now().toISOString() };
    const cached = req.query.start !== undefined;
    const page = await instanceList.listBookingInstances({ ctx: ctxOf(req), input, cached });
    return sendJsonPage(req, reply, req.query, page);
  });

  route(app, c.updateInstance, async (req) =>
    instances.updateBookingInstance({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, c.cancelInstance, async (req) => instances.cancelBookingInstance({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.instanceCancelPreview, async (req) =>
    instances.instanceCancelPreview({ ctx: ctxOf(req), id: req.params.id }),
  );

  route(app, c.deleteInstance, async (req) => {
    await instances.deleteBookingInstance({ ctx: ctxOf(req), id: req.params.id });
  });

  route(app, c.allowed, async (req) =>
    checkBookingAllowed({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );
}
