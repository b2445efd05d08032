import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courtWaitlist, notifications, playerFollowedClubs, players } from '../../db/schema';
import * as clock from '../../clock';
import { playerBookingsFixture, weekdayIn, type PlayerBookingsFixture } from './bookings.test-helpers';

// The waiting list that holds the court (issue 29, docs/court-waitlist.md): joining, the offer when
// a court frees (held for the first in line, refused to everyone else on every path), claiming,
// letting go and lapsing. The file owns its clock (TEST_NOW), which stands still in each test;
// dates are weekdays after it.

let f: PlayerBookingsFixture;
let pat = 0;
let olivia = 0;
beforeAll(async () => {
  f = await playerBookingsFixture();
  pat = f.pat;
  olivia = await f.playerOf('other-agent@example.com');
  await f.t.db.insert(playerFollowedClubs).values({ player_id: olivia, club_id: f.club });
  await sql(`delete from court_waitlist where club_id = ${f.club}`); // the demo's line
  await setParams({ WaitlistHoldMinutes: 15 });
});
afterAll(() => f.close());
beforeEach(() => {
  clock.setClock(clock.now(), { stopped: true });
});
afterEach(() => f.clock.resume());

const sql = (text: string) => f.sql(text);
const setParams = (params: Record<string, unknown>) => f.params(params);
const staffBooks = async (date: string, from: string, to: string, court = f.courts[0]) =>
  f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
    name: 'Taken',
    start_date: `${date}T${from}`,
    end_date: `${date}T${to}`,
    court_set: [court],
  });
const join = (who: 'player' | 'other' | 'bookings', body: Record<string, unknown>) =>
  f.call(who, 'POST', `/api/club/${f.club}/court_waitlist/`, body);
const entryOf = async (id: number) => (await f.t.db.select().from(courtWaitlist).where(eq(courtWaitlist.id, id)))[0];

