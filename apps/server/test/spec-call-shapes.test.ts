import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubPackages,
  clubs,
  clubTerms,
  courtBookingRates,
  courtGroups,
  membershipTypeBookingRates,
  membershipTypes,
  packages,
} from '../src/db/schema';
import { createTestApp, login, type TestApp } from './helpers';

// A client written from spec 2 works unchanged: the calls in the spec's own shapes.
describe("the spec's own call shapes", () => {
  let t: TestApp;
  let agent: string;
  let riverside: number;
  let harbour: number;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await login(t.app, 'agent@example.com');
    const all = await t.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
    riverside = all.find((c) => c.name === 'Riverside Tennis Club')!.id;
    harbour = all.find((c) => c.name === 'Harbour Tennis Centre')!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: agent },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const groupOf = async (club: number) =>
    (await t.db.select().from(courtGroups).where(eq(courtGroups.club_id, club)))[0];

  it('GET /api/courtbookingrate/?courtgroup= without club: the group’s rates; another club’s group is not found', async () => {
    const group = await groupOf(riverside);
    const res = await call('GET', `/api/courtbookingrate/?courtgroup=${group.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .results.every((r: { courtgroup: number; club: number }) => r.courtgroup === group.id && r.club === riverside),
    ).toBe(true);
    const [harbourGroup] = await t.db
      .insert(courtGroups)
      .values({ club_id: harbour, name: 'Harbour group' })
      .returning();
    expect((await call('GET', `/api/courtbookingrate/?courtgroup=${harbourGroup.id}`)).json()).toEqual({
      reason: 'Court group not found.',
    });
    expect((await call('GET', '/api/courtbookingrate/?courtgroup=99999999')).json()).toEqual({
      reason: 'Court group not found.',
    });
    expect((await call('GET', '/api/courtbookingrate/')).json().reason).toBe('courtgroup is required');
  });

  it('POST /api/courtbookingrate/ and /api/membershiptypebookingrate/ without club: it follows from the group and the rate', async () => {
    const group = await groupOf(riverside);
    const rate = await call('POST', '/api/courtbookingrate/', {
      courtgroup: group.id,
      name: 'Dawn',
      weekdays: [6],
      start_hour: 5,
      start_minute: 0,
      end_hour: 6,
      end_minute: 0,
      member_def_price: 5,
      nonmember_def_price: 8,
      coach_book_price: 6,
    });
    expect(rate.statusCode, rate.body).toBe(201);
    expect(rate.json()).toMatchObject({ club: riverside, courtgroup: group.id, name: 'Dawn' });
    const [type] = await t.db.select().from(membershipTypes).where(eq(membershipTypes.club_id, riverside));
    const typeRate = await call('POST', '/api/membershiptypebookingrate/', {
      booking_rate: rate.json().id,
      membership_type: type.id,
      can_book: true,
      price: 3,
    });
    expect(typeRate.statusCode, typeRate.body).toBe(201);
    expect(typeRate.json()).toMatchObject({ club: riverside, booking_rate: rate.json().id, price: 3 });

    // PATCH on the collection path, the record named by id in the body.
    const patched = await call('PATCH', '/api/membershiptypebookingrate/', { id: typeRate.json().id, price: 4 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ id: typeRate.json().id, price: 4 });
  });

  it('PATCH /api/clubpackage/ and /api/clubterms/ with the id in the body', async () => {
    const [own] = await t.db.select().from(clubPackages).where(eq(clubPackages.club_id, riverside));
    const [other] = await t.db.select().from(packages).where(ne(packages.id, own.package_id));
    const moved = await call('PATCH', '/api/clubpackage/', { id: own.id, package: other.id });
    expect(moved.statusCode, moved.body).toBe(200);
    // Back to Club Plus: the package gate would close the areas the other package lacks (clinics, members).
    expect((await call('PATCH', '/api/clubpackage/', { id: own.id, package: own.package_id })).statusCode).toBe(200);
    const [terms] = await t.db.select().from(clubTerms).where(eq(clubTerms.club_id, riverside));
    const changed = await call('PATCH', '/api/clubterms/', { id: terms.id, player_cancel_days: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: terms.id, player_cancel_days: 5 });
    // Another club's AGENT cannot reach them this way either.
    const otherAgent = await login(t.app, 'other-agent@example.com');
    const denied = await t.app.inject({
      method: 'PATCH',
      url: '/api/clubterms/',
      headers: { authorization: otherAgent },
      payload: { id: terms.id, player_cancel_days: 9 },
    });
    expect(denied.statusCode).toBe(404);
  });

  it('a PATCH with unknown or read-only fields says so and changes nothing', async () => {
    const [terms] = await t.db.select().from(clubTerms).where(eq(clubTerms.club_id, riverside));
    const res = await call('PATCH', `/api/clubterms/${terms.id}/`, { player_cancel_dayz: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      reason: 'This field does not exist or cannot be changed: player_cancel_dayz. Nothing was changed.',
      errors: { player_cancel_dayz: ['This field does not exist or cannot be changed.'] },
    });
    const typesRes = await call('GET', `/api/clubmembershiptype/?club=${riverside}`);
    const type = typesRes.json().results[0];
    const readOnly = await call('PATCH', `/api/clubmembershiptype/${type.id}/`, { member_count: 0, currency: 'usd' });
    expect(readOnly.json().reason).toBe(
      'These fields do not exist or cannot be changed: member_count, currency. Nothing was changed.',
    );
  });

  it.each([
    ['page_size=0', 'page_size must be a whole number from 1 to 1000'],
    ['page_size=1001', 'page_size must be a whole number from 1 to 1000'],
    ['page_size=abc', 'page_size must be a whole number from 1 to 1000'],
    ['page_size=1e2', 'page_size must be a whole number from 1 to 1000'],
    ['page=0', 'page must be a whole number from 1'],
    ['page=-1', 'page must be a whole number from 1'],
    ['page=1.5', 'page must be a whole number from 1'],
  ])('a bad paging value (%s) gets a sentence', async (query, reason) => {
    for (const url of [
      `/api/clubmember/?club=${riverside}&${query}`,
      `/api/sport/?${query}`,
      `/api/court/?club=${riverside}&${query}`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().reason, url).toBe(reason);
    }
  });

  it('still pages with good values', async () => {
    const res = await call('GET', `/api/clubmember/?club=${riverside}&page=2&page_size=5`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(5);
  });

  it('the records these calls touch stay scoped to their clubs', async () => {
    const rates = await t.db
      .select({ club: courtBookingRates.club_id })
      .from(courtBookingRates)
      .innerJoin(courtGroups, and(eq(courtGroups.id, courtBookingRates.court_group_id)));
    expect(rates.length).toBeGreaterThan(0);
    const typeRates = await t.db
      .select({ club: membershipTypeBookingRates.club_id, rateClub: courtBookingRates.club_id })
      .from(membershipTypeBookingRates)
      .innerJoin(courtBookingRates, eq(courtBookingRates.id, membershipTypeBookingRates.booking_rate_id));
    expect(typeRates.every((r) => r.club === r.rateClub)).toBe(true);
  });
});
