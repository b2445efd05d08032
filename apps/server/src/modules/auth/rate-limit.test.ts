import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';

// An app with a low per-address limit: 3 requests a minute per route and address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: 3 });
});
afterAll(() => t.close());

const TOO_MANY = { reason: 'Too many attempts. Please wait a few minutes and try again.' };
const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('per address', () => {
  it.each([
    ['/api/login/', { username: 'agent@example.com', password: 'wrong-password' }],
    ['/api/register/', { full_name: 'Rate Limited', email: 'not-an-address', password: 'x', password2: 'y' }],
    ['/api/password-reset/', { email: 'nobody@example.com' }],
    ['/api/password-reset/confirm/', { key: 'f'.repeat(40), password: 'long-enough-1', password2: 'long-enough-1' }],
  ])('%s answers 429 after AUTH_RATE_LIMIT calls a minute, for that address only', async (url, payload) => {
    const address = `10.0.${url.length}.1`;
    for (let i = 0; i < 3; i++) expect((await post(url, payload, address)).statusCode).not.toBe(429);
    const limited = await post(url, payload, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(url, payload, `10.1.${url.length}.1`)).statusCode).not.toBe(429);
  });

  it('is not dodged by a made-up X-Forwarded-For (no proxy is trusted by default)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        payload: { email: 'nobody@example.com' },
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts each call separately', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 3; i++) await post('/api/password-reset/', { email: 'nobody@example.com' }, address);
    expect((await post('/api/password-reset/', { email: 'nobody@example.com' }, address)).statusCode).toBe(429);
    expect(
      (await post('/api/login/', { username: 'player@example.com', password: DEMO_PASSWORD }, address)).statusCode,
    ).toBe(200);
  });
});

describe('failed logins', () => {
  it('never lock the account: after many bad passwords from many addresses, the right one from another address works', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/api/login/',
        { username: 'pos@example.com', password: `guess-${i}` },
        `172.16.${i % 3}.1`,
      );
      expect([400, 429]).toContain(res.statusCode);
    }
    expect(
      (await post('/api/login/', { username: 'pos@example.com', password: DEMO_PASSWORD }, '172.16.9.9')).statusCode,
    ).toBe(200);
  });

  it('slow down the guessing address with a reason, even for the right password, until it has waited', async () => {
    for (let i = 0; i < 6; i++)
      await post('/api/login/', { username: 'matcha@example.com', password: 'wrong' }, '172.17.0.1');
    const slowed = await post('/api/login/', { username: 'matcha@example.com', password: DEMO_PASSWORD }, '172.17.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(TOO_MANY);
    expect(
      (await post('/api/login/', { username: 'matcha@example.com', password: DEMO_PASSWORD }, '172.17.0.2')).statusCode,
    ).toBe(200);
  });
});
