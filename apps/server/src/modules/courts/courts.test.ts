import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourtRecord } from '@rally/domain';
import { courtsFixture, type Caller, type CourtsFixture } from './courts.test-helpers';

let f: CourtsFixture;
beforeAll(async () => {
  f = await courtsFixture();
});
afterAll(() => f.close());

const listCourts = async (query = '') =>
  (await f.expectCall(200, 'agent', 'GET', `/api/court/?club=${f.riverside}${query}`)).results as CourtRecord[];
const court = (body: Record<string, unknown> = {}) => ({
  club: f.riverside,
  name: 'New court',
  sport: f.tennis,
  surface: f.surface('Hard'),
  group: f.outdoor,
  ...body,
});
const addCourt = async (body: Record<string, unknown> = {}, who: Caller = 'agent') =>
  (await f.expectCall(201, who, 'POST', '/api/court/', court(body))) as CourtRecord;

describe('GET /api/court/', () => {
  it("lists the club's courts by number, optionally of one group", async () => {
    const courts = await listCourts();
    expect(courts.map((c) => c.name)).toEqual(['Court 1', 'Court 2', 'Court 3', 'Court 4', 'Court 5', 'Court 6']);
    expect(courts[0]).toMatchObject({
      club: f.riverside,
      group: f.outdoor,
      number: 1,
      sport: f.tennis,
      surface: f.surface('Hard'),
      has_lights: true,
      bookable: true,
      indoor: false,
    });
    expect((await listCourts(`&group=${f.indoor}`)).map((c) => c.number)).toEqual([5, 6]);
  });

  it('lets a coach read them, for booking, but not change them', async () => {
    expect((await f.expectCall(200, 'coach', 'GET', `/api/court/?club=${f.riverside}`)).count).toBeGreaterThanOrEqual(
      6,
    );
    expect((await f.call('coach', 'POST', '/api/court/', court())).statusCode).toBe(403);
  });
});

describe('POST /api/court/', () => {
  it("numbers a court added without a number the club's highest + 1 (spec 2 §4), with the defaults", async () => {
    const numbers = (await listCourts()).map((c) => c.number);
    const first = await addCourt({ name: 'Show court' });
    expect(first).toMatchObject({
      number: Math.max(...numbers) + 1,
      name: 'Show court',
      has_lights: false,
      bookable: true,
      indoor: false,
      access_notes: '',
      notes: '',
    });
    const second = await addCourt({ number: null });
    expect(second.number).toBe(first.number + 1);
  });

  it('takes a free number as given, and numbers the next court after it', async () => {
    expect((await addCourt({ number: 40 })).number).toBe(40);
    expect((await addCourt()).number).toBe(41);
  });

  it.each([
    [{ name: '' }, { name: ['Name is required'] }],
    [{ sport: null }, { sport: ['Sport is required'] }],
    [{ surface: '' }, { surface: ['Surface is required'] }],
    [{ name: 'x'.repeat(101) }, { name: ['Please enter no more than 100 characters'] }],
    [{ number: 0 }, { number: ['must be greater than or equal to 1'] }],
    [{ number: 3 }, { number: ['Court 3 already exists at this club'] }],
    [{ has_lights: 'yes' }, { has_lights: ['Must be true or false'] }],
    [{ notes: 'a\u0000b' }, { notes: ['Remove the control characters from this text'] }],
  ])("refuses %j: 'Invalid court details' with %j", async (body, errors) => {
    const res = await f.call('agent', 'POST', '/api/court/', court(body));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ reason: 'Invalid court details', errors });
  });

  it('refuses a surface of another sport, and another club’s group', async () => {
    expect((await f.call('agent', 'POST', '/api/court/', court({ surface: f.padelSurface }))).json()).toEqual({
      reason: 'Invalid court details',
      errors: { surface: ['Choose a surface of this sport'] },
    });
    const harbourGroup = await f.expectCall(201, 'other', 'POST', '/api/courtgroup/', {
      club: f.harbour,
      name: 'Harbour courts',
    });
    expect((await f.call('agent', 'POST', '/api/court/', court({ group: harbourGroup.id }))).json()).toEqual({
      reason: 'Invalid court details',
      errors: { group: ['Choose a court group of this club'] },
    });
  });

  it('refuses a sport the club does not offer', async () => {
    const sports = (await f.expectCall(200, 'agent', 'GET', '/api/sport/?page_size=100')).results as { id: number }[];
    const other = sports.find((s) => s.id !== f.tennis)!;
    expect(
      (await f.call('agent', 'POST', '/api/court/', court({ sport: other.id, surface: f.padelSurface }))).json().errors,
    ).toEqual({ sport: ['Choose a sport the club offers'] });
  });
});

