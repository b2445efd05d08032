import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketFeatures, packages } from '../reference/reference.tables';
import { clubAdmins, clubFeatures, clubPackages } from './clubs.tables';
import { useClubTestApp } from './club-settings.test-helpers';

const { state, call, playerIdOf } = useClubTestApp();

const packageId = async (name: string) =>
  (await state.t.db.select({ id: packages.id }).from(packages).where(eq(packages.name, name)))[0].id;
const clubPackageId = async (club: number) =>
  (await state.t.db.select({ id: clubPackages.id }).from(clubPackages).where(eq(clubPackages.club_id, club)))[0].id;
const enabledFeatures = async (club: number) =>
  (
    await state.t.db
      .select({ name: marketFeatures.name })
      .from(clubFeatures)
      .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
      .where(and(eq(clubFeatures.club_id, club), eq(clubFeatures.enabled, true)))
      .orderBy(marketFeatures.id)
  ).map((f) => f.name);

describe('GET /api/clubpackage/?club', () => {
  it("answers the AGENT the club's package", async () => {
    const res = await call('GET', `/api/clubpackage/?club=${state.riverside}`, 'agent@example.com');
    expect(res.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        { id: expect.any(Number), club: state.riverside, package: await packageId('Club Plus'), name: 'Club Plus' },
      ],
    });
  });
});

describe('PATCH /api/clubpackage/{id}/', () => {
  it('moves Harbour to another package and its features follow', async () => {
    expect(await enabledFeatures(state.harbour)).toEqual(['courtbooking', 'matcha']);
    const res = await call(
      'PATCH',
      `/api/clubpackage/${await clubPackageId(state.harbour)}/`,
      'other-agent@example.com',
      { package: await packageId('Club') },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clubpackage: { id: expect.any(Number), club: state.harbour, package: await packageId('Club'), name: 'Club' },
      subscription: {
        id: expect.any(Number),
        expires: expect.stringMatching(/^\d{4}-06-30T00:00:00.000Z$/),
        package: await packageId('Club'),
        billing_cycle: 'A',
        status: 'C',
      },
    });
    expect(await enabledFeatures(state.harbour)).toEqual(['membership', 'courtbooking', 'matcha']);
    const features = (await call('GET', `/api/clubfeature/?club=${state.harbour}`, 'other-agent@example.com')).json()
      .results;
    expect(features.find((f: { feature: { name: string } }) => f.feature.name === 'membership').params).toMatchObject({
      DefaultCycle: 'A',
      membershipRenewal: 'forced',
    });

    await call('PATCH', `/api/clubpackage/${await clubPackageId(state.harbour)}/`, 'other-agent@example.com', {
      package: await packageId('Starter'),
    });
    expect(await enabledFeatures(state.harbour)).toEqual(['courtbooking', 'matcha']);
    expect((await call('GET', `/api/club/${state.harbour}/`, 'other-agent@example.com')).json().package).toEqual({
      id: await packageId('Starter'),
      name: 'Starter',
    });
  });

  it('refuses an unknown package', async () => {
    const res = await call(
      'PATCH',
      `/api/clubpackage/${await clubPackageId(state.harbour)}/`,
      'other-agent@example.com',
      { package: 999999 },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      reason: 'Choose a package from the list',
      errors: { package: ['Choose a package from the list'] },
    });
  });

  it('refuses subscription changes to every role but AGENT; every administrator reads them (Club Settings read-only)', async () => {
    const id = await clubPackageId(state.riverside);
    for (const email of [
      'fees@example.com',
      'bookings@example.com',
      'matcha@example.com',
      'comms@example.com',
      'pos@example.com',
      'coach@example.com',
    ]) {
      expect(
        (await call('PATCH', `/api/clubpackage/${id}/`, email, { package: await packageId('Starter') })).statusCode,
        email,
      ).toBe(403);
      expect(
        (await call('POST', `/api/clubpackage/${id}/change_billing_cycle/`, email, { billing_cycle: 'M' })).statusCode,
        email,
      ).toBe(403);
      // A coach is no administrator: Club Settings is closed to them.
      const reads = email === 'coach@example.com' ? 403 : 200;
      expect(
        (await call('POST', '/api/clubsubscriptionprice/', email, { club: state.riverside })).statusCode,
        email,
      ).toBe(reads);
      expect((await call('GET', `/api/clubpackage/?club=${state.riverside}`, email)).statusCode, email).toBe(reads);
      expect((await call('GET', `/api/clubsubscription/?club=${state.riverside}`, email)).statusCode, email).toBe(
        reads,
      );
    }
    expect((await call('GET', `/api/clubpackage/?club=${state.riverside}`, 'player@example.com')).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `/api/clubpackage/${id}/`, 'other-agent@example.com', {
          package: await packageId('Starter'),
        })
      ).statusCode,
    ).toBe(404);
    expect(await enabledFeatures(state.riverside)).toEqual([
      'membership',
      'courtbooking',
      'pointofsale',
      'matcha',
      'clinics',
    ]);
  });
});

