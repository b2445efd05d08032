import { DateTime } from 'luxon';
import {
  BOOKING_TYPES,
  cellKey,
  daysOf,
  hoursOf,
  openMinutes,
  openMinutesByCell,
  previousPeriod,
  ratio,
  type BookingType,
  type BookingsReport,
  type BookingsReportQuery,
  type CoachesReport,
  type MembersReport,
  type OpeningHours,
  type ReportRangeQuery,
  type RevenueFigures,
  type RevenueReport,
  type RevenueReportQuery,
  TRANSACTION_KINDS,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext as Ctx } from '../../context';
import { readTogether } from '../../db/read-together';
import * as bookings from '../bookings/booking-reports.service';
import { getClubRow } from '../clubs/club-reads.service';
import { listClubCoachesWithSettings } from '../coaches/coach-booking-reads.service';
import { bookingGroupsOf, findClubCourts, readBookingGroupRows } from '../courts/court-booking-reads.service';
import { membershipTrend } from '../members/member-trends.service';
import { revenueByPeriod, revenueTotals, type KindMoney } from '../payments/payment-reports.service';
import * as clock from '../../clock';

// The Insights section (spec 3: GET /reports/bookings/ and /reports/coaches/; this product adds
// /reports/members/). The database aggregates what was booked (bookings' report reads); this
// service adds what could have been (open hours per court from the groups' opening hours, in the
// club's zone) and shapes the figures. docs/insights.md says what each figure counts.

const access = { area: 'insights' } as const;

type CourtHours = {
  id: number;
  name: string;
  group_id: number | null;
  group_name: string;
  hours: readonly OpeningHours[];
};

/** The club's courts with the opening hours of their groups (the club's for a court without one). */
async function clubCourts(ctx: Ctx, clubId: number, currency: string): Promise<CourtHours[]> {
  // The club's opening hours come with its groups' rows: read once, beside the courts.
  const [courts, rows] = await readTogether(
    ctx.db,
    () => findClubCourts(ctx.db, clubId),
    () => readBookingGroupRows(ctx.db, clubId, 'all'),
  );
  const clubHours = rows.clubHours;
  const groupOf = new Map(bookingGroupsOf(rows, currency, courts).map((g) => [g.id, g]));
  return courts.map((c) => {
    const g = c.group_id === null ? undefined : groupOf.get(c.group_id);
    return {
      id: c.id,
      name: c.name,
      group_id: c.group_id,
      group_name: g?.name ?? 'No group',
      hours: g?.hours ?? clubHours,
    };
  });
}

/** The groups of these courts with their courts, in the courts' order. */
function groupsOf(courts: readonly CourtHours[]) {
  const groups = new Map<number | null, { id: number | null; name: string; courts: { id: number; name: string }[] }>();
  for (const c of courts) {
    const g = groups.get(c.group_id) ?? { id: c.group_id, name: c.group_name, courts: [] };
    g.courts.push({ id: c.id, name: c.name });
    groups.set(c.group_id, g);
  }
  return [...groups.values()];
}

