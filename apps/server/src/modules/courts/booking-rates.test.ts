import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRateRecord } from '@rally/domain';
import { courtsFixture, type Caller, type CourtsFixture } from './courts.test-helpers';

let f: CourtsFixture;
let types: Record<string, number> = {};
let group = 0;
beforeAll(async () => {
  f = await courtsFixture();
  const club = await f.expectCall(200, 'agent', 'GET', `/api/club/${f.riverside}/`);
  types = Object.fromEntries(club.membership_type_set.map((t: { name: string; id: number }) => [t.name, t.id]));
  // A group of its own, so the seeded rates leave its week free.
  group = (await f.expectCall(201, 'agent', 'POST', '/api/courtgroup/', { club: f.riverside, name: 'Rates lab' })).id;
});
afterAll(() => f.close());

const rate = (body: Record<string, unknown> = {}) => ({
  club: f.riverside,
  courtgroup: group,
  name: 'Morning',
  weekdays: [0, 1, 2, 3, 4],
  start_hour: 6,
  start_minute: 0,
  end_hour: 9,
  end_minute: 0,
  member_def_price: 12,
  nonmember_def_price: 20,
  coach_book_price: 15,
  ...body,
});
const addRate = async (body: Record<string, unknown> = {}, who: Caller = 'agent') =>
  (await f.expectCall(201, who, 'POST', '/api/courtbookingrate/', rate(body))) as BookingRateRecord;
const listRates = async (groupId = group) =>
  (await f.expectCall(200, 'agent', 'GET', `/api/courtbookingrate/?club=${f.riverside}&courtgroup=${groupId}`))
    .results as BookingRateRecord[];
