import { DateTime } from 'luxon';
import { weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';

// What the events API tests share (clinics*.test.ts, on the bookings fixture): a weekday number and
// a weekly clinic made by Riverside's agent, four sessions from three weekdays on.

/** The weekday (Monday 0) of a local date. */
export const dayOf = (date: string) => DateTime.fromISO(date).weekday - 1;

/** A draft weekly clinic on the first court, Tuesday squad by default; `fields` override. */
export async function makeEvent(f: BookingsFixture, fields: Record<string, unknown> = {}) {
  const start = weekdayIn(3);
  return f.expectCall(201, 'agent', 'POST', '/api/event/', {
    club: f.club,
    name: 'Tuesday squad',
    desc: 'Drills and match play',
    ttype: 'C',
    start_date: start,
    num_sessions: 4,
    recurrence: 'W',
    days_of_week: [{ day: dayOf(start), start_time: '18:00', end_time: '19:00' }],
    court_set: [f.courts[0]],
    member_price: 80,
    nonmember_price: 120,
    member_session_price: 25,
    nonmember_session_price: 35,
    ...fields,
  });
}
