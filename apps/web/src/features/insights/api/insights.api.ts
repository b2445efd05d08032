import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { insightsContract } from '@rally/domain';
import { queryOf } from '../../../lib/endpoint';

// The Insights reports (GET /api/reports/{bookings,coaches,members,revenue}/). A change of range
// keeps the last figures on screen, dimmed, until the new ones arrive.

export type ReportRange = { from: string; to: string };

const rangeQuery = (clubId: number, range: ReportRange) => ({ club: clubId, datefrom: range.from, dateto: range.to });

/** GET /api/reports/bookings/?club&datefrom&dateto&filter: the court bookings report. */
export const useBookingsReport = (clubId: number, range: ReportRange, groupIds: readonly number[]) =>
  useQuery({
    ...queryOf(insightsContract.bookings, {
      query: { ...rangeQuery(clubId, range), ...(groupIds.length ? { filter: groupIds.join(',') } : {}) },
    }),
    placeholderData: keepPreviousData,
  });

/** GET /api/reports/coaches/?club&datefrom&dateto. */
export const useCoachesReport = (clubId: number, range: ReportRange) =>
  useQuery({
    ...queryOf(insightsContract.coaches, { query: rangeQuery(clubId, range) }),
    placeholderData: keepPreviousData,
  });

/** GET /api/reports/members/?club&datefrom&dateto. */
export const useMembersReport = (clubId: number, range: ReportRange) =>
  useQuery({
    ...queryOf(insightsContract.members, { query: rangeQuery(clubId, range) }),
    placeholderData: keepPreviousData,
  });

/** GET /api/reports/revenue/?club&datefrom&dateto&interval: money by source per week or month. */
export const useRevenueReport = (clubId: number, range: ReportRange, interval: 'week' | 'month') =>
  useQuery({
    ...queryOf(insightsContract.revenue, { query: { ...rangeQuery(clubId, range), interval } }),
    placeholderData: keepPreviousData,
  });
