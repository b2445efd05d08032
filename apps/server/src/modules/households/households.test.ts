import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdMessages } from '@rally/domain';
import { playerFollowedClubs } from '../../db/schema';
import { bookingSeries } from '../bookings/bookings.tables';
import { eventParticipants } from '../clinics/clinics.tables';
import { clubMembers, membershipCharges } from '../members/members.tables';
import { transactions } from '../payments/payments.tables';
import { householdLinks, players } from '../players/players.tables';
import { playerBookingsFixture, weekdayIn, type PlayerBookingsFixture } from '../bookings/bookings.test-helpers';
import { makeEvent } from '../clinics/clinics.test-helpers';

// Households (issue 30; docs/households.md): Pat (player@example.com) adds juniors on the Me page,
// books a court and joins a clinic for one; Olivia (other-agent@example.com) is nobody's guardian. The
// file's own clock (TEST_NOW: 12 March 2031); the juniors' dates of birth are counted from it.

let f: PlayerBookingsFixture;
let other: number;
beforeAll(async () => {
  f = await playerBookingsFixture();
  other = await f.playerOf('other-agent@example.com');
  await f.t.db.insert(playerFollowedClubs).values({ player_id: other, club_id: f.club });
  // The file's own household: Pat's demo juniors are left out.
  await f.t.db.delete(householdLinks).where(eq(householdLinks.guardian_id, f.pat));
});
afterAll(() => f.close());

const add = (fields: Record<string, unknown>) => f.call('player', 'POST', '/api/user/household/', fields);
const sam = { first_name: 'Sam', last_name: 'Player', dob: '2016-05-01', gender: 'M' };
const bookFor = (who: 'player' | 'other', player: number, date: string, from = '10:00', to = '11:00') =>
  f.call(who, 'POST', `/api/club/${f.club}/book/`, {
    start: `${date}T${from}`,
    end: `${date}T${to}`,
    court: f.courts[0],
    player,
  });

describe('the household on the Me page', () => {
  it('adds a junior (a player without a login or e-mail), lists, edits and removes them', async () => {
    const made = await add(sam);
    expect(made.statusCode).toBe(201);
    // 12 March 2031: Sam, born 1 May 2016, is 14.
    expect(made.json()).toMatchObject({ first_name: 'Sam', last_name: 'Player', full_name: 'Sam Player', age: 14 });
    const [row] = await f.t.db.select().from(players).where(eq(players.id, made.json().id));
    expect(row).toMatchObject({ user_id: null, dob: '2016-05-01', gender: 'M' });
    expect(await f.expectCall(200, 'player', 'GET', '/api/user/household/')).toEqual([made.json()]);
    const changed = await f.expectCall(200, 'player', 'PATCH', `/api/user/household/${made.json().id}/`, {
      ...sam,
      first_name: 'Samuel',
    });
    expect(changed.full_name).toBe('Samuel Player');
    // Nobody else sees, changes or removes Pat's junior.
    expect(await f.expectCall(200, 'other', 'GET', '/api/user/household/')).toEqual([]);
    expect((await f.call('other', 'PATCH', `/api/user/household/${made.json().id}/`, sam)).statusCode).toBe(404);
    expect((await f.call('other', 'DELETE', `/api/user/household/${made.json().id}/`)).statusCode).toBe(404);
    expect((await f.call('player', 'DELETE', `/api/user/household/${made.json().id}/`)).statusCode).toBe(204);
    expect(await f.expectCall(200, 'player', 'GET', '/api/user/household/')).toEqual([]);
  });

  it('refuses a date of birth 18 years ago or more, or to come, and a junior without one', async () => {
    const adult = await add({ ...sam, dob: '2013-03-12' });
    expect(adult.statusCode).toBe(400);
    expect(adult.json().errors.dob).toEqual([householdMessages.notJunior]);
    // One day short of 18 (the rule counts in the latest zone, where it is 12 March already): still a junior.
    expect((await add({ ...sam, first_name: 'Almost', dob: '2013-03-13' })).statusCode).toBe(201);
    expect((await add({ ...sam, dob: '2031-04-01' })).json().errors.dob).toEqual([householdMessages.dobInFuture]);
    expect((await add({ ...sam, dob: '' })).json().errors.dob).toEqual([householdMessages.dobRequired]);
  });
});

