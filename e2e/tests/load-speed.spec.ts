/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clubId, expect, logIn, screenshot, test } from './support';

// What a first visit loads: a public page arrives drawn (prerendered HTML), a signed-in dashboard
// section arrives drawn with the reader's data (drawn by the server at request time), a dashboard
// area loads its own chunk and no other area's, and a chunk a new deployment removed shows the
// chunk error.

type ManifestEntry = { file: string; src?: string };
const manifest: Record<string, ManifestEntry> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
);
const chunkOf = (source: string) => `/${manifest[source].file}`;
const areaPages = {
  members: 'src/features/members/members-page.tsx',
  'club-info': 'src/features/club-settings/club-settings-page.tsx',
  'court-bookings': 'src/features/courts/court-bookings-page.tsx',
};

test.describe('load speed', () => {
  test('a public page arrives drawn and titled before its script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tennis_court_bookings');
    await expect(page).toHaveTitle('Court bookings · Rally');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('each public page shows its whole content, the database’s prices and clubs included, without the reader touching anything', async ({
    browser,
    request,
  }) => {
    const packages = (
      (await (await request.get('/api/packageforclub/')).json()) as { results: Array<{ name: string }> }
    ).results;
    const clubs = (await (await request.get('/api/club/?search=&page_size=12')).json()) as {
      results: Array<{ name: string }>;
    };
    expect(packages.length).toBeGreaterThan(0);
    expect(clubs.results.length).toBeGreaterThan(0);
    // Drawn by the server with the data, before any script: with JavaScript off the content is there.
    const still = await browser.newContext({ javaScriptEnabled: false });
    const html = await still.newPage();
    await html.goto('/pricing');
    await expect(html.getByRole('heading', { level: 2, name: packages[0].name, exact: true })).toBeVisible();
    await expect(html.getByText(/\d\.\d\d/).first()).toBeVisible();
    await html.goto('/');
    await expect(html.getByRole('heading', { level: 3, name: clubs.results[0].name })).toBeVisible();
    await still.close();
    // A plain page (not the fixture's, which asks the app to start after each goto): nothing is
    // touched, and the app takes each public page over by itself with its content in place.
    const context = await browser.newContext();
    const page = await context.newPage();
    // The app's stylesheets arrive as copies without the web fonts (the page's own CSS declares
    // them): an original that declared them again would move the text once it applied.
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // Every public page (src/prerender.tsx's prerenderPaths: the router's feature and case-study pages too).
    const paths = [
      '/',
      '/pricing',
      '/faq',
      '/feedback',
      '/privacy',
      '/signup',
      '/forgot-password',
      '/tennis_find_a_hit_matcha',
      '/tennis_club_point_of_sale',
      '/tennis_clinics',
      '/tennis_court_bookings',
      '/tennis_club_member_fee_collection',
      '/tennis_club_member_communications',
      '/tennis_league_management',
      '/tennis_circle',
      '/tennis_player_profile',
      '/tennis_match_diary',
      '/case-studies_clubs',
      '/case-studies_competitions',
      '/sw-club-promotion',
    ];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-app', '', { timeout: 20_000 });
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      if (path === '/pricing') {
        for (const pkg of packages)
          await expect(page.getByRole('heading', { level: 2, name: pkg.name, exact: true })).toBeVisible();
        await screenshot(page, 'pricing-untouched');
      }
      if (path === '/') {
        await expect(page.getByRole('heading', { level: 3, name: clubs.results[0].name })).toBeVisible();
        await expect(page.getByText(/\d+ clubs? found/)).toBeVisible();
      }
    }
    expect(stylesheets.filter((file) => file.startsWith('/assets/index-'))).not.toEqual([]);
    expect(stylesheets.filter((file) => /^\/assets\/index-[^.]+\.css$/.test(file))).toEqual([]);
    await context.close();
  });

  test('a click or an Enter before the app has run is not lost: the reader logs in from the first paint', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The app's start is held back until the reader has acted, so each action lands before the app runs.
    let releaseStart = () => {};
    let held = Promise.resolve();
    await page.route(`**${chunkOf('src/app/start.tsx')}`, async (route) => {
      await held;
      await route.continue();
    });
    for (const how of ['click', 'Enter'] as const) {
      held = new Promise<void>((resolve) => (releaseStart = resolve));
      await page.goto('/signup');
      await expect(page.locator('#root')).not.toHaveAttribute('data-app');
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email').fill('agent@example.com');
      await form.getByLabel('Password', { exact: false }).first().fill('tennis-demo');
      if (how === 'click') await form.getByRole('button', { name: 'Log in' }).click();
      else await form.getByLabel('Password', { exact: false }).first().press('Enter');
      releaseStart();
      await expect(page).toHaveURL(/\/clubs\/dashboard\/[\w-]+\?.*clubId=\d+/, { timeout: 20_000 });
      await expect(page.locator('#root')).toHaveAttribute('data-app', '');
      // Logged out again for the next way in.
      await context.clearCookies();
      await page.evaluate(() => window.localStorage.clear());
    }
    await context.close();
  });

  test('when the app’s own start cannot be loaded (a new deployment removed it), the page says so with a reload button', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`**${chunkOf('src/app/start.tsx')}`, (route) =>
      route.fulfill({ status: 404, body: 'Not found.' }),
    );
    // A public page: drawn from HTML, its app started once it has loaded.
    await page.goto('/faq');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await screenshot(page, 'start-error');
    // Any other page: the same sentence, and reloading fetches the app again (here it is back).
    await page.goto('/reset-password');
    await expect(alert).toBeVisible();
    await page.unroute(`**${chunkOf('src/app/start.tsx')}`);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-app', '');
    await expect(alert).toBeHidden();
    await context.close();
  });

  test('each dashboard area loads its own chunk and no other area’s', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const id = await clubId(page, 'Riverside');
    for (const [section, source] of Object.entries(areaPages)) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // A fresh load, so the browser asks for every chunk the area needs.
      await page.goto(`/clubs/dashboard/${section}?clubId=${id}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-app', '');
      // Not 'networkidle': the day view keeps its live stream open (issue 29). Every chunk asked
      // for once no script has been asked for in half a second.
      await expect
        .poll(async () => {
          const before = scripts.length;
          await page.waitForTimeout(500);
          return scripts.length === before;
        })
        .toBe(true);
      expect(scripts).toContain(chunkOf(source));
      for (const [other, otherSource] of Object.entries(areaPages)) {
        if (other !== section) expect(scripts, `${section} loads ${other}'s chunk`).not.toContain(chunkOf(otherSource));
      }
      page.removeAllListeners('request');
    }
    await expect(page).toHaveTitle(/· Riverside Tennis Club · Rally$/);
  });

  test('a signed-in dashboard section arrives drawn with the reader’s data, and the app takes it over from the same data', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'agent@example.com');
    const id = await clubId(page, 'Riverside');
    const url = `/clubs/dashboard/members?clubId=${id}`;
    // Without any script: the server drew the reader's list (http/drawn-pages.ts).
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const bare = await noScript.newPage();
    await bare.goto(url);
    await expect(bare).toHaveTitle(/^List · Members · Riverside Tennis Club · Rally$/);
    await expect(bare.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    // The count, not a figure: other specs on the same server may have added members before this one.
    await expect(bare.getByTestId('member-count')).toHaveText(/^\d{3,} members$/);
    await expect(bare.locator('main table tbody tr').first()).toContainText('Applicant, Andy');
    await screenshot(bare, 'members-drawn-by-the-server');
    await noScript.close();

    // With its script held back, the page shows the same rows; once the script runs, the app
    // adopts them (the same elements, not drawn anew) from the queries the page came with (asking
    // the API for none of them again), and they work. (A plain page: the fixture's goto waits for the app, which is held here.)
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const reader = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await reader.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors: string[] = [];
    reader.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    reader.on('pageerror', (error) => errors.push(error.message));
    await reader.goto(url, { waitUntil: 'commit' });
    const firstRow = reader.locator('main table tbody tr').first();
    await expect(firstRow).toContainText('Applicant, Andy');
    const asked: string[] = [];
    reader.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    await firstRow.evaluate((row) => row.setAttribute('data-drawn-by-server', ''));
    release();
    await expect(reader.locator('#root[data-app]')).toBeAttached();
    await expect(firstRow).toContainText('Applicant, Andy');
    expect(errors).toEqual([]);
    await expect(firstRow).toHaveAttribute('data-drawn-by-server', '');
    expect(asked.filter((url) => /\/api\/(user|club\/\d+|clubmember)\//.test(url))).toEqual([]);
    await firstRow.getByRole('button', { name: /^Edit / }).click();
    await expect(reader.getByRole('dialog')).toBeVisible();
    await screenshot(reader, 'members-taken-over-by-the-app');
    await context.close();
  });

  test('a page chunk that a new deployment removed shows the chunk error with a reload button', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const id = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/club-info?clubId=${id}`);
    await expect(page.getByRole('main')).toBeVisible();
    // The members chunk of the build this tab started with is gone from the server.
    await page.route(`**${chunkOf(areaPages.members)}`, (route) => route.fulfill({ status: 404, body: 'Not found.' }));
    // Open Members inside the running app (as its menu does), not by loading the page anew.
    await page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/clubs/dashboard/members?clubId=${id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await screenshot(page, 'chunk-error');
    // Reloading fetches the page again (here the chunk is back).
    await page.unroute(`**${chunkOf(areaPages.members)}`);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page).toHaveURL(/\/clubs\/dashboard\/members/);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
