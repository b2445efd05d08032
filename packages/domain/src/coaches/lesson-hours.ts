import { z } from 'zod';
import { WEEKDAYS, type OpeningHours } from '../clubs/opening-hours.rules';
import { weekdayNames } from '../clubs/time-options';

// A coach's lesson hours (issue 28): the weekdays the coach gives the lessons players book, each
// with its own hours in the club's local time, stored like a court group's own hours
// (`{weekday, open, close}`, 0 = Monday … 6 = Sunday, docs/bookings.md "Lessons"). A weekday left
// out has no lessons; times are on the hour or half hour, and a day may end at 24:00.

export const lessonHoursMessages = {
  time: 'Enter a time as HH:mm on the hour or half hour',
  end: 'Lessons must end after they start',
  weekday: 'Choose a weekday from Monday (0) to Sunday (6)',
  weekdayTwice: 'Each weekday can be given only once',
  list: 'Lesson hours must be a list of weekdays with their hours',
} as const;

const lessonTime = /^([01]\d|2[0-3]):[03]0$|^24:00$/;
const time = z.string({ error: lessonHoursMessages.time }).regex(lessonTime, lessonHoursMessages.time);

/** One weekday a coach gives lessons. */
export const lessonDaySchema = z
  .object({
    weekday: z
      .number({ error: lessonHoursMessages.weekday })
      .int(lessonHoursMessages.weekday)
      .min(0, lessonHoursMessages.weekday)
      .max(6, lessonHoursMessages.weekday),
    open: time.refine((t) => t !== '24:00', lessonHoursMessages.time),
    close: time,
  })
  .superRefine((day, ctx) => {
    // Only two good times are compared (a bad one has its own message).
    if (!lessonTime.test(day.open) || !lessonTime.test(day.close)) return;
    if (day.close <= day.open) ctx.addIssue({ code: 'custom', path: ['close'], message: lessonHoursMessages.end });
  });

/** The weekdays a coach gives lessons, each once (an empty list: no lessons players book). */
export const lessonHoursSchema = z
  .array(lessonDaySchema, { error: lessonHoursMessages.list })
  .max(7, lessonHoursMessages.weekdayTwice)
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((day, index) => {
      if (seen.has(day.weekday))
        ctx.addIssue({ code: 'custom', path: [index, 'weekday'], message: lessonHoursMessages.weekdayTwice });
      seen.add(day.weekday);
    });
  });

/** A new coach gives lessons every day from 07:00 to 21:00. */
export const defaultLessonHours: OpeningHours[] = WEEKDAYS.map((weekday) => ({
  weekday,
  open: '07:00',
  close: '21:00',
}));

/** The coach's hours on a weekday (0 = Monday), or null when they give no lessons that day. */
export const lessonHoursOn = (hours: readonly OpeningHours[], weekday: number): OpeningHours | null =>
  hours.find((h) => h.weekday === weekday) ?? null;

/** Why a lesson at that time is refused: "Carlos Coach gives lessons on Mondays from 08:00 to 17:00." */
export function lessonHoursRefusal(name: string, hours: readonly OpeningHours[], weekday: number): string {
  const day = lessonHoursOn(hours, weekday);
  const days = `${weekdayNames[weekday]}s`;
  return day
    ? `${name} gives lessons on ${days} from ${day.open} to ${day.close}.`
    : `${name} gives no lessons on ${days}.`;
}
