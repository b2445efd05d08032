import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingCheckIns, bookingSlots, courtWaitlist, playerFollowedClubs } from '../../db/schema';
import * as clock from '../../clock';
import { markNoShows } from './check-in-no-shows';
import { playerBookingsFixture, weekdayIn, type PlayerBookingsFixture } from './bookings.test-helpers';

// Check-in and no-shows (issue 29, docs/court-waitlist.md "Check-in"): a player checks in by the
// court's QR code inside the club's window (15 minutes before to 10 after here), staff tick it, a
// booking not checked in is a no-show once, its court released and offered to the waiting list.
// The file owns its clock (TEST_NOW).

let f: PlayerBookingsFixture;
let olivia = 0;
beforeAll(async () => {
  f = await playerBookingsFixture();
  olivia = await f.playerOf('other-agent@example.com');
  await f.t.db.insert(playerFollowedClubs).values({ player_id: olivia, club_id: f.club });
  await sql(`delete from court_waitlist where club_id = ${f.club}`);
  await setParams({ WaitlistHoldMinutes: 15 });
});
afterAll(() => f.close());
afterEach(() => f.clock.resume());

const sql = (text: string) => f.sql(text);
const setParams = (params: Record<string, unknown>) => f.params(params);
const book = async (date: string, from: string, to: string, court: number) =>
  f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
    start: `${date}T${from}`,
    end: `${date}T${to}`,
    court,
  });
const scan = (court: number) => f.call('player', 'POST', `/api/club/${f.club}/check_in/`, { court });
const at = (iso: string, minutes: number) =>
  clock.setClock(new Date(iso).getTime() + minutes * 60_000, { stopped: true });

describe('check-in', () => {
  it('is off by default', async () => {
    const res = await scan(f.courts[0]);
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('This club does not ask players to check in.');
    await setParams({ CheckInRequired: true, CheckInMinutesBefore: 15, CheckInMinutesAfter: 10 });
  });

  it("checks the player in by the court's QR code inside the window, and staff tick a booking", async () => {
    const date = weekdayIn(1);
    const made = await book(date, '10:00', '11:00', f.courts[0]);
    at(made.start, -20);
    expect((await scan(f.courts[0])).json().reason).toBe('You have no booking on this court to check in to now.');
    at(made.start, -10);
    expect((await scan(f.courts[1])).statusCode).toBe(400);
    const done = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/check_in/`, { court: f.courts[0] });
    expect(done).toMatchObject({
      instance: made.id,
      court: 'Court T1',
      start: `${date}T10:00`,
      status: 'C',
      checked_in_at: `${date}T09:50`,
    });
    // Again: the same check-in.
    at(made.start, 5);
    expect(await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/check_in/`, { court: f.courts[0] })).toEqual(
      done,
    );
    // Checked in: never a no-show.
    at(made.start, 30);
    expect(await markNoShows(f.t.db, f.club, 10)).not.toContain(made.id);

    f.clock.resume();
    const later = await book(date, '14:00', '15:00', f.courts[0]);
    at(later.start, -30);
    expect((await f.call('bookings', 'POST', `/api/courtbookinginstance/${later.id}/check_in/`)).json().reason).toBe(
      'Check-in opens shortly before the booking starts.',
    );
    at(later.start, -5);
    expect((await f.call('player', 'POST', `/api/courtbookinginstance/${later.id}/check_in/`)).statusCode).toBe(404);
    const ticked = await f.expectCall(200, 'bookings', 'POST', `/api/courtbookinginstance/${later.id}/check_in/`);
    expect(ticked).toMatchObject({ instance: later.id, status: 'C' });
  });

  it('marks a booking not checked in a no-show once, releases its court and offers it to the waiting list', async () => {
    const date = weekdayIn(2);
    const made = await book(date, '12:00', '13:00', f.courts[1]);
    const waiting = await f.call('other', 'POST', `/api/club/${f.club}/court_waitlist/`, {
      start: `${date}T12:00`,
      end: `${date}T13:00`,
      duration: 30,
      court: f.courts[1],
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    at(made.start, 9);
    expect(await markNoShows(f.t.db, f.club, 10)).not.toContain(made.id);
    at(made.start, 11);
    const [first, second] = await Promise.all([markNoShows(f.t.db, f.club, 10), markNoShows(f.t.db, f.club, 10)]);
    expect([...first, ...second].filter((id) => id === made.id)).toEqual([made.id]);
    const rows = await f.t.db.select().from(bookingCheckIns).where(eq(bookingCheckIns.instance_id, made.id));
    expect(rows).toMatchObject([{ status: 'N', method: 'J', released_minutes: 49 }]);
    const slots = await f.t.db.select().from(bookingSlots).where(eq(bookingSlots.instance_id, made.id));
    expect(slots.map((s) => s.live)).toEqual([false]);
    // Too late to check in now.
    expect((await scan(f.courts[1])).statusCode).toBe(409);
    expect((await scan(f.courts[1])).json().reason).toBe(
      'This booking was marked as a no-show: its court was released.',
    );
    // The waiting list is offered what is left of the hour.
    await f.t.runJobs(clock.now());
    const [entry] = await f.t.db.select().from(courtWaitlist).where(eq(courtWaitlist.id, waiting.json().id));
    expect(entry).toMatchObject({ status: 'O', player_id: olivia, offer_court_id: f.courts[1] });
    expect(entry.offer_starts_at).toEqual(new Date(new Date(made.start).getTime() + 30 * 60_000));
  });
});
