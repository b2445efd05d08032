import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { type ClubAdminRef, type PaymentGateway } from './gateway';
import { simulatedGateway } from './simulated-gateway';

// The gateway is one of the app's deps: a test (or a benchmark) builds the app with its own.
const asked: ClubAdminRef[] = [];
const fakeGateway: PaymentGateway = {
  ...simulatedGateway({
    publicUrl: 'http://localhost:3000',
    stripeSecretKey: undefined,
    stripeConnectClientId: undefined,
  }),
  name: 'stripe',
  async authorizeAccountUrl(admin) {
    asked.push(admin);
    return { url: `https://payments.test/authorize/${admin.id}` };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { payments: fakeGateway });
});
afterAll(() => t.close());

describe('the payment gateway in deps', () => {
  it('is the default for the config unless substituted', async () => {
    expect(t.app.deps.payments).toBe(fakeGateway);
    const plain = await createTestApp();
    expect(plain.app.deps.payments.name).toBe('simulated');
    await plain.close();
  });

  it('serves stripe_authorize through the substitute', async () => {
    const authorization = await login(t.app, 'agent@example.com');
    const me = (await t.app.inject({ url: '/api/user/', headers: { authorization } })).json();
    const player = me.results[0].player_set[0];
    const agent = player.club_admin_set[0] as { id: number; club: number };
    const club = async () =>
      (await t.app.inject({ url: `/api/club/${agent.club}/`, headers: { authorization } })).json();
    const before = await club();
    const res = await t.app.inject({
      url: `/api/clubadmin/${agent.id}/stripe_authorize/`,
      headers: { authorization, accept: 'application/json' },
    });
    expect(res.json()).toEqual({ url: `https://payments.test/authorize/${agent.id}` });
    expect(asked).toMatchObject([{ id: agent.id, club_id: agent.club, player_id: player.id }]);
    // No account is connected until the provider calls back.
    expect((await club()).connect_available).toBe(before.connect_available);
  });
});
