import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  clubCoaches,
  clubMembers,
  clubs,
  coaches,
  courtBookingRates,
  courtGroups,
  courts,
  membershipTypes,
  players,
  sports,
  surfaces,
  users,
} from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

// What the bookings API tests share: a fresh demo database with a court group of its own at
// Riverside (two courts, no demo bookings on them, known rules and two rate windows), logins by
// role, local dates in the club's zone, and request helpers that say who is calling.

export type Caller = 'agent' | 'bookings' | 'fees' | 'other' | 'coach' | 'coach2' | 'player';
const emails: Record<Caller, string> = {
  agent: 'agent@example.com',
  bookings: 'bookings@example.com',
  fees: 'fees@example.com',
  other: 'other-agent@example.com',
  coach: 'coach@example.com',
  coach2: 'coach2@example.com',
  player: 'player@example.com',
};

export const ZONE = 'Australia/Sydney';

/**
 * The `n`-th weekday (Monday–Friday) after today in the club's zone, by the clock the test runs
 * at (src/clock.ts): 1 is the next weekday. Different `n` are always different dates (counting
 * calendar days and skipping weekends could land 13 and 15 on the same Monday), and the n-th
 * weekday is at least n and at most n + 2 * ceil(n / 5) days ahead: 1–5 fall within 7 days,
 * 6 and more beyond them.
 */
export function weekdayIn(n: number): string {
  let d = clock.nowIn(ZONE).startOf('day');
  for (let left = n; left > 0;) {
    d = d.plus({ days: 1 });
    if (d.weekday <= 5) left--;
  }
  return d.toISODate()!;
}

/**
 * The instant the bookings tests that own their clock start at: Wednesday 12 March 2031, 09:00 in
 * Sydney, years from any date the demo is seeded around (daylight saving ends there on Sunday
 * 6 April 2031), so they pass whatever the machine's date or TEST_CLOCK.
 */
export const TEST_NOW = '2031-03-12T09:00:00+11:00';

/**
 * A test file's own clock, running from `at`. `resume()` puts back a clock a test stopped or moved:
 * the file's time, as if it had run on since `at`; `restore()` (after all) the clock before the file.
 */
export function ownClock(at: string = TEST_NOW) {
  const started = performance.now();
  const restore = clock.setClock(at);
  const resume = () => {
    clock.setClock(Date.parse(at) + (performance.now() - started));
  };
  return { restore, resume };
}

/**
 * The fixture on the test's own clock (`ownClock`, set before it logs in so its sessions are fresh
 * then), for a player's own bookings: Pat (player@example.com) without his demo bookings, his
 * membership current whatever the date, and the club's daily limit for members at 10 hours.
 */
export async function playerBookingsFixture(at: string = TEST_NOW) {
  const time = ownClock(at);
  const f = await bookingsFixture();
  const pat = await f.playerOf('player@example.com');
  await f.sql(`delete from booking_series where player_id = ${pat}`);
  await f.sql(`update club_members set expires = null, subscription_status = 'C' where player_id = ${pat}`);
  await f.params({ MaxBookingMinutesPerDayMember: 600 });
  const close = async () => {
    time.restore();
    await f.close();
  };
  return { ...f, pat, clock: time, close };
}
export type PlayerBookingsFixture = Awaited<ReturnType<typeof playerBookingsFixture>>;

