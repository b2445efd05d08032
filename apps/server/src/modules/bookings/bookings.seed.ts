import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  bookingCost,
  daySlices,
  expandSeries,
  type BookingType,
  type CostPayer,
  type Occurrence,
  type Recurrence,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { clubFeatures } from '../clubs/clubs.tables';
import { findBookingGroups, findClubCourts } from '../courts/court-booking-reads.service';
import { marketFeatures } from '../reference/reference.tables';
import { bookedPersons, bookingCoaches, bookingInstances, bookingSeries, bookingSlots } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// The demo's court bookings at Riverside: thirteen weeks around the day the demo is seeded (ten
// back, so the insights reports have a quarter to show, and three ahead) of a real club's calendar — weekly groups, coaching, the Friday club night block
// booking, a court's maintenance and one-off hires by members — so the calendar, the search and
// the reports have something to show. Deterministic for a given seed day; nothing overlaps (the
// plan keeps each court's taken times and skips what would clash); inserted in batches. Every
// ninth past one-off hire was cancelled, alternately days ahead and on the day. One member (with
// the app, no demo login: the logins' days are other tests' to book) holds their own weekly slot
// for a 10-week term, three weeks in, as members may at Riverside (issue 29, member-series.service.ts).

type Member = { id: number; player_id: number | null; name: string; email: string; membership_type: number | null };
type Plan = {
  name: string;
  ttype: BookingType;
  weekday: number; // 1 = Monday … 7 = Sunday (luxon)
  start: string;
  end: string;
  recurrence: Recurrence;
  courts: number[]; // court numbers
  coach?: number; // club coach id
  member?: Member;
  payer: CostPayer['kind'] | null;
  author: number;
  /** A past hire that was cancelled: days before (early) or hours before (late). */
  cancelled?: 'early' | 'late';
  /** A member's own weekly slot: from this many weeks after the first week, for `weeks` weeks. */
  term?: { from: number; weeks: number };
};

