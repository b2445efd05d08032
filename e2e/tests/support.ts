import { randomUUID } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { serverURL } from '../servers';
import { checkA11y, watchPage, type AxeFinding } from './a11y-watch';

export { checkA11y, expect };

// The server clock's distance from this machine's, once the worker has asked (serverOffset below).
let serverOffsetMs: number | undefined;

/**
 * Every spec imports `test` from here: its page waits for the app to take over a prerendered page
 * after goto and reload, and axe-core checks each page the test visits (also the pages of other
 * browser contexts the test opens with `browser.newPage()` or `browser.newContext()`, unless
 * JavaScript is off there).
 */
export const test = base.extend<{ serverClock: void }, { serverOffset: number; workerServer: string }>({
  // Each worker has a server of its own, on a fresh database (playwright.config.ts, servers.ts):
  // worker n (its parallelIndex, kept by a worker started again after a failure) talks to server n.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
  workerServer: [async ({}, use, workerInfo) => use(serverURL(workerInfo.parallelIndex)), { scope: 'worker' }],
  // Pages, contexts (browser.newContext() too) and `request` of the worker's tests go to its server.
  baseURL: async ({ workerServer }, use) => use(workerServer),
  // How far the server's clock is from this machine's (the server starts at CLOCK_START,
  // playwright.config.ts): asked once per worker from /api/health/, which answers its time.
  serverOffset: [
    async ({ playwright, workerServer }, use) => {
      const api = await playwright.request.newContext({ baseURL: workerServer });
      const { time } = (await (await api.get('/api/health/')).json()) as { time: string };
      await api.dispose();
      serverOffsetMs = Date.parse(time) - Date.now();
      await use(serverOffsetMs);
    },
    { scope: 'worker', auto: true },
  ],
  // Every browser context of the test reads the server's time: its Date, timers and performance
  // run on from the server's instant, so "today" in the browser is the server's today.
  serverClock: [
    async ({ context, browser, serverOffset }, use) => {
      const install = (c: BrowserContext) => c.clock.install({ time: Date.now() + serverOffset });
      await install(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await install(created);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  page: async ({ page, browser }, use, testInfo) => {
    // axe-core takes a second or more a page on a busy machine (and each check's time is added).
    testInfo.setTimeout(testInfo.timeout + 60_000);
    const findings: AxeFinding[] = [];
    const seen = new Set<string>();
    // Once the test is over (its end checks done, or skipped for a failed test), closing its pages checks nothing.
    const state = { over: false };
    const endChecks: Array<() => Promise<void>> = [watchPage(page, findings, seen, testInfo, state)];
    // A drawn public page starts its app once it has loaded (main.tsx); a test asks for it at
    // once ('rally:start', as a reader's first press would) and waits until the app has taken the page over.
    const waitForApp = () =>
      page.waitForFunction(() => {
        window.dispatchEvent(new Event('rally:start'));
        return document.querySelector('#root[data-app]') !== null;
      });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp();
      return response;
    };
    // Pages the test opens in contexts of its own are checked the same way.
    const newContext = browser.newContext.bind(browser);
    const newPage = browser.newPage.bind(browser);
    // browser.newPage() makes its context through browser.newContext(): that page is watched by newPage.
    let openingPage = false;
    browser.newContext = async (options) => {
      const forPage = openingPage;
      const context = await newContext(options);
      if (!forPage && options?.javaScriptEnabled !== false)
        context.on('page', (other) => endChecks.push(watchPage(other, findings, seen, testInfo, state)));
      return context;
    };
    browser.newPage = async (options) => {
      openingPage = true;
      const other = await newPage(options).finally(() => (openingPage = false));
      if (options?.javaScriptEnabled !== false) endChecks.push(watchPage(other, findings, seen, testInfo, state));
      return other;
    };
    try {
      await use(page);
    } finally {
      browser.newContext = newContext;
      browser.newPage = newPage;
    }
    if (testInfo.status === testInfo.expectedStatus) for (const endCheck of endChecks) await endCheck();
    state.over = true;
    if (findings.length) {
      await testInfo.attach('axe-violations.json', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
      const lines = findings.map(
        (f) => `${f.impact} ${f.rule} (${f.help}) at ${f.url}: ${f.targets.slice(0, 5).join(' | ')}`,
      );
      expect(findings, `axe-core found critical or serious violations:\n${lines.join('\n')}`).toEqual([]);
    }
  },
});

/** The app's time now: the server's clock (CLOCK_START, a Monday morning in 2030), not this machine's. */
export function appNow(): Date {
  if (serverOffsetMs === undefined)
    throw new Error('appNow() is for tests: the server clock is read when the first test starts');
  return new Date(Date.now() + serverOffsetMs);
}

/** The date (YYYY-MM-DD) `days` from the app's today at Riverside (Australia/Sydney, the demo clubs' zone). */
export function riversideDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(appNow());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const DEMO_PASSWORD = 'tennis-demo';

/** A short random text that makes a name, an e-mail or a key the test creates its own (not read from the clock). */
export const unique = () => randomUUID().slice(0, 8);
const shots = path.resolve(import.meta.dirname, '../screenshots');

/** Saves a full-page screenshot under e2e/screenshots/ (kept by CI for people to look at), and checks the page with axe-core. */
export async function screenshot(page: Page, name: string) {
  await checkA11y(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Logs in through the /signup page's log-in form and waits for where it lands: a player on /clubs, a manager or coach in their club's dashboard. */
/** A password strong enough for the sign-up's estimator (issue 25), for the accounts specs make. */
export const NEW_PASSWORD = 'court-lamp-orbit-42';

/**
 * Signs up on the /signup page the browser is on (its ?next= kept), then logs in beside it: sign-up
 * answers "check your e-mail" and signs nobody in (it must not tell whether the address has an
 * account: issue 25). The caller checks where the log-in lands.
 */
export async function signUp(
  page: Page,
  { fullName, email, password = NEW_PASSWORD }: { fullName: string; email: string; password?: string },
) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill(fullName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();
  const logInForm = page.getByRole('form', { name: 'Log in' });
  await logInForm.getByLabel('Email').fill(email);
  await logInForm.getByLabel('Password', { exact: false }).first().fill(password);
  await logInForm.getByRole('button', { name: /log in/i }).click();
}

/**
 * Logs in as `email` and opens where the log-in form would have led (a manager or coach to their
 * club's dashboard, a player to /clubs: features/auth/login-form.tsx): through the API, with the
 * token in the cookie the web app reads (lib/auth-token.ts), so a test does not load /signup and
 * start its app for every sign-in. The form itself is tested by platform.spec.ts and
 * load-speed.spec.ts (and by `signUp` above).
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const answer = await page.request.post('/api/login/', { data: { username: email, password } });
  expect(answer.ok(), `POST /api/login/ as ${email} answered ${answer.status()}`).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  await page.context().addCookies([
    {
      name: 'rally_token',
      value: encodeURIComponent(token),
      url: serverURL(test.info().parallelIndex),
      sameSite: 'Lax',
    },
  ]);
  const me = await page.request.get('/api/user/', { headers: { authorization: `Token ${token}` } });
  const player = ((await me.json()) as { results: Array<{ player_set: PlayerLinks[] }> }).results[0].player_set[0];
  const manages =
    player.club_admin_set.some((record) => record.status === 'A') || (player.coach?.coach_clubs ?? []).length > 0;
  await page.goto(manages ? '/clubs/dashboard' : '/clubs');
  await expect(page).toHaveURL(/\/clubs(\/dashboard\/[\w-]+\?.*clubId=\d+.*)?$/);
}

type PlayerLinks = { club_admin_set: Array<{ status: string }>; coach?: { coach_clubs?: unknown[] } | null };

/** Logs in as someone else on the same page: its cookies and local storage cleared first. */
export async function switchTo(page: Page, email: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email);
}

/** The logged-in page's API header: its token cookie as `Authorization: Token …`. */
export async function authHeader(page: Page) {
  const token = (await page.context().cookies()).find((c) => /token/i.test(c.name))?.value ?? '';
  return { authorization: `Token ${decodeURIComponent(token)}` };
}

/** Picks `option` (its exact name) in the combobox labelled `label` within `scope`. */
export async function choose(page: Page, scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The id of a demo club by name, through the public API. */
export async function clubId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/club/?search=${encodeURIComponent(name)}`);
  const body = await res.json();
  return body.results[0].id;
}

/**
 * The club's Booking Settings as staff see them, and a setter that changes the given ones over
 * them (the read's params stay as they were; call it with the old values to put them back).
 */
export async function bookingSettings(page: Page, club: number, staff: Record<string, string>) {
  const features = await (await page.request.get(`/api/clubfeature/?club=${club}`, { headers: staff })).json();
  const feature = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'courtbooking');
  return (params: Record<string, unknown>) =>
    page.request.patch(`/api/clubfeature/${feature.id}/`, {
      headers: staff,
      data: { params: { ...feature.params, ...params } },
    });
}

/** Pat Player's API header (a log-in through the API, beside the page's own). */
export async function patHeader(page: Page) {
  const login = await page.request.post('/api/login/', {
    data: { username: 'player@example.com', password: DEMO_PASSWORD },
  });
  return { authorization: `Token ${((await login.json()) as { token: string }).token}` };
}

export type Availability = {
  groups: { times: { start: string; end: string }[] }[];
  courts: { id: number; name: string; group: number; free: boolean[] }[];
};

/** A player's free court times at a club on `date`, an hour long. */
export async function freeTimes(page: Page, club: number, date: string, player: Record<string, string>) {
  const res = await page.request.get(`/api/club/${club}/availability/?date=${date}&duration=60`, { headers: player });
  return (await res.json()) as Availability;
}
