import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
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

const features = async (club: number | string, email?: string) =>
  t.app.inject({
    url: `/api/clubfeature/?club=${club}`,
    headers: email ? { authorization: await login(t.app, email) } : {},
  });

describe('GET /api/clubfeature/?club=', () => {
  it("lists Riverside's features with their params for its AGENT", async () => {
    const res = await features(riverside, 'agent@example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.results.map((f: { feature: { name: string } }) => f.feature.name)).toEqual([
      'membership',
      'courtbooking',
      'pointofsale',
      'matcha',
      'clinics',
    ]);
    const pos = body.results[2];
    expect(pos).toEqual({
      id: expect.any(Number),
      club: riverside,
      enabled: true,
      feature: {
        name: 'pointofsale',
        desc: 'Point of sale',
        detail: expect.any(String),
        cost_text: 'From $15 a month',
        image_url: '',
      },
      params: { DefaultTax: 0, TaxInclusivePrice: true },
    });
    expect(body.results[0].params).toMatchObject({ DefaultCycle: 'A', membershipRenewal: 'forced' });
  });

  it('is open to any role of the club and to its coach', async () => {
    for (const email of ['pos@example.com', 'comms@example.com', 'coach@example.com']) {
      expect((await features(riverside, email)).statusCode, email).toBe(200);
    }
    const harbourFeatures = (await features(harbour, 'other-agent@example.com')).json();
    expect(harbourFeatures.results.map((f: { feature: { name: string } }) => f.feature.name)).toEqual([
      'courtbooking',
      'matcha',
    ]);
  });

  it('answers 404 to people with no standing at the club, never confirming it', async () => {
    for (const email of ['other-agent@example.com', 'player@example.com', 'applicant@example.com']) {
      const res = await features(riverside, email);
      expect(res.statusCode, email).toBe(404);
      expect(res.json()).toEqual({ reason: 'Club not found.' });
    }
    expect((await features(999999, 'agent@example.com')).statusCode).toBe(404);
  });

  it('needs a login and a club', async () => {
    expect((await features(riverside)).statusCode).toBe(401);
    const auth = await login(t.app, 'agent@example.com');
    const res = await t.app.inject({ url: '/api/clubfeature/', headers: { authorization: auth } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.club).toEqual(['club is required']);
  });
});
