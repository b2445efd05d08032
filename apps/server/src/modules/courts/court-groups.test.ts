import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourtGroupRecord } from '@rally/domain';
import { courtsFixture, type CourtsFixture } from './courts.test-helpers';

let f: CourtsFixture;
beforeAll(async () => {
  f = await courtsFixture();
});
afterAll(() => f.close());

const listGroups = async (who: 'agent' | 'bookings' = 'agent') =>
  (await f.expectCall(200, who, 'GET', `/api/courtgroup/?club=${f.riverside}`)).results as CourtGroupRecord[];
const addGroup = (body: Record<string, unknown>, who: 'agent' | 'bookings' = 'agent') =>
  f.expectCall(201, who, 'POST', '/api/courtgroup/', { club: f.riverside, ...body });

describe('GET /api/courtgroup/', () => {
  it("lists the club's groups, the default first, with the club's hours and their courts", async () => {
    const groups = await listGroups();
    expect(groups.map((g) => [g.name, g.default, g.court_set.length])).toEqual([
      ['Outdoor courts', true, 4],
      ['Indoor centre', false, 2],
    ]);
    expect(groups[0].inherit_club_hours).toBe(true);
    expect(groups[0].hoursOfOperation[0]).toEqual({ id: 0, open: '06:00', close: '22:00' });
    expect(groups[0].daysofOperation).toHaveLength(7);
  });

  it('lets a coach read them, for booking (the Court Bookings area)', async () => {
    expect((await f.expectCall(200, 'coach', 'GET', `/api/courtgroup/?club=${f.riverside}`)).count).toBe(2);
  });
});

describe('POST /api/courtgroup/', () => {
  it('applies the defaults of spec 2 §3', async () => {
    const group = await addGroup({ name: 'Defaults' });
    expect(group).toMatchObject({
      name: 'Defaults',
      club: f.riverside,
      default: false,
      ready: true,
      admin_only_booking: false,
      advance_days_booking: 14,
      min_booking_duration_members: 30,
      max_booking_duration_members: 120,
      max_booking_duration_nonmembers: 120,
      matcha_booking_cancel_advance: 30,
      refund_cancelled: false,
      refund_cancelled_by: 0,
      payment_on_app: false,
      inherit_club_hours: true,
      court_set: [],
    });
    expect(group.opening_hours).toHaveLength(7); // the club's
  });

  it('keeps its own hours when it does not inherit the club’s', async () => {
    const group = await addGroup({
      name: 'Twilight',
      inherit_club_hours: false,
      opening_hours: [
        { id: 2, open: '17:00', close: '23:00' },
        { weekday: 4, open: '18:00', close: '22:30' },
      ],
    });
    expect(group.opening_hours).toEqual([
      { weekday: 2, open: '17:00', close: '23:00' },
      { weekday: 4, open: '18:00', close: '22:30' },
    ]);
    expect(
      group.daysofOperation.filter((d: { dayType: string }) => d.dayType === 'open').map((d: { id: number }) => d.id),
    ).toEqual([2, 4]);
  });

  it.each([
    [{}, { name: ['Name is required'] }],
    [{ name: 'G', advance_days_booking: -1 }, { advance_days_booking: ['Must be a positive number'] }],
    [{ name: 'G', advance_days_booking: 1.5 }, { advance_days_booking: ['Must be a whole number'] }],
    [{ name: 'G', min_booking_duration_members: 45 }, { min_booking_duration_members: ['Must be a multiple of 30'] }],
    [{ name: 'G', max_booking_duration_members: -30 }, { max_booking_duration_members: ['Must be a positive number'] }],
    [
      { name: 'G', max_booking_duration_nonmembers: 100 },
      { max_booking_duration_nonmembers: ['Must be a multiple of 30'] },
    ],
    [
      { name: 'G', min_booking_duration_members: 150, max_booking_duration_members: 120 },
      { min_booking_duration_members: ['Must not be more than the maximum for members'] },
    ],
    [
      { name: 'G', matcha_booking_cancel_advance: 630 },
      { matcha_booking_cancel_advance: ['Must be less than or equal to 600'] },
    ],
    [{ name: 'G', matcha_booking_cancel_advance: 20 }, { matcha_booking_cancel_advance: ['Must be a multiple of 30'] }],
    [{ name: 'G', refund_cancelled_by: -1 }, { refund_cancelled_by: ['Must be a positive number'] }],
    [
      { name: 'G', inherit_club_hours: false },
      { opening_hours: ["Add the group's hours for at least one day, or use the club's hours"] },
    ],
    [
      { name: 'G', inherit_club_hours: false, opening_hours: [{ id: 1, open: '10:00', close: '09:00' }] },
      { 'opening_hours.0.close': ['Close must be after Open'] },
    ],
    [{ name: 'outdoor COURTS' }, { name: ['A court group with this name already exists'] }],
  ])("refuses %j: 'Invalid court group details' with %j", async (body, errors) => {
    const res = await f.call('agent', 'POST', '/api/courtgroup/', { club: f.riverside, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ reason: 'Invalid court group details', errors });
  });

  it("refuses a body that is not an object with 'Not enough data'", async () => {
    const res = await f.call('agent', 'PATCH', `/api/courtgroup/${f.indoor}/`, [f.riverside]);
    expect([res.statusCode, res.json()]).toEqual([400, { reason: 'Not enough data' }]);
  });

  it('makes a new default group the only default', async () => {
    const group = await addGroup({ name: 'New default', default: true });
    const groups = await listGroups();
    expect(groups.filter((g) => g.default).map((g) => g.id)).toEqual([group.id]);
    await f.expectCall(200, 'agent', 'PATCH', `/api/courtgroup/${f.outdoor}/`, { default: true });
    expect((await listGroups()).filter((g) => g.default).map((g) => g.id)).toEqual([f.outdoor]);
  });

  it("makes a club's first group its default", async () => {
    const group = await f.expectCall(201, 'other', 'POST', '/api/courtgroup/', {
      club: f.harbour,
      name: 'Main courts',
    });
    expect(group.default).toBe(true);
  });
});

