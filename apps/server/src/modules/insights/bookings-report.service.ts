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
  type OpeningHours,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext as Ctx } from '../../context';
import { readTogether } from '../../db/read-together';
import * as bookings from '../bookings/booking-reports.service';
import { feeFigures } from '../bookings/booking-fee-reports.service';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { getClubRow } from '../clubs/club-reads.service';
import { bookingGroupsOf, findClubCourts, readBookingGroupRows } from '../courts/court-booking-reads.service';

import { INSIGHTS_ACCESS as access } from './insights.service';

// GET /reports/bookings/ (spec 3, Insights): the database aggregates what was booked (bookings'
// report reads); this adds what could have been (open hours per court from the groups' opening
// hours, in the club's zone) and shapes the figures. docs/insights.md says what each figure counts.

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
    lateCancelHours: (await getClubBookingFacts(ctx.db, club.id)).fees.late_cancel_hours,
  };
  const previous = previousPeriod(input.datefrom, input.dateto);

  // One statement for the range's figures and one for the previous period's counts: on
  // PostgreSQL they run at once on two connections of the pool.
  const [{ counts: now, byCourt, byType, people, multiCourt, byHour, byDay }, before, noShows] = await Promise.all([
    bookings.bookedFigures(ctx.db, scope),
    bookings.bookingCounts(ctx.db, { ...scope, from: previous.datefrom, to: previous.dateto }),
    feeFigures(ctx.db, scope),
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
    multi_court: multiCourt,
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
    late_cancel_hours: scope.lateCancelHours!,
    no_shows: noShows.no_shows,
    released_hours: hoursOf(noShows.released_minutes),
    fees: {
      currency: club.currency.toUpperCase(),
      charged: noShows.fees.P.count,
      charged_minor: noShows.fees.P.minor,
      owed: noShows.fees.O.count,
      owed_minor: noShows.fees.O.minor,
      waived: noShows.fees.W.count,
      waived_minor: noShows.fees.W.minor,
    },
  };
}
