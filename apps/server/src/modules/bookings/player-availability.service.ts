import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  bookingRefusals,
  fromMinor,
  shortGaps,
  type Availability,
  type AvailabilityCourt,
  type AvailabilityGroup,
  type Occurrence,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { readTogether } from '../../db/read-together';
import { invalid } from '../../http/errors';
import { bookingGroupsOf } from '../courts/court-booking-reads.service';
import { clubBookingSetup } from './booking-setup';
import { findMemberStandings } from '../members/member-standing.service';
import { bookedMinutes, costOf, type BookingContext } from './booking-context';
import { bookingSlots } from './bookings.tables';
import { heldSlotsOn } from './court-holds';
import { lotteryHeldOn } from './lottery-holds';
import { PLAYER_ACCESS, playerBooker, type Ctx } from './player-bookings.service';
import * as clock from '../../clock';

// The free court times a player sees on the club's booking page (issue 9), split from
// player-bookings.service.ts: the same allowed-check and price as the booking itself.
/** A local time 'HH:mm' of minutes since midnight. */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * GET /api/club/{id}/availability/?date&duration: every bookable court of the club (not in an
 * admin-only group, nor one not ready for bookings) with the times of `duration` minutes, every 30 minutes within its group's
 * opening hours on that date, each free or not for the caller. A time is free when the same
 * allowed-check the booking runs finds nothing against it and no live booking holds the court.
 */
export async function findAvailability(args: {
  ctx: Ctx;
  input: { club: number; date: string; duration: number };
}): Promise<Availability> {
  return (await availabilityOf(args)).answer;
}

/** The availability answer with what it was worked out from: the club's facts and its open groups (free_courts reads them). */
export async function availabilityOf({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; date: string; duration: number };
}) {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  const booker = playerBooker(ctx);
  // Two rounds of reads. First what does not depend on the day: the club's booking facts, its
  // courts, and all its groups with their hours and rates (kept in the process, checked in one
  // read: booking-setup.ts).
  const { facts: club, courts: allCourts, groupRows } = await clubBookingSetup(ctx.db, input.club);
  const zone = club.zone;
  const day = DateTime.fromISO(input.date, { zone });
  if (!day.isValid) throw invalid('date must be a date (YYYY-MM-DD)', { date: ['date must be a date (YYYY-MM-DD)'] });
  const today = clock.todayIn(zone);
  const dayStart = day.startOf('day');
  const dayEnd = dayStart.plus({ days: 1 });
  const occurrences = [
    { date: input.date, start: dayStart.toJSDate(), end: dayStart.plus({ minutes: 30 }).toJSDate() },
  ];
  const bookable = allCourts.filter((c) => c.bookable && c.group_id !== null);
  // A group not ready for bookings, or for administrators only, is not on the player's page at all.
  const groups = bookingGroupsOf(groupRows, club.currency, bookable).filter((g) => g.ready && !g.admin_only_booking);
  const courts = bookable.filter((c) => groups.some((g) => g.id === c.group_id));
  // Then, for that day: the open courts' live slots, the caller's membership, the minutes the
  // caller has booked and which high-demand times are still the lottery's.
  const [taken, own, minutes, inDraw] = await readTogether(
    ctx.db,
    () =>
      liveSlotsOn(
        ctx.db,
        input.club,
        courts.map((c) => c.id),
        dayStart.toJSDate(),
        dayEnd.toJSDate(),
      ),
    async () =>
      (
        await findMemberStandings(ctx.db, input.club, today, { memberIds: [], playerIds: [booker.playerId] })
      ).byPlayer.get(booker.playerId),
    async () => (await bookedMinutes(ctx.db, { club, booker, coaches: [], occurrences })).own,
    () => lotteryHeldOn(ctx.db, club, input.date),
  );
  const kind = own?.kind ?? 'nonmember';
  const payer = {
    key: 'booker',
    person: -1,
    kind,
    membership_type: own?.membership_type ?? null,
    name: own?.name ?? 'You',
  } as const;
  const probe: BookingContext = {
    club,
    booker,
    courts,
    groups,
    coaches: [],
    payers: [payer],
    booker_kind: kind,
    occurrences,
  };
  const now = clock.now();
  const nowMs = now.getTime();
  const weekday = dayStart.weekday - 1;
  // The instant of a wall-clock time (minutes after midnight) that day: each hour's start is
  // worked out once by luxon, so that 19:00 is 19:00 on the days the clocks change (adding minutes
  // to midnight would put it an hour out); the per-court loop compares numbers, not Dates.
  const hourStarts = Array.from({ length: 24 }, (_, hour) => dayStart.set({ hour }).toMillis());
  const instantOf = (minutes: number) =>
    minutes >= 1440
      ? dayEnd.toMillis() + (minutes - 1440) * 60_000
      : hourStarts[Math.floor(minutes / 60)] + (minutes % 60) * 60_000;
  const reasons = new Set<string>();
  // The times, their rules and their price depend on the court's group, not the court: each is
  // worked out once per group, and only "is this court taken" per court.
  const byGroup = new Map<
    number,
    { index: number; min: number; times: { startMs: number; endMs: number; open: boolean; draw: boolean }[] }
  >();
  const shownGroups: AvailabilityGroup[] = [];
  for (const group of groups) {
    const hours = group.hours.find((h) => h.weekday === weekday);
    const times: { startMs: number; endMs: number; open: boolean; draw: boolean }[] = [];
    const shown: AvailabilityGroup['times'] = [];
    if (hours) {
      // Priced as the booking would be: one court of its group.
      const priced: BookingContext = { ...probe, groups: [{ ...group, court_ids: [group.court_ids[0]] }] };
      const [oh, om] = hours.open.split(':').map(Number);
      const [ch, cm] = hours.close.split(':').map(Number);
      const open = oh * 60 + om;
      const close = hours.close === '00:00' ? 1440 : ch * 60 + cm;
      for (let from = Math.ceil(open / 30) * 30; from + input.duration <= close; from += 30) {
        const startMs = instantOf(from);
        const endMs = instantOf(from + input.duration);
        const occurrence: Occurrence = { date: input.date, start: new Date(startMs), end: new Date(endMs) };
        const refusals = bookingRefusals({
          now,
          zone,
          booking_enabled: club.booking_enabled,
          type: 'C',
          occurrences: [occurrence],
          groups: [group],
          coaches: [],
          booker: 'player',
          payers: [payer],
          booker_kind: kind,
          daily_minutes: club.daily_minutes,
          booked_minutes: minutes,
        });
        const past = startMs < nowMs;
        if (!past) for (const r of refusals) reasons.add(r);
        // A high-demand time before its draw is not first come (lottery-holds.ts refuses the booking).
        const draw = !past && inDraw !== null && inDraw(group.id, hhmm(from), hhmm(from + input.duration));
        times.push({ startMs, endMs, open: !past && !draw && refusals.length === 0, draw });
        shown.push({
          start: hhmm(from),
          end: hhmm(from + input.duration),
          price: fromMinor(costOf(priced, [occurrence]).total, club.currency),
        });
      }
    }
    byGroup.set(group.id, { index: shownGroups.length, min: group.min_booking_duration_members, times });
    shownGroups.push({ name: group.name, payment: group.payment_on_app ? 'app' : 'club', times: shown });
  }
  let anyFree = false;
  const out: AvailabilityCourt[] = courts.map((court) => {
    const { index, min, times } = byGroup.get(court.group_id!)!;
    const held = taken.get(court.id) ?? [];
    // No unusable holes (issue 29): a time that would leave a gap shorter than the group's minimum
    // booking next to another booking is not offered (booking-holes.ts refuses it on the server too).
    const overlaps = (t: { startMs: number; endMs: number }) =>
      held.some((h) => h.start < t.endMs && t.startMs < h.end);
    const free = times.map((t) => t.open && !overlaps(t) && shortGaps(t.startMs, t.endMs, held, min).length === 0);
    anyFree ||= free.includes(true);
    // The lottery's times not taken by the club: asked for in the draw rather than booked.
    const draw = inDraw ? times.map((t) => t.draw && !overlaps(t)) : [];
    const all = club.all_courts;
    return {
      id: court.id,
      name: court.name,
      number: court.number,
      group: index,
      free,
      ...(draw.includes(true) ? { draw } : {}),
      has_lights: all.lights || court.has_lights,
      indoor: all.indoor || court.indoor,
      surface: court.surface,
      rules: all.rules === null ? court.notes : '',
    };
  });
  const answer: Availability = {
    date: input.date,
    duration: input.duration,
    currency: club.currency.toUpperCase(),
    as: kind,
    groups: shownGroups,
    courts: out,
    rules: club.all_courts.rules ?? '',
    reasons: anyFree ? [] : [...reasons],
  };
  return { answer, club, groups };
}