describe('PATCH /api/courtgroup/{id}/', () => {
  it('changes the given fields and keeps the rest', async () => {
    const group = await addGroup({ name: 'Patchable', advance_days_booking: 21, payment_on_app: true });
    // Read-only fields are named, not silently dropped; nothing changes.
    const refused = await f.expectCall(400, 'bookings', 'PATCH', `/api/courtgroup/${group.id}/`, {
      max_booking_duration_nonmembers: 60,
      id: 999,
      club: f.harbour,
    });
    expect(refused).toEqual({
      reason: 'These fields do not exist or cannot be changed: id, club. Nothing was changed.',
      errors: {
        id: ['This field does not exist or cannot be changed.'],
        club: ['This field does not exist or cannot be changed.'],
      },
    });
    const saved = await f.expectCall(200, 'bookings', 'PATCH', `/api/courtgroup/${group.id}/`, {
      max_booking_duration_nonmembers: 60,
    });
    expect(saved).toMatchObject({
      id: group.id,
      club: f.riverside,
      name: 'Patchable',
      advance_days_booking: 21,
      payment_on_app: true,
      max_booking_duration_nonmembers: 60,
    });
  });

  it('checks the whole group after the change', async () => {
    const res = await f.call('agent', 'PATCH', `/api/courtgroup/${f.indoor}/`, { min_booking_duration_members: 240 });
    expect(res.json()).toEqual({
      reason: 'Invalid court group details',
      errors: { min_booking_duration_members: ['Must not be more than the maximum for members'] },
    });
  });

  it('refuses to leave the club without a default group', async () => {
    const res = await f.call('agent', 'PATCH', `/api/courtgroup/${f.outdoor}/`, { default: false });
    expect(res.json()).toEqual({
      reason: 'Invalid court group details',
      errors: { default: ['Make another group the default instead'] },
    });
  });
});

describe('DELETE /api/courtgroup/{id}/', () => {
  it('refuses a group that still has courts', async () => {
    const res = await f.call('agent', 'DELETE', `/api/courtgroup/${f.indoor}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('This group still has 2 courts: move or delete them first.');
  });

  it('removes an empty group; a removed default hands the flag to the oldest group left', async () => {
    const group = await addGroup({ name: 'Short-lived', default: true });
    await f.expectCall(204, 'agent', 'DELETE', `/api/courtgroup/${group.id}/`);
    const groups = await listGroups();
    expect(groups.some((g) => g.id === group.id)).toBe(false);
    expect(groups.filter((g) => g.default).map((g) => g.id)).toEqual([f.outdoor]);
  });
});

describe('who may change court groups', () => {
  it('refuses a MATCHA-only administrator with 403, and writes nothing', async () => {
    expect((await f.call('matcha', 'GET', `/api/courtgroup/?club=${f.riverside}`)).statusCode).toBe(403);
    expect((await f.call('matcha', 'POST', '/api/courtgroup/', { club: f.riverside, name: 'Sneaky' })).statusCode).toBe(
      403,
    );
    expect((await f.call('matcha', 'PATCH', `/api/courtgroup/${f.outdoor}/`, { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await f.call('matcha', 'DELETE', `/api/courtgroup/${f.outdoor}/`)).statusCode).toBe(403);
    expect((await listGroups()).some((g) => g.name === 'Sneaky')).toBe(false);
  });

  it("answers another club's administrator 404, without confirming the group exists", async () => {
    expect((await f.call('other', 'GET', `/api/courtgroup/?club=${f.riverside}`)).statusCode).toBe(404);
    expect((await f.call('other', 'POST', '/api/courtgroup/', { club: f.riverside, name: 'Sneaky' })).statusCode).toBe(
      404,
    );
    const res = await f.call('other', 'PATCH', `/api/courtgroup/${f.outdoor}/`, { name: 'Sneaky' });
    expect([res.statusCode, res.json().reason]).toEqual([404, 'Court group not found.']);
    expect((await f.call('other', 'DELETE', `/api/courtgroup/${f.outdoor}/`)).statusCode).toBe(404);
    expect((await f.call('other', 'PATCH', '/api/courtgroup/99999/', {})).json().reason).toBe('Court group not found.');
  });

  it('lets a COURT_BOOKINGS administrator manage them', async () => {
    const group = await addGroup({ name: 'By bookings' }, 'bookings');
    await f.expectCall(200, 'bookings', 'PATCH', `/api/courtgroup/${group.id}/`, { ready: false });
    await f.expectCall(204, 'bookings', 'DELETE', `/api/courtgroup/${group.id}/`);
  });

  it('refuses a coach changes (Courts and booking Settings is AGENT or COURT_BOOKINGS)', async () => {
    expect((await f.call('coach', 'POST', '/api/courtgroup/', { club: f.riverside, name: 'Coached' })).statusCode).toBe(
      403,
    );
  });
});
