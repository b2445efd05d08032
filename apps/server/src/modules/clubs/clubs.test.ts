import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { courtGroups } from '../courts/courts.tables';
import { clubs } from './clubs.tables';

let t: TestApp;
let riverside: number;
let harbour: number;
beforeAll(async () => {
  t = await createTestApp();
  const all = await t.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
  riverside = all.find((c) => c.name === 'Riverside Tennis Club')!.id;
  harbour = all.find((c) => c.name === 'Harbour Tennis Centre')!.id;
});
afterAll(() => t.close());

const get = (url: string, authorization?: string) =>
  t.app.inject({ url, headers: authorization ? { authorization } : {} });

describe('GET /api/club/', () => {
  it('lists every club by name, public', async () => {
    const res = await get('/api/club/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.results.map((c: { name: string }) => c.name)).toEqual([
      'Harbour Tennis Centre',
      'Lakeside Tennis Club',
      'Northside Lawn Tennis',
      'Riverside Tennis Club',
      'Westgate Racquet Club',
    ]);
    expect(body.results[3]).toEqual({
      id: riverside,
      name: 'Riverside Tennis Club',
      city: 'Sydney',
      state: 'NSW',
      country: 'AU',
      url: 'https://riverside-tennis.example',
    });
  });

  it('searches part of the name, case-insensitive', async () => {
    const body = (await get('/api/club/?search=TENNIS%20c')).json();
    expect(body.results.map((c: { name: string }) => c.name)).toEqual([
      'Harbour Tennis Centre',
      'Lakeside Tennis Club',
      'Riverside Tennis Club',
    ]);
    expect((await get('/api/club/?search=river')).json().results.map((c: { id: number }) => c.id)).toEqual([riverside]);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    expect((await get('/api/club/?search=%25')).json().count).toBe(0);
    expect((await get('/api/club/?search=_')).json().count).toBe(0);
  });

  it('pages with DRF links that keep the search', async () => {
    const first = (await get('/api/club/?search=tennis&page_size=2')).json();
    expect(first.count).toBe(4);
    expect(first.previous).toBeNull();
    const next = new URL(first.next);
    expect(next.pathname).toBe('/api/club/');
    expect(Object.fromEntries(next.searchParams)).toEqual({ search: 'tennis', page: '2', page_size: '2' });
    const second = (await t.app.inject({ url: next.pathname + next.search })).json();
    expect(second.results.map((c: { name: string }) => c.name)).toEqual([
      'Northside Lawn Tennis',
      'Riverside Tennis Club',
    ]);
    expect(second.next).toBeNull();
    expect(Object.fromEntries(new URL(second.previous).searchParams)).toEqual({
      search: 'tennis',
      page: '1',
      page_size: '2',
    });
  });
});

