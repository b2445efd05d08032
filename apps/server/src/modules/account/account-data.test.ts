import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountMessages, DELETE_ACCOUNT_WORDS } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { lastMailTo } from '../auth/auth.test-helpers';
import { users } from '../auth/auth.tables';
import { clubs } from '../clubs/clubs.tables';
import { clubMembers } from '../members/members.tables';
import { contacts, players } from '../players/players.tables';

// Download my data and delete my account (docs/account.md "Your data"): a ZIP of JSON files, one
// per table that points at the person, without secrets; the deletion's erasures and what it keeps.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'orchard-kettle-91';

/** A new person signed up and logged in: their Authorization header and GET /api/user/'s user. */
async function signUp(fullName: string, email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { full_name: fullName, email, password: PASSWORD, password2: PASSWORD },
  });
  const auth = await login(t.app, email, PASSWORD);
  const me = (await t.app.inject({ url: '/api/user/', headers: { authorization: auth } })).json().results[0];
  return { auth, me };
}

describe('GET /api/user/data/', () => {
  it("answers a ZIP of the caller's rows as JSON, one file per table, without password or token hashes", async () => {
    const email = 'kim.data@example.org';
    const { auth, me } = await signUp('Kim Data', email);
    const [club] = (await t.app.inject({ url: '/api/club/?search=Riverside' })).json().results;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/player/${me.player_set[0].id}/`,
      headers: { authorization: auth },
      payload: { gender: 'F', ntrp_level: 3, phone: '0400 000 111', club_set: [club.id] },
    });

    const res = await t.app.inject({ url: '/api/user/data/', headers: { authorization: auth } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rally-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'users.json', 'players.json', 'contacts.json']),
    );
    expect(json('users.json')).toEqual([expect.objectContaining({ id: me.id, email })]);
    expect(json('users.json')[0]).not.toHaveProperty('password_hash');
    expect(json('players.json')[0]).toMatchObject({ full_name: 'Kim Data', gender: 'F', ntrp_level: '3.0' });
    expect(
      json('contacts.json')
        .map((c: { value: string }) => c.value)
        .sort(),
    ).toEqual(['0400 000 111', email]);
    expect(json('player_followed_clubs.json')).toEqual([expect.objectContaining({ club_id: club.id })]);
    // Tokens are the person's too, but never their hashes.
    for (const row of json('auth_tokens.json')) expect(row).not.toHaveProperty('key_hash');
    expect(strFromU8(files['users.json']!)).not.toContain('scrypt');
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ url: '/api/user/data/' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/delete/', () => {
  it('erases the person, keeps their records under "Deleted player", closes the login and tells the club', async () => {
    const email = 'lee.leaving@example.org';
    const { auth, me } = await signUp('Lee Leaving', email);
    const playerId = me.player_set[0].id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/player/${playerId}/`,
      headers: { authorization: auth },
      payload: { gender: 'M', dob: '1980-01-02', phone: '0400 222 333' },
    });
    const [club] = await t.db.select().from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
    await t.db.update(clubs).set({ email: 'office@riverside.example' }).where(eq(clubs.id, club.id));
    const [member] = await t.db
      .insert(clubMembers)
      .values({ club_id: club.id, player_id: playerId, first_name: 'Lee', last_name: 'Leaving', email_set: [email] })
      .returning();
    const remove = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/user/delete/', headers: { authorization: auth }, payload });

    expect((await remove({ password: PASSWORD, confirm: 'yes' })).json().errors.confirm).toEqual([
      `Type ${DELETE_ACCOUNT_WORDS} to confirm`,
    ]);
    expect((await remove({ password: 'wrong', confirm: DELETE_ACCOUNT_WORDS })).json().errors).toEqual({
      password: [accountMessages.wrongPassword],
    });
    expect((await remove({ password: PASSWORD, confirm: 'Delete my account' })).statusCode).toBe(204);

    expect((await t.app.inject({ url: '/api/user/', headers: { authorization: auth } })).statusCode).toBe(401);
    await expect(login(t.app, email, PASSWORD)).rejects.toThrow();
    const [player] = await t.db.select().from(players).where(eq(players.id, playerId));
    expect(player).toMatchObject({ full_name: 'Deleted player', user_id: null, gender: 'U', dob: null });
    expect(await t.db.select().from(contacts).where(eq(contacts.player_id, playerId))).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({ email: `deleted-user-${me.id}@deleted.invalid`, is_active: false });
    // The club's own member record stays, unlinked, and the club is told.
    const [kept] = await t.db.select().from(clubMembers).where(eq(clubMembers.id, member.id));
    expect(kept.player_id).toBeNull();
    const told = await lastMailTo(t.db, 'office@riverside.example');
    expect(told.subject).toBe('Rally: Lee Leaving has deleted their account');
    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { full_name: 'Lee Again', email, password: PASSWORD, password2: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    expect(await login(t.app, email, PASSWORD)).toMatch(/^Token /);
  });
});
