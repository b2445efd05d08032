import { DateTime } from 'luxon';
import {
  daysOf,
  hoursOf,
  previousPeriod,
  ratio,
  type CoachesReport,
  type MembersReport,
  type ReportRangeQuery,
  type RevenueFigures,
  type RevenueReport,
  type RevenueReportQuery,
  TRANSACTION_KINDS,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext as Ctx } from '../../context';
import * as bookings from '../bookings/booking-reports.service';
import { getClubRow } from '../clubs/club-reads.service';
import { listClubCoachesWithSettings } from '../coaches/coach-booking-reads.service';
import { membershipTrend } from '../members/member-trends.service';
import { revenueByPeriod, revenueTotals, type KindMoney } from '../payments/payment-reports.service';
import * as clock from '../../clock';

// The Insights section (spec 3: GET /reports/bookings/ and /reports/coaches/; this product adds
// /reports/members/ and /reports/revenue/): here the coaches', members' and revenue reports (the
// bookings report, with the courts' open hours: bookings-report.service.ts). docs/insights.md says
// what each figure counts.

/** Who reads a report: the club's staff with the Insights area. */
export const INSIGHTS_ACCESS = { area: 'insights' } as const;
const access = INSIGHTS_ACCESS;

/** GET /reports/coaches/: per coach of the club, what they taught over a range of local days. */
export async function coachesReport({ ctx, input }: { ctx: Ctx; input: ReportRangeQuery }): Promise<CoachesReport> {
  await assertAccess(ctx, input.club, access);
  const club = await getClubRow(ctx.db, input.club);
  const scope: bookings.ReportScope = {
    clubId: club.id,
    zone: club.time_zone,
    from: input.datefrom,
    to: input.dateto,
    courtIds: null,
  };
  const [coaches, figures] = await Promise.all([
    listClubCoachesWithSettings(ctx.db, club.id),
    bookings.coachFigures(ctx.db, scope),
  ]);
  const days = daysOf(input.datefrom, input.dateto).length;
  return {
    club: club.id,
    datefrom: input.datefrom,
    dateto: input.dateto,
    currency: club.currency.toUpperCase(),
    coaches: coaches.map((c) => {
      const f = figures.get(c.id) ?? {
        sessions: 0,
        clinics: 0,
        minutes: 0,
        cancellations: 0,
        revenue_minor: 0,
        students: 0,
      };
      const maxMinutes = c.max_hours_day * 60 * days;
      return {
        id: c.id,
        name: c.name,
        hours: hoursOf(f.minutes),
        sessions: f.sessions,
        clinics: f.clinics,
        students: f.students,
        cancellations: f.cancellations,
        revenue_minor: f.revenue_minor,
        max_hours: hoursOf(maxMinutes),
        utilisation: ratio(f.minutes, maxMinutes),
      };
    }),
  };
}

/** GET /reports/members/: joined and lapsed per month of the range, active and overdue now. */
export async function membersReport({ ctx, input }: { ctx: Ctx; input: ReportRangeQuery }): Promise<MembersReport> {
  await assertAccess(ctx, input.club, access);
  const club = await getClubRow(ctx.db, input.club);
  const today = clock.todayIn(club.time_zone);
  const trend = await membershipTrend(ctx.db, club.id, input.datefrom, input.dateto, today);
  return {
    club: club.id,
    datefrom: input.datefrom,
    dateto: input.dateto,
    active: trend.active,
    overdue: trend.overdue,
    joined: trend.months.reduce((n, m) => n + m.joined, 0),
    lapsed: trend.months.reduce((n, m) => n + m.lapsed, 0),
    months: trend.months,
  };
}

const figures = (m: KindMoney): RevenueFigures => ({
  gross_minor: m.gross_minor,
  refunds_minor: m.refunds_minor,
  net_minor: m.gross_minor - m.refunds_minor,
});
const addUp = (all: readonly KindMoney[]): KindMoney => ({
  gross_minor: all.reduce((n, m) => n + m.gross_minor, 0),
  refunds_minor: all.reduce((n, m) => n + m.refunds_minor, 0),
});
const bySource = (byKind: Record<(typeof TRANSACTION_KINDS)[number], KindMoney>) =>
  Object.fromEntries(TRANSACTION_KINDS.map((k) => [k, figures(byKind[k])])) as RevenueReport['totals']['by_source'];

/** GET /reports/revenue/: money by source (court hire, store, memberships, clinics) per week or month, refunds netted. */
export async function revenueReport({ ctx, input }: { ctx: Ctx; input: RevenueReportQuery }): Promise<RevenueReport> {
  await assertAccess(ctx, input.club, access);
  const club = await getClubRow(ctx.db, input.club);
  const scope = { clubId: club.id, zone: club.time_zone, from: input.datefrom, to: input.dateto };
  const previous = previousPeriod(input.datefrom, input.dateto);
  const [periods, totals, before] = await Promise.all([
    revenueByPeriod(ctx.db, { ...scope, interval: input.interval }),
    revenueTotals(ctx.db, scope),
    revenueTotals(ctx.db, { ...scope, from: previous.datefrom, to: previous.dateto }),
  ]);
  const byKind = Object.fromEntries(
    TRANSACTION_KINDS.map((k) => [k, addUp(periods.map((p) => p.byKind[k]))]),
  ) as Record<(typeof TRANSACTION_KINDS)[number], KindMoney>;
  const lastDay = (start: string) => {
    const end = DateTime.fromISO(start)
      .plus(input.interval === 'week' ? { weeks: 1 } : { months: 1 })
      .minus({ days: 1 })
      .toISODate()!;
    return end < input.dateto ? end : input.dateto;
  };
  return {
    club: club.id,
    datefrom: input.datefrom,
    dateto: input.dateto,
    time_zone: club.time_zone,
    currency: club.currency,
    interval: input.interval,
    totals: { ...figures(totals), by_source: bySource(byKind), payments: totals.payments, refunds: totals.refunds },
    previous: figures(before),
    periods: periods.map((p) => ({
      start: p.start < input.datefrom ? input.datefrom : p.start,
      end: lastDay(p.start),
      ...figures(addUp(Object.values(p.byKind))),
      by_source: bySource(p.byKind),
    })),
  };
}