/** GET /reports/bookings/: the court bookings report of a range of local days. */
export async function bookingsReport({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: BookingsReportQuery;
}): Promise<BookingsReport> {
  await assertAccess(ctx, input.club, access);
  const club = await getClubRow(ctx.db, input.club);
  const zone = club.time_zone;
  const filtered = Boolean(input.filter?.length || input.courts?.length);
  const all = await clubCourts(ctx, club.id, club.currency);
  const courts = all.filter(
    (c) =>
      (!input.filter?.length || (c.group_id !== null && input.filter.includes(c.group_id))) &&
      (!input.courts?.length || input.courts.includes(c.id)),
  );
  const scope: bookings.ReportScope = {
    clubId: club.id,
    zone,
    from: input.datefrom,
    to: input.dateto,
    courtIds: filtered ? courts.map((c) => c.id) : null,
  };
  const previous = previousPeriod(input.datefrom, input.dateto);

  // One statement for the range's figures and one for the previous period's counts: on
  // PostgreSQL they run at once on two connections of the pool.
  const [{ counts: now, byCourt, byType, people, byHour, byDay }, before] = await Promise.all([
    bookings.bookedFigures(ctx.db, scope),
    bookings.bookingCounts(ctx.db, { ...scope, from: previous.datefrom, to: previous.dateto }),
  ]);

  // What could have been booked: each court's open minutes, per court, group and heatmap cell.
  // Courts of one group share their hours: each set of hours is worked out once.
  const byHours = new Map<string, { hours: readonly OpeningHours[]; courts: number }>();
  for (const c of courts) {
    const key = JSON.stringify(c.hours);
    byHours.set(key, { hours: c.hours, courts: (byHours.get(key)?.courts ?? 0) + 1 });
  }
  const openByHours = new Map(
    [...byHours].map(([key, h]) => [key, openMinutes(input.datefrom, input.dateto, h.hours, zone)]),
  );
  const openOf = new Map(courts.map((c) => [c.id, openByHours.get(JSON.stringify(c.hours)) ?? 0]));
  const cellOpen = new Map<string, number>();
  for (const h of byHours.values()) {
    for (const [key, minutes] of openMinutesByCell(input.datefrom, input.dateto, h.hours, zone))
      cellOpen.set(key, (cellOpen.get(key) ?? 0) + minutes * h.courts);
  }
  const usage = (bookingsCount: number, bookedMinutes: number, openMinutesTotal: number) => ({
    bookings: bookingsCount,
    booked_hours: hoursOf(bookedMinutes),
    available_hours: hoursOf(openMinutesTotal),
    utilisation: ratio(bookedMinutes, openMinutesTotal),
  });
  const by_court = courts.map((c) => {
    const b = byCourt.get(c.id) ?? { bookings: 0, minutes: 0 };
    return { id: c.id, name: c.name, group_id: c.group_id, ...usage(b.bookings, b.minutes, openOf.get(c.id) ?? 0) };
  });
  const groups = new Map<number | null, { name: string; bookings: number; minutes: number; open: number }>();
  for (const c of courts) {
    const g = groups.get(c.group_id) ?? { name: c.group_name, bookings: 0, minutes: 0, open: 0 };
    const b = byCourt.get(c.id) ?? { bookings: 0, minutes: 0 };
    groups.set(c.group_id, {
      ...g,
      bookings: g.bookings + b.bookings,
      minutes: g.minutes + b.minutes,
      open: g.open + (openOf.get(c.id) ?? 0),
    });
  }
  const by_courtgroup = [...groups].map(([id, g]) => ({ id, name: g.name, ...usage(g.bookings, g.minutes, g.open) }));
  const totalOpen = [...openOf.values()].reduce((a, b) => a + b, 0);
  const bookedCell = new Map(byHour.map((h) => [cellKey(h.weekday, h.hour), h.minutes]));
  const heatmap = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const key = cellKey(weekday, hour);
      const booked = bookedCell.get(key) ?? 0;
      const open = cellOpen.get(key) ?? 0;
      if (booked === 0 && open === 0) continue;
      heatmap.push({
        weekday,
        hour,
        booked_hours: hoursOf(booked),
        available_hours: hoursOf(open),
        utilisation: ratio(booked, open),
      });
    }
  }
  const dayFigures = new Map(byDay.map((d) => [d.date, d]));
  const { booked_minutes, ...counts } = now;
  const { booked_minutes: previousMinutes, ...previousCounts } = before;

  return {
    club: club.id,
    datefrom: input.datefrom,
    dateto: input.dateto,
    time_zone: zone,
    ...counts,
    previous: { ...previous, ...previousCounts, total_hours: hoursOf(previousMinutes) },
    ...people,
    booking_types: byType
      .map((t) => ({
        code: t.code,
        label: BOOKING_TYPES[t.code as BookingType]?.label ?? t.code,
        bookings: t.bookings,
        hours: hoursOf(t.minutes),
      }))
      .sort((a, b) => b.bookings - a.bookings || a.code.localeCompare(b.code)),
    by_courtgroup,
    by_court,
    utilisation: ratio(booked_minutes, totalOpen),
    available_hours: hoursOf(totalOpen),
    total_hours: hoursOf(booked_minutes),
    heatmap,
    court_groups: groupsOf(all),
    by_day: daysOf(input.datefrom, input.dateto).map((date) => {
      const d = dayFigures.get(date);
      return { date, bookings: d?.bookings ?? 0, hours: hoursOf(d?.minutes ?? 0) };
    }),
  };
}

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
