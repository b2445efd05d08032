import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login and logout', () => {
  it('logs in a demo user with the e-mail as username', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'Agent@Example.com', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses a wrong password with a reason and no token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'agent@example.com', password: 'wrong-password' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'Unable to log in with provided credentials.' });
  });

  it('revokes the token on logout', async () => {
    const auth = await login(t.app, 'player@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: auth } });
    expect(out.body).toBe('');
    expect(out.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: auth } });
    expect(again.statusCode).toBe(401);
    expect(again.json().reason).toBeTruthy();
  });
});
