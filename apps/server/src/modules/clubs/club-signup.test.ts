import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubSignupMessages } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { packages } from '../reference/reference.tables';
import { clubFeatures, clubs } from './clubs.tables';

let t: TestApp;
let player: string;
let clubPackageId: number;
beforeAll(async () => {
  t = await createTestApp();
  player = await login(t.app, 'player@example.com');
  clubPackageId = (await t.db.select({ id: packages.id }).from(packages).where(eq(packages.name, 'Club')))[0].id;
});
afterAll(() => t.close());

const newClub = (extra: object = {}) => ({
  name: 'Hilltop Tennis Club',
  street_address: '3 Summit Road',
  city: 'Katoomba',
  state: 'NSW',
  postcode: '2780',
  phone: '+61 2 4700 0000',
  url: '',
  email: 'Office@Hilltop-Tennis.example',
  country: 'au',
  currency: 'AUD',
  time_zone: 'Australia/Sydney',
  package: clubPackageId,
  billing_cycle: 'M',
  ...extra,
});
const post = (payload: object, authorization = player, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/club/', payload, headers: { authorization }, remoteAddress });
const get = (url: string, authorization = player) => t.app.inject({ url, headers: { authorization } });

describe('POST /api/club/ (a club signs up)', () => {
  let clubId: number;

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/club/', payload: newClub() })).statusCode).toBe(401);
  });

  it('creates an unverified club with the caller as its active AGENT, on the package chosen, subscription P', async () => {
    const res = await post(newClub());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    clubId = body.id;
    expect(body).toEqual({
      id: clubId,
      name: 'Hilltop Tennis Club',
      verified: false,
      package: { id: clubPackageId, name: 'Club' },
      subscription: { id: expect.any(Number), expires: null, package: clubPackageId, billing_cycle: 'M', status: 'P' },
    });
    const detail = (await get(`/api/club/${clubId}/`)).json();
    expect(detail).toMatchObject({
      email: 'office@hilltop-tennis.example',
      country: 'AU',
      currency: 'aud',
      package: { id: clubPackageId, name: 'Club' },
    });
    expect(detail.subscription).toMatchObject({ status: 'P', billing_cycle: 'M' });
    expect(detail.admin_set).toEqual([
      expect.objectContaining({ status: 'A', roles: ['A'], email: 'player@example.com' }),
    ]);
    // The club's features are the package's (membership, courtbooking, matcha), switched on.
    const features = (await get(`/api/clubfeature/?club=${clubId}`)).json();
    expect(features.results.map((f: { feature: { name: string } }) => f.feature.name).sort()).toEqual([
      'courtbooking',
      'matcha',
      'membership',
    ]);
  });

  it('leaves an unverified club out of the public list', async () => {
    const list = (await t.app.inject({ url: '/api/club/?search=hilltop' })).json();
    expect(list.count).toBe(0);
  });

  it('refuses a second unverified club of the same player with 409, then allows one once the first is verified', async () => {
    const again = await post(newClub({ name: 'Second Club' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ reason: clubSignupMessages.pendingClub });
    expect((await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Second Club'))).length).toBe(0);

    await t.db.update(clubs).set({ verified: true }).where(eq(clubs.id, clubId));
    expect((await t.app.inject({ url: '/api/club/?search=hilltop' })).json().count).toBe(1);
    const second = await post(newClub({ name: 'Second Club' }));
    expect(second.statusCode).toBe(201);
  });

  it('checks the body: required fields, the billing cycle and the package', async () => {
    const missing = await post(newClub({ name: ' ', email: '' }), await login(t.app, 'coach@example.com'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ name: ['Club name is required'], email: [clubSignupMessages.email] });
    const cycle = await post(newClub({ billing_cycle: 'W' }), await login(t.app, 'coach@example.com'));
    expect(cycle.json().errors).toMatchObject({ billing_cycle: [clubSignupMessages.billingCycle] });
    const unknown = await post(newClub({ package: 99_999 }), await login(t.app, 'coach@example.com'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toBe('Choose a package from the list');
  });
});

describe('GET /api/club/{id}/setup/ (the set-up checklist)', () => {
  it('ticks each step off as the club fills in', async () => {
    const agent = await login(t.app, 'coach2@example.com');
    const clubId = (await post(newClub({ name: 'Checklist Club' }), agent)).json().id;
    const before = (await get(`/api/club/${clubId}/setup/`, agent)).json();
    expect(before).toEqual({
      club: clubId,
      verified: false,
      steps: [
        { key: 'hours', label: 'Set your opening hours', done: false },
        { key: 'courts', label: 'Add your courts', done: false },
        { key: 'membership_types', label: 'Create membership types', done: false },
        { key: 'members', label: 'Add your first members', done: false },
        { key: 'payment_account', label: 'Connect a payment account', done: false },
      ],
      done: 0,
      total: 5,
    });
    const hours = await t.app.inject({
      method: 'POST',
      url: `/api/club/${clubId}/set_opening_hours/`,
      headers: { authorization: agent },
      payload: [{ id: 0, open: '08:00', close: '20:00' }],
    });
    expect(hours.statusCode).toBe(200);
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/clubmembershiptype/',
      headers: { authorization: agent },
      payload: { club: clubId, name: 'Adult', annual_price: '300.00', monthly_price: '30.00' },
    });
    expect(type.statusCode).toBe(201);
    const after = (await get(`/api/club/${clubId}/setup/`, agent)).json();
    expect(after.steps.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key)).toEqual([
      'hours',
      'membership_types',
    ]);
    expect(after.done).toBe(2);
  });

  it("is the club's staff's: anyone else gets 404", async () => {
    const riverside = (
      await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'))
    )[0].id;
    expect((await get(`/api/club/${riverside}/setup/`, await login(t.app, 'other-agent@example.com'))).statusCode).toBe(
      404,
    );
    const own = (await get(`/api/club/${riverside}/setup/`, await login(t.app, 'agent@example.com'))).json();
    expect(own.verified).toBe(true);
    expect(own.steps.find((s: { key: string }) => s.key === 'courts').done).toBe(true);
  });
});

describe('rate limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ clubSignupRateLimit: 2 });
  });
  afterAll(() => limited.close());

  it('answers 429 once an address has registered its share of clubs this hour; another address still may', async () => {
    const from = async (email: string, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/club/',
        payload: newClub({ name: `Club of ${email}` }),
        headers: { authorization: await login(limited.app, email) },
        remoteAddress,
      });
    expect((await from('player@example.com', '10.9.9.9')).statusCode).toBe(201);
    expect((await from('coach@example.com', '10.9.9.9')).statusCode).toBe(201);
    const third = await from('coach2@example.com', '10.9.9.9');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ reason: clubSignupMessages.tooMany });
    expect((await from('coach2@example.com', '10.8.8.8')).statusCode).toBe(201);
    expect((await limited.db.select({ id: clubFeatures.id }).from(clubFeatures)).length).toBeGreaterThan(0);
  });
});
