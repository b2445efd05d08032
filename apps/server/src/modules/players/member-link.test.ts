import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { linkKeyFromMail } from '../auth/auth.test-helpers';
import { clubMembers } from '../members/members.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a member becomes a user when the player verifies the same e-mail', () => {
  it('links the club members registered under the address once it is verified, not before', async () => {
    const email = 'harbour.member3@members.example';
    const member = () =>
      t.db
        .select({ player_id: clubMembers.player_id })
        .from(clubMembers)
        .where(sql`${clubMembers.email_set} @> ${JSON.stringify([email])}::jsonb`);
    expect((await member())[0].player_id).toBeNull();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { full_name: 'Hana Harbour', email, password: 'a-long-password', password2: 'a-long-password' },
    });
    expect(res.statusCode).toBe(201);
    expect((await member())[0].player_id).toBeNull();

    const { key } = await linkKeyFromMail(t.db, email, 'verified');
    expect((await t.app.inject({ method: 'POST', url: '/api/verify-email/', payload: { key } })).statusCode).toBe(200);
    const [linked] = await member();
    expect(linked.player_id).toEqual(expect.any(Number));
    const others = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clubMembers)
      .where(eq(clubMembers.player_id, linked.player_id!));
    expect(others[0].n).toBe(1);
  });
});