export async function bookingsFixture(t?: TestApp) {
  t ??= await createTestApp();
  const [riverside] = await t.db.select().from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  const [tennis] = await t.db.select().from(sports).where(eq(sports.name, 'tennis'));
  const [hard] = await t.db
    .select()
    .from(surfaces)
    .where(and(eq(surfaces.sport_id, tennis.id), eq(surfaces.name, 'Hard')));
  const [group] = await t.db
    .insert(courtGroups)
    .values({
      club_id: riverside.id,
      name: 'Test courts',
      advance_days_booking: 7,
      min_booking_duration_members: 60,
      max_booking_duration_members: 120,
      max_booking_duration_nonmembers: 60,
    })
    .returning();
  const courtRows = await t.db
    .insert(courts)
    .values([
      {
        club_id: riverside.id,
        group_id: group.id,
        number: 21,
        name: 'Court T1',
        sport_id: tennis.id,
        surface_id: hard.id,
      },
      {
        club_id: riverside.id,
        group_id: group.id,
        number: 22,
        name: 'Court T2',
        sport_id: tennis.id,
        surface_id: hard.id,
      },
    ])
    .returning();
  const all = [0, 1, 2, 3, 4, 5, 6];
  const [day, evening] = await t.db
    .insert(courtBookingRates)
    .values([
      {
        club_id: riverside.id,
        court_group_id: group.id,
        name: 'Day',
        weekdays: all,
        start_hour: 6,
        end_hour: 17,
        member_def_price: '10',
        nonmember_def_price: '20',
        coach_book_price: '15',
      },
      {
        club_id: riverside.id,
        court_group_id: group.id,
        name: 'Evening',
        weekdays: all,
        start_hour: 17,
        end_hour: 22,
        member_def_price: '16',
        nonmember_def_price: '28',
        coach_book_price: '20',
      },
    ])
    .returning();
  const coachOf = async (email: string) => {
    const [row] = await t.db
      .select({ id: clubCoaches.id })
      .from(clubCoaches)
      .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id))
      .innerJoin(players, eq(players.id, coaches.player_id))
      .innerJoin(users, eq(users.id, players.user_id))
      .where(and(eq(clubCoaches.club_id, riverside.id), eq(users.email, email)));
    return row.id;
  };
  const playerOf = async (email: string) =>
    (
      await t.db
        .select({ id: players.id })
        .from(players)
        .innerJoin(users, eq(users.id, players.user_id))
        .where(eq(users.email, email))
    )[0].id;
  const [adult] = await t.db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, riverside.id), eq(membershipTypes.name, 'Adult')));
  const [junior] = await t.db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, riverside.id), eq(membershipTypes.name, 'Junior')));
  const memberOfType = async (typeId: number) =>
    (
      await t.db
        .select()
        .from(clubMembers)
        .where(
          and(
            eq(clubMembers.club_id, riverside.id),
            eq(clubMembers.membership_type_id, typeId),
            eq(clubMembers.subscription_status, 'C'),
          ),
        )
        .limit(1)
    )[0];

  const tokens = {} as Record<Caller, string>;
  for (const [who, email] of Object.entries(emails) as [Caller, string][]) tokens[who] = await login(t.app, email);
  const call = (who: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: tokens[who] },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** Calls and expects `status`; returns the JSON body (null for 204). */
  const expectCall = async (
    status: number,
    who: Caller,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.body ? res.json() : null;
  };
  const club = riverside.id;
  /** POST a series at Riverside as `who`; fields default to a one-hour court hire on T1. */
  const book = (who: Caller, fields: Record<string, unknown>) =>
    call(who, 'POST', `/api/courtbookingseries/?club=${club}`, {
      name: 'Test booking',
      ttype: 'C',
      recurrence: 'N',
      court_set: [courtRows[0].id],
      ...fields,
    });
  const allowed = (who: Caller, fields: Record<string, unknown>) =>
    expectCall(200, who, 'POST', `/api/club/${club}/booking_allowed/`, {
      ttype: 'C',
      recurrence: 'N',
      court_set: [courtRows[0].id],
      ...fields,
    });

  /** Raw SQL on the test database (test set-up only). */
  const sql = (text: string) => t.db.execute(text as never);
  /** Merges `values` into Riverside's courtbooking params (Booking Settings). */
  const params = (values: Record<string, unknown>) =>
    sql(
      `update club_features set params = params || '${JSON.stringify(values)}'::jsonb where club_id = ${club} and feature_id = (select id from market_features where name = 'courtbooking')`,
    );

  return {
    t,
    club,
    group,
    courts: courtRows.map((c) => c.id),
    rates: { day: day.id, evening: evening.id },
    coachOf,
    playerOf,
    adult,
    junior,
    memberOfType,
    call,
    expectCall,
    book,
    allowed,
    sql,
    params,
    close: () => t.close(),
  };
}
export type BookingsFixture = Awaited<ReturnType<typeof bookingsFixture>>;
