import { DateTime } from 'luxon';
import { DEFAULT_SESSION_MINUTES, MAX_EVENT_SESSIONS, type EventRecurrence } from './clinic-codes';

// Sessions of a clinic from its schedule (spec 3 §3, §4; docs/clinics.md). Dates are local dates
// in the club's zone and times are wall-clock times there, so a weekly 18:00 session stays at
// 18:00 across daylight saving; a time inside a spring-forward gap moves forward by the gap.

/** A weekday (Monday 0 … Sunday 6) with its session window, 'HH:mm'. */
export type DayWindow = { day: number; start_time: string; end_time: string };

export type EventSchedule = {
  start_date: string;
  end_date?: string | null;
  num_sessions?: number | null;
  recurrence: EventRecurrence;
  days_of_week: readonly DayWindow[];
  excluded_dates: readonly string[];
  def_start_time?: string | null;
  def_session_dur_mins?: number | null;
  zone: string;
};

/** One planned session: its number (1…), its local date and its instants. */
export type PlannedSession = { number: number; date: string; start: Date; end: Date };

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

function at(date: DateTime, minutes: number, zone: string): Date {
  return DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone },
  ).toJSDate();
}

/**
 * The sessions a schedule makes, in order. Weekly: each week on the days of week given (on the
 * start date's weekday when none is). Daily: every day; a day of week given sets that day's
 * window, other days use the default start time and duration. Excluded dates are skipped and do
 * not count. The schedule stops after its end date (inclusive) or its number of sessions (an end
 * date wins when both are given), and never exceeds MAX_EVENT_SESSIONS.
 */
export function planEventSessions(s: EventSchedule): PlannedSession[] {
  const first = DateTime.fromISO(s.start_date, { zone: s.zone }).startOf('day');
  if (!first.isValid) return [];
  const last = s.end_date ? DateTime.fromISO(s.end_date, { zone: s.zone }).startOf('day') : null;
  const count = last ? MAX_EVENT_SESSIONS : Math.min(s.num_sessions ?? 0, MAX_EVENT_SESSIONS);
  if (!last && count <= 0) return [];
  const duration =
    s.def_session_dur_mins && s.def_session_dur_mins > 0 ? s.def_session_dur_mins : DEFAULT_SESSION_MINUTES;
  const defStart = minutesOf(s.def_start_time && /^\d{2}:\d{2}/.test(s.def_start_time) ? s.def_start_time : '09:00');
  const windows = new Map(s.days_of_week.map((w) => [w.day, w]));
  const excluded = new Set(s.excluded_dates);
  const weeklyDays = s.days_of_week.length ? windows : new Map([[first.weekday - 1, null]]);
  const out: PlannedSession[] = [];
  // A weekly schedule with no day in the next 7 days can have none at all: stop after a year of days past the end.
  for (let date = first, guard = 0; out.length < count && guard < 3700; date = date.plus({ days: 1 }), guard++) {
    if (last && date > last) break;
    const day = date.weekday - 1;
    if (s.recurrence === 'W' && !weeklyDays.has(day)) continue;
    const iso = date.toISODate()!;
    if (excluded.has(iso)) continue;
    const w = windows.get(day);
    const startMin = w ? minutesOf(w.start_time) : defStart;
    const endMin = w ? minutesOf(w.end_time) : defStart + duration;
    const start = at(date, startMin, s.zone);
    const end = endMin >= 24 * 60 ? at(date.plus({ days: 1 }), endMin - 24 * 60, s.zone) : at(date, endMin, s.zone);
    out.push({ number: out.length + 1, date: iso, start, end });
  }
  return out;
}
