import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_CODE_ALPHABET } from '@rally/domain';
import { bookingCheckIns, bookingSlots, courtCheckInCodes, courtWaitlist, playerFollowedClubs } from '../../db/schema';
import * as clock from '../../clock';
import { markNoShows } from './check-in-no-shows';
import { playerBookingsFixture, weekdayIn, type PlayerBookingsFixture } from './bookings.test-helpers';

// Check-in and no-shows (issue 29, docs/court-waitlist.md "Check-in"): a player checks in with the
// court's code (its QR code carries it) inside the club's window (15 minutes before to 10 after
// here), staff tick it, a booking not checked in is a no-show once, its court released and offered
// to the waiting list; the day view reads the ticks.
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
/** The court's check-in code as stored. */
const codeOf = async (court: number) =>
  (await f.t.db.select().from(courtCheckInCodes).where(eq(courtCheckInCodes.court_id, court)))[0].code;
const scan = async (court: number, code?: string) =>
  f.call('player', 'POST', `/api/club/${f.club}/check_in/`, { court, code: code ?? (await codeOf(court)) });
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
    const done = (await scan(f.courts[0])).json();
    expect(done).toMatchObject({
      instance: made.id,
      court: 'Court T1',
      start: `${date}T10:00`,
      status: 'C',
      checked_in_at: `${date}T09:50`,
    });
    // Again: the same check-in.
    at(made.start, 5);
    expect((await scan(f.courts[0])).json()).toEqual(done);
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

describe("check-in by the court's code", () => {
  it('gives every court a code of six characters without look-alikes, Courts staff read and renew it', async () => {
    const codes = await f.expectCall(200, 'agent', 'GET', `/api/club/${f.club}/check_in_codes/`);
    const mine = f.courts.map((court) => codes.find((c: { court: number }) => c.court === court));
    for (const c of mine) expect(c.code).toMatch(new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{6}$`));
    expect(mine[0].code).not.toBe(mine[1].code);
    expect((await f.call('player', 'GET', `/api/club/${f.club}/check_in_codes/`)).statusCode).toBe(404);
    expect((await f.call('player', 'POST', `/api/court/${f.courts[0]}/check_in_code/`)).statusCode).toBe(404);
    const renewed = await f.expectCall(200, 'agent', 'POST', `/api/court/${f.courts[0]}/check_in_code/`);
    expect(renewed.court).toBe(f.courts[0]);
    expect(renewed.code).not.toBe(mine[0].code);
    expect(await codeOf(f.courts[0])).toBe(renewed.code);
  });

  it('refuses a check-in without the code or with a wrong one (the old one after a renewal), and changes nothing', async () => {
    const date = weekdayIn(3);
    const made = await book(date, '10:00', '11:00', f.courts[0]);
    at(made.start, -5);
    const missing = await f.call('player', 'POST', `/api/club/${f.club}/check_in/`, { court: f.courts[0] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.code).toEqual(["Enter the court's check-in code (under its QR code)."]);
    const old = await codeOf(f.courts[0]);
    clock.resetClock();
    await f.expectCall(200, 'agent', 'POST', `/api/court/${f.courts[0]}/check_in_code/`);
    at(made.start, -5);
    for (const wrong of [old, await codeOf(f.courts[1]), 'ZZZZZZ']) {
      const res = await scan(f.courts[0], wrong);
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json().reason).toBe(
        "That is not this court's check-in code: check the code under the court's QR code.",
      );
    }
    expect(await f.t.db.select().from(bookingCheckIns).where(eq(bookingCheckIns.instance_id, made.id))).toEqual([]);
    // Typed as people type it: lower case, with a space.
    const code = await codeOf(f.courts[0]);
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
    expect((await scan(f.courts[0], typed)).json()).toMatchObject({ instance: made.id, status: 'C' });
    // My bookings' card knows the court and window, and that it is done.
    const mine = await f.expectCall(200, 'player', 'GET', '/api/mybooking/?when=upcoming&page_size=100');
    expect(mine.results.find((b: { id: number }) => b.id === made.id).check_in).toEqual({
      court: f.courts[0],
      opens: new Date(new Date(made.start).getTime() - 15 * 60_000).toISOString(),
      closes: new Date(new Date(made.start).getTime() + 10 * 60_000).toISOString(),
      status: 'C',
    });
  });

  it('a new court gets its own code (whoever makes it)', async () => {
    // By SQL, past every service: the trigger on courts gives it one.
    const [row] = (
      (await sql(
        `insert into courts (club_id, group_id, name, number, sport_id, surface_id) select club_id, group_id, 'Court T4', 24, sport_id, surface_id from courts where id = ${f.courts[0]} returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(await codeOf(row.id)).toMatch(/^[A-Z2-9]{6}$/);
  });
});

describe("the day view's check-ins", () => {
  it("lists the check-ins and no-shows of the window with the club's window", async () => {
    const date = weekdayIn(4);
    const first = await book(date, '09:00', '10:00', f.courts[0]);
    const second = await book(date, '11:00', '12:00', f.courts[0]);
    const read = () =>
      f.expectCall(
        200,
        'bookings',
        'GET',
        `/api/courtbookinginstance/check_ins/?club=${f.club}&start=${date}T00:00:00%2B10:00&end=${date}T23:59:59%2B10:00`,
      );
    expect(await read()).toEqual({ window: { before: 15, after: 10 }, check_ins: [] });
    at(first.start, -3);
    await f.expectCall(200, 'bookings', 'POST', `/api/courtbookinginstance/${first.id}/check_in/`);
    at(second.start, 11);
    await markNoShows(f.t.db, f.club, 10);
    expect(await read()).toEqual({
      window: { before: 15, after: 10 },
      check_ins: [
        { instance: first.id, status: 'C', at: new Date(new Date(first.start).getTime() - 3 * 60_000).toISOString() },
        {
          instance: second.id,
          status: 'N',
          at: new Date(new Date(second.start).getTime() + 11 * 60_000).toISOString(),
        },
      ],
    });
    expect(
      (await f.call('player', 'GET', `/api/courtbookinginstance/check_ins/?club=${f.club}&start=${date}&end=${date}`))
        .statusCode,
    ).toBe(404);
  });
});