const refusal = async (method: 'POST' | 'PATCH', url: string, body: unknown) => {
  const res = await f.call('agent', method, url, body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json();
};

describe('GET /api/courtbookingrate/', () => {
  it("lists a group's rates by start time with their membership-type prices", async () => {
    const rates = await listRates(f.outdoor);
    expect(rates.map((r) => [r.name, r.weekdays, r.start_hour, r.end_hour])).toEqual([
      ['Weekday off-peak', [0, 1, 2, 3, 4], 6, 17],
      ['Weekend', [5, 6], 7, 20],
      ['Weekday peak', [0, 1, 2, 3, 4], 17, 22],
    ]);
    expect(rates[0]).toMatchObject({
      member_def_price: 10,
      member_can_book: true,
      nonmember_def_price: 20,
      coach_book_price: 15,
    });
    expect(rates[0].member_rate_set.map((m) => [m.membership_type_name, m.can_book, m.price])).toEqual([
      ['Junior', true, 5],
      ['Senior', true, 8],
    ]);
    expect(rates[2].member_rate_set).toMatchObject([{ membership_type_name: 'Social', can_book: false, price: 0 }]);
  });

  it("lists every group's rates without courtgroup", async () => {
    expect(
      (await f.expectCall(200, 'agent', 'GET', `/api/courtbookingrate/?club=${f.riverside}`)).count,
    ).toBeGreaterThanOrEqual(5);
  });
});

describe('POST /api/courtbookingrate/', () => {
  it('adds a rate with a membership-type price, prices as integers and 0 for those who cannot book', async () => {
    const added = await addRate({
      name: 'Lunch',
      start_hour: 12,
      end_hour: 14,
      end_minute: 30,
      nonmember_can_book: false,
      nonmember_def_price: 99,
      coach_book_price: '18',
      member_rate_set: [
        { membership_type: types.Junior, price: 4 },
        { membership_type: String(types.Social), can_book: false, price: 7 },
      ],
    });
    expect(added).toMatchObject({
      club: f.riverside,
      courtgroup: group,
      weekdays: [0, 1, 2, 3, 4],
      start_hour: 12,
      end_hour: 14,
      end_minute: 30,
      member_def_price: 12,
      nonmember_can_book: false,
      nonmember_def_price: 0,
      coach_book_price: 18,
    });
    expect(added.member_rate_set.map((m) => [m.membership_type, m.can_book, m.price])).toEqual([
      [types.Junior, true, 4],
      [types.Social, false, 0],
    ]);
    expect((await listRates()).find((r) => r.id === added.id)).toEqual(added);
  });

  it('applies a rate every day when no weekdays are given', async () => {
    expect((await addRate({ name: 'Late', weekdays: undefined, start_hour: 22, end_hour: 24 })).weekdays).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
  });

  it.each([
    [{ end_hour: 6 }, { end_hour: ['End time must be after start time'] }],
    [{ start_hour: 9, end_hour: 8 }, { end_hour: ['End time must be after start time'] }],
    [{ start_minute: 20 }, { start_minute: ['Must be a multiple of 15'] }],
    [{ member_def_price: null }, { member_def_price: ['Enter a price, or untick "can book"'] }],
    [{ member_def_price: -1 }, { member_def_price: ['Must be a positive number'] }],
    [{ nonmember_def_price: 12.5 }, { nonmember_def_price: ['Must be a whole number'] }],
    [{ coach_book_price: 'free' }, { coach_book_price: ['Must be a positive number'] }],
    [{ weekdays: [] }, { weekdays: ['Choose at least one day'] }],
    [{ name: '' }, { name: ['Name is required'] }],
    [
      { member_rate_set: [{ membership_type: 1, can_book: true }] },
      { 'member_rate_set.0.price': ['Enter a price, or untick "can book"'] },
    ],
  ])("refuses %j: 'Invalid booking rate details' with %j", async (body, errors) => {
    expect(await refusal('POST', '/api/courtbookingrate/', rate(body))).toEqual({
      reason: 'Invalid booking rate details',
      errors,
    });
  });

  it("refuses another club's group and membership type", async () => {
    const harbourGroup = await f.expectCall(201, 'other', 'POST', '/api/courtgroup/', {
      club: f.harbour,
      name: 'Harbour rates',
    });
    expect((await refusal('POST', '/api/courtbookingrate/', rate({ courtgroup: harbourGroup.id }))).errors).toEqual({
      courtgroup: ['Choose a court group of this club'],
    });
    const harbour = await f.expectCall(200, 'other', 'GET', `/api/club/${f.harbour}/`);
    const harbourType = harbour.membership_type_set[0].id;
    expect(
      (
        await refusal(
          'POST',
          '/api/courtbookingrate/',
          rate({
            name: 'Dawn',
            start_hour: 5,
            end_hour: 6,
            member_rate_set: [{ membership_type: harbourType, price: 1 }],
          }),
        )
      ).errors,
    ).toEqual({
      'member_rate_set.0.membership_type': ['Choose a membership type of this club'],
    });
  });
});

describe('overlapping rates of one group', () => {
  it('refuses a window that meets another on a shared weekday, naming it', async () => {
    await addRate({ name: 'Overlap base', weekdays: [5], start_hour: 8, end_hour: 12 });
    expect(
      await refusal('POST', '/api/courtbookingrate/', rate({ weekdays: [5, 6], start_hour: 11, end_hour: 13 })),
    ).toEqual({
      reason: 'Invalid booking rate details',
      errors: { start_hour: ["Overlaps the rate 'Overlap base' (Sat 08:00–12:00)"] },
    });
  });

  it('accepts back-to-back windows, other weekdays and other groups', async () => {
    await addRate({ name: 'After base', weekdays: [5], start_hour: 12, end_hour: 13 });
    await addRate({ name: 'Sunday', weekdays: [6], start_hour: 8, end_hour: 12 });
    await addRate({ name: 'Indoor Saturday', courtgroup: f.indoor, weekdays: [5], start_hour: 6, end_hour: 7 });
  });

  it('checks a change against the others, not against itself', async () => {
    const own = await addRate({ name: 'Mover', weekdays: [6], start_hour: 14, end_hour: 15 });
    expect(
      (await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookingrate/${own.id}/`, { end_hour: 16 })).end_hour,
    ).toBe(16);
    expect((await refusal('PATCH', `/api/courtbookingrate/${own.id}/`, { start_hour: 11 })).errors).toEqual({
      start_hour: ["Overlaps the rate 'Sunday' (Sun 08:00–12:00)"],
    });
  });
});

describe('PATCH and DELETE /api/courtbookingrate/{id}/', () => {
  it('keeps what is left out, and replaces the membership-type prices when given', async () => {
    const added = await addRate({
      name: 'Evening',
      weekdays: [2],
      start_hour: 18,
      end_hour: 20,
      member_rate_set: [{ membership_type: types.Senior, price: 9 }],
    });
    expect(
      (
        await f.expectCall(400, 'bookings', 'PATCH', `/api/courtbookingrate/${added.id}/`, {
          member_def_price: 13,
          courtgroup: f.indoor,
        })
      ).reason,
    ).toBe('This field does not exist or cannot be changed: courtgroup. Nothing was changed.');
    const priced = await f.expectCall(200, 'bookings', 'PATCH', `/api/courtbookingrate/${added.id}/`, {
      member_def_price: 13,
    });
    expect(priced).toMatchObject({
      courtgroup: group,
      member_def_price: 13,
      nonmember_def_price: 20,
      member_rate_set: [{ membership_type: types.Senior, price: 9 }],
    });
    const replaced = await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookingrate/${added.id}/`, {
      member_rate_set: [{ membership_type: types.Adult, can_book: false }],
    });
    expect(replaced.member_rate_set).toMatchObject([{ membership_type: types.Adult, can_book: false, price: 0 }]);
    expect(
      (await refusal('PATCH', `/api/courtbookingrate/${added.id}/`, { member_can_book: true, member_def_price: '' }))
        .errors,
    ).toEqual({ member_def_price: ['Enter a price, or untick "can book"'] });
  });

  it('removes a rate with its membership-type prices', async () => {
    const added = await addRate({
      name: 'Gone',
      weekdays: [3],
      start_hour: 20,
      end_hour: 21,
      member_rate_set: [{ membership_type: types.Senior, price: 9 }],
    });
    await f.expectCall(204, 'agent', 'DELETE', `/api/courtbookingrate/${added.id}/`);
    expect((await listRates()).some((r) => r.id === added.id)).toBe(false);
  });
});

describe('POST and PATCH /api/membershiptypebookingrate/', () => {
  it("adds a membership type's price to a rate, changes it, and sends 0 when it may not book", async () => {
    const base = await addRate({ name: 'Typed', weekdays: [1], start_hour: 20, end_hour: 21 });
    const typed = await f.expectCall(201, 'agent', 'POST', '/api/membershiptypebookingrate/', {
      club: f.riverside,
      booking_rate: base.id,
      membership_type: types.Family,
      can_book: true,
      price: '6',
    });
    expect(typed).toEqual({
      id: typed.id,
      club: f.riverside,
      booking_rate: base.id,
      membership_type: types.Family,
      membership_type_name: 'Family',
      can_book: true,
      price: 6,
    });
    expect(
      await f.expectCall(200, 'bookings', 'PATCH', `/api/membershiptypebookingrate/${typed.id}/`, { can_book: false }),
    ).toMatchObject({ can_book: false, price: 0 });
    expect((await listRates()).find((r) => r.id === base.id)!.member_rate_set).toMatchObject([
      { membership_type: types.Family, can_book: false, price: 0 },
    ]);

    expect(
      await refusal('POST', '/api/membershiptypebookingrate/', {
        club: f.riverside,
        booking_rate: base.id,
        membership_type: types.Family,
        price: 3,
      }),
    ).toEqual({
      reason: 'Invalid membership type rate',
      errors: { membership_type: ['This membership type already has a price for this rate'] },
    });
    await f.expectCall(204, 'agent', 'DELETE', `/api/membershiptypebookingrate/${typed.id}/`);
  });

  it.each([
    [{ price: -3 }, { price: ['Must be a positive number'] }],
    [{ price: null }, { price: ['Enter a price, or untick "can book"'] }],
    [{ membership_type: null }, { membership_type: ['Membership type is required'] }],
    [{ booking_rate: 999999 }, { booking_rate: ['Choose a booking rate of this club'] }],
  ])("refuses %j: 'Invalid membership type rate' with %j", async (body, errors) => {
    const [first] = await listRates(f.outdoor);
    expect(
      await refusal('POST', '/api/membershiptypebookingrate/', {
        club: f.riverside,
        booking_rate: first.id,
        membership_type: types.Adult,
        price: 3,
        ...body,
      }),
    ).toEqual({ reason: 'Invalid membership type rate', errors });
  });
});

describe('who may change rates', () => {
  it('refuses a MATCHA-only administrator with 403', async () => {
    const [first] = await listRates(f.outdoor);
    const typed = first.member_rate_set[0];
    expect((await f.call('matcha', 'GET', `/api/courtbookingrate/?club=${f.riverside}`)).statusCode).toBe(403);
    // The club's coaches read them (they book at the coach price) but do not change them.
    expect((await f.call('coach', 'GET', `/api/courtbookingrate/?club=${f.riverside}`)).statusCode).toBe(200);
    expect((await f.call('coach', 'DELETE', `/api/courtbookingrate/${first.id}/`)).statusCode).toBe(403);
    expect((await f.call('matcha', 'POST', '/api/courtbookingrate/', rate({ name: 'Sneaky' }))).statusCode).toBe(403);
    expect(
      (await f.call('matcha', 'PATCH', `/api/courtbookingrate/${first.id}/`, { member_def_price: 1 })).statusCode,
    ).toBe(403);
    expect((await f.call('matcha', 'DELETE', `/api/courtbookingrate/${first.id}/`)).statusCode).toBe(403);
    expect(
      (
        await f.call('matcha', 'POST', '/api/membershiptypebookingrate/', {
          club: f.riverside,
          booking_rate: first.id,
          membership_type: types.Adult,
          price: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await f.call('matcha', 'PATCH', `/api/membershiptypebookingrate/${typed.id}/`, { price: 1 })).statusCode,
    ).toBe(403);
    expect((await listRates(f.outdoor))[0]).toEqual(first);
  });

  it("answers another club's administrator 404", async () => {
    const [first] = await listRates(f.outdoor);
    const typed = first.member_rate_set[0];
    expect(
      (await f.call('other', 'GET', `/api/courtbookingrate/?club=${f.riverside}&courtgroup=${f.outdoor}`)).statusCode,
    ).toBe(404);
    expect((await f.call('other', 'POST', '/api/courtbookingrate/', rate({ name: 'Sneaky' }))).statusCode).toBe(404);
    const res = await f.call('other', 'PATCH', `/api/courtbookingrate/${first.id}/`, { member_def_price: 1 });
    expect([res.statusCode, res.json().reason]).toEqual([404, 'Booking rate not found.']);
    expect((await f.call('other', 'DELETE', `/api/courtbookingrate/${first.id}/`)).statusCode).toBe(404);
    expect(
      (await f.call('other', 'PATCH', `/api/membershiptypebookingrate/${typed.id}/`, { price: 1 })).json().reason,
    ).toBe('Membership type rate not found.');
    expect((await f.call('other', 'DELETE', `/api/membershiptypebookingrate/${typed.id}/`)).statusCode).toBe(404);
  });

  it('lets a COURT_BOOKINGS administrator manage them', async () => {
    const added = await addRate({ name: 'By bookings', weekdays: [0], start_hour: 21, end_hour: 22 }, 'bookings');
    await f.expectCall(200, 'bookings', 'PATCH', `/api/courtbookingrate/${added.id}/`, { coach_can_book: false });
    await f.expectCall(204, 'bookings', 'DELETE', `/api/courtbookingrate/${added.id}/`);
  });
});