describe('the waiting list for courts', () => {
  it('is off by default: joining is refused while the club holds no courts', async () => {
    await setParams({ WaitlistHoldMinutes: 0 });
    const date = weekdayIn(1);
    const res = await join('player', { start: `${date}T10:00`, end: `${date}T11:00`, court: f.courts[0] });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('This club has no waiting list for courts.');
    await setParams({ WaitlistHoldMinutes: 15 });
  });

  it('holds a freed court for the first in line, refuses it to everyone else, and books it on claim', async () => {
    const date = weekdayIn(2);
    const taken = await staffBooks(date, '10:00', '11:00');
    // A free time is booked, not waited for.
    const free = await join('player', { start: `${date}T14:00`, end: `${date}T15:00`, court: f.courts[0] });
    expect(free.statusCode).toBe(409);
    expect(free.json().reason).toBe('A court is free at that time: book it instead.');
    const first = await join('player', { start: `${date}T10:00`, end: `${date}T11:00`, court: f.courts[0] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      player: pat,
      status: 'W',
      start: `${date}T10:00`,
      end: `${date}T11:00`,
      duration: 60,
      court_name: 'Court T1',
      position: 1,
      offer: null,
    });
    expect(
      (await join('player', { start: `${date}T10:00`, end: `${date}T11:00`, court: f.courts[0] })).statusCode,
    ).toBe(409);
    // Staff queue Olivia behind Pat.
    clock.advanceClock(1000);
    const second = await join('bookings', {
      start: `${date}T10:00`,
      end: `${date}T11:00`,
      court: f.courts[0],
      player: olivia,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ player: olivia, position: 2 });
    // A player may not queue someone else.
    expect((await join('player', { start: `${date}T10:00`, end: `${date}T11:00`, player: olivia })).statusCode).toBe(
      404,
    );

    // The court frees: the job offers it to Pat alone, held for 15 minutes, with a notification.
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${taken.id}/cancel/`);
    await f.t.runJobs(clock.now());
    const held = await f.expectCall(200, 'player', 'GET', `/api/courtwaitlist/mine/?club=${f.club}`);
    const expires = new Date(clock.now().getTime() + 15 * 60_000);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      status: 'O',
      offer: { court: f.courts[0], court_name: 'Court T1', start: `${date}T10:00`, end: `${date}T11:00` },
    });
    expect((await entryOf(held[0].id)).offer_expires_at).toEqual(expires);
    expect((await entryOf(second.json().id)).status).toBe('W');
    const [note] = await f.t.db
      .select()
      .from(notifications)
      .innerJoin(players, eq(players.user_id, notifications.user_id))
      .where(and(eq(players.id, pat), eq(notifications.kind, 'waitlist_offer')));
    expect(note.notifications.title).toMatch(/^A court is held for you: Court T1, /);

    // Nobody else gets the held time: not staff, not a player's booking, not the free lists, not SQL.
    const staff = await f.book('agent', { start_date: `${date}T10:30`, end_date: `${date}T11:30` });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().errors.clashes[0]).toMatch(/Court T1: Held for the waiting list$/);
    const player = await f.call('other', 'POST', `/api/club/${f.club}/book/`, {
      start: `${date}T10:00`,
      end: `${date}T11:00`,
      court: f.courts[0],
    });
    expect(player.statusCode).toBe(409);
    expect(player.json().reason).toBe(
      `That time is already taken: the booking clashes with another booking on ${date}.`,
    );
    const free10 = await f.expectCall(200, 'other', 'GET', `/api/club/${f.club}/free_courts/?date=${date}&time=10:00`);
    expect(free10.courts.map((c: { id: number }) => c.id)).not.toContain(f.courts[0]);
    await expect(
      sql(
        `insert into booking_slots (club_id, instance_id, court_id, during) select club_id, id, ${f.courts[0]}, tstzrange('${date}T10:00:00+11:00', '${date}T10:30:00+11:00') from booking_instances where club_id = ${f.club} limit 1`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });

    // Olivia cannot claim Pat's hold; Pat claims it and the court is booked for Pat.
    expect((await f.call('other', 'POST', `/api/courtwaitlist/${held[0].id}/claim/`)).statusCode).toBe(404);
    const claimed = await f.expectCall(201, 'player', 'POST', `/api/courtwaitlist/${held[0].id}/claim/`);
    expect(claimed).toMatchObject({
      name: 'Pat Player',
      courts: ['Court T1'],
      local_start: `${date}T10:00`,
      local_end: `${date}T11:00`,
      price: '10.00',
    });
    expect(await entryOf(held[0].id)).toMatchObject({ status: 'T', booking_series_id: claimed.booking_series });
    expect((await f.call('player', 'POST', `/api/courtwaitlist/${held[0].id}/claim/`)).statusCode).toBe(409);
    // Olivia still waits (the court is taken again); her place is now first.
    const mine = await f.expectCall(200, 'other', 'GET', `/api/courtwaitlist/mine/?club=${f.club}`);
    expect(mine).toMatchObject([{ status: 'W', position: 1 }]);
    await f.expectCall(200, 'other', 'POST', `/api/courtwaitlist/${mine[0].id}/leave/`);
  });

  it('passes a court let go to the next in line, and a lapsed hold too, then leaves it open', async () => {
    const date = weekdayIn(3);
    await staffBooks(date, '11:00', '12:00', f.courts[1]);
    const noon = await staffBooks(date, '12:00', '13:00', f.courts[1]);
    await staffBooks(date, '13:00', '14:00', f.courts[1]);
    // Pat waits for any hour between 11:00 and 14:00 on T2; Olivia for 12:00–13:00.
    const pats = await join('player', {
      start: `${date}T11:00`,
      end: `${date}T14:00`,
      duration: 60,
      court: f.courts[1],
    });
    expect(pats.statusCode, pats.body).toBe(201);
    clock.advanceClock(1000);
    const olivias = await join('other', { start: `${date}T12:00`, end: `${date}T13:00`, court: f.courts[1] });
    expect(olivias.statusCode, olivias.body).toBe(201);
    expect(olivias.json().position).toBe(2);

    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${noon.id}/cancel/`);
    await f.t.runJobs(clock.now());
    expect(await entryOf(pats.json().id)).toMatchObject({ status: 'O', offer_court_id: f.courts[1] });
    expect((await entryOf(olivias.json().id)).status).toBe('W');
    // Pat lets it go: Olivia is offered it at once.
    const gone = await f.expectCall(200, 'player', 'POST', `/api/courtwaitlist/${pats.json().id}/leave/`);
    expect(gone).toMatchObject({ status: 'X', offer: null });
    const offered = await f.expectCall(200, 'other', 'GET', `/api/courtwaitlist/mine/?club=${f.club}`);
    expect(offered).toMatchObject([{ status: 'O', offer: { start: `${date}T12:00`, court_name: 'Court T2' } }]);
    // Staff see the line with the hold.
    const line = await f.expectCall(200, 'bookings', 'GET', `/api/courtwaitlist/?club=${f.club}`);
    expect(line).toMatchObject([{ player: olivia, status: 'O' }]);
    // Olivia lets the hold run out: it lapses at its end and the court is open to anyone.
    clock.advanceClock(15 * 60_000);
    await f.t.runJobs(clock.now());
    expect((await entryOf(olivias.json().id)).status).toBe('X');
    const free = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/free_courts/?date=${date}&time=12:00`);
    expect(free.courts.map((c: { id: number }) => c.id)).toContain(f.courts[1]);
    expect((await f.call('other', 'POST', `/api/courtwaitlist/${olivias.json().id}/claim/`)).statusCode).toBe(409);
  });
});