describe('acting for a junior', () => {
  let junior: number;
  beforeAll(async () => {
    junior = (await add({ ...sam, first_name: 'Jo', dob: '2021-01-10', gender: 'F' })).json().id;
  });

  it("books a court for the junior: the junior is the booking's player, the guardian sees and cancels it", async () => {
    const date = weekdayIn(2);
    const quote = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${date}T10:00`,
      end: `${date}T11:00`,
      court: f.courts[0],
      player: junior,
    });
    // Jo is no member of Riverside: she books at the non-member price whatever Pat is.
    expect(quote).toMatchObject({ allowed: true, as: 'nonmember', price: '20.00' });
    const booked = await bookFor('player', junior, date);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ name: 'Jo Player', junior: 'Jo Player', can_cancel: true });
    const [series] = await f.t.db
      .select()
      .from(bookingSeries)
      .where(eq(bookingSeries.id, booked.json().booking_series));
    expect(series).toMatchObject({ player_id: junior, author_id: f.pat });
    const mine = await f.expectCall(200, 'player', 'GET', '/api/mybooking/?when=upcoming');
    expect(mine.results.find((b: { id: number }) => b.id === booked.json().id)).toMatchObject({
      junior: 'Jo Player',
      can_cancel: true,
    });
    // Removing Jo while she has a booking to come is refused in words; cancelled, she may go.
    const refused = await f.call('player', 'DELETE', `/api/user/household/${junior}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe(householdMessages.futureBookings('Jo'));
    const cancelled = await f.expectCall(200, 'player', 'POST', `/api/mybooking/${booked.json().id}/cancel/`);
    expect(cancelled.cancelled).toBe(true);
  });

  it("refuses anyone but the junior's guardian, and writes nothing", async () => {
    const before = await f.t.db.select({ n: count() }).from(bookingSeries);
    const res = await bookFor('other', junior, weekdayIn(3));
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe(householdMessages.notGuardian);
    const quote = await f.call('other', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${weekdayIn(3)}T10:00`,
      end: `${weekdayIn(3)}T11:00`,
      court: f.courts[0],
      player: junior,
    });
    expect(quote.statusCode).toBe(403);
    expect(await f.t.db.select({ n: count() }).from(bookingSeries)).toEqual(before);
    const event = await published({ min_age: 5, max_age: 12 });
    const join = await f.call('other', 'POST', `/api/event/${event.id}/join/`, { player: junior });
    expect(join.statusCode).toBe(403);
    expect(await f.t.db.select().from(eventParticipants).where(eq(eventParticipants.player_id, junior))).toEqual([]);
    // The household link is Pat's only.
    expect(await f.t.db.select().from(householdLinks).where(eq(householdLinks.junior_id, junior))).toHaveLength(1);
  });

  it("joins the junior to a clinic by the junior's own date of birth, refused in words outside its ages", async () => {
    // Pat's own age plays no part: Jo is 10 on the file's date.
    const tooOld = await published({ min_age: 5, max_age: 8 });
    const refused = await f.call('player', 'POST', `/api/event/${tooOld.id}/join/`, { player: junior });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('Jo Player is 10; this event is for ages 5–8.');
    const adults = await published({ min_age: 18 });
    expect((await f.call('player', 'POST', `/api/event/${adults.id}/join/`, { player: junior })).json().reason).toBe(
      'Jo Player is 10; this event is for ages 18 and over.',
    );
    const kids = await published({ min_age: 8, max_age: 12 });
    const joined = await f.call('player', 'POST', `/api/event/${kids.id}/join/`, {
      player: junior,
      agreed_terms: true,
    });
    expect(joined.statusCode).toBe(200);
    const [place] = await f.t.db.select().from(eventParticipants).where(eq(eventParticipants.player_id, junior));
    expect(place).toMatchObject({ created_by: f.pat, name: 'Jo Player', dob: '2021-01-10' });
    const refusedRemove = await f.call('player', 'DELETE', `/api/user/household/${junior}/`);
    expect(refusedRemove.json().reason).toBe(householdMessages.futurePlaces('Jo'));
  });
});

describe('a membership for a junior', () => {
  it('is bought by the guardian with their card: the junior is the member, the guardian the payer; nobody else may', async () => {
    const kid = (await add({ ...sam, first_name: 'Max', dob: '2019-02-02' })).json().id;
    // Riverside sells memberships online, by the year.
    await f.sql(
      `update club_features set enabled = true, params = params || '{"AnnualCycleEnabled": true, "DefaultCycle": "A"}'::jsonb where club_id = ${f.club} and feature_id = (select id from market_features where name = 'membership')`,
    );
    const body = { club: f.club, membership_type: f.junior.id, billing_cycle: 'A', agree_terms: true, member: kid };
    const before = await f.t.db.select({ n: count() }).from(membershipCharges);
    const refused = await f.call('other', 'POST', '/api/clubmembership/join/', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe(householdMessages.notGuardian);
    expect(await f.t.db.select({ n: count() }).from(membershipCharges)).toEqual(before);
    const bought = await f.call('player', 'POST', '/api/clubmembership/join/', body);
    expect(bought.statusCode, bought.body).toBe(201);
    const [member] = await f.t.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.club_id, f.club), eq(clubMembers.player_id, kid)));
    expect(member).toMatchObject({ first_name: 'Max', membership_type_id: f.junior.id, subscription_status: 'C' });
    const [charge] = await f.t.db.select().from(membershipCharges).where(eq(membershipCharges.member_id, member.id));
    expect(charge).toMatchObject({ player_id: f.pat, status: 'P' });
    const [paid] = await f.t.db.select().from(transactions).where(eq(transactions.id, charge.transaction_id!));
    expect(paid.player_id).toBe(f.pat);
  });
});

/** A published clinic of Riverside's, free, open to non-members; `fields` set its limits. */
async function published(fields: Record<string, unknown>) {
  const made = await makeEvent(f, {
    name: `Juniors ${JSON.stringify(fields)}`,
    member_price: 0,
    nonmember_price: 0,
    member_session_price: 0,
    nonmember_session_price: 0,
    allow_nonmember: true,
    ...fields,
  });
  await f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/create_sessions/`);
  return f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/publish/`);
}
