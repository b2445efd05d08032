import { courtsContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as groups from './court-groups.service';
import * as courts from './courts.service';
import * as rates from './booking-rates.service';
import * as typeRates from './membership-type-rates.service';
import { GROUP_NOT_FOUND, RATE_NOT_FOUND, TYPE_RATE_NOT_FOUND } from './court-records';

const c = courtsContract;

/** Courts, court groups and booking rates (spec 2 §3, §5, §7). */
export async function courtsRoutes(app: App) {
  route(app, c.listGroups, async (req) => {
    const { count, rows } = await groups.listCourtGroups({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.createGroup, async (req) =>
    groups.createCourtGroup({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } }),
  );
  route(app, c.updateGroup, async (req) =>
    groups.updateCourtGroup({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.removeGroup, async (req) => {
    await groups.deleteCourtGroup({ ctx: ctxOf(req), id: req.params.id });
  });

  route(app, c.list, async (req) => {
    const { count, rows } = await courts.listCourts({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.create, async (req) =>
    courts.createCourt({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } }),
  );
  route(app, c.update, async (req) =>
    courts.updateCourt({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.remove, async (req) => {
    await courts.deleteCourt({ ctx: ctxOf(req), id: req.params.id });
  });

  // Spec 2 §7 reads the rates by ?courtgroup= alone: the club is the group's (http/club-of-record.ts).
  route(
    app,
    c.listRates,
    async (req) => {
      const { count, rows } = await rates.listBookingRates({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    { config: { clubOf: { in: 'query', field: 'courtgroup', table: 'court_groups', notFound: GROUP_NOT_FOUND } } },
  );
  route(
    app,
    c.createRate,
    async (req) => rates.createBookingRate({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } }),
    { config: { clubOf: { in: 'body', field: 'courtgroup', table: 'court_groups', notFound: GROUP_NOT_FOUND } } },
  );
  route(app, c.updateRate, async (req) =>
    rates.updateBookingRate({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.removeRate, async (req) => {
    await rates.deleteBookingRate({ ctx: ctxOf(req), id: req.params.id });
  });

  route(
    app,
    c.createTypeRate,
    async (req) =>
      typeRates.createMembershipTypeRate({ ctx: ctxOf(req), input: { club: req.body.club, body: req.body } }),
    {
      config: {
        clubOf: { in: 'body', field: 'booking_rate', table: 'court_booking_rates', notFound: RATE_NOT_FOUND },
      },
    },
  );
  // The spec's PATCH on the collection path names the record by body.id.
  route(
    app,
    c.updateTypeRateById,
    async (req) => {
      const { id, club: _club, ...changes } = req.body;
      return typeRates.updateMembershipTypeRate({ ctx: ctxOf(req), input: { id, body: changes } });
    },
    {
      config: {
        clubOf: { in: 'body', field: 'id', table: 'membership_type_booking_rates', notFound: TYPE_RATE_NOT_FOUND },
      },
    },
  );
  route(app, c.updateTypeRate, async (req) =>
    typeRates.updateMembershipTypeRate({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.removeTypeRate, async (req) => {
    await typeRates.deleteMembershipTypeRate({ ctx: ctxOf(req), id: req.params.id });
  });
}
