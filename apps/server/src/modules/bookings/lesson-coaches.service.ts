import { DateTime } from 'luxon';
import { fromMinor, lessonHoursOn, weekdayOf, type LessonCoach } from '@rally/domain';
import { findAllClubCoaches } from '../coaches/coach-booking-reads.service';
import { coachBusy, lessonPricePerHour } from './lesson-rules';
import { availabilityOf } from './player-availability.service';
import type { Ctx } from './player-bookings.service';

// A lesson with a coach (issue 28): the club's coaches, each with their price and the times of a
// date within their lesson hours that weekday when they coach nothing else and a court is free for the player
// (the availability search's rules). The player then picks the court at that time (free_courts).

/** GET /api/club/{id}/lesson_coaches/?date&duration. */
export async function findLessonCoaches({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; date: string; duration: number };
}): Promise<LessonCoach[]> {
  const { answer, club } = await availabilityOf({ ctx, input });
  const coaches = await findAllClubCoaches(ctx.db, input.club);
  const dayStart = DateTime.fromISO(input.date, { zone: club.zone }).startOf('day');
  const instant = (date: string, time: string) =>
    time === '24:00'
      ? dayStart.plus({ days: 1 }).toMillis()
      : DateTime.fromISO(`${date}T${time}`, { zone: club.zone }).toMillis();
  // Every time with at least one free court, once.
  const open = new Map<string, string>();
  for (const court of answer.courts)
    answer.groups[court.group].times.forEach((t, i) => {
      if (court.free[i]) open.set(t.start, t.end);
    });
  const busy = await coachBusy(
    ctx.db,
    input.club,
    coaches.map((c) => c.id),
    [{ start: dayStart.toJSDate(), end: dayStart.plus({ days: 1 }).toJSDate() }],
  );
  const weekday = weekdayOf(input.date);
  return coaches.map((coach) => {
    const perHour = lessonPricePerHour([coach], club.currency);
    const held = busy.get(coach.id) ?? [];
    const day = lessonHoursOn(coach.lesson_hours, weekday);
    const times = [...open]
      .filter(([start, end]) => day !== null && start >= day.open && end <= day.close)
      .filter(([start, end]) => {
        const from = instant(input.date, start);
        const to = instant(input.date, end);
        return !held.some((h) => h.start < to && from < h.end);
      })
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([start, end]) => ({ start, end }));
    return {
      id: coach.id,
      name: coach.name,
      price: fromMinor(Math.round((perHour * input.duration) / 60), club.currency),
      price_per_hour: fromMinor(perHour, club.currency),
      currency: club.currency.toUpperCase(),
      lesson_from: day?.open ?? null,
      lesson_to: day?.close ?? null,
      times,
    };
  });
}
