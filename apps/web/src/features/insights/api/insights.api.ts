import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingsReport, CoachesReport, MembersReport, RevenueReport } from '@rally/domain';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

// The Insights reports (GET /api/reports/{bookings,coaches,members}/). A change of range keeps the
// last figures on screen, dimmed, until the new ones arrive.

export type ReportRange = { from: string; to: string };

/** GET /api/reports/bookings/?club&datefrom&dateto&filter: the court bookings report. */
export const useBookingsReport = (clubId: number, range: ReportRange, groupIds: readonly number[]) =>
  useQuery({
    queryKey: queryKeys.reports.list(clubId, { report: 'bookings', ...range, groups: groupIds }),
    queryFn: ({ signal }) =>
      api<BookingsReport>('reports/bookings/', {
        query: {
          club: clubId,
          datefrom: range.from,
          dateto: range.to,
          ...(groupIds.length ? { filter: groupIds.join(',') } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/reports/coaches/?club&datefrom&dateto. */
export const useCoachesReport = (clubId: number, range: ReportRange) =>
  useQuery({
    queryKey: queryKeys.reports.list(clubId, { report: 'coaches', ...range }),
    queryFn: ({ signal }) =>
      api<CoachesReport>('reports/coaches/', {
        query: { club: clubId, datefrom: range.from, dateto: range.to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/reports/members/?club&datefrom&dateto. */
export const useMembersReport = (clubId: number, range: ReportRange) =>
  useQuery({
    queryKey: queryKeys.reports.list(clubId, { report: 'members', ...range }),
    queryFn: ({ signal }) =>
      api<MembersReport>('reports/members/', {
        query: { club: clubId, datefrom: range.from, dateto: range.to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/reports/revenue/?club&datefrom&dateto&interval: money by source per week or month. */
export const useRevenueReport = (clubId: number, range: ReportRange, interval: 'week' | 'month') =>
  useQuery({
    queryKey: queryKeys.reports.list(clubId, { report: 'revenue', ...range, interval }),
    queryFn: ({ signal }) =>
      api<RevenueReport>('reports/revenue/', {
        query: { club: clubId, datefrom: range.from, dateto: range.to, interval },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