const BATCH = 1000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/** Seeds Riverside's bookings; `members` are some of its members, `coaches` its club coach ids, `author` the staff login that books. */
export async function seedDemoBookings(
  tx: Tx,
  input: {
    club: number;
    zone: string;
    currency: string;
    members: Member[];
    coaches: { carlos: number; paula: number };
    author: number;
    coachPlayers: { carlos: number; paula: number };
    /** The member (with a player) who books their own weekly slot. */
    weeklySlot?: Member;
  },
) {
  const { club, zone, currency, members } = input;
  bookingsChanged(tx, club);
  const courts = await findClubCourts(tx, club);
  const groups = await findBookingGroups(tx, club, currency, courts);
  const courtId = (n: number) => courts.find((c) => c.number === n)!.id;
  const today = clock.nowIn(zone).startOf('day');
  const first = today.startOf('week').minus({ weeks: 10 });
  const last = today.startOf('week').plus({ weeks: 3 }).minus({ days: 1 });
  const dateOn = (weekday: number) => first.plus({ days: weekday - 1 });
  const m = (i: number) => members[i % members.length];
  const weekly = input.weeklySlot;
  if (weekly) await mergeDemoBookingParams(tx, club, { MemberSeriesAllowed: true });

  const plans: Plan[] = [
    {
      name: 'Friday club night',
      ttype: 'B',
      weekday: 5,
      start: '18:00',
      end: '21:00',
      recurrence: 'W',
      courts: [1, 2, 3, 4],
      payer: null,
      author: input.author,
    },
    {
      name: 'Tuesday ladies doubles',
      ttype: 'C',
      weekday: 2,
      start: '09:00',
      end: '11:00',
      recurrence: 'W',
      courts: [1, 2],
      member: m(3),
      payer: 'member',
      author: input.author,
    },
    {
      name: 'Thursday social hit',
      ttype: 'C',
      weekday: 4,
      start: '18:00',
      end: '20:00',
      recurrence: 'W',
      courts: [1, 2, 3],
      member: m(8),
      payer: 'member',
      author: input.author,
    },
    {
      name: 'Saturday junior squad',
      ttype: 'L',
      weekday: 6,
      start: '08:00',
      end: '10:00',
      recurrence: 'W',
      courts: [3, 4],
      coach: input.coaches.carlos,
      payer: 'coach',
      author: input.coachPlayers.carlos,
    },
    {
      name: 'Private lesson',
      ttype: 'L',
      weekday: 1,
      start: '16:00',
      end: '17:00',
      recurrence: 'W',
      courts: [5],
      coach: input.coaches.carlos,
      member: m(12),
      payer: 'member',
      author: input.coachPlayers.carlos,
    },
    {
      name: 'Private lesson',
      ttype: 'L',
      weekday: 3,
      start: '16:00',
      end: '17:00',
      recurrence: 'W',
      courts: [5],
      coach: input.coaches.carlos,
      member: m(15),
      payer: 'member',
      author: input.coachPlayers.carlos,
    },
    {
      name: 'Pennant squad training',
      ttype: 'L',
      weekday: 2,
      start: '17:00',
      end: '18:30',
      recurrence: 'W',
      courts: [6],
      coach: input.coaches.paula,
      payer: 'coach',
      author: input.coachPlayers.paula,
    },
    {
      name: 'Wednesday cardio tennis',
      ttype: 'L',
      weekday: 3,
      start: '06:30',
      end: '07:30',
      recurrence: 'W',
      courts: [1],
      coach: input.coaches.paula,
      payer: 'coach',
      author: input.coachPlayers.paula,
    },
    {
      name: 'Clay court rolling',
      ttype: 'M',
      weekday: 1,
      start: '06:00',
      end: '08:00',
      recurrence: 'F',
      courts: [3],
      payer: null,
      author: input.author,
    },
  ];
  // The member's own weekly slot, Wednesday before work, booked by themself: three weeks done, seven to come.
  if (weekly?.player_id)
    plans.push({
      name: weekly.name,
      ttype: 'C',
      weekday: 3,
      start: '07:00',
      end: '08:00',
      recurrence: 'W',
      courts: [4],
      member: weekly,
      payer: 'member',
      author: weekly.player_id,
      term: { from: 7, weeks: 10 },
    });
  // One-off hires: each day a few members take an hour on a court, spread through the day.
  const hireTimes = ['07:00', '08:00', '10:00', '12:00', '13:00', '15:00', '17:00', '19:00'];
  for (let day = 0; day < last.diff(first, 'days').days + 1; day++) {
    const date = first.plus({ days: day });
    const weekend = date.weekday >= 6;
    for (let k = 0; k < 5; k++) {
      const time = hireTimes[(day * 3 + k * 5) % hireTimes.length];
      if (weekend && time === '19:00') continue; // weekends close at 20:00; keep to the earlier slots
      // The hire is named after the member who booked it.
      const booker = m(day * 5 + k + 20);
      plans.push({
        name: `${booker.name} hire`,
        ttype: k === 4 ? 'H' : 'C',
        weekday: 0,
        start: `${date.toISODate()}T${time}`,
        end: `${date.toISODate()}T${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`,
        recurrence: 'N',
        courts: [1 + ((day + k * 2) % 6)],
        member: booker,
        payer: (day + k) % 7 === 0 ? 'nonmember' : 'member',
        author: input.author,
        ...(date < today && (day * 5 + k) % 9 === 0
          ? { cancelled: day % 2 ? ('late' as const) : ('early' as const) }
          : {}),
      });
    }
  }

  const taken = new Map<number, { start: number; end: number }[]>();
  const free = (court: number, o: Occurrence) =>
    !(taken.get(court) ?? []).some((t) => t.start < o.end.getTime() && o.start.getTime() < t.end);
  const series: {
    plan: Plan;
    occurrences: Occurrence[];
    courtIds: number[];
    price: number;
    share: number;
    until: string | null;
  }[] = [];
  for (const plan of plans) {
    const firstDay = plan.weekday
      ? dateOn(plan.weekday)
          .plus({ weeks: plan.term?.from ?? 0 })
          .toISODate()
      : null;
    const startDate = firstDay ? `${firstDay}T${plan.start}` : plan.start;
    const endDate = firstDay ? `${firstDay}T${plan.end}` : plan.end;
    const until =
      plan.recurrence === 'N'
        ? null
        : plan.term
          ? DateTime.fromISO(firstDay!)
              .plus({ weeks: plan.term.weeks - 1 })
              .toISODate()!
          : last.toISODate()!;
    const courtIds = plan.courts.map(courtId);
    const occurrences = expandSeries({
      start: startDate,
      end: endDate,
      recurrence: plan.recurrence,
      recurrence_end: until,
      zone,
    }).filter((o) => courtIds.every((c) => free(c, o)));
    if (!occurrences.length) continue;
    for (const o of occurrences)
      for (const c of courtIds)
        taken.set(c, [...(taken.get(c) ?? []), { start: o.start.getTime(), end: o.end.getTime() }]);
    const payers: CostPayer[] = plan.payer
      ? [
          {
            key: 'p',
            kind: plan.payer,
            membership_type: plan.payer === 'member' ? (plan.member?.membership_type ?? null) : null,
          },
        ]
      : [];
    const slices = occurrences.flatMap((o) => daySlices(o, zone));
    const price = groups.reduce(
      (sum, g) =>
        sum +
        bookingCost({ slices, courts: courtIds.filter((c) => g.court_ids.includes(c)).length, payers, rates: g.rates })
          .total,
      0,
    );
    series.push({ plan, occurrences, courtIds, price, share: price, until });
  }

  const seriesRows: { id: number }[] = [];
  for (const part of chunks(series)) {
    seriesRows.push(
      ...(await tx
        .insert(bookingSeries)
        .values(
          part.map(({ plan, occurrences, price, until }) => ({
            club_id: club,
            name: plan.name,
            ttype: plan.ttype,
            author_id: plan.author,
            player_id: plan.member?.player_id ?? null,
            player_name: plan.member?.name ?? '',
            player_email: plan.member?.email ?? '',
            start_date: occurrences[0].start,
            end_date: occurrences[0].end,
            recurrence: plan.recurrence,
            recurrence_end: until,
            price_minor: price,
            currency,
            paying: plan.payer !== null,
          })),
        )
        .returning({ id: bookingSeries.id })),
    );
  }
  const persons = series.flatMap((s, i) =>
    s.plan.member
      ? [
          {
            club_id: club,
            series_id: seriesRows[i].id,
            player_id: s.plan.member.player_id,
            club_member_id: s.plan.member.id,
            full_name: s.plan.member.name,
            email: s.plan.member.email,
            paying: s.plan.payer !== null,
            primary: true,
            share_minor: s.share,
          },
        ]
      : [],
  );
  for (const part of chunks(persons)) await tx.insert(bookedPersons).values(part);

  const cancelledAt = (plan: Plan, o: Occurrence) =>
    plan.cancelled
      ? DateTime.fromJSDate(o.start)
          .minus(plan.cancelled === 'late' ? { hours: 3 } : { days: 3 })
          .toJSDate()
      : null;
  const instanceValues = series.flatMap((s, i) =>
    s.occurrences.map((o) => ({
      club_id: club,
      series_id: seriesRows[i].id,
      starts_at: o.start,
      ends_at: o.end,
      cancelled_at: cancelledAt(s.plan, o),
      cancelled_by: s.plan.cancelled ? s.plan.author : null,
    })),
  );
  const instanceIds: number[] = [];
  for (const part of chunks(instanceValues))
    instanceIds.push(
      ...(await tx.insert(bookingInstances).values(part).returning({ id: bookingInstances.id })).map((r) => r.id),
    );
  const slots: (typeof bookingSlots.$inferInsert)[] = [];
  const coachRows: (typeof bookingCoaches.$inferInsert)[] = [];
  let n = 0;
  for (const s of series) {
    for (const o of s.occurrences) {
      const instance = instanceIds[n++];
      for (const court of s.courtIds)
        slots.push({
          club_id: club,
          instance_id: instance,
          court_id: court,
          during: `[${o.start.toISOString()},${o.end.toISOString()})`,
          live: !s.plan.cancelled,
        });
      if (s.plan.coach) coachRows.push({ club_id: club, instance_id: instance, club_coach_id: s.plan.coach });
    }
  }
  for (const part of chunks(slots)) await tx.insert(bookingSlots).values(part);
  for (const part of chunks(coachRows)) await tx.insert(bookingCoaches).values(part);
  return { series: series.length, instances: instanceIds.length };
}

/** Merges `params` into a demo club's courtbooking params (Booking Settings): the demo's weekly slots, waiting list and lottery. */
export async function mergeDemoBookingParams(tx: Tx, club: number, params: Record<string, unknown>) {
  const [feature] = await tx
    .select({ id: marketFeatures.id })
    .from(marketFeatures)
    .where(eq(marketFeatures.name, 'courtbooking'));
  await tx
    .update(clubFeatures)
    .set({ params: sql`${clubFeatures.params} || ${JSON.stringify(params)}::jsonb` })
    .where(and(eq(clubFeatures.club_id, club), eq(clubFeatures.feature_id, feature.id)));
}