describe('GET /api/club/{id}/', () => {
  it('shows the public fields of Riverside with its hours, court groups and package', async () => {
    const res = await get(`/api/club/${riverside}/`);
    expect(res.statusCode).toBe(200);
    const club = res.json();
    expect(club).toMatchObject({
      id: riverside,
      name: 'Riverside Tennis Club',
      street_address: '12 River Road',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      phone: '+61 2 9000 1234',
      url: 'https://riverside-tennis.example',
      email: 'office@riverside-tennis.example',
      country: 'AU',
      currency: 'aud',
      time_zone: 'Australia/Sydney',
      connect_available: false,
      facilities: { clubhouse: true, parking: true, proShop: true, showers: true, cafe: false },
    });
    expect(club.package).toEqual({ id: expect.any(Number), name: 'Club Plus' });
    // The types themselves are the members area's demo data; each is priced in the club's currency.
    expect(
      club.membership_type_set.every(
        (type: { club: number; currency: string }) => type.club === riverside && type.currency === 'aud',
      ),
    ).toBe(true);
    expect(club.court_rules.available_sports).toHaveLength(1);
    expect(club.opening_hours[0]).toEqual({ weekday: 0, open: '06:00', close: '22:00' });
    expect(club.hoursOfOperation).toHaveLength(7);
    expect(club.hoursOfOperation[0]).toEqual({ id: 0, open: '06:00', close: '22:00' });
    expect(club.hoursOfOperation[6]).toEqual({ id: 6, open: '07:00', close: '20:00' });
    expect(club.daysofOperation).toEqual([0, 1, 2, 3, 4, 5, 6].map((id) => ({ id, dayType: 'open' })));

    expect(club.courtgroup_set.map((g: { name: string }) => g.name)).toEqual(['Outdoor courts', 'Indoor centre']);
    const [outdoor, indoor] = club.courtgroup_set;
    expect(outdoor).toMatchObject({
      club: riverside,
      default: true,
      inherit_club_hours: true,
      advance_days_booking: 14,
      min_booking_duration_members: 30,
      max_booking_duration_members: 120,
    });
    expect(outdoor.court_set).toHaveLength(4);
    expect(indoor).toMatchObject({ default: false, advance_days_booking: 7, payment_on_app: true });
    expect(indoor.court_set).toHaveLength(2);
    // Both inherit the club's hours.
    expect(indoor.hoursOfOperation).toEqual(club.hoursOfOperation);
    expect(indoor.daysofOperation).toEqual(club.daysofOperation);
  });

  it('shows a club with no hours as closed every day, and a group with its own hours', async () => {
    await t.db.insert(courtGroups).values({
      club_id: harbour,
      name: 'Weekend courts',
      inherit_club_hours: false,
      opening_hours: [
        { weekday: 6, open: '08:00', close: '12:00' },
        { weekday: 5, open: '8:00', close: '18:00' },
      ],
    });
    const club = (await get(`/api/club/${harbour}/`)).json();
    expect(club.hoursOfOperation).toEqual([]);
    expect(club.daysofOperation.every((d: { dayType: string }) => d.dayType === 'closed')).toBe(true);
    expect(club.package.name).toBe('Starter');
    const [group] = club.courtgroup_set;
    expect(group).toMatchObject({ name: 'Weekend courts', inherit_club_hours: false, court_set: [] });
    expect(group.hoursOfOperation).toEqual([
      { id: 5, open: '08:00', close: '18:00' },
      { id: 6, open: '08:00', close: '12:00' },
    ]);
    expect(
      group.daysofOperation.filter((d: { dayType: string }) => d.dayType === 'open').map((d: { id: number }) => d.id),
    ).toEqual([5, 6]);
  });

  it('hides the administrators-only fields from visitors, players, applicants and other clubs’ agents', async () => {
    for (const email of [
      null,
      'player@example.com',
      'applicant@example.com',
      'other-agent@example.com',
      'coach@example.com',
    ]) {
      const club = (await get(`/api/club/${riverside}/`, email ? await login(t.app, email) : undefined)).json();
      expect(club, String(email)).not.toHaveProperty('subscription');
      expect(club, String(email)).not.toHaveProperty('stripe_account');
      expect(club, String(email)).not.toHaveProperty('payment_account');
      expect(club, String(email)).not.toHaveProperty('admin_set');
    }
  });

  it('shows the subscription to an active administrator, and admin_set only to an AGENT', async () => {
    const fees = (await get(`/api/club/${riverside}/`, await login(t.app, 'fees@example.com'))).json();
    expect(fees.subscription).toMatchObject({
      billing_cycle: 'A',
      status: 'C',
      expires: expect.stringMatching(/^\d{4}-06-30T00:00:00.000Z$/),
      package: fees.package.id,
    });
    expect(fees.stripe_account).toBeNull();
    expect(fees.payment_account).toEqual({ state: 'none', account: null });
    expect(fees).not.toHaveProperty('admin_set');

    const agent = (await get(`/api/club/${riverside}/`, await login(t.app, 'agent@example.com'))).json();
    expect(agent.subscription.id).toBeGreaterThan(0);
    expect(agent.admin_set).toHaveLength(7);
    expect(agent.admin_set[0]).toMatchObject({
      club: riverside,
      status: 'A',
      access: 'S',
      roles: ['A'],
      player_name: 'Alex Agent',
      email: 'agent@example.com',
    });
    expect(agent.admin_set.find((a: { email: string }) => a.email === 'applicant@example.com')).toMatchObject({
      status: 'P',
      roles: [],
      player_name: 'Andy Applicant',
    });
  });

  it('answers an unknown club with 404 and a bad id with 400', async () => {
    const missing = await get('/api/club/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ reason: 'Club not found.' });
    expect((await get('/api/club/abc/')).statusCode).toBe(400);
  });

  it('describes the club calls in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.paths['/api/club/{id}/'].get.tags).toEqual(['clubs']);
    expect(doc.paths['/api/clubfeature/'].get.summary).toBeTruthy();
  });
});
