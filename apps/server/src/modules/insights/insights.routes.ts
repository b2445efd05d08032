import { insightsContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as bookingsReport from './bookings-report.service';
import * as insights from './insights.service';

/** The Insights reports (spec 3 §5 "Insights"; docs/insights.md). */
export async function insightsRoutes(app: App) {
  route(app, insightsContract.bookings, async (req) =>
    bookingsReport.bookingsReport({ ctx: ctxOf(req), input: req.query }),
  );
  route(app, insightsContract.coaches, async (req) => insights.coachesReport({ ctx: ctxOf(req), input: req.query }));
  route(app, insightsContract.members, async (req) => insights.membersReport({ ctx: ctxOf(req), input: req.query }));
  route(app, insightsContract.revenue, async (req) => insights.revenueReport({ ctx: ctxOf(req), input: req.query }));
}
