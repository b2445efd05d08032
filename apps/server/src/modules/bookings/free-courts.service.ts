import { fromMinor, type FreeCourt, type FreeCourts } from '@rally/domain';
import { availabilityOf } from './player-availability.service';
import type { Ctx } from './player-bookings.service';

// Time first, then court (issue 28): a player on a phone picks a day and a time and is offered
// the courts free then. It is the availability search (player-availability.service.ts: the club's
// opening hours, slot length, advance days, durations, daily minutes, rates, bookings and blocks),
// read at one time. docs/bookings.md "Booking the way players book".

/** Minutes since midnight of 'HH:mm'. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The other times looked at when none is free, nearest first (earlier first at the same distance). */
const NEARBY = [-30, 30, -60, 60];

/**
 * GET /api/club/{id}/free_courts/?date&time&duration: the courts free at `time`, the club's
 * preferred first (the courts of its default court group, then by court number); the nearest
 * times within an hour either side with a free court; every time the groups offer that day.
 */
export async function findFreeCourts({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; date: string; time: string; duration: number };
}): Promise<FreeCourts> {
  const { answer, club, groups } = await availabilityOf({ ctx, input });
  const preferred = new Set(groups.filter((g) => g.preferred).map((g) => g.name));
  const freeAt = (time: string): FreeCourt[] =>
    answer.courts.flatMap((court) => {
      const group = answer.groups[court.group];
      const i = group.times.findIndex((t) => t.start === time);
      if (i < 0 || !court.free[i]) return [];
      const { group: _g, free: _f, draw: _d, ...facts } = court;
      const slot = group.times[i];
      const payment = Number(slot.price) > 0 ? group.payment : 'none';
      return [{ ...facts, group: group.name, start: slot.start, end: slot.end, price: slot.price, payment }];
    });
  const rank = (court: FreeCourt) => (preferred.has(court.group) ? 0 : 1);
  const courts = freeAt(input.time).sort((a, b) => rank(a) - rank(b) || a.number - b.number);
  const times = [...new Set(answer.groups.flatMap((g) => g.times.map((t) => t.start)))].sort();
  const at = minutesOf(input.time);
  const nearby = NEARBY.map((offset) => hhmm(at + offset))
    .filter((time) => at >= 0 && times.includes(time))
    .map((time) => ({ time, free: freeAt(time).length }))
    .filter((t) => t.free > 0);
  const closed = times.includes(input.time) ? '' : ` (the courts are not open then for ${input.duration} minutes)`;
  const reasons = courts.length ? [] : [`No court is free at ${input.time}${closed}.`, ...answer.reasons];
  return {
    date: answer.date,
    time: input.time,
    duration: answer.duration,
    currency: answer.currency,
    as: answer.as,
    courts,
    nearby,
    times,
    rules: answer.rules,
    guest_fee: fromMinor(club.guest_fee, club.currency),
    reasons,
    waitlist: club.booking_enabled && club.waitlist_hold_minutes > 0,
  };
}
