import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/helpers';
import { users } from '../modules/auth/auth.tables';
import { setUserActive } from '../modules/auth/user-status.service';
import { linkKeyFromMail } from '../modules/auth/auth.test-helpers';
import { TOKEN_CACHE_TTL_MS, TokenCache } from './token-cache';
import * as clock from '../clock';

// The token cache must never outlive a revocation in this process, and only by its TTL elsewhere.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (auth: string) => t.app.inject({ url: '/api/user/', headers: { authorization: auth } });
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('revocation with the token cache', () => {
  it('refuses the next request after logout, though the token was just used', async () => {
    const auth = await login(t.app, 'player@example.com');
    expect((await me(auth)).statusCode).toBe(200);
    expect((await me(auth)).statusCode).toBe(200); // answered from the cache
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: auth } })).statusCode,
    ).toBe(204);
    expect((await me(auth)).statusCode).toBe(401);
  });

  it('refuses the next request after deactivation, and login too', async () => {
    const auth = await login(t.app, 'coach@example.com');
    expect((await me(auth)).statusCode).toBe(200);
    const id = await userId('coach@example.com');
    await setUserActive(t.db, id, false);
    expect((await me(auth)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'coach@example.com', password: 'x'.repeat(12) },
    });
    expect(again.statusCode).toBe(400);
    await setUserActive(t.db, id, true);
  });

  it('refuses every session of the user after a password reset', async () => {
    const session = await login(t.app, 'comms@example.com');
    expect((await me(session)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'comms@example.com' } });
    await t.runJobs(); // the reset job makes the link and its mail
    const { key } = await linkKeyFromMail(t.db, 'comms@example.com', 'reset-password');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      payload: { key, password: 'Zq8-cache-test-Pw41', password2: 'Zq8-cache-test-Pw41' },
    });
    expect(done.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('follows a change made elsewhere (another process, SQL by hand) within TOKEN_CACHE_TTL_MS', async () => {
    const auth = await login(t.app, 'fees@example.com');
    expect((await me(auth)).statusCode).toBe(200);
    const id = await userId('fees@example.com');
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, id));
    // The documented bound: this process may still answer from its cache until the entry is TTL old.
    const back = clock.advanceClock(TOKEN_CACHE_TTL_MS + 1);
    expect((await me(auth)).statusCode).toBe(401);
    back();
    await t.db.update(users).set({ is_active: true }).where(eq(users.id, id));
  });

  it('never keeps a token past its own expiry', async () => {
    const auth = await login(t.app, 'agent@example.com');
    expect((await me(auth)).statusCode).toBe(200);
    const back = clock.advanceClock(7 * 86_400_000 + 1000);
    expect((await me(auth)).statusCode).toBe(401);
    back();
  });
});

describe('TokenCache', () => {
  const actor = { userId: 1, playerId: 1 };
  const later = new Date(clock.nowMs() + 60_000);

  it('does not store a lookup that started before a revocation', () => {
    const cache = new TokenCache();
    const epoch = cache.begin();
    cache.forgetUser(1); // the revocation commits while the lookup is in flight
    cache.set('k', actor, later, epoch);
    expect(cache.get('k')).toBeUndefined();
  });

  it('stores one that did not, until the TTL passes', () => {
    const cache = new TokenCache(1000);
    cache.set('k', actor, later, cache.begin(), 0);
    expect(cache.get('k', 999)).toEqual(actor);
    expect(cache.get('k', 1000)).toBeUndefined();
  });
});
