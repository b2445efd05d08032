import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, twoFactorMessages } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { advanceClock, setClock } from '../../clock';
import { clubs } from '../clubs/clubs.tables';
import { totpCodeAt } from './two-factor-codes';

// Two-step sign-in through the API (docs/two-factor.md): set-up, the login's second step, the
// throttle, replay, recovery codes, remembered devices, the AGENT's requirement, and the list of
// sessions. The clock stands still at an instant of the test's own, so each code is known.

let t: TestApp;
let restoreClock: () => void;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => restoreClock?.());

const START = '2031-03-04T10:00:05Z';
const PASSWORD = 'orchard-kettle-91';
let n = 0;

async function post(url: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

/** A new person, signed in; their two-step sign-in turned on when `on`. */
async function person({ on = true, app = t } = {}) {
  const email = `tf${++n}@example.org`;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { full_name: 'Tess Factor', email, password: PASSWORD, password2: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  const auth = await login(app.app, email, PASSWORD);
  if (!on) return { email, auth, secret: '', codes: [] as string[] };
  const { secret, codes } = await turnOn(app, auth);
  return { email, auth, secret, codes };
}

async function turnOn(app: TestApp, auth: string) {
  const setup = await app.app.inject({
    method: 'POST',
    url: '/api/user/two-factor/setup/',
    headers: { authorization: auth },
  });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json();
  expect(otpauth_url).toContain(`secret=${secret}`);
  const confirm = await app.app.inject({
    method: 'POST',
    url: '/api/user/two-factor/confirm/',
    headers: { authorization: auth },
    payload: { code: totpCodeAt(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  advanceClock(30_000); // the set-up's code is spent: the next sign-in uses the next step's
  return { secret: secret as string, codes: confirm.json().recovery_codes as string[] };
}

const passwordStep = (email: string, headers: Record<string, string> = {}) =>
  post('/api/login/', { username: email, password: PASSWORD }, headers);

async function challengeOf(email: string) {
  const res = await passwordStep(email);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ two_factor: true, challenge: expect.any(String) });
  return res.json().challenge as string;
}

describe('turning two-step sign-in on', () => {
  it('shows a secret once, turns on with a right code only, and answers 10 single-use recovery codes', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { auth } = await person({ on: false });
    const headers = { authorization: auth };
    const setup = (await post('/api/user/two-factor/setup/', undefined, headers)).json();
    const wrong = await post('/api/user/two-factor/confirm/', { code: '000000' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [twoFactorMessages.wrongCode] });
    const confirm = await post('/api/user/two-factor/confirm/', { code: totpCodeAt(setup.secret) }, headers);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/));
    const status = await t.app.inject({ method: 'GET', url: '/api/user/two-factor/', headers });
    expect(status.json()).toEqual({ enabled: true, required: false, recovery_codes_left: 10, remembered_devices: 0 });
    expect(status.body).not.toContain(setup.secret);
    // On already: no second secret is given out.
    expect((await post('/api/user/two-factor/setup/', undefined, headers)).json().reason).toBe(
      twoFactorMessages.alreadyOn,
    );
  });
});

describe('signing in with two-step sign-in', () => {
  it('answers a challenge, not a token, after the password; the code gives the token', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, secret } = await person();
    const challenge = await challengeOf(email);
    // The challenge is not a session.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Token ${challenge}` } }))
        .statusCode,
    ).toBe(401);
    const res = await post('/api/login/two-factor/', { challenge, code: totpCodeAt(secret) });
    expect(res.statusCode).toBe(200);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Token ${res.json().token}` },
    });
    expect(user.statusCode).toBe(200);
    // A challenge is spent by its code.
    const again = await post('/api/login/two-factor/', { challenge, code: totpCodeAt(secret) });
    expect(again.json().reason).toBe(twoFactorMessages.challengeExpired);
  });

  it('refuses a code used once already in its window (replay), and takes the next one', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, secret } = await person();
    const code = totpCodeAt(secret);
    expect((await post('/api/login/two-factor/', { challenge: await challengeOf(email), code })).statusCode).toBe(200);
    const replay = await post('/api/login/two-factor/', { challenge: await challengeOf(email), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().reason).toBe(twoFactorMessages.wrongCode);
    // The step before, within the window, is older than the one used: refused too.
    const older = await post('/api/login/two-factor/', {
      challenge: await challengeOf(email),
      code: totpCodeAt(secret, Date.parse(START) - 30_000),
    });
    expect(older.statusCode).toBe(400);
    advanceClock(30_000);
    expect(
      (await post('/api/login/two-factor/', { challenge: await challengeOf(email), code: totpCodeAt(secret) }))
        .statusCode,
    ).toBe(200);
  });

  it('takes a code of the step either side of now (a phone a little off), not two steps off', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, secret } = await person();
    const far = await post('/api/login/two-factor/', {
      challenge: await challengeOf(email),
      code: totpCodeAt(secret, Date.parse(START) + 90_000),
    });
    expect(far.statusCode).toBe(400);
    const ahead = await post('/api/login/two-factor/', {
      challenge: await challengeOf(email),
      code: totpCodeAt(secret, Date.parse(START) + 60_000),
    });
    expect(ahead.statusCode).toBe(200);
  });

  it('counts wrong codes in the login throttle: the same limits and message as wrong passwords', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, secret } = await person();
    const challenge = await challengeOf(email);
    // 5 free failures per account and address, then the 6th starts a delay.
    for (let i = 0; i < 6; i++) {
      const res = await post('/api/login/two-factor/', { challenge, code: '000000' });
      expect(res.statusCode).toBe(400);
    }
    const throttled = await post('/api/login/two-factor/', { challenge, code: totpCodeAt(secret) });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().reason).toBe(authMessages.tooManyAttempts);
    // The password step is held back by the same count: logging in again gives no fresh tries.
    const password = await passwordStep(email);
    expect(password.statusCode).toBe(429);
    expect(password.json().reason).toBe(authMessages.tooManyAttempts);
  });

  it('takes each recovery code once', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, codes, auth } = await person();
    const first = await post('/api/login/two-factor/', {
      challenge: await challengeOf(email),
      code: codes[3].toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/login/two-factor/', { challenge: await challengeOf(email), code: codes[3] });
    expect(second.statusCode).toBe(400);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/user/two-factor/',
      headers: { authorization: auth },
    });
    expect(status.json().recovery_codes_left).toBe(9);
  });

  it('skips the code on a remembered device, and asks again once the devices are forgotten', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, secret, auth } = await person();
    const res = await post('/api/login/two-factor/', {
      challenge: await challengeOf(email),
      code: totpCodeAt(secret),
      remember_device: true,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^rally_device=[^;]+; Max-Age=2592000; Path=\/api\/login\/; HttpOnly; SameSite=Strict$/);
    const device = cookie.split(';')[0];
    const remembered = await passwordStep(email, { cookie: device });
    expect(remembered.json()).toEqual({ token: expect.any(String) });
    // A changed cookie fails its signature; another person's device is not theirs.
    expect(
      (await passwordStep(email, { cookie: device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).json().two_factor,
    ).toBe(true);
    const other = await person();
    expect((await passwordStep(other.email, { cookie: device })).json().two_factor).toBe(true);
    // 30 days on, the device is forgotten.
    advanceClock(31 * 24 * 60 * 60 * 1000);
    expect((await passwordStep(email, { cookie: device })).json().two_factor).toBe(true);
    advanceClock(-31 * 24 * 60 * 60 * 1000);
    const forget = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/two-factor/devices/',
      headers: { authorization: auth },
    });
    expect(forget.statusCode).toBe(204);
    expect((await passwordStep(email, { cookie: device })).json().two_factor).toBe(true);
  });

  it('turns off with the password and a code; the login then answers a token again', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, secret, auth } = await person();
    const headers = { authorization: auth };
    const wrongPassword = await post(
      '/api/user/two-factor/disable/',
      { password: 'not-it-at-all', code: totpCodeAt(secret) },
      headers,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await post('/api/user/two-factor/disable/', { password: PASSWORD, code: '123456' }, headers);
    expect(wrongCode.json().errors).toEqual({ code: [twoFactorMessages.wrongCode] });
    const off = await post('/api/user/two-factor/disable/', { password: PASSWORD, code: totpCodeAt(secret) }, headers);
    expect(off.statusCode).toBe(204);
    expect((await passwordStep(email)).json()).toEqual({ token: expect.any(String) });
  });
});

describe('an AGENT without two-step sign-in', () => {
  it('is refused club staff calls with a 403 that names it, until it is on; other staff are not', async () => {
    restoreClock = setClock(START, { stopped: true });
    const strict = await createTestApp({ twoFactorExempt: false });
    try {
      const [club] = await strict.db
        .select({ id: clubs.id })
        .from(clubs)
        .where(eq(clubs.name, 'Riverside Tennis Club'));
      const members = (auth: string) =>
        strict.app.inject({ method: 'GET', url: `/api/clubmember/?club=${club.id}`, headers: { authorization: auth } });
      const agent = await login(strict.app, 'agent@example.com');
      const status = () =>
        strict.app.inject({ method: 'GET', url: '/api/user/two-factor/', headers: { authorization: agent } });
      expect((await status()).json()).toMatchObject({ enabled: false, required: true });
      const refused = await members(agent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ reason: twoFactorMessages.required, errors: { two_factor: ['required'] } });
      // Their own account still answers, so the web can take them to the set-up.
      expect(
        (await strict.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: agent } })).statusCode,
      ).toBe(200);
      expect((await members(await login(strict.app, 'fees@example.com'))).statusCode).toBe(200);
      await turnOn(strict, agent);
      expect((await members(agent)).statusCode).toBe(200);
      expect((await status()).json()).toMatchObject({ enabled: true, required: true });
    } finally {
      await strict.close();
    }
  });
});

describe('an operator without two-step sign-in', () => {
  it('is refused the operator console with the same 403 until it is on', async () => {
    restoreClock = setClock(START, { stopped: true });
    const strict = await createTestApp({ twoFactorExempt: false });
    try {
      const operator = await login(strict.app, 'operator@example.com');
      const queue = () =>
        strict.app.inject({ method: 'GET', url: '/api/operator/queue/', headers: { authorization: operator } });
      const status = () =>
        strict.app.inject({ method: 'GET', url: '/api/user/two-factor/', headers: { authorization: operator } });
      expect((await status()).json()).toMatchObject({ enabled: false, required: true });
      const refused = await queue();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ reason: twoFactorMessages.required, errors: { two_factor: ['required'] } });
      await turnOn(strict, operator);
      expect((await queue()).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('the list of signed-in sessions', () => {
  it('lists where and when, marks this one, and signs out one or all the others', async () => {
    restoreClock = setClock(START, { stopped: true });
    const { email, auth } = await person({ on: false });
    const sign = async (agent: string) =>
      `Token ${(await post('/api/login/', { username: email, password: PASSWORD }, { 'user-agent': agent })).json().token}`;
    const firefox = await sign('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0');
    advanceClock(60_000);
    const phone = await sign(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const list = async (who: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/user/sessions/', headers: { authorization: who } })).json();
    const page = await list(firefox);
    expect(page.count).toBe(3);
    const byDevice = Object.fromEntries(page.results.map((s: { device: string }) => [s.device, s]));
    expect(byDevice['Firefox on Mac']).toMatchObject({
      current: true,
      ip: '127.0.0.1',
      created_at: '2031-03-04T10:00:05.000Z',
    });
    expect(byDevice['Safari on iPhone']).toMatchObject({ current: false, created_at: '2031-03-04T10:01:05.000Z' });
    // Someone else's session is not found; one's own ends at once.
    const stranger = await person({ on: false });
    const phoneId = byDevice['Safari on iPhone'].id;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${phoneId}/`,
      headers: { authorization: stranger.auth },
    });
    expect(foreign.statusCode).toBe(404);
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${phoneId}/`,
      headers: { authorization: firefox },
    });
    expect(end.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: phone } })).statusCode,
    ).toBe(401);
    expect((await post('/api/user/sessions/end-others/', undefined, { authorization: firefox })).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: auth } })).statusCode,
    ).toBe(401);
    expect((await list(firefox)).count).toBe(1);
  });
});