// Built once (db/prepared-read.ts): every availability search reads the day's slots. A busy day
// holds hundreds: they come as one JSON text of [court, start, end] (instants in milliseconds),
// parsed at once, rather than a row each that the driver and drizzle take apart one by one.
const liveSlotsOf = preparedRead('availability_live_slots', (db) =>
  db
    .select({
      slots: sql<string>`coalesce(json_agg(json_build_array(${bookingSlots.court_id}, extract(epoch from lower(${bookingSlots.during})) * 1000, extract(epoch from upper(${bookingSlots.during})) * 1000))::text, '[]')`,
    })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.club_id, sql.placeholder('club')),
        eq(bookingSlots.live, true),
        sql`${bookingSlots.court_id} = any(${sql.placeholder('courts')})`,
        sql`${bookingSlots.during} && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)')`,
      ),
    ),
);

/** The live slots of these courts overlapping [from, to), by court: their instants in milliseconds (the lottery draw leaves these out too). */
export async function liveSlotsOn(db: Db | Tx, clubId: number, courtIds: number[], from: Date, to: Date) {
  const byCourt = new Map<number, { start: number; end: number }[]>();
  if (!courtIds.length) return byCourt;
  const [{ slots }] = await liveSlotsOf(db, {
    club: clubId,
    courts: courtIds,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  for (const [court, start, end] of JSON.parse(slots) as [number, number, number][]) {
    const held = byCourt.get(court);
    if (held) held.push({ start, end });
    else byCourt.set(court, [{ start, end }]);
  }
  // Courts held for the waiting list (issue 29) are taken too.
  for (const [court, holds] of await heldSlotsOn(db, clubId, courtIds, from, to))
    byCourt.set(court, [...(byCourt.get(court) ?? []), ...holds]);
  return byCourt;
}

/** Series the player is booked on: the series' own player, or one of its booked persons. */
