import {
  bookingsReportQuerySchema,
  bookingsReportSchema,
  coachesReportSchema,
  membersReportSchema,
  reportRangeQuerySchema,
  revenueReportQuerySchema,
  revenueReportSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import * as insights from './insights.service';

const tags = ['insights'];
const range = { club: 1, datefrom: '2026-10-01', dateto: '2026-10-30' };
const bookingsQuery = bookingsReportQuerySchema.meta({ examples: [{ ...range, filter: '1,2' }] });
const rangeQuery = reportRangeQuerySchema.meta({ examples: [range] });
const revenueQuery = revenueReportQuerySchema.meta({ examples: [{ ...range, interval: 'week' }] });
// Insights: AGENT, MEMBERSHIP_FEES or COURT_BOOKINGS (spec 3 §3).
const access = { area: 'insights', club: 'query' } as const;

/** The Insights reports (spec 3 §5 "Insights"; docs/insights.md). */
export async function insightsRoutes(app: App) {
  app.get(
    '/reports/bookings/',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'The court bookings report of a range of local days, optionally for some court groups (filter) or courts',
        querystring: bookingsQuery,
        response: { 200: bookingsReportSchema },
      },
    },
    async (req) => insights.bookingsReport({ ctx: ctxOf(req), input: req.query }),
  );

  app.get(
    '/reports/coaches/',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The coaches report: each coach's hours, sessions, clinics, students, cancellations, revenue and utilisation",
        querystring: rangeQuery,
        response: { 200: coachesReportSchema },
      },
    },
    async (req) => insights.coachesReport({ ctx: ctxOf(req), input: req.query }),
  );

  app.get(
    '/reports/members/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Membership over time: joined and lapsed per month, active and overdue now',
        querystring: rangeQuery,
        response: { 200: membersReportSchema },
      },
    },
    async (req) => insights.membersReport({ ctx: ctxOf(req), input: req.query }),
  );

  app.get(
    '/reports/revenue/',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Revenue by source (court hire, store, memberships, clinics, other) per week or month, refunds netted, with the previous period',
        querystring: revenueQuery,
        response: { 200: revenueReportSchema },
      },
    },
    async (req) => insights.revenueReport({ ctx: ctxOf(req), input: req.query }),
  );
}
