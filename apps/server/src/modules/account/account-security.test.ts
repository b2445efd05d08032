import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, authMessages, weakPasswordMessage } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { lastMailTo, linkKeyFromMail } from '../auth/auth.test-helpers';
import { authTokens, users } from '../auth/auth.tables';
import { contacts } from '../players/players.tables';

// The Me page's account commands (docs/account.md "Account"): change the password (the current one
// required), change the e-mail (verified at the new address first, the old address told), and
// sign out everywhere. Each test signs up its own person.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'orchard-kettle-91';
let n = 0;
async function newPerson() {
  const email = `sam${++n}@example.org`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { full_name: 'Sam Okafor', email, password: PASSWORD, password2: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { email, auth: await login(t.app, email, PASSWORD) };
}
const post = (auth: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });
const userOf = (auth: string) => t.app.inject({ url: '/api/user/', headers: { authorization: auth } });

describe('POST /api/user/change-password/', () => {
  it('needs the current password and a strong new one; other sessions end, this one stays', async () => {
    const { email, auth } = await newPerson();
    const phone = await login(t.app, email, PASSWORD);
    const wrong = await post(auth, '/api/user/change-password/', {
      current_password: 'not-it-at-all',
      password: 'meadow-lantern-2042',
      password2: 'meadow-lantern-2042',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: [accountMessages.wrongPassword] });
    const weak = await post(auth, '/api/user/change-password/', {
      current_password: PASSWORD,
      password: 'samokafor',
      password2: 'samokafor',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual([weakPasswordMessage]);
    const mismatch = await post(auth, '/api/user/change-password/', {
      current_password: PASSWORD,
      password: 'meadow-lantern-2042',
      password2: 'meadow-lantern-2043',
    });
    expect(mismatch.json().errors.password2).toEqual(['Passwords must match']);

    const ok = await post(auth, '/api/user/change-password/', {
      current_password: PASSWORD,
      password: 'meadow-lantern-2042',
      password2: 'meadow-lantern-2042',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: accountMessages.passwordChanged });
    expect((await userOf(auth)).statusCode).toBe(200);
    expect((await userOf(phone)).statusCode).toBe(401);
    await expect(login(t.app, email, PASSWORD)).rejects.toThrow();
    expect(await login(t.app, email, 'meadow-lantern-2042')).toMatch(/^Token /);
  });
});

describe('POST /api/user/change-email/', () => {
  it('changes the login only when the link at the new address is opened; the old address is told', async () => {
    const { email, auth } = await newPerson();
    const wrong = await post(auth, '/api/user/change-email/', { email: 'sam.new@example.org', password: 'nope' });
    expect(wrong.json().errors).toEqual({ password: [accountMessages.wrongPassword] });
    expect((await post(auth, '/api/user/change-email/', { email, password: PASSWORD })).json().errors).toEqual({
      email: [accountMessages.sameEmail],
    });

    const asked = await post(auth, '/api/user/change-email/', { email: 'Sam.New@Example.org', password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ detail: accountMessages.emailLinkSent('sam.new@example.org') });
    // Not yet: the old address still logs in, the new one does not.
    expect((await userOf(auth)).json().results[0].email).toBe(email);
    await expect(login(t.app, 'sam.new@example.org', PASSWORD)).rejects.toThrow();

    const { key } = await linkKeyFromMail(t.db, 'sam.new@example.org', 'verified');
    const opened = await t.app.inject({ method: 'POST', url: '/api/verify-email/', payload: { key } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ detail: accountMessages.emailChanged });
    const me = (await userOf(auth)).json().results[0];
    expect(me.email).toBe('sam.new@example.org');
    const emails = me.player_set[0].contact_set.filter((c: { kind: string }) => c.kind === 'E');
    expect(emails).toContainEqual(expect.objectContaining({ value: 'sam.new@example.org', validated: true }));
    const [primary] = await t.db.select().from(contacts).where(eq(contacts.value, 'sam.new@example.org'));
    expect(primary.primary).toBe(true);
    expect(await login(t.app, 'sam.new@example.org', PASSWORD)).toMatch(/^Token /);
    await expect(login(t.app, email, PASSWORD)).rejects.toThrow();
    const told = await lastMailTo(t.db, email);
    expect(told.subject).toBe('Rally: your login email has changed');
    expect(told.text).toContain('now logs in with sam.new@example.org');
    // The link works once.
    const again = await t.app.inject({ method: 'POST', url: '/api/verify-email/', payload: { key } });
    expect(again.json()).toEqual({ reason: authMessages.verifyLinkInvalid });
  });

  it('an address another account has gets the same answer, no link, and its owner is told', async () => {
    const { auth } = await newPerson();
    const other = await newPerson();
    const res = await post(auth, '/api/user/change-email/', { email: other.email, password: PASSWORD });
    expect(res.json()).toEqual({ detail: accountMessages.emailLinkSent(other.email) });
    expect((await lastMailTo(t.db, other.email)).subject).toBe('Rally: someone tried to sign up with your email');
    const [user] = await t.db.select().from(users).where(eq(users.email, other.email));
    expect(user).toBeDefined();
  });
});

describe('POST /api/user/logout-everywhere/', () => {
  it('ends every session of the user, this one too, and no one else’s', async () => {
    const { email, auth } = await newPerson();
    const phone = await login(t.app, email, PASSWORD);
    const someoneElse = (await newPerson()).auth;
    const res = await post(auth, '/api/user/logout-everywhere/');
    expect(res.statusCode).toBe(204);
    expect((await userOf(auth)).statusCode).toBe(401);
    expect((await userOf(phone)).statusCode).toBe(401);
    expect((await userOf(someoneElse)).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(authTokens).where(eq(authTokens.user_id, user.id))).toEqual([]);
  });
});
