import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { users } from '../../modules/auth/auth.tables';
import { clubAdmins, clubs } from '../../modules/clubs/clubs.tables';
import { players } from '../../modules/players/players.tables';
import type { ClubAdminRef, PaymentGateway } from './gateway';

// The gateway is one of the app's deps: a test (or a benchmark) builds the app with its own.
const asked: ClubAdminRef[] = [];
const fakeGateway: PaymentGateway = {
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
    const [riverside] = await t.db.select().from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
    const [agent] = await t.db
      .select({ id: clubAdmins.id, club_id: clubAdmins.club_id, player_id: clubAdmins.player_id })
      .from(clubAdmins)
      .innerJoin(players, eq(players.id, clubAdmins.player_id))
      .innerJoin(users, eq(users.id, players.user_id))
      .where(and(eq(users.email, 'agent@example.com'), eq(clubAdmins.club_id, riverside.id)));
    const res = await t.app.inject({
      url: `/api/clubadmin/${agent.id}/stripe_authorize/`,
      headers: { authorization: await login(t.app, 'agent@example.com'), accept: 'application/json' },
    });
    expect(res.json()).toEqual({ url: `https://payments.test/authorize/${agent.id}` });
    expect(asked).toMatchObject([agent]);
    // No account is connected until the provider calls back.
    expect((await t.db.select().from(clubs).where(eq(clubs.id, riverside.id)))[0]).toMatchObject({ connect_available: riverside.connect_available });
  });
});