describe('POST /api/clubpackage/{id}/change_billing_cycle/', () => {
  it('answers the club package and the subscription', async () => {
    const res = await call(
      'POST',
      `/api/clubpackage/${await clubPackageId(state.riverside)}/change_billing_cycle/`,
      'agent@example.com',
      { billing_cycle: 'M' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clubpackage: { club: state.riverside, name: 'Club Plus' },
      subscription: { billing_cycle: 'M', status: 'C' },
    });
    const bad = await call(
      'POST',
      `/api/clubpackage/${await clubPackageId(state.riverside)}/change_billing_cycle/`,
      'agent@example.com',
      { billing_cycle: 'W' },
    );
    expect(bad.json()).toEqual({
      reason: 'Billing cycle must be A (yearly) or M (monthly)',
      errors: { billing_cycle: ['Billing cycle must be A (yearly) or M (monthly)'] },
    });
  });
});

describe('POST /api/clubpackage/', () => {
  it('puts a club with no package on one, with a subscription and the features', async () => {
    await state.t.db.insert(clubAdmins).values({
      club_id: state.northside,
      player_id: await playerIdOf('player@example.com'),
      status: 'A',
      roles: ['A'],
    });
    const res = await call('POST', '/api/clubpackage/', 'player@example.com', {
      club: state.northside,
      package: await packageId('Starter'),
      billing_cycle: 'M',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      clubpackage: { club: state.northside, name: 'Starter' },
      subscription: { billing_cycle: 'M', status: 'C', expires: expect.any(String) },
    });
    expect(await enabledFeatures(state.northside)).toEqual(['courtbooking', 'matcha']);
    const again = await call('POST', '/api/clubpackage/', 'player@example.com', {
      club: state.northside,
      package: await packageId('Club'),
    });
    expect(again.json()).toEqual({ reason: 'This club already has a package. Change that package instead.' });
  });
});

describe('POST /api/clubsubscriptionprice/', () => {
  it("prices the club's package a year and a month, feature by feature", async () => {
    const res = await call('POST', '/api/clubsubscriptionprice/', 'agent@example.com', {
      club: state.riverside,
      billing_cycle: 'A',
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote).toMatchObject({
      club: state.riverside,
      package_name: 'Club Plus',
      billing_cycle: 'A',
      currency: 'aud',
      annual_price: '1080.00',
      monthly_price: '90.00',
      price: '1080.00',
    });
    expect(quote.features.map((f: { name: string }) => f.name)).toEqual([
      'membership',
      'courtbooking',
      'pointofsale',
      'matcha',
      'clinics',
    ]);
    expect(quote.features[1]).toEqual({
      name: 'courtbooking',
      annual_price: '360.00',
      monthly_price: '30.00',
      transaction_fee: '0.30',
      processing_fee: '1.75',
      processing_fee_unit: '%',
    });
  });

  it('quotes another package and cycle', async () => {
    const quote = (
      await call('POST', '/api/clubsubscriptionprice/', 'agent@example.com', {
        club: state.riverside,
        package: await packageId('Starter'),
        billing_cycle: 'M',
      })
    ).json();
    expect(quote).toMatchObject({ package_name: 'Starter', billing_cycle: 'M', price: '30.00' });
  });
});
