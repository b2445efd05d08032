import { endpoint } from '../contract/endpoint';
import {
  bookingsReportQuerySchema,
  bookingsReportSchema,
  coachesReportSchema,
  membersReportSchema,
  reportRangeQuerySchema,
  revenueReportQuerySchema,
  revenueReportSchema,
} from './insights.schema';

const tags = ['insights'];
const range = { club: 1, datefrom: '2026-10-01', dateto: '2026-10-30' };
const rangeQuery = reportRangeQuerySchema.meta({ examples: [range] });
// Insights: AGENT, MEMBERSHIP_FEES or COURT_BOOKINGS (spec 3 §3).
const access = { area: 'insights', club: 'query' } as const;

/** The Insights reports (spec 3 §5 "Insights"; docs/insights.md). */
export const insightsContract = {
  bookings: endpoint({
    method: 'GET',
    path: '/reports/bookings/',
    access,
    query: bookingsReportQuerySchema.meta({ examples: [{ ...range, filter: '1,2' }] }),
    response: { 200: bookingsReportSchema },
    summary: 'The court bookings report of a range of local days, optionally for some court groups (filter) or courts',
    tags,
  }),
  coaches: endpoint({
    method: 'GET',
    path: '/reports/coaches/',
    access,
    query: rangeQuery,
    response: { 200: coachesReportSchema },
    summary:
      "The coaches report: each coach's hours, sessions, clinics, students, cancellations, revenue and utilisation",
    tags,
  }),
  members: endpoint({
    method: 'GET',
    path: '/reports/members/',
    access,
    query: rangeQuery,
    response: { 200: membersReportSchema },
    summary: 'Membership over time: joined and lapsed per month, active and overdue now',
    tags,
  }),
  revenue: endpoint({
    method: 'GET',
    path: '/reports/revenue/',
    access,
    query: revenueReportQuerySchema.meta({ examples: [{ ...range, interval: 'week' }] }),
    response: { 200: revenueReportSchema },
    summary:
      'Revenue by source (court hire, store, memberships, clinics, other) per week or month, refunds netted, with the previous period',
    tags,
  }),
};
