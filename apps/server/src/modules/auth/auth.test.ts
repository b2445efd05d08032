import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, login, type TestApp } from '../../../test/helpers';
import { hashKey } from '../../http/auth';
import { authTokens } from './auth.tables';
import * as clock from '../../clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN_FAILED = 'Unable to log in with provided credentials.';
const me = (auth: string) => t.app.inject({ url: '/api/user/', headers: { authorization: auth } });

describe('login and logout', () => {
  it('logs in a demo user with the e-mail as username', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'Agent@Example.com', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[0-9a-f]{40}$/);
    expect((await me(`Token ${res.json().token}`)).statusCode).toBe(200);
  });

  it('refuses a wrong password with a reason and no token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'agent@example.com', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: LOGIN_FAILED, errors: { non_field_errors: [LOGIN_FAILED] } });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'nobody@example.com', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: LOGIN_FAILED, errors: { non_field_errors: [LOGIN_FAILED] } });
  });

  it('gives the field messages for an empty form', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: ['Email is required'], password: ['Password is required'] });
  });

  it('revokes the token on logout, and only that token', async () => {
    const auth = await login(t.app, 'player@example.com');
    const other = await login(t.app, 'player@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: auth } });
    expect(out.body).toBe('');
    expect(out.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: auth } });
    expect(again.statusCode).toBe(401);
    expect(again.json().reason).toBeTruthy();
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('token expiry', () => {
  it('refuses a token past its 7 days', async () => {
    const auth = await login(t.app, 'fees@example.com');
    const [token] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.key_hash, hashKey(auth.slice('Token '.length))));
    const days = (token.expires_at.getTime() - token.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    expect((await me(auth)).statusCode).toBe(200);

    // Seven days and a second later (the clock, not the row: a cached token keeps its expiry too).
    const back = clock.setClock(token.expires_at.getTime() + 1000);
    const res = await me(auth);
    back();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ reason: 'Please log in to continue.' });
  });

  it('refuses a missing or made-up token', async () => {
    expect((await t.app.inject({ url: '/api/user/' })).statusCode).toBe(401);
    expect((await me(`Token ${'0'.repeat(40)}`)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the sign-in, sign-up, reset and player calls', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/login/',
      '/api/logout/',
      '/api/register/',
      '/api/verify-email/',
      '/api/password-reset/',
      '/api/password-reset/confirm/',
      '/api/user/',
      '/api/contact/',
      '/api/contact/{id}/send_validation/',
      '/api/player/{id}/',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/register/'].post.requestBody.content['application/json'].schema.required).toEqual([
      'full_name',
      'email',
      'password',
      'password2',
    ]);
    expect(doc.paths['/api/player/{id}/'].patch.summary).toEqual(expect.any(String));
  });
});