describe('PATCH and DELETE /api/court/{id}/', () => {
  it('changes the given fields and keeps the rest, the number too', async () => {
    const added = await addCourt({ name: 'Patchable', has_lights: true, notes: 'Resurfaced in May' });
    const saved = await f.expectCall(200, 'bookings', 'PATCH', `/api/court/${added.id}/`, {
      surface: f.surface('Clay'),
      group: f.indoor,
    });
    expect(saved).toMatchObject({
      id: added.id,
      number: added.number,
      name: 'Patchable',
      has_lights: true,
      notes: 'Resurfaced in May',
      surface: f.surface('Clay'),
      group: f.indoor,
    });
  });

  it('refuses a number another court has, and accepts a free one', async () => {
    const added = await addCourt();
    expect((await f.call('agent', 'PATCH', `/api/court/${added.id}/`, { number: 1 })).json()).toEqual({
      reason: 'Invalid court details',
      errors: { number: ['Court 1 already exists at this club'] },
    });
    expect((await f.expectCall(200, 'agent', 'PATCH', `/api/court/${added.id}/`, { number: 90 })).number).toBe(90);
    expect((await f.call('agent', 'PATCH', `/api/court/${added.id}/`, { name: ' ' })).json().errors).toEqual({
      name: ['Name is required'],
    });
  });

  it('removes a court', async () => {
    const added = await addCourt();
    await f.expectCall(204, 'agent', 'DELETE', `/api/court/${added.id}/`);
    expect((await listCourts()).some((c) => c.id === added.id)).toBe(false);
    expect((await f.call('agent', 'DELETE', `/api/court/${added.id}/`)).json()).toEqual({ reason: 'Court not found.' });
  });
});

describe('who may change courts', () => {
  it('refuses a MATCHA-only administrator with 403', async () => {
    const [first] = await listCourts();
    expect((await f.call('matcha', 'GET', `/api/court/?club=${f.riverside}`)).statusCode).toBe(403);
    expect((await f.call('matcha', 'POST', '/api/court/', court())).statusCode).toBe(403);
    expect((await f.call('matcha', 'PATCH', `/api/court/${first.id}/`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await f.call('matcha', 'DELETE', `/api/court/${first.id}/`)).statusCode).toBe(403);
  });

  it("answers another club's administrator 404", async () => {
    const [first] = await listCourts();
    expect((await f.call('other', 'GET', `/api/court/?club=${f.riverside}`)).statusCode).toBe(404);
    expect((await f.call('other', 'POST', '/api/court/', court())).statusCode).toBe(404);
    const res = await f.call('other', 'PATCH', `/api/court/${first.id}/`, { name: 'Mine' });
    expect([res.statusCode, res.json().reason]).toEqual([404, 'Court not found.']);
    expect((await f.call('other', 'DELETE', `/api/court/${first.id}/`)).statusCode).toBe(404);
    expect((await listCourts())[0].name).toBe('Court 1');
  });

  it('lets a COURT_BOOKINGS administrator add, change and remove them', async () => {
    const added = await addCourt({ name: 'By bookings' }, 'bookings');
    await f.expectCall(200, 'bookings', 'PATCH', `/api/court/${added.id}/`, { bookable: false });
    await f.expectCall(204, 'bookings', 'DELETE', `/api/court/${added.id}/`);
  });
});
